import Foundation

extension TabBarMetrics {
  /// The curved design with a notch that follows the selection: ``curved``'s 80 pt bar and
  /// 80 × 40 pt round notch, but the notch sits under the selected tab and glides to a new
  /// one, with the selected tab's icon raised into it on a bubble (the action button, if any,
  /// sits in the row of items). The metrics of ``TabBarStylePreset/followingSelection`` for the
  /// curved design.
  ///
  /// ```swift
  /// .tabBarStyle(.curvedFollowing)
  /// ```
  public static let curvedFollowing = TabBarMetrics.curved.notchFollowingSelection

  /// These metrics with the notch, if there is one, anchored under the selected tab.
  var notchFollowingSelection: TabBarMetrics {
    var metrics = self
    metrics.actionButton.notch?.anchor = .selection
    return metrics
  }
}
