#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// An app's view shown with the bar, and its size.
  struct TabBarBottomAccessory {
    /// The view.
    let content: AnyView
    /// Its size and spacing.
    let metrics: TabBarAccessoryMetrics
  }

  /// Where the bottom accessory travels to the container.
  private struct TabBarBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: TabBarBottomAccessory? { nil }
  }

  extension EnvironmentValues {
    /// The accessory of a container below (see ``SwiftUICore/View/tabBarBottomAccessory(height:content:)``).
    var tabBarBottomAccessory: TabBarBottomAccessory? {
      get { self[TabBarBottomAccessoryKey.self] }
      set { self[TabBarBottomAccessoryKey.self] = newValue }
    }
  }

  extension View {
    /// Shows `content` with the ``TabBarContainer``'s bar, as iOS 26's
    /// `tabViewBottomAccessory` does for the system's bar: a mini player, a status line.
    ///
    /// It sits above the bar (across an edge bar, inset from the sides; as wide as a floating
    /// capsule), clear of a raised action button; when a floating bar is minimized
    /// (``TabBarContainer/tabBarMinimizeBehavior(_:)``) it moves inline, beside the compact capsule.
    /// It hides and returns with the bar, and the tabs' content is inset to stay clear of it.
    /// Under ``SwiftUICore/View/tabBarUsesSystemBar(_:)`` on iOS 26 it is the system bar's own
    /// accessory (`tabViewBottomAccessory`), which places and sizes it itself; the system's bar
    /// before iOS 26 has none, so it is not shown there.
    /// Where it goes is the core's ``TabBarLayout/accessoryLayout(_:inline:isBarHidden:)``.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.floating)
    ///   .tabBarBottomAccessory {
    ///     NowPlayingBar(track: player.track)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - height: The accessory's height above the bar (inline it takes the compact bar's).
    ///   - content: The accessory; it is given its frame and a capsule's clip.
    public func tabBarBottomAccessory<Content: View>(
      height: CGFloat = TabBarAccessoryMetrics().height, @ViewBuilder content: () -> Content
    ) -> some View {
      environment(
        \.tabBarBottomAccessory,
        TabBarBottomAccessory(content: AnyView(content()), metrics: TabBarAccessoryMetrics(height: height)))
    }
  }
#endif
