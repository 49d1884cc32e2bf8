#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// What every presentation of a container draws from: the declarations, the core state of
  /// this render (reconciled with the binding and the environment), the style, and the way back
  /// to the core.
  struct TabBarScene<Value: Hashable> {
    /// The tabs and the action, with their item ids.
    let declarations: TabDeclarations<Value>
    /// The tabs in the person's order, with sections and hidden tabs: what the bar and the
    /// sidebar show.
    let arrangement: TabBarArrangement
    /// The app's customization, written by the sidebar's edit mode; `nil` when the app keeps none.
    let customization: Binding<TabBarCustomization>?
    /// The core's state for this render.
    let state: TabBarState
    /// The bar's style.
    let style: AnyTabBarStyle
    /// Whether the system's own tab bar is shown instead of the style's.
    let usesSystemBar: Bool
    /// Whether the tabs answer Command-digit shortcuts.
    let shortcuts: TabBarKeyboardShortcuts
    /// The animation the bar's selection marker moves on; `nil` under Reduce Motion.
    let selectionAnimation: Animation?
    /// Sends an event to the core state.
    let send: @MainActor (TabBarEvent) -> Void
    /// Reports the container's width, which decides how many tabs the bar holds.
    let reportWidth: @MainActor (CGFloat) -> Void

    /// The Command-digit of the tab with `id`, unless shortcuts are off.
    func shortcutDigit(ofTab id: String) -> Int? {
      shortcuts == .enabled ? state.shortcutDigit(ofTab: id) : nil
    }
  }
#endif
