/// Where each tab's content sits in the system's tab views when they host more tabs than one tab
/// bar controller holds without moving the rest into its own More list.
///
/// Each tab keeps a slot from the moment it appears until it is removed: a new tab takes the
/// lowest free slot, so no tab's page moves when others come, go or are reordered, and its
/// content keeps its state. Up to ``tabViewCapacity`` tabs, one tab view holds them. Beyond,
/// the outermost tab view holds up to five inner ones, each holding up to
/// ``innerTabViewCapacity`` pages (tabs or further tab views) and a blank page it shows while
/// out of the window: 20 tabs in two levels, 80 in three. The depth only grows: a container
/// that shrinks keeps its levels, so its pages stay where they are. Growing past 5, 20 or 80
/// tabs while running moves every page once.
///
/// ```swift
/// var slots = TabPageSlots(ids: ["a", "b", "c", "d", "e", "f"])
/// slots.depth                          // 2
/// slots.path(of: "f")                  // [1, 1]
/// slots.reconcile(ids: ["a", "c", "d", "e", "f", "g"])
/// slots.path(of: "g")                  // [0, 1] (b's free slot)
/// ```
package struct TabPageSlots: Sendable, Equatable {
  /// The most pages one tab view holds: the most tabs a tab bar controller keeps before its own
  /// More list (``TabContentHosting/systemPagerTabLimit``).
  package static let tabViewCapacity = TabContentHosting.systemPagerTabLimit
  /// The most tabs or tab views an inner tab view holds: one of its pages is blank.
  package static let innerTabViewCapacity = tabViewCapacity - 1

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
    slotOfID[id].map { slot in (0..<depth).map { digit(of: slot, atLevel: $0) } }
  }

  /// The pages of the tab view at `path` (`[]`: the outermost), in slot order, leaving out
  /// those with no tab under them; an inner tab view's blank page last.
  ///
  /// ```swift
  /// TabPageSlots(ids: ["a", "b"]).pages(of: [])   // [a at [0], b at [1]]
  /// ```
  package func pages(of path: [Int]) -> [TabPageNode] {
    guard path.count < depth, let first = firstSlot(under: path) else { return [] }
    let span = span(atLevel: path.count)
    let pages = (0..<capacity(ofTabViewAt: path)).compactMap { index -> TabPageNode? in
      let start = first + index * span
      let end = min(start + span, slots.count)
      guard start < end, slots[start..<end].contains(where: { $0 != nil }) else { return nil }
      let content: TabPageNode.Content = span == 1 ? slots[start].map { .tab(id: $0) } ?? .blank : .tabView
      return TabPageNode(path: path + [index], content: content)
    }
    return path.isEmpty ? pages : pages + [blankPage(in: path)]
  }

  /// The blank page of the inner tab view at `path`: its last.
  package func blankPage(in path: [Int]) -> TabPageNode {
    TabPageNode(path: path + [Self.innerTabViewCapacity], content: .blank)
  }

  /// The tabs under the page at `path`, in slot order.
  package func tabs(under path: [Int]) -> [String] {
    guard let first = firstSlot(under: path) else { return [] }
    let end = min(first + (path.isEmpty ? slots.count : span(atLevel: path.count - 1)), slots.count)
    return first < end ? slots[first..<end].compactMap { $0 } : []
  }

  /// The first slot under `path`, if the path lies within the tab views' pages of tabs.
  private func firstSlot(under path: [Int]) -> Int? {
    guard path.count <= depth else { return nil }
    var slot = 0
    for (level, index) in path.enumerated() {
      guard (0..<capacity(ofTabViewAt: Array(path.prefix(level)))).contains(index) else { return nil }
      slot += index * span(atLevel: level)
    }
    return slot
  }

  /// How many tabs or tab views the tab view at `path` holds: five outermost, four within.
  private func capacity(ofTabViewAt path: [Int]) -> Int {
    path.isEmpty ? Self.tabViewCapacity : Self.innerTabViewCapacity
  }

  /// A slot's index in the tab view at `level`.
  private func digit(of slot: Int, atLevel level: Int) -> Int {
    let index = slot / span(atLevel: level)
    return level == 0 ? index : index % Self.innerTabViewCapacity
  }

  /// How many slots each page of a tab view at `level` spans.
  private func span(atLevel level: Int) -> Int {
    Self.power(Self.innerTabViewCapacity, depth - level - 1)
  }

  /// How many slots `levels` levels of tab views hold.
  private static func capacity(ofDepth levels: Int) -> Int {
    let (total, overflow) = tabViewCapacity.multipliedReportingOverflow(
      by: power(innerTabViewCapacity, levels - 1))
    return overflow ? Int.max : total
  }

  /// `base` to the `exponent`, saturating; 1 for an exponent below 1.
  private static func power(_ base: Int, _ exponent: Int) -> Int {
    var total = 1
    for _ in 0..<max(exponent, 0) {
      let (product, overflow) = total.multipliedReportingOverflow(by: base)
      total = overflow ? Int.max : product
    }
    return total
  }
}
