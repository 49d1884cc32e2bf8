import Foundation

extension TabBarLayout {
  /// What `point` (in the container's coordinates) selects: exactly one owner, or `nil`.
  ///
  /// The rules, in order:
  /// 1. Within the action button's hit circle (the drawn circle, grown to the minimum hit size):
  ///    the action. The button wins over items, also where it rises above the bar.
  ///    Likewise a selected tab raised into a notch that follows the selection: its bubble
  ///    selects it.
  /// 2. Outside the bar's outline (the notch's cut-out included): nothing.
  /// 3. Inside the bar: the tab whose column holds the point's x; points in gaps (padding, the
  ///    action's slot, the home-indicator strip) go to the nearest tab. With no tabs, nothing.
  ///
  /// Allocates nothing, so it is cheap enough to run for every touch.
  ///
  /// ```swift
  /// switch layout.hitTest(location) {
  /// case .tab(let index): select(items.all[index].id)
  /// case .action: compose()
  /// case nil: break
  /// }
  /// ```
  package func hitTest(_ point: CGPoint) -> HitTarget? {
    guard point.isFinite else { return nil }
    if let actionButton, point.distance(to: actionButton.center) <= actionButton.hitRadius {
      return actionButton.isTab ? .tab(itemIndex: actionButton.itemIndex) : .action
    }
    if let raised = raisedSelection, point.distance(to: raised.center) <= raised.hitRadius {
      return .tab(itemIndex: raised.itemIndex)
    }
    guard outline.contains(point) else { return nil }
    var nearest: Int?
    var nearestDistance = CGFloat.infinity
    for item in items {
      let frame = item.hitFrame
      let distance = point.x < frame.minX ? frame.minX - point.x : max(0, point.x - frame.maxX)
      if distance < nearestDistance {
        nearestDistance = distance
        nearest = item.itemIndex
      }
    }
    return nearest.map { .tab(itemIndex: $0) }
  }
}

extension TabBarLayout {
  /// The selected tab when it is raised into a notch that follows the selection: its index, the
  /// centre of its bubble and the radius that hits it.
  package var raisedSelection: (itemIndex: Int, center: CGPoint, hitRadius: CGFloat)? {
    guard outline.notch?.anchor == .selection, let selectedIndex, let indicator else { return nil }
    let frame = indicator.frame
    let radius = max(min(frame.width, frame.height) / 2, minimumHitRadius)
    return (selectedIndex, CGPoint(x: frame.midX, y: frame.midY), radius)
  }
}
