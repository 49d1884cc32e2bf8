/// How a person arranged the tabs: their order and which are hidden, by tab id, as SwiftUI's
/// `TabViewCustomization`.
///
/// It stores ids only, so it survives app updates: ``merged(with:)`` fits it to the tabs the app
/// now declares (new tabs appear where declared, removed ones vanish, unknown ids are ignored,
/// repeats dropped). It is `Codable` and `RawRepresentable` as a JSON string, so it goes
/// straight into `@AppStorage` or `@SceneStorage`; stored text that is corrupted or hostile
/// decodes as `nil`, which those wrappers replace with the default (the declared order).
///
/// ```swift
/// @AppStorage("tabs") private var customization = TabBarCustomization()
///
/// var edited = customization.merged(with: declared)
/// edited.setHidden(true, for: "radio", in: declared)        // refused for an unhideable tab
/// edited.move(fromOffsets: [2], toOffset: 0, among: shownIDs, in: declared)
/// edited.reset()                                             // back to the declared order
/// ```
public struct TabBarCustomization: Sendable, Hashable {
  /// The tabs' ids in the person's order. Empty means the declared order.
  public internal(set) var order: [String]
  /// The ids of the tabs the person hid.
  public internal(set) var hiddenIDs: Set<String>

  /// The default: the declared order, nothing hidden.
  public init() {
    order = []
    hiddenIDs = []
  }

  /// A customization with an order and hidden tabs, as stored; ``merged(with:)`` makes it fit a
  /// declaration.
  /// - Parameters:
  ///   - order: Tab ids in the person's order.
  ///   - hiddenIDs: The ids of hidden tabs.
  public init(order: [String], hiddenIDs: Set<String> = []) {
    self.order = order
    self.hiddenIDs = hiddenIDs
  }

  /// Back to the default: the declared order, nothing hidden.
  public mutating func reset() { self = TabBarCustomization() }

  /// Back to the declared order, keeping the hidden tabs hidden (as Apple's
  /// `resetSectionOrder()`).
  public mutating func resetOrder() { order = [] }

  /// Shows every tab again, keeping the order (as Apple's `resetVisibility()`).
  public mutating func resetVisibility() { hiddenIDs = [] }

  /// Whether the tab `id` is hidden.
  public func isHidden(_ id: String) -> Bool { hiddenIDs.contains(id) }

  /// This customization fitted to `declared`.
  ///
  /// - The order keeps the stored ids that are still customizable tabs, in their stored order,
  ///   each once (the first time it stands).
  /// - A declared tab the order lacks (a tab new in this version) goes right after the nearest
  ///   tab declared before it that the order has, or first when there is none.
  /// - Hidden ids keep only hideable tabs; when that would hide every tab, the first tab in the
  ///   order is shown again, so a person is never left with nothing.
  ///
  /// Merging is idempotent: merging the result again changes nothing.
  /// - Parameter declared: The tabs the app declares now.
  /// - Returns: A customization whose order is exactly `declared`'s customizable tabs.
  public func merged(with declared: DeclaredTabs) -> TabBarCustomization {
    let known = Set(declared.customizableIDs)
    var seen = Set<String>()
    var merged = order.filter { known.contains($0) && seen.insert($0).inserted }
    for (declaredIndex, id) in declared.customizableIDs.enumerated() where !seen.contains(id) {
      let predecessor = declared.customizableIDs[..<declaredIndex].last { seen.contains($0) }
      let insertion = predecessor.flatMap { merged.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      merged.insert(id, at: insertion)
      seen.insert(id)
    }
    var hidden = hiddenIDs.filter { known.contains($0) && !declared.unhideableIDs.contains($0) }
    if let first = merged.first, merged.allSatisfy(hidden.contains) { hidden.remove(first) }
    return TabBarCustomization(order: merged, hiddenIDs: hidden)
  }
}
