import Foundation
import TabBarCore

/// One hostile configuration, made from a seed so a failure can be replayed exactly.
///
/// ```swift
/// let failures = HostileCase(seed: 42).violations()
/// ```
package struct HostileCase: Sendable, CustomStringConvertible {
  /// The seed the case was made from.
  package let seed: UInt64
  /// The items as given, duplicates and all.
  package let items: [TabItem]
  /// How ``TabItems`` answered the items as given: `nil` when it took them, else its refusal.
  package let refusal: TabBarError?
  /// The request built from them (with duplicates removed, if there were any).
  package let request: TabBarLayoutRequest
  /// A second request to animate to.
  package let otherRequest: TabBarLayoutRequest
  /// Points to hit-test.
  package let points: [CGPoint]
  /// Fractions to interpolate at.
  package let fractions: [CGFloat]

  /// Makes the case for `seed`.
  package init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    self.seed = seed
    let count = [0, 1, 2, 5, 8, 50, 100].randomElement(using: &random)!
    var items: [TabItem] = []
    for index in 0..<count {
      // Every tenth id repeats an earlier one, on purpose.
      let id = index > 0 && index % 10 == 0 ? "tab\(index - 1)" : "tab\(index)"
      items.append(
        TabItem(
          id: id, title: HostileStrings.corpus.randomElement(using: &random)!, symbol: "house",
          badge: Bool.random(using: &random) ? .count(.random(in: -5...10_000, using: &random)) : nil,
          isEnabled: Int.random(in: 0..<4, using: &random) != 0,
          role: Self.role(Int.random(in: 0..<8, using: &random))))
    }
    self.items = items
    let checked: TabItems
    do {
      checked = try TabItems(items)
      refusal = nil
    } catch {
      refusal = error as? TabBarError
      checked = Self.withoutRepeats(items)
    }

    func metrics() -> TabBarMetrics {
      var metrics = TabBarDesign.allCases.randomElement(using: &random)!.metrics(on: .iPhone)
      metrics.barHeight = HostileNumbers.length(20...120, using: &random)
      metrics.cornerRadius = HostileNumbers.length(0...60, using: &random)
      metrics.iconSize = HostileNumbers.length(10...40, using: &random)
      metrics.labelFontSize = HostileNumbers.length(8...20, using: &random)
      metrics.horizontalPadding = HostileNumbers.length(0...20, using: &random)
      metrics.minimumHitSize = HostileNumbers.length(30...60, using: &random)
      metrics.selectedIconScale = HostileNumbers.length(0.5...2, using: &random)
      metrics.maximumDynamicTypeFactor = HostileNumbers.length(1...3, using: &random)
      metrics.actionButton.diameter = HostileNumbers.length(20...200, using: &random)
      metrics.actionButton.clearance = HostileNumbers.length(0...20, using: &random)
      if Bool.random(using: &random) {
        metrics.placement = .floating(
          horizontalMargin: HostileNumbers.length(0...40, using: &random),
          bottomMargin: HostileNumbers.length(0...40, using: &random))
      }
      metrics.actionButton.notch = NotchMetrics(
        width: HostileNumbers.length(10...2_000, using: &random),
        depth: HostileNumbers.length(5...200, using: &random),
        shoulderRadius: HostileNumbers.length(0...40, using: &random),
        shape: Bool.random(using: &random) ? .cradle : .bezierValley,
        anchor: Bool.random(using: &random) ? .selection : .actionButton)
      return metrics
    }
    func request() -> TabBarLayoutRequest {
      TabBarLayoutRequest(
        items: checked,
        selectedID: Bool.random(using: &random) ? "not-a-tab" : items.randomElement(using: &random)?.id,
        containerSize: CGSize(
          width: HostileNumbers.length(0...1_400, using: &random),
          height: HostileNumbers.length(0...1_400, using: &random)),
        safeAreaInsets: TabBarInsets(
          top: HostileNumbers.length(0...60, using: &random),
          leading: HostileNumbers.length(0...60, using: &random),
          bottom: HostileNumbers.length(0...60, using: &random),
          trailing: HostileNumbers.length(0...60, using: &random)),
        layoutDirection: Bool.random(using: &random) ? .leftToRight : .rightToLeft,
        dynamicTypeFactor: HostileNumbers.dynamicTypeFactors.randomElement(using: &random)!,
        metrics: metrics(),
        notchCenterX: Bool.random(using: &random) ? HostileNumbers.length(0...1_400, using: &random) : nil)
    }
    var first = request()
    var second = request()
    self.points = (0..<6).map { _ in
      CGPoint(
        x: HostileNumbers.length(-10...1_400, using: &random),
        y: HostileNumbers.length(-10...1_400, using: &random))
    }
    self.fractions = (0..<3).map { _ in HostileNumbers.fractions.randomElement(using: &random)! }
    // Drawn last, so the rest of a seed's case is what it was before bars without a selection.
    first.showsSelection = Int.random(in: 0..<4, using: &random) != 0
    second.showsSelection = Int.random(in: 0..<4, using: &random) != 0
    self.request = first
    self.otherRequest = second
  }

  /// The role a draw from 0..<8 gives: one in eight items is an action, one in eight a search
  /// tab, one in eight a prominent tab, so lists with two of any are common.
  private static func role(_ draw: Int) -> TabItemRole {
    switch draw {
    case 0: .action
    case 1: .search
    case 2: .prominent
    default: .tab
    }
  }

  /// `items` with repeated ids and every action, search or prominent tab after the first of its role
  /// dropped: what an app does after ``TabItems`` refused the list.
  private static func withoutRepeats(_ items: [TabItem]) -> TabItems {
    var seen = Set<String>()
    var sawRoles = Set<TabItemRole>()
    let kept = items.filter { item in
      guard seen.insert(item.id).inserted else { return false }
      return item.role == .tab || sawRoles.insert(item.role).inserted
    }
    return (try? TabItems(kept)) ?? (try! TabItems([]))
  }

  /// A line that says how to replay the case.
  package var description: String {
    "hostile case \(seed) (replay: swift run tabbar-fuzz --case \(seed))"
  }
}
