/// How a container's sidebar (``TabBarPresentation/sidebar``) sits beside the tabs' content.
///
/// ```swift
/// TabSidebarColumn(for: .mac)   // .splitView: resizable and collapsible, as a Mac sidebar
/// TabSidebarColumn(for: .iPad)  // .beside: shown and hidden as the person switches
/// ```
package enum TabSidebarColumn: Sendable, Equatable {
  /// The system's split view column, as a Mac app's sidebar: the person resizes it, collapses
  /// and reopens it (the toolbar's sidebar button, Control-Command-S), and it reaches under the
  /// title bar with the window's sidebar material. Only where the presentation is a sidebar
  /// whatever the size and preferences, so the split view, and the content in it, keep one place
  /// in the view tree.
  case splitView
  /// A column of ``idealWidth`` beside the content, there while the presentation is a sidebar:
  /// iPad, where the presentation moves between bar and sidebar (the size class, the person's
  /// toggle) and the content must keep its place as the column comes and goes.
  case beside

  /// The sidebar's width as it first shows, as the system's sidebars on iPad and Mac.
  package static let idealWidth: Double = 260
  /// The narrowest the person can make a split view's sidebar.
  package static let minimumWidth: Double = 180
  /// The widest the person can make a split view's sidebar.
  package static let maximumWidth: Double = 400

  /// The sidebar column of `platform`: the split view on the Mac, beside the content elsewhere.
  package init(for platform: TabBarPlatform) {
    self = platform == .mac ? .splitView : .beside
  }
}
