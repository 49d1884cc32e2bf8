import Foundation

extension TabBarMetrics {
  /// The curved design with a notch that follows the selection: ``curved``'s 80 pt bar and
  /// 80 × 40 pt round notch, but the notch sits under the selected tab and glides to a new
  /// one, with the selected tab's icon raised into it on a bubble (the action button, if any,
  /// sits in the row of items).
  ///
  /// ```swift
  /// .tabBarStyle(.curved(metrics: .curvedFollowing, theme: .curved))
  /// ```
  public static let curvedFollowing: TabBarMetrics = {
    var metrics = TabBarMetrics.curved
    metrics.actionButton.notch?.anchor = .selection
    return metrics
  }()
}
