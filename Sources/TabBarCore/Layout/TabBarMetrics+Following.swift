import Foundation

extension TabBarMetrics {
  /// These metrics with the notch, if there is one, anchored under the selected tab.
  var notchFollowingSelection: TabBarMetrics {
    var metrics = self
    metrics.actionButton.notch?.anchor = .selection
    return metrics
  }
}
