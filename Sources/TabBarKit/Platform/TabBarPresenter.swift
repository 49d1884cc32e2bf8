#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Asks the core which presentation this platform, size class and sidebar choice get, and
  /// shows the matching container.
  struct TabBarPresenter<Value: Hashable>: View {
    @Binding var selection: Value
    let model: TabBarModel<Value>
    let style: AnyTabBarStyle
    let onReselect: ((AnyHashable) -> Void)?

    @Environment(\.tabBarShowsSidebar) private var showsSidebar
    #if os(iOS) || os(visionOS)
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif

    var body: some View {
      TabBarPlatformContainers.container(
        presentation, selection: $selection, model: model, style: style, onReselect: onReselect)
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
