import Foundation
import TabBarCore
import TabBarHostileInput

/// A random bar configuration of the kind the property tests sweep: widths 200–1400 pt, 1–8
/// items, with and without an action button, either direction, Dynamic Type 0.8–3.1, any style,
/// the notch anywhere; one in eight shows no selection (the search circle selected beside it).
struct RandomConfiguration: CustomStringConvertible {
  let seed: UInt64
  private(set) var request: TabBarLayoutRequest

  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    self.seed = seed
    let tabCount = Int.random(in: 1...8, using: &random)
    let hasAction = Bool.random(using: &random)
    var items = (0..<tabCount).map { index in
      TabItem(
        id: "tab\(index)", title: "Tab \(index)", symbol: "house",
        isEnabled: Int.random(in: 0..<6, using: &random) != 0)
    }
    if hasAction {
      let slot = Int.random(in: 0...tabCount, using: &random)
      items.insert(TabItem(id: "action", title: "New", symbol: "plus", role: .action), at: slot)
    }
    var metrics = [TabBarMetrics.curved, .floating, .indicator, .material].randomElement(using: &random)!
    // Vary the notch: its size, its shape, and whether it follows the selection.
    if Bool.random(using: &random) {
      metrics.actionButton.notch = NotchMetrics(
        width: .random(in: 30...160, using: &random), depth: .random(in: 10...70, using: &random),
        shoulderRadius: .random(in: 0...24, using: &random),
        shape: Bool.random(using: &random) ? .cradle : .bezierValley,
        anchor: Int.random(in: 0..<3, using: &random) == 0 ? .selection : .actionButton)
      metrics.actionButton.diameter = .random(in: 30...80, using: &random)
      metrics.actionButton.clearance = .random(in: 0...12, using: &random)
      metrics.actionButton.centerDepth = nil
    }
    if Bool.random(using: &random) { metrics.cornerRadius = .random(in: 0...40, using: &random) }
    if Bool.random(using: &random) {
      metrics.cornerStyle = Bool.random(using: &random) ? .circular : .continuous
    }
    let selected = items.filter { $0.role == .tab }.randomElement(using: &random)?.id
    let width = CGFloat.random(in: 200...1400, using: &random)
    request = TabBarLayoutRequest(
      items: (try? TabItems(items)) ?? TabItems.empty,
      selectedID: selected,
      containerSize: CGSize(width: width, height: .random(in: 300...1400, using: &random)),
      safeAreaInsets: TabBarInsets(
        top: 0, leading: Bool.random(using: &random) ? 0 : .random(in: 0...48, using: &random),
        bottom: [0, 21, 34].randomElement(using: &random)!,
        trailing: Bool.random(using: &random) ? 0 : .random(in: 0...48, using: &random)),
      layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
      dynamicTypeFactor: .random(in: 0.8...3.1, using: &random),
      metrics: metrics,
      notchCenterX: Int.random(in: 0..<3, using: &random) == 0
        ? .random(in: -50...(width + 50), using: &random) : nil)
    // Drawn last, so every other value of a seed is what it was before this was added.
    request.showsSelection = Int.random(in: 0..<8, using: &random) != 0
  }

  var description: String {
    "case \(seed) (replay alone with TABBAR_CASE=\(seed)): \(request.items.count) items, "
      + "width \(request.containerSize.width), \(request.layoutDirection), "
      + "factor \(request.dynamicTypeFactor), notch \(String(describing: request.metrics.actionButton.notch)), "
      + "shows selection \(request.showsSelection)"
  }

  /// The configurations a property runs over: `count` cases from the run's base seed, or only
  /// the case `TABBAR_CASE` names.
  static func sweep(_ count: Int, salt: UInt64) -> [RandomConfiguration] {
    if let only = ProcessInfo.processInfo.environment["TABBAR_CASE"].flatMap({ UInt64($0) }) {
      return [RandomConfiguration(seed: only)]
    }
    return (0..<UInt64(count)).map {
      RandomConfiguration(seed: SeededGenerator.baseSeed &+ salt &* 1_000_003 &+ $0)
    }
  }
}

extension TabItems {
  /// No items.
  static var empty: TabItems { try! TabItems([]) }
}
