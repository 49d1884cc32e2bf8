import Foundation
import TabBarCore
import Testing

/// Properties of placements and per-placement visibility over random declarations, stored
/// customizations and edits (``RandomPlacedDeclaration``); a failure names its case, which
/// `TABBAR_CASE=<case>` replays alone.
@Suite("Placements and visibility: properties over random declarations, customizations and edits")
struct PlacementPropertyTests {
  static let cases = 300
  static let editsPerCase = 12
  /// iPhone widths the bar presentation is checked at: three and five slots.
  static let widths: [CGFloat] = [200, 390]

  /// What the sweep saw, so it is known not to be vacuous.
  struct Seen {
    var checks = 0
    var pinnedBesideMore = 0
    var reachedOnlyByMore = 0
    var chosenBehindMore = 0
    var shownAgainstDefault = 0
    var hiddenFromBarOnly = 0
    var refusals = 0
  }

  @Test(
    "Every tab the sidebar shows is reachable where the bar is the presentation; pinned tabs stay; merging is idempotent; stored text round-trips"
  )
  func invariants() {
    var seen = Seen()
    for seed in OrganizationFixtures.seeds(Self.cases, salt: 53) {
      var sequence = RandomPlacedDeclaration(seed: seed)
      var customization = TabBarCustomization(rawValue: sequence.storedText) ?? TabBarCustomization()
      var step = "reading \(sequence.storedText)"
      for index in 0...Self.editsPerCase {
        if let failure = Self.failure(sequence.declared, customization, seen: &seen) {
          Issue.record("\(sequence), step \(index), after \(step): \(failure)")
          break
        }
        let arrangement = TabBarArrangement(declared: sequence.declared, customization: customization)
        let rows =
          OrganizationFixtures.rowIDs(arrangement.sidebar(editing: false))
          + OrganizationFixtures.rowIDs(arrangement.sidebar(editing: true)) + [arrangement.barItems.map(\.id)]
        let (edit, refused) = sequence.edit(&customization, shownRows: rows)
        step = edit
        if refused { seen.refusals += 1 }
      }
    }
    guard ProcessInfo.processInfo.environment["TABBAR_CASE"] == nil else { return }
    #expect(seen.checks > Self.cases * Self.editsPerCase)
    #expect(seen.pinnedBesideMore > 1_000)
    #expect(seen.reachedOnlyByMore > 1_000)
    #expect(seen.chosenBehindMore > 1_000)
    #expect(seen.shownAgainstDefault > 100)
    #expect(seen.hiddenFromBarOnly > 100)
    #expect(seen.refusals > 300)
  }

  /// What is wrong with `customization` under `declared`, or `nil`.
  static func failure(_ declared: DeclaredTabs, _ customization: TabBarCustomization, seen: inout Seen)
    -> String?
  {
    seen.checks += 1
    let arrangement = TabBarArrangement(declared: declared, customization: customization)
    let fitted = arrangement.customization
    if fitted.merged(with: declared) != fitted { return "merging is not idempotent" }
    for stored in [customization, fitted] where TabBarCustomization(rawValue: stored.rawValue) != stored {
      return "\(stored.rawValue) does not read back"
    }
    if fitted.order.sorted() != declared.customizableIDs.sorted() { return "order \(fitted.order)" }
    for placement in TabVisibilityPlacement.allCases {
      let defaults = declared.hiddenByDefault[placement, default: []]
      if defaults.contains(where: { fitted.visibility(of: $0, for: placement, in: declared) == .visible }) {
        seen.shownAgainstDefault += 1
      }
    }
    if fitted.rawValue.contains("tabBarHidden") { seen.hiddenFromBarOnly += 1 }
    if let failure = fixedTabsFailure(arrangement) ?? visibilityFailure(arrangement) { return failure }
    for width in widths {
      if let failure = presentationFailure(arrangement, width: width, seen: &seen) { return failure }
    }
    return nil
  }

  /// Whether pinned tabs are never hidden or moved and unhideable tabs never hidden.
  static func fixedTabsFailure(_ arrangement: TabBarArrangement) -> String? {
    let declared = arrangement.declared
    let fitted = arrangement.customization
    let rows = arrangement.sidebar(editing: true).flatMap(\.rows)
    for item in declared.items.all where item.role == .tab && item.placement == .pinned {
      if fitted.order.contains(item.id) { return "pinned \(item.id) is in the order" }
      if TabVisibilityPlacement.allCases.contains(where: {
        fitted.visibility(of: item.id, for: $0, in: declared) != .visible
      }) {
        return "pinned \(item.id) is hidden"
      }
      if rows.contains(where: { $0.id == item.id && ($0.canHide || $0.canMove || $0.isHidden) }) {
        return "pinned \(item.id) may be hidden or moved"
      }
      if !arrangement.barItems.all.contains(item) { return "pinned \(item.id) is not in the bar" }
    }
    for id in declared.unhideableIDs {
      let sidebarOnly = declared.item(id)?.placement == .sidebarOnly
      if fitted.visibility(of: id, for: .sidebar, in: declared) != .visible
        || (!sidebarOnly && fitted.visibility(of: id, for: .tabBar, in: declared) != .visible)
      {
        return "unhideable \(id) is hidden"
      }
    }
    return nil
  }

  /// Whether the sidebar and the presented items show exactly what visibility says, and never
  /// nothing.
  static func visibilityFailure(_ arrangement: TabBarArrangement) -> String? {
    let declared = arrangement.declared
    let fitted = arrangement.customization
    let shown = Set(arrangement.sidebar(editing: false).flatMap(\.rows).map(\.id))
    let presented = Set(arrangement.presentedItems.all.map(\.id))
    if declared.items.all.contains(where: { $0.role == .tab }),
      !shown.contains(where: { id in declared.item(id)?.role == .tab })
    {
      return "no tab is shown"
    }
    for id in declared.customizableIDs {
      let visible = fitted.visibility(of: id, for: .sidebar, in: declared) == .visible
      if visible != shown.contains(id) {
        return "\(id) is \(visible ? "visible" : "hidden") but the sidebar differs"
      }
      if !visible && presented.contains(id) { return "\(id) is hidden but presented" }
    }
    return nil
  }

  /// Whether an iPhone bar `width` points wide reaches every tab the sidebar shows, keeps the
  /// pinned tabs, never shows a sidebar-only tab, and selects a tab behind More with More.
  static func presentationFailure(_ arrangement: TabBarArrangement, width: CGFloat, seen: inout Seen)
    -> String?
  {
    let declared = arrangement.declared
    let state = TabBarState(
      items: arrangement.presentedItems, selectedID: nil,
      context: TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: width))
    let inBar = Set(state.bar.items.all.map(\.id))
    let behindMore = Set(state.bar.overflowItems.map(\.id))
    for row in arrangement.sidebar(editing: false).flatMap(\.rows) {
      let reachedAs = arrangement.barSelectionID(for: row.id) ?? row.id
      guard inBar.contains(reachedAs) || behindMore.contains(reachedAs) else {
        return "\(row.id) is out of reach at \(width) pt"
      }
    }
    for item in declared.items.all where item.role == .tab {
      if item.placement == .sidebarOnly && inBar.contains(item.id) {
        return "sidebar-only \(item.id) is in the bar"
      }
      if item.placement == .pinned && !inBar.contains(item.id) { return "pinned \(item.id) left the bar" }
    }
    if state.bar.moreItemID != nil, state.bar.items.contains(where: { $0.placement == .pinned }) {
      seen.pinnedBesideMore += 1
    }
    let onlyByMore = state.bar.overflowItems.filter { $0.placement == .sidebarOnly }
    seen.reachedOnlyByMore += onlyByMore.isEmpty ? 0 : 1
    guard let tab = onlyByMore.first(where: \.isEnabled) else { return nil }
    var chosen = state
    chosen.send(.chooseTab(id: tab.id))
    guard chosen.selectedID == tab.id, chosen.bar.selectedID == chosen.bar.moreItemID else {
      return "choosing \(tab.id) behind More selects \(String(describing: chosen.bar.selectedID))"
    }
    seen.chosenBehindMore += 1
    return nil
  }
}
