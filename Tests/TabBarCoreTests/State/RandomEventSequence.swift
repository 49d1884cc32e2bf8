import Foundation
import TabBarCore
import TabBarHostileInput

/// A random container (its tabs sometimes pinned or sidebar-only) and a random run of events
/// against it: taps on the bar (More included), choices by id (reselects among them),
/// Command-digits, arrow keys, binding writes, items that are disabled, added, removed,
/// reordered or replaced, resizes, platform and preference changes, hide requests, navigation
/// depths, back swipes and More-list dismissals. Replay one with `TABBAR_CASE`.
struct RandomEventSequence: CustomStringConvertible {
  /// The ids tabs are drawn from, so added tabs reuse the ids of removed ones.
  static let idPool = (0..<10).map { "t\($0)" }
  /// How many events a sequence sends.
  static let length = 16

  let seed: UInt64
  let initialItems: TabItems
  let initialSelection: String?
  let context: TabBarContext
  let maximumMounted: Int?
  let reselectHandling: TabReselectHandling
  private var random: SeededGenerator

  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    initialItems = Self.randomItems(using: &random)
    initialSelection = Self.randomID(using: &random)
    context = Self.randomContext(using: &random)
    maximumMounted = Bool.random(using: &random) ? Int.random(in: 0...4, using: &random) : nil
    reselectHandling = TabReselectHandling.allCases.randomElement(using: &random) ?? .builtIn
    self.seed = seed
    self.random = random
  }

  var description: String {
    "case \(seed) (replay alone with TABBAR_CASE=\(seed)): \(initialItems.map(\.id)), "
      + "cap \(String(describing: maximumMounted)), \(reselectHandling)"
  }

  /// The next event for a container now in `state`.
  mutating func nextEvent(for state: TabBarState) -> TabBarEvent {
    switch Int.random(in: 0..<18, using: &random) {
    case 0, 1: return .chooseBarItem(at: Int.random(in: -1...state.bar.items.count, using: &random))
    case 2: return .chooseBarItem(at: state.bar.items.count - 1)
    case 3: return .chooseTab(id: Self.randomID(using: &random) ?? "action")
    case 4:
      let id = state.selectedID ?? "t0"
      return Bool.random(using: &random)
        ? .chooseTab(id: id) : .scrubReleased(onTab: Self.randomID(using: &random) ?? id)
    case 5: return .shortcut(digit: Int.random(in: 0...10, using: &random))
    case 6: return .arrowKey(ArrowKey.allCases.randomElement(using: &random) ?? .left)
    case 7: return .selectionWritten(id: Self.randomID(using: &random))
    case 8, 9: return .itemsChanged(mutated(state.items))
    case 10: return .contextChanged(Self.randomContext(using: &random))
    case 11, 12:
      return .hideRequest(
        tabID: Self.randomID(using: &random) ?? "t0",
        requesterID: "r\(Int.random(in: 0..<3, using: &random))",
        hides: Bool.random(using: &random), depth: Int.random(in: -1...3, using: &random))
    case 13:
      return .navigationDepth(tabID: state.selectedID ?? "t0", depth: Int.random(in: -1...3, using: &random))
    case 14: return .dismissMoreList
    case 15: return .step(TabNavigationStep.allCases.randomElement(using: &random) ?? .next)
    case 16:
      let tabID = Self.randomID(using: &random) ?? "t0"
      if Bool.random(using: &random) {
        return .interactivePopEnded(tabID: tabID, committed: Bool.random(using: &random))
      }
      let progress =
        [.nan, -0.5, 1.5, Double.random(in: 0...1, using: &random)].randomElement(using: &random) ?? 0
      return .interactivePop(tabID: tabID, progress: progress)
    default: return .chooseTab(id: state.bar.overflowItems.randomElement(using: &random)?.id ?? "t1")
    }
  }

  /// `items` with one tab disabled or enabled, added, removed, the order shuffled, the action
  /// toggled, or all replaced.
  private mutating func mutated(_ items: TabItems) -> TabItems {
    var list = items.all
    switch Int.random(in: 0..<6, using: &random) {
    case 0 where !list.isEmpty:
      let index = Int.random(in: 0..<list.count, using: &random)
      list[index].isEnabled.toggle()
    case 1:
      let unused = Self.idPool.filter { id in !list.contains { $0.id == id } }
      if let id = unused.randomElement(using: &random) {
        list.insert(Self.tab(id, using: &random), at: Int.random(in: 0...list.count, using: &random))
      }
    case 2 where !list.isEmpty: list.remove(at: Int.random(in: 0..<list.count, using: &random))
    case 3: list.shuffle(using: &random)
    case 4:
      if let index = items.actionIndex {
        list.remove(at: index)
      } else {
        list.insert(Self.action, at: Int.random(in: 0...list.count, using: &random))
      }
    default: return Self.randomItems(using: &random)
    }
    return (try? TabItems(list)) ?? items
  }

  private static let action = TabItem(id: "action", title: "New", symbol: "plus", role: .action)

  private static func tab(_ id: String, using random: inout SeededGenerator) -> TabItem {
    let badges: [TabBadge?] = [
      nil, nil, .count(Int.random(in: -1...120, using: &random)), .text("!"), .text(" "),
    ]
    let placements: [TabBarTabPlacement] = [.pinned, .sidebarOnly] + Array(repeating: .automatic, count: 6)
    return TabItem(
      id: id, title: id, symbol: "circle", badge: badges.randomElement(using: &random) ?? nil,
      isEnabled: Int.random(in: 0..<4, using: &random) != 0,
      placement: placements.randomElement(using: &random) ?? .automatic)
  }

  static func randomItems(using random: inout SeededGenerator) -> TabItems {
    var list = idPool.shuffled(using: &random).prefix(Int.random(in: 0...9, using: &random))
      .map { tab($0, using: &random) }
    if Bool.random(using: &random) { list.insert(action, at: Int.random(in: 0...list.count, using: &random)) }
    return (try? TabItems(list)) ?? (try? TabItems([])) ?? TabItems.empty
  }

  static func randomID(using random: inout SeededGenerator) -> String? {
    (idPool + ["action", "unknown", "tabbarkit.more"]).randomElement(using: &random).flatMap {
      Int.random(in: 0..<12, using: &random) == 0 ? nil : $0
    }
  }

  static func randomContext(using random: inout SeededGenerator) -> TabBarContext {
    let widths: [CGFloat] = [.nan, 0, 320, 390, 430, 744, 1024, .infinity]
    let width =
      Bool.random(using: &random)
      ? widths.randomElement(using: &random) ?? 390 : .random(in: 100...1400, using: &random)
    return TabBarContext(
      platform: TabBarPlatform.allCases.randomElement(using: &random) ?? .iPhone,
      sizeClass: Int.random(in: 0..<3, using: &random) == 0 ? .regular : .compact,
      containerWidth: width,
      layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      preferences: TabBarAdaptationPreferences(
        prefersSidebar: Bool.random(using: &random),
        overflowStyle: Int.random(in: 0..<4, using: &random) == 0 ? .scrolling : .moreTab,
        minimumItemWidth: Bool.random(using: &random) ? nil : .random(in: 0...150, using: &random)),
      styleMinimumItemWidth: Bool.random(using: &random) ? nil : .random(in: 30...100, using: &random),
      language: Bool.random(using: &random) ? "en" : "es")
  }

  /// The sequences a property runs over: `count` from the run's base seed, or only the case
  /// `TABBAR_CASE` names.
  static func sweep(_ count: Int, salt: UInt64) -> [UInt64] {
    if let only = ProcessInfo.processInfo.environment["TABBAR_CASE"].flatMap({ UInt64($0) }) {
      return [only]
    }
    return (0..<UInt64(count)).map { SeededGenerator.baseSeed &+ salt &* 1_000_003 &+ $0 }
  }

  /// Whether the run replays one case (then the sweep's counts prove nothing).
  static var isReplay: Bool { ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil }
}
