#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Asks the core which presentation this platform, size class and sidebar choice get, and
  /// shows the matching container. It holds the reselection counts, so every presentation
  /// chooses tabs the same way.
  struct TabBarPresenter<Value: Hashable>: View {
    @Binding var selection: Value
    let model: TabBarModel<Value>
    let style: AnyTabBarStyle
    let onReselect: ((AnyHashable) -> Bool)?

    @Environment(\.tabBarShowsSidebar) private var showsSidebar
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var reselections: [Value: Int] = [:]
    #if os(iOS) || os(visionOS)
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif

    var body: some View {
      TabBarPlatformContainers.container(presentation, chooser: chooser, style: style, sizeClass: sizeClass)
    }

    /// What choosing a tab does; selection changes move on the style's spring, or not at all
    /// under Reduce Motion.
    private var chooser: TabChooser<Value> {
      TabChooser(
        model: model, selection: $selection, reselections: $reselections, onReselect: onReselect,
        animation: .tabBar(
          TransitionTiming(spring: style.spring, motion: reduceMotion ? .reducedImmediate : .standard)))
    }

    @MainActor private var presentation: TabBarPresentation {
      TabBarPresentation.adapting(
        to: TabBarPlatformContainers.currentPlatform, sizeClass: sizeClass,
        preferences: TabBarAdaptationPreferences(prefersSidebar: showsSidebar))
    }

    private var sizeClass: HorizontalSizeClass {
      #if os(iOS) || os(visionOS)
        horizontalSizeClass == .compact ? .compact : .regular
      #else
        .regular
      #endif
    }
  }
#endif
