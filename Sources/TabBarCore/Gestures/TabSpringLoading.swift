import Foundation

/// When a drag hovering over a tab (its bar item or sidebar row) selects it: spring loading, as
/// `TabView`'s tabs do. A drag that pauses over an enabled tab that is not selected yet selects
/// it once it has stayed ``standardDelay`` seconds (or the system's own delay, where the caller
/// can read it); leaving resets the pause. A disabled tab, a selected one and a tab whose
/// behaviour is ``TabBarSpringLoadingBehavior/disabled`` never spring-load.
///
/// Times are seconds the caller passes (the core reads no clock).
///
/// ```swift
/// let rule = TabSpringLoading(behavior: .automatic, isEnabled: true, isSelected: false)
/// rule.selectionTime(hoverStart: 10)      // 10.5
/// rule.selects(hoverStart: 10, now: 10.2)  // false: still pausing
/// rule.selects(hoverStart: 10, now: 10.5)  // true
/// ```
package struct TabSpringLoading: Sendable, Hashable {
  /// How long a drag pauses over a tab before it selects it when the system does not say: half
  /// a second, macOS's standard spring-loading delay.
  package static let standardDelay: TimeInterval = 0.5

  /// The tab's behaviour.
  package var behavior: TabBarSpringLoadingBehavior
  /// Whether the tab can be chosen.
  package var isEnabled: Bool
  /// Whether the tab is already selected (then there is nothing to spring to).
  package var isSelected: Bool
  /// The pause, in seconds; a negative or non-finite delay is ``standardDelay``.
  package var delay: TimeInterval

  /// The rule for one tab.
  /// - Parameters:
  ///   - behavior: The tab's behaviour.
  ///   - isEnabled: Whether the tab can be chosen.
  ///   - isSelected: Whether it is selected.
  ///   - delay: The system's pause; ``standardDelay`` by default.
  package init(
    behavior: TabBarSpringLoadingBehavior, isEnabled: Bool, isSelected: Bool,
    delay: TimeInterval = TabSpringLoading.standardDelay
  ) {
    self.behavior = behavior
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.delay = delay.isFinite && delay >= 0 ? delay : Self.standardDelay
  }

  /// Whether a pausing drag can select the tab at all.
  package var springs: Bool {
    behavior != .disabled && isEnabled && !isSelected
  }

  /// When a drag that started hovering at `hoverStart` selects the tab; `nil` when it never does
  /// (see ``springs``, or a non-finite start).
  package func selectionTime(hoverStart: TimeInterval) -> TimeInterval? {
    guard springs, hoverStart.isFinite else { return nil }
    return hoverStart + delay
  }

  /// Whether a drag hovering since `hoverStart` selects the tab at `now`; `false` for a time
  /// before the start or a non-finite one.
  package func selects(hoverStart: TimeInterval, now: TimeInterval) -> Bool {
    guard let time = selectionTime(hoverStart: hoverStart), now.isFinite, now >= hoverStart else {
      return false
    }
    return now >= time
  }
}
