import Foundation
import TabBarCore
import TabBarHostileInput

/// A random declaration with placements and default visibility, a stored customization holding
/// every kind of choice as JSON text (unknown, pinned, sidebar-only and repeated ids included),
/// and a random run of edits. Replay one with `TABBAR_CASE`.
struct RandomPlacedDeclaration: CustomStringConvertible {
  let seed: UInt64
  let declared: DeclaredTabs
  /// The stored text the customization starts from.
  let storedText: String
  /// The ids edits are drawn from: the items', the sections' and unknown ones.
  let idPool: [String]
  private var random: SeededGenerator

  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 0...10, using: &random)
    var items = (0..<count).map { Self.tab("t\($0)", using: &random) }
    if Bool.random(using: &random) {
      let search = TabItem(id: "search", title: "Search", symbol: "magnifyingglass", role: .search)
      items.insert(search, at: Int.random(in: 0...items.count, using: &random))
    }
    if Bool.random(using: &random) {
      let action = TabItem(id: "new", title: "New", symbol: "plus", role: .action)
      items.insert(action, at: Int.random(in: 0...items.count, using: &random))
    }
    let ids = items.map(\.id) + ["ghost"]
    func subset(_ odds: Int) -> Set<String> {
      Set(ids.filter { _ in Int.random(in: 0..<odds, using: &random) == 0 })
    }
    let sections = (0..<Int.random(in: 0...2, using: &random)).map { index in
      TabItemGroup(
        id: "s\(index)", title: "S\(index)", tabIDs: Array(subset(3)),
        barPlacement: Bool.random(using: &random) ? .tabs : .sectionEntry)
    }
    let stored = [("order", 1), ("hidden", 4), ("sidebarShown", 4), ("tabBarHidden", 4), ("tabBarShown", 4)]
      .compactMap { key, odds -> String? in
        guard Bool.random(using: &random) else { return nil }
        let list = (0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
          ids.randomElement(using: &random)
        }
        .filter { _ in odds == 1 || Int.random(in: 0..<odds, using: &random) == 0 }
        return "\"\(key)\":[" + list.map { "\"\($0)\"" }.joined(separator: ",") + "]"
      }
    // Ids are unique and section ids are no item's, so the declaration is valid.
    declared = try! DeclaredTabs(
      items: try! TabItems(items), sections: sections, unhideableIDs: subset(5),
      hiddenByDefault: [.tabBar: subset(4), .sidebar: subset(6)])
    storedText = "{" + stored.joined(separator: ",") + "}"
    idPool = ids + sections.map(\.id)
    self.seed = seed
    self.random = random
  }

  var description: String {
    "case \(seed) (replay alone with TABBAR_CASE=\(seed)): \(declared.items.map { "\($0.id):\($0.placement)" }), "
      + "sections \(declared.sections.map(\.tabIDs)), defaults \(declared.hiddenByDefault), stored \(storedText)"
  }

  /// One edit a person (or the app) makes to `customization`: what it was, and whether a
  /// visibility change was refused.
  mutating func edit(_ customization: inout TabBarCustomization, shownRows: [[String]]) -> (
    String, refused: Bool
  ) {
    let id = idPool.randomElement(using: &random) ?? "ghost"
    let placement = TabVisibilityPlacement.allCases.randomElement(using: &random) ?? .sidebar
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<8:
      let visibility = TabVisibility.allCases.randomElement(using: &random) ?? .hidden
      let taken = customization.setVisibility(visibility, of: id, for: placement, in: declared)
      return ("setVisibility(.\(visibility), of: \(id), for: .\(placement)) → \(taken)", !taken)
    case 8..<11:
      let hidden = Bool.random(using: &random)
      let taken = customization.setHidden(hidden, for: id, in: declared)
      return ("setHidden(\(hidden), for: \(id)) → \(taken)", !taken)
    case 11..<15:
      let rows = shownRows.randomElement(using: &random) ?? []
      let offsets = IndexSet((0..<2).map { _ in Int.random(in: 0...max(rows.count, 1), using: &random) })
      let destination = Int.random(in: 0...(rows.count + 1), using: &random)
      customization.move(fromOffsets: offsets, toOffset: destination, among: rows, in: declared)
      return ("move(\(Array(offsets)), to: \(destination), among: \(rows))", false)
    case 15, 16:
      customization.resetOrder(inSection: id, in: declared)
      return ("resetOrder(inSection: \(id))", false)
    case 17:
      customization.resetVisibility()
      return ("resetVisibility()", false)
    case 18:
      customization = TabBarCustomization(rawValue: customization.rawValue) ?? TabBarCustomization()
      return ("stored and read back", false)
    default:
      customization.resetOrder()
      return ("resetOrder()", false)
    }
  }

  private static func tab(_ id: String, using random: inout SeededGenerator) -> TabItem {
    let placements: [TabBarTabPlacement] = [
      .automatic, .automatic, .automatic, .automatic, .pinned, .sidebarOnly,
    ]
    let badges: [TabBadge?] = [nil, nil, .count(Int.random(in: 1...9, using: &random)), .text("!")]
    return TabItem(
      id: id, title: id, symbol: "circle", badge: badges.randomElement(using: &random) ?? nil,
      isEnabled: Int.random(in: 0..<6, using: &random) != 0,
      placement: placements.randomElement(using: &random) ?? .automatic)
  }
}
