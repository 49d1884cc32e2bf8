#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension View {
    /// A badge on a `.tabItem` or a sidebar row, where the platform shows badges (not tvOS or
    /// watchOS).
    @ViewBuilder
    func tabBarSystemBadge(_ text: String?) -> some View {
      #if os(tvOS) || os(watchOS)
        self
      #else
        badge(text.map { Text(verbatim: $0) })
      #endif
    }

    /// A focus section of its own on Apple TV, so moving focus near it does not jump to it from
    /// the content; elsewhere nothing.
    @ViewBuilder
    func tabBarFocusSection() -> some View {
      #if os(tvOS)
        focusSection()
      #else
        self
      #endif
    }

    /// Shows or hides the system's tab bar around this tab, where the platform has one to hide
    /// (not macOS or watchOS, whose `TabView`s have no `.tabBar` toolbar).
    @ViewBuilder
    func tabBarSystemBarVisibility(_ visibility: Visibility) -> some View {
      #if os(macOS) || os(watchOS)
        self
      #else
        toolbar(visibility, for: .tabBar)
      #endif
    }

    /// The system's tab bar minimizes as the app asked (iOS 26's `tabBarMinimizeBehavior(_:)`,
    /// which minimizes on iPhone only); `nil` (the app said nothing to the container) is Apple's
    /// default, ``TabBarMinimizeMode/automatic``, applied in the same structure, so the app
    /// setting a behaviour later rebuilds no tab. (Write it on the container, which takes
    /// SwiftUI's spelling: SwiftUI's own modifier around the container is overridden here.) On
    /// earlier systems, SDKs and other platforms the system's bar has no such behaviour.
    @ViewBuilder
    func tabBarSystemMinimizeBehavior(_ mode: TabBarMinimizeMode?) -> some View {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26.0, *) {
          tabBarMinimizeBehavior(SwiftUI.TabBarMinimizeBehavior.system(mode ?? .automatic))
        } else {
          self
        }
      #else
        self
      #endif
    }
  }

  extension View {
    /// SwiftUI's `tabViewSearchActivation(_:)` for the core's setting, on iOS 26; nothing
    /// before and elsewhere.
    @ViewBuilder
    func tabBarSystemSearchActivation(_ activation: TabBarSearchActivation) -> some View {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        if #available(iOS 26.0, *) {
          tabViewSearchActivation(activation == .searchTabSelection ? .searchTabSelection : .automatic)
        } else {
          self
        }
      #else
        self
      #endif
    }
  }

  extension View {
    /// The app's bottom accessory in the system's tab bar (iOS 26's `tabViewBottomAccessory`),
    /// attached in one structure whatever the app does with it, so the tab view keeps its
    /// identity (and the tabs their state) when a mini player comes or goes: from iOS 26.1 shown
    /// and hidden with `isEnabled`; on iOS 26.0 (or an SDK before 26.1), which cannot hide one,
    /// attached wherever the app declares an accessory (`isDeclared`, which the app's code
    /// decides, not its state), with nothing inside while the app disables it. Elsewhere the
    /// system's bar has no accessory.
    @ViewBuilder
    func tabBarSystemBottomAccessory(_ content: AnyView?, isDeclared: Bool) -> some View {
      #if canImport(SwiftUI, _version: 7.1) && os(iOS)
        if #available(iOS 26.1, *) {
          tabViewBottomAccessory(isEnabled: content != nil) {
            SystemAccessoryContent(content: content ?? AnyView(EmptyView()))
          }
        } else {
          tabBarSystemBottomAccessoryWhileDeclared(content, isDeclared: isDeclared)
        }
      #else
        tabBarSystemBottomAccessoryWhileDeclared(content, isDeclared: isDeclared)
      #endif
    }

    /// iOS 26.0's accessory, attached wherever the app's code declares one.
    @ViewBuilder
    private func tabBarSystemBottomAccessoryWhileDeclared(_ content: AnyView?, isDeclared: Bool) -> some View
    {
      #if canImport(SwiftUI, _version: 7.0) && os(iOS)
        // `isDeclared` is the app's code (an accessory modifier or none), not a value it toggles.
        if #available(iOS 26.0, *), isDeclared {
          tabViewBottomAccessory { SystemAccessoryContent(content: content ?? AnyView(EmptyView())) }
        } else {
          self
        }
      #else
        self
      #endif
    }
  }

  #if canImport(SwiftUI, _version: 7.0) && os(iOS)
    /// The app's accessory in the system's bar, told where it is in TabBarKit's terms
    /// (``SwiftUICore/EnvironmentValues/tabBarBottomAccessoryPlacement``) from the system's own
    /// `tabViewBottomAccessoryPlacement`, so the same content reads one value in every style.
    @available(iOS 26.0, *)
    private struct SystemAccessoryContent: View {
      let content: AnyView
      @Environment(\.tabViewBottomAccessoryPlacement) private var placement

      var body: some View {
        content.environment(
          \.tabBarBottomAccessoryPlacement, placement.map(TabBarAccessoryPlacement.init(system:)))
      }
    }

    @available(iOS 26.0, *)
    extension TabBarAccessoryPlacement {
      /// The placement of the system's name.
      init(system: TabViewBottomAccessoryPlacement) {
        switch system {
        case .inline: self = .inline
        case .expanded: self = .expanded
        @unknown default: self = .expanded
        }
      }
    }

    @available(iOS 26.0, *)
    extension SwiftUI.TabBarMinimizeBehavior {
      /// Apple's behaviour of the same name.
      static func system(_ mode: TabBarMinimizeMode) -> Self {
        switch mode {
        case .automatic: .automatic
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        }
      }
    }
  #endif
#endif
