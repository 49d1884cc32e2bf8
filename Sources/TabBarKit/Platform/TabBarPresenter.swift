#if canImport(SwiftUI)
  import SwiftUI

  /// Reads what the platform's presentation depends on (the sidebar choice and, where they
  /// exist, size classes) and shows the matching container.
  struct TabBarPresenter<Value: Hashable>: View {
    @Binding var selection: Value
    let model: TabBarModel<Value>
    let style: AnyTabBarStyle
    let onReselect: ((AnyHashable) -> Void)?

    @Environment(\.tabBarShowsSidebar) private var showsSidebar
    #if os(iOS) || os(visionOS)
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
      @Environment(\.verticalSizeClass) private var verticalSizeClass
    #endif

    var body: some View {
      TabBarPresentation.container(
        presentation, selection: $selection, model: model, style: style, onReselect: onReselect)
    }

    private var presentation: TabBarPresentation {
      #if os(iOS) || os(visionOS)
        TabBarPresentation.resolve(
          style: style, showsSidebar: showsSidebar, isRegularWidth: horizontalSizeClass == .regular,
          isRegularHeight: verticalSizeClass == .regular)
      #else
        TabBarPresentation.resolve(
          style: style, showsSidebar: showsSidebar, isRegularWidth: true, isRegularHeight: true)
      #endif
    }
  }
#endif
