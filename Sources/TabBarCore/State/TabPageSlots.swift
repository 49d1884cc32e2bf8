/// Where each tab's content sits in the system's tab views when they host more tabs than one tab
/// bar controller holds without moving the rest into its own More list.
///
/// Each tab keeps a slot from the moment it appears until it is removed: a new tab takes the
/// lowest free slot, so no tab's page moves when others come, go or are reordered, and its
/// content keeps its state. The slots fill tab views of at most ``pagesPerTabView`` pages,
/// nested as deep as the slots need: one level up to 5 tabs, two up to 25, three up to 125. The
/// depth only grows: a container that shrinks keeps its levels, so its pages stay where they are.
///
/// ```swift
/// var slots = TabPageSlots(ids: ["a", "b", "c", "d", "e", "f"])
/// slots.depth                          // 2
/// slots.path(of: "f")                  // [1, 0]
/// slots.reconcile(ids: ["a", "c", "d", "e", "f", "g"])
/// slots.path(of: "g")                  // [0, 1] (b's free slot)
/// ```
package struct TabPageSlots: Sendable, Equatable {
  /// The most pages one tab view holds: the most tabs a tab bar controller keeps before its own
  /// More list (``TabContentHosting/systemPagerTabLimit``).
  package static let pagesPerTabView = TabContentHosting.systemPagerTabLimit

  /// The tab in each slot, `nil` where a removed tab left it free; no free slot at the end.
  package private(set) var slots: [String?] = []
  /// How many levels of tab views hold the slots: at least 1.
  package private(set) var depth = 1
  /// Each tab's slot.
  private var slotOfID: [String: Int] = [:]

  /// Slots for `ids`, in their order.
  ///
  /// - Parameter ids: The tabs' ids; a repeated id takes one slot.
  package init(ids: [String] = []) {
    reconcile(ids: ids)
  }

  /// Brings the slots up to `ids`: removed tabs free their slots, tabs that stay keep theirs,
  /// and new tabs take the lowest free slots in `ids`' order.
  ///
  /// - Parameter ids: The tabs' ids; a repeated id takes one slot.
  package mutating func reconcile(ids: [String]) {
    let kept = Set(ids)
    for index in slots.indices {
      guard let id = slots[index], !kept.contains(id) else { continue }
      slots[index] = nil
      slotOfID[id] = nil
    }
    var free = slots.indices.filter { slots[$0] == nil }.makeIterator()
    for id in ids where slotOfID[id] == nil {
      let slot = free.next() ?? slots.count
      if slot == slots.count { slots.append(id) } else { slots[slot] = id }
      slotOfID[id] = slot
    }
    while slots.last == .some(nil) { slots.removeLast() }
    while Self.capacity(ofDepth: depth) < slots.count { depth += 1 }
  }

  /// The page of the tab with `id`: its index in each level of tab views, outermost first.
  package func path(of id: String) -> [Int]? {
    slotOfID[id].map(path(ofSlot:))
  }

  /// The pages of the tab view at `path` (`[]`: the outermost), in slot order, leaving out
  /// pages with no tab under them.
  ///
  /// ```swift
  /// TabPageSlots(ids: ["a", "b"]).children(of: [])   // [a at [0], b at [1]]
  /// ```
  package func children(of path: [Int]) -> [TabPageNode] {
    guard path.count < depth, let first = firstSlot(under: path) else { return [] }
    let span = Self.capacity(ofDepth: depth - path.count - 1)
    return (0..<Self.pagesPerTabView).compactMap { index in
      let start = first + index * span
      let end = min(start + span, slots.count)
      guard start < end, slots[start..<end].contains(where: { $0 != nil }) else { return nil }
      return TabPageNode(path: path + [index], tabID: path.count == depth - 1 ? slots[start] : nil)
    }
  }

  /// The tabs under the page at `path`, in slot order.
  package func tabs(under path: [Int]) -> [String] {
    guard let first = firstSlot(under: path) else { return [] }
    let end = min(first + Self.capacity(ofDepth: depth - path.count), slots.count)
    return first < end ? slots[first..<end].compactMap { $0 } : []
  }

  /// The first slot under `path`, if the path lies within the levels.
  private func firstSlot(under path: [Int]) -> Int? {
    guard path.count <= depth,
      path.allSatisfy({ (0..<Self.pagesPerTabView).contains($0) })
    else { return nil }
    return path.enumerated().reduce(0) { slot, level in
      slot + level.element * Self.capacity(ofDepth: depth - level.offset - 1)
    }
  }

  /// The slot's index in each level, outermost first.
  private func path(ofSlot slot: Int) -> [Int] {
    (0..<depth).map { level in
      slot / Self.capacity(ofDepth: depth - level - 1) % Self.pagesPerTabView
    }
  }

  /// How many slots `levels` levels of tab views hold.
  private static func capacity(ofDepth levels: Int) -> Int {
    var total = 1
    for _ in 0..<max(levels, 0) {
      let (product, overflow) = total.multipliedReportingOverflow(by: pagesPerTabView)
      total = overflow ? Int.max : product
    }
    return total
  }
}
