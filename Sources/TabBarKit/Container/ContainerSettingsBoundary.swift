#if canImport(SwiftUI)
  import SwiftUI

  /// Where one container's own settings stop: a container nested in a tab does not inherit the
  /// settings that belong to one container and its data, only those that say how bars look and
  /// behave.
  ///
  /// Stopped here: the action button and the reselect handler (they act on this container), the
  /// bottom accessory (this container's view), the customization, the restored selection and the
  /// sidebar choice (bindings to this container's stored data, which a nested container would
  /// overwrite with its own tabs), an enclosing navigation stack's depth reporter (its tabs'
  /// screens are not that stack's), and the keyboard shortcuts (Command-digits would answer
  /// twice).
  /// Passed on, as `TabView`'s modifiers pass on: the style, minimize on scroll, swiping between
  /// tabs, the mount limit, the system bar and the sidebar preference. A nested container sets any
  /// of these again to differ.
  @MainActor
  struct ContainerSettingsBoundary: ViewModifier {
    func body(content: Content) -> some View {
      content
        .environment(\.tabBarActionButton, nil)
        .environment(\.tabReselectHandler, nil)
        .environment(\.tabBarBottomAccessory, nil)
        .environment(\.tabBarDeclaresBottomAccessory, false)
        .environment(\.tabBarCustomization, nil)
        .environment(\.tabBarRestoration, nil)
        .environment(\.tabBarSidebarChoice, nil)
        .environment(\.tabBarStackDepthReport, nil)
        .environment(\.tabBarKeyboardShortcuts, .disabled)
    }
  }
#endif
