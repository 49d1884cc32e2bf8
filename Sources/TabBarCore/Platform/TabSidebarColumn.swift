/// How a container's sidebar (``TabBarPresentation/sidebar``) sits beside the tabs' content.
///
/// ```swift
/// TabSidebarColumn(for: .mac, containerWidth: 1280, containerHeight: 800, isPersonsChoice: false)
/// // .splitView: resizable and collapsible, as a Mac sidebar
/// TabSidebarColumn(for: .iPad, containerWidth: 1180, containerHeight: 820, isPersonsChoice: true)
/// // .beside: landscape
/// TabSidebarColumn(for: .iPad, containerWidth: 820, containerHeight: 1180, isPersonsChoice: true)
/// // .overlay: portrait, over the content until a tab is chosen
/// ```
package enum TabSidebarColumn: Sendable, Equatable {
  /// The system's split view column, as a Mac app's sidebar: the person resizes it, collapses
  /// and reopens it (the toolbar's sidebar button, and Control-Command-S where the app adds `SidebarCommands()`), and it reaches under the
  /// title bar with the window's sidebar material. Only where the presentation is a sidebar
  /// whatever the size and preferences, so the split view, and the content in it, keep one place
  /// in the view tree.
  case splitView
  /// A column of ``idealWidth`` beside the content, there while the presentation is a sidebar:
  /// iPad, where the presentation moves between bar and sidebar (the size class, the person's
  /// toggle) and the content must keep its place as the column comes and goes.
  case beside
  /// The column over the content's leading edge, the rest dimmed, as the system's sidebar
  /// overlays an iPad's content in portrait: the content keeps its whole width, and choosing a
  /// tab, tapping the dimmed content or VoiceOver's escape closes the sidebar (the person's
  /// choice goes back to the bar). Only where the person makes the choice
  /// (`.tabBarSidebarAdaptable()`), since only then can the sidebar close.
  case overlay

  /// The sidebar's width as it first shows, as the system's sidebars on iPad and Mac.
  package static let idealWidth: Double = 260
  /// The narrowest the person can make a split view's sidebar.
  package static let minimumWidth: Double = 180
  /// The widest the person can make a split view's sidebar.
  package static let maximumWidth: Double = 400
  /// The hairline between a column beside the content and the content.
  package static let dividerWidth: Double = 1
  /// How dark the content under a sidebar over it gets (black's opacity).
  package static let overlayDimming: Double = 0.2
  /// The blur radius of the shadow a sidebar over the content casts.
  package static let overlayShadowRadius: Double = 12
  /// The opacity of that shadow's black.
  package static let overlayShadowOpacity: Double = 0.25

  /// The sidebar column of `platform` in a container of the given size: the split view on the
  /// Mac; on iPad over the content when the container is taller than it is wide (portrait, or a
  /// narrow window) and the choice is the person's, beside it otherwise; beside elsewhere. A size
  /// that is not a number, or not positive, counts as landscape.
  ///
  /// - Parameters:
  ///   - platform: The platform.
  ///   - containerWidth: The container's width, in points.
  ///   - containerHeight: The container's height, in points.
  ///   - isPersonsChoice: Whether the person switches between bar and sidebar, so can close it.
  package init(
    for platform: TabBarPlatform, containerWidth: Double, containerHeight: Double, isPersonsChoice: Bool
  ) {
    switch platform {
    case .mac: self = .splitView
    case .iPad:
      let portrait = containerWidth > 0 && containerHeight.isFinite && containerHeight > containerWidth
      self = portrait && isPersonsChoice ? .overlay : .beside
    case .iPhone, .watch, .tv, .vision: self = .beside
    }
  }

  /// Whether choosing a tab closes the sidebar: in an overlay, which covers the content chosen.
  package var closesOnChoice: Bool { self == .overlay }
}
