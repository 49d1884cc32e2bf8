/// Whether a tab shows in a placement, as SwiftUI's `Visibility` in
/// `TabContent.defaultVisibility(_:for:)` and `TabViewCustomization`'s `sidebarVisibility` and
/// `tabBarVisibility`.
///
/// ```swift
/// customization.setVisibility(.hidden, of: "radio", for: .tabBar, in: declared)
/// customization.visibility(of: "radio", for: .sidebar, in: declared)  // .visible
/// ```
package enum TabVisibility: String, Sendable, Hashable, CaseIterable, Codable {
  /// As the app declares: shown unless hidden by default. Setting it forgets the person's choice.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
