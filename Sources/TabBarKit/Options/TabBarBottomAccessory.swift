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

  /// Where the accessory's placement travels to its content.
  private struct TabBarBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabBarAccessoryPlacement? { nil }
  }

  extension EnvironmentValues {
    /// Where the ``TabBarContainer``'s bottom accessory is, for the accessory's own content
    /// (``SwiftUICore/View/tabBarBottomAccessory(isEnabled:height:content:)``), as iOS 26's
    /// `tabViewBottomAccessoryPlacement` is; `nil` outside an accessory.
    ///
    /// ```swift
    /// @Environment(\.tabBarBottomAccessoryPlacement) private var placement
    /// ```
    public var tabBarBottomAccessoryPlacement: TabBarAccessoryPlacement? {
      get { self[TabBarBottomAccessoryPlacementKey.self] }
      set { self[TabBarBottomAccessoryPlacementKey.self] = newValue }
    }
  }

  /// Where the bottom accessory travels to the container.
  private struct TabBarBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: TabBarBottomAccessory? { nil }
  }

  /// Whether an accessory is declared, shown or not.
  private struct TabBarDeclaresBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  extension EnvironmentValues {
    /// Whether the app declares a bottom accessory for a container below, enabled or not: what
    /// keeps the system bar's accessory attached on iOS 26.0, which cannot hide one.
    var tabBarDeclaresBottomAccessory: Bool {
      get { self[TabBarDeclaresBottomAccessoryKey.self] }
      set { self[TabBarDeclaresBottomAccessoryKey.self] = newValue }
    }

    /// The accessory of a container below (see ``SwiftUICore/View/tabBarBottomAccessory(isEnabled:height:content:)``).
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
    /// It sits on the regular material, or, under ``SwiftUICore/View/tabBarSurface(_:)`` with
    /// ``TabBarSurface/glass`` on iOS 26, on glass tinted as the bar's, merging with it.
    /// Under ``SwiftUICore/View/tabBarUsesSystemBar(_:)`` on iOS 26 it is the system bar's own
    /// accessory (`tabViewBottomAccessory`), which places and sizes it itself; the system's bar
    /// before iOS 26 has none, so it is not shown there.
    /// Where it goes is the core's `TabBarLayout/accessoryLayout(_:inline:isBarHidden:)`.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.floating)
    ///   .tabBarBottomAccessory {
    ///     NowPlayingBar(track: player.track)
    ///   }
    /// ```
    ///
    /// Its content reads where it is from
    /// ``SwiftUICore/EnvironmentValues/tabBarBottomAccessoryPlacement`` (``TabBarAccessoryPlacement/expanded``
    /// above the bar, ``TabBarAccessoryPlacement/inline`` beside the minimized one), as iOS 26's
    /// `tabViewBottomAccessoryPlacement`, in every style.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether it shows, as iOS 26.1's `tabViewBottomAccessory(isEnabled:)`: when
    ///     it changes, the accessory comes or goes, and the content's inset follows, on the
    ///     bar's animation.
    ///   - height: The accessory's height above the bar (inline it takes the compact bar's).
    ///   - content: The accessory; it is given its frame and a capsule's clip.
    public func tabBarBottomAccessory<Content: View>(
      isEnabled: Bool = true, height: CGFloat = TabBarAccessoryMetrics().height,
      @ViewBuilder content: () -> Content
    ) -> some View {
      let accessory = TabBarBottomAccessory(
        content: AnyView(content()), metrics: TabBarAccessoryMetrics(height: height))
      return environment(\.tabBarBottomAccessory, isEnabled ? accessory : nil)
        .environment(\.tabBarDeclaresBottomAccessory, true)
    }
  }
#endif
