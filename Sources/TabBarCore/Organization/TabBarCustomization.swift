/// How a person arranged the tabs: their order and which they showed or hid in the sidebar and
/// in the bar, by tab id, as SwiftUI's `TabViewCustomization`.
///
/// It stores the person's choices only, never the app's defaults, so it survives app updates:
/// the container fits it to the tabs the app now declares (new tabs appear where declared,
/// removed ones vanish, unknown ids are ignored, repeats dropped), and a tab the app hides by
/// default (`defaultVisibility(_:for:)`) stays hidden until the person shows it. It is
/// `Codable` and `RawRepresentable` as a JSON string, so it goes straight into `@AppStorage` or
/// `@SceneStorage`; stored text that is corrupted or hostile decodes as `nil`, which those
/// wrappers replace with the default (the declared order). The sidebar's edit mode and the
/// iPad's drag along the bar change it through TabBarKit's `tabBarCustomization(_:)`.
///
/// ```swift
/// @AppStorage("tabs") private var customization = TabBarCustomization()
///
/// TabBarContainer(selection: $tab) { … }
///   .tabBarCustomization($customization)
/// customization.isHidden("radio")   // whether the person hid it
/// customization.reset()             // back to the declared order, every tab as declared
/// ```
public struct TabBarCustomization: Sendable, Hashable {
  /// The tabs' ids in the person's order. Empty means the declared order.
  public internal(set) var order: [String]
  /// The ids of the tabs the person hid from the sidebar, and so from everywhere.
  public internal(set) var hiddenIDs: Set<String>
  /// The ids of tabs hidden from the sidebar by default that the person showed there.
  var sidebarShownIDs: Set<String> = []
  /// The ids of the tabs the person took out of the bar only.
  var barHiddenIDs: Set<String> = []
  /// The ids of tabs hidden from the bar by default that the person showed there.
  var barShownIDs: Set<String> = []

  /// The default: the declared order, every tab as the app declares it.
  public init() {
    order = []
    hiddenIDs = []
  }

  /// A customization with an order and hidden tabs, as stored; `merged(with:)` makes it fit a
  /// declaration.
  /// - Parameters:
  ///   - order: Tab ids in the person's order.
  ///   - hiddenIDs: The ids of the tabs hidden from the sidebar (and so from everywhere).
  public init(order: [String], hiddenIDs: Set<String> = []) {
    self.order = order
    self.hiddenIDs = hiddenIDs
  }

  /// Back to the default: the declared order, every tab as the app declares it.
  public mutating func reset() { self = TabBarCustomization() }

  /// Back to the declared order, keeping the visibility choices (as Apple's
  /// `resetSectionOrder()`).
  public mutating func resetOrder() { order = [] }

  /// Forgets every visibility choice, keeping the order (as Apple's `resetVisibility()`): every
  /// tab shows again, except those the app hides by default.
  public mutating func resetVisibility() {
    hiddenIDs = []
    sidebarShownIDs = []
    barHiddenIDs = []
    barShownIDs = []
  }

  /// Whether the person hid the tab `id` from the sidebar (and so from everywhere): their own
  /// choice; `visibility(of:for:in:)` also counts what the app hides by default.
  public func isHidden(_ id: String) -> Bool { hiddenIDs.contains(id) }

  /// This customization fitted to `declared`.
  ///
  /// - The order keeps the stored ids that are still customizable tabs, in their stored order,
  ///   each once (the first time it stands). Pinned tabs are not customizable: they have no place
  ///   in it and are never hidden.
  /// - A declared tab the order lacks (a tab new in this version) goes right after the nearest
  ///   tab declared before it that the order has, or first when there is none.
  /// - Every visibility choice keeps only customizable tabs; hiding choices keep only tabs
  ///   hideable from that placement (``DeclaredTabs/allowance(of:in:)``), and win over a stored showing choice for the same tab and placement.
  /// - When no tab would be shown (no pinned tab, and every customizable tab hidden by the
  ///   person or by default), the first tab in the order is shown again, so a person is never
  ///   left with nothing.
  ///
  /// Merging is idempotent: merging the result again changes nothing.
  /// - Parameter declared: The tabs the app declares now.
  /// - Returns: A customization whose order is exactly `declared`'s customizable tabs.
  package func merged(with declared: DeclaredTabs) -> TabBarCustomization {
    let known = Set(declared.customizableIDs)
    var seen = Set<String>()
    var merged = order.filter { known.contains($0) && seen.insert($0).inserted }
    for (declaredIndex, id) in declared.customizableIDs.enumerated() where !seen.contains(id) {
      let predecessor = declared.customizableIDs[..<declaredIndex].last { seen.contains($0) }
      let insertion = predecessor.flatMap { merged.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      merged.insert(id, at: insertion)
      seen.insert(id)
    }
    var fitted = TabBarCustomization(
      order: merged, hiddenIDs: hiddenIDs.intersection(declared.hideableIDs(from: .sidebar)))
    fitted.sidebarShownIDs = sidebarShownIDs.intersection(known).subtracting(fitted.hiddenIDs)
    fitted.barHiddenIDs = barHiddenIDs.intersection(declared.hideableIDs(from: .tabBar))
      .subtracting(declared.sidebarOnlyIDs)
    fitted.barShownIDs = barShownIDs.intersection(known).subtracting(fitted.barHiddenIDs)
      .subtracting(declared.sidebarOnlyIDs)
    let hidden = fitted.hiddenTabIDs(from: .sidebar, in: declared)
    if declared.pinnedIDs.isEmpty, let first = merged.first, merged.allSatisfy(hidden.contains) {
      fitted.hiddenIDs.remove(first)
      if declared.isHiddenByDefault(first, from: .sidebar) { fitted.sidebarShownIDs.insert(first) }
    }
    return fitted
  }

  /// Puts the tabs of the section `sectionID` back in declared order among themselves (as
  /// Apple's `resetSectionOrder(sectionCustomizationID:)`): they take the places the section's
  /// tabs hold in the order, so no other tab moves. The customization is first fitted to
  /// `declared` (``merged(with:)``); an unknown section changes nothing more.
  ///
  /// ```swift
  /// customization.resetOrder(inSection: "library", in: declared)
  /// ```
  /// - Parameters:
  ///   - sectionID: The section's id.
  ///   - declared: The tabs the app declares.
  package mutating func resetOrder(inSection sectionID: String, in declared: DeclaredTabs) {
    self = merged(with: declared)
    guard let section = declared.sections.first(where: { $0.id == sectionID }) else { return }
    let members = Set(section.tabIDs)
    let declaredOrder = declared.customizableIDs.filter(members.contains)
    let slots = order.indices.filter { members.contains(order[$0]) }
    for (slot, id) in zip(slots, declaredOrder) { order[slot] = id }
  }
}
