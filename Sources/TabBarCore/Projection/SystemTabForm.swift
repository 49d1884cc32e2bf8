/// The system's `TabView` as one release shows it (the place and which of SwiftUI's tab
/// modifiers the release has), and what ``TabProjection``'s table says it does with a tab's
/// hidden, disabled and placement there: the rules the system's `TabView` is built by.
///
/// ```swift
/// let form = SystemTabForm(place: .systemTabDisablable, hasTabs: true, hasDisabledTabs: true)
/// form.keepsHiddenTabs  // true: Tab(…).hidden(_:)
/// form.disablesTabs     // true: Tab(…).disabled(_:)
/// ```
package struct SystemTabForm: Sendable, Hashable {
  /// Where the tabs are shown.
  package var place: TabPlace
  /// Whether the release has SwiftUI's `Tab` (iOS 18, macOS 15, tvOS 18, visionOS 2).
  package var hasTabs: Bool
  /// Whether it has `Tab`'s `disabled(_:)` (iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4).
  package var hasDisabledTabs: Bool

  /// A form; `hasDisabledTabs` counts only with `hasTabs`.
  package init(place: TabPlace, hasTabs: Bool, hasDisabledTabs: Bool) {
    self.place = place
    self.hasTabs = hasTabs
    self.hasDisabledTabs = hasTabs && hasDisabledTabs
  }

  /// Whether a tab the app (or the person) hides stays in the `TabView`, hidden with
  /// `Tab(…).hidden(_:)`, so its content keeps its state; otherwise its page leaves.
  package var keepsHiddenTabs: Bool {
    guard hasTabs, case .applied = TabProjection.treatment(of: .hidden, at: place) else { return false }
    return true
  }

  /// Whether a disabled tab is the system's disabled tab (`Tab(…).disabled(_:)`); otherwise it
  /// looks enabled and the core refuses the choice.
  package var disablesTabs: Bool {
    hasDisabledTabs && TabProjection.treatment(of: .disabled, at: place).isApplied
  }

  /// Whether sidebar-only tabs (and tabs hidden from the bar) are placed with
  /// `Tab(…).tabPlacement(.sidebarOnly)`, out of the system's bar; otherwise they are listed
  /// last, where the system's More takes them once the bar is full.
  package var placesTabs: Bool {
    hasTabs && TabProjection.treatment(of: .placement, at: place).isApplied
  }
}
