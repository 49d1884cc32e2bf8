import Foundation
import TabBarCore

/// Independent checks of hit testing against its rules.
enum HitTestChecks {
  /// The first point of a grid over the bar (and the band above it, where a raised button or
  /// tab sits) that hits another owner than the rules give, described; `nil` when every point
  /// hits its owner and points outside the outline hit nothing.
  static func misattributedPoint(in layout: TabBarLayout) -> String? {
    let chords = OutlineChecks.polyline(layout.outline.path(), pieces: 64)
    let bar = layout.barFrame
    let area = bar.insetBy(dx: -4, dy: 0).union(
      CGRect(x: bar.minX, y: bar.minY - 60, width: bar.width, height: 60))
    for row in 0..<4 {
      for column in 0..<6 {
        let point = CGPoint(
          x: area.minX + (CGFloat(column) + 0.37) / 6 * area.width,
          y: area.minY + (CGFloat(row) + 0.61) / 4 * area.height)
        let hit = layout.hitTest(point)
        if let expected = expectedOwner(of: point, in: layout, chords: chords), expected != hit {
          return "\(point) hit \(String(describing: hit)), not \(String(describing: expected))"
        }
      }
    }
    return nil
  }

  /// What `point` should hit by the rules (`.some(nil)`: nothing); `nil` on the outline's edge,
  /// where either answer is fair.
  private static func expectedOwner(
    of point: CGPoint, in layout: TabBarLayout, chords: [(CGPoint, CGPoint)]
  ) -> HitTarget?? {
    if let button = layout.actionButton, point.distance(to: button.center) <= button.hitRadius {
      return .some(.action)
    }
    if let raised = layout.raisedSelection, point.distance(to: raised.center) <= raised.hitRadius {
      return .some(.tab(itemIndex: raised.itemIndex))
    }
    let (inside, distance) = OutlineChecks.insideAndDistance(point, chords: chords)
    if distance < 0.25 { return nil }
    guard inside, !layout.items.isEmpty else { return .some(nil) }
    let owner = layout.items.min { a, b in
      a.hitFrame.horizontalDistance(to: point.x) < b.hitFrame.horizontalDistance(to: point.x)
    }
    return .some(owner.map { .tab(itemIndex: $0.itemIndex) })
  }
}

extension CGRect {
  fileprivate func horizontalDistance(to x: CGFloat) -> CGFloat {
    x < minX ? minX - x : max(0, x - maxX)
  }
}
