/// Each place a tab is shown, as ``TabProjection`` tells them apart: the views TabBarKit draws
/// (the bar's buttons, the sidebar's and the More list's rows) and the forms of the system's
/// `TabView` (its `Tab`s by release, its `.tabItem` pages before, Apple TV's top bar, Apple
/// Vision Pro's ornament, Apple Watch's pages).
///
/// ```swift
/// TabPlace.systemTab.title  // "System Tab, iOS 18"
/// ```
package enum TabPlace: String, Sendable, Hashable, CaseIterable {
  /// A button in the row of a drawn bar.
  case barButton
  /// The raised button of a prominent tab (the middle slot, a curved bar's notch).
  case raisedButton
  /// A row of the drawn sidebar (the Mac, iPad by choice).
  case sidebarRow
  /// A row of the drawn bar's More list.
  case moreRow
  /// The system's `Tab` on iOS 18.0–18.3, macOS 15.0–15.3 and visionOS 2.0–2.3
  /// (`.tabBarUsesSystemBar(true)`).
  case systemTab
  /// The system's `Tab` from iOS 18.4, macOS 15.4 and visionOS 2.4, which can be disabled.
  case systemTabDisablable
  /// The system's `Tab` on iOS 26: the search tab in a circle of its own, the bottom accessory.
  case systemTabGlass
  /// The system's `.tabItem` pages before iOS 18, macOS 15 and visionOS 2.
  case systemTabItem
  /// Apple TV's top bar (the system's `TabView`: `Tab`s from tvOS 18, `.tabItem` before).
  case tvTopBar
  /// Apple Vision Pro's ornament (the system's `TabView`, as ``systemTab`` by release).
  case visionOrnament
  /// Apple Watch's pages (a paged `TabView`).
  case watchPage

  /// The place's name in the Platforms article's table.
  package var title: String {
    switch self {
    case .barButton: "Drawn bar button"
    case .raisedButton: "Raised button"
    case .sidebarRow: "Sidebar row"
    case .moreRow: "More row"
    case .systemTab: "System Tab, iOS 18"
    case .systemTabDisablable: "System Tab, iOS 18.4"
    case .systemTabGlass: "System Tab, iOS 26"
    case .systemTabItem: "System .tabItem, iOS 16–17"
    case .tvTopBar: "Apple TV"
    case .visionOrnament: "Apple Vision Pro"
    case .watchPage: "Apple Watch pages"
    }
  }

  /// Whether the system's `TabView` shows the tab here (every place but the drawn ones).
  package var isSystems: Bool {
    switch self {
    case .barButton, .raisedButton, .sidebarRow, .moreRow: false
    case .systemTab, .systemTabDisablable, .systemTabGlass, .systemTabItem, .tvTopBar, .visionOrnament,
      .watchPage:
      true
    }
  }

  /// The form of the system's `TabView` on a release: `Tab`s from iOS 18 (macOS 15, visionOS
  /// 2), disablable from 18.4 (macOS 15.4, visionOS 2.4), iOS 26's glass form on iOS 26;
  /// `.tabItem` pages before. Apple TV, Apple Vision Pro and Apple Watch are their own places.
  ///
  /// - Parameters:
  ///   - hasTabs: Whether the release has SwiftUI's `Tab` (iOS 18, macOS 15).
  ///   - hasDisabledTabs: Whether it has `Tab`'s `disabled(_:)` (iOS 18.4, macOS 15.4).
  ///   - isGlass: Whether it is iOS 26 or later.
  package static func systemTabView(hasTabs: Bool, hasDisabledTabs: Bool, isGlass: Bool) -> TabPlace {
    guard hasTabs else { return .systemTabItem }
    if isGlass { return .systemTabGlass }
    return hasDisabledTabs ? .systemTabDisablable : .systemTab
  }
}
