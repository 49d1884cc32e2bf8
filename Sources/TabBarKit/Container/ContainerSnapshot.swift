#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// What every presentation of a container draws from: the declarations, the core state of
  /// this render (reconciled with the binding and the environment), the style, and the way back
  /// to the core.
  struct ContainerSnapshot<Value: Hashable> {
    /// The tabs and the action, with their item ids.
    let declarations: TabDeclarations<Value>
    /// The tabs in the person's order, with sections and hidden tabs: what the bar and the
    /// sidebar show.
    let arrangement: TabBarArrangement
    /// The app's customization, written by the sidebar's edit mode; `nil` when the app keeps none.
    let customization: Binding<TabBarCustomization>?
    /// The core's state for this render.
    var state: TabBarState
    /// The bar's style.
    let style: AnyTabBarStyle
    /// The metrics the bar is laid out with: the style's, adapted to a compact height.
    let metrics: TabBarMetrics
    /// Whether the system's own tab bar is shown instead of the style's.
    let usesSystemBar: Bool
    /// Whether the system's own tab bar (or top bar, or ornament, or its adaptable sidebar)
    /// shows the tabs: never with the Kit's sidebar too (``systemBarSidebar``).
    var showsSystemBar: Bool {
      (usesSystemBar && systemBarSidebar.usesSystemTabView) || state.presentation.isShownBySystem
    }
    /// Who shows the sidebar under the system's bar, as the core's ``SystemBarSidebar`` says for
    /// this release: the system's adaptable sidebar, the Kit's (then not the system's bar), or none.
    var systemBarSidebar: SystemBarSidebar {
      SystemBarSidebar(
        context: state.context, isAdaptable: sidebarChoice != nil,
        hasAdaptableSidebar: SystemTabRelease.hasAdaptableSidebar)
    }

    /// Whether the tabs answer Command-digit shortcuts.
    let shortcuts: TabBarKeyboardShortcuts
    /// The person's bar-or-sidebar choice when the container is adaptable
    /// (``SwiftUICore/View/tabBarSidebarAdaptable(id:)``): its tabs' ``TabBarSidebarToggle``s
    /// flip it; `nil` otherwise.
    let sidebarChoice: Binding<Bool>?
    /// The animation the bar's selection marker moves on; `nil` under Reduce Motion.
    let selectionAnimation: Animation?
    /// The animation the bar hides and returns on, with the content's inset: the style's spring
    /// (even where selection changes at once), `nil` under Reduce Motion.
    let barAnimation: Animation?
    /// The spring and motion preference of the bar's own motion (a swipe's or a scrub's release).
    let timing: TransitionTiming
    /// Whether the bar is minimized on scroll, and how far it has got (the core's).
    let minimization: TabBarMinimization
    /// Reports the scroll offset of a tab's content (its item id, the offset, and the offset at
    /// the content's end where the reader knows it); `nil` when the bar does not minimize, so
    /// nothing is read.
    let reportScrollOffset: (@MainActor (String, CGFloat, CGFloat?) -> Void)?
    /// A tap on the bar: `true` when it expanded the minimized bar and is used up.
    let tapBar: @MainActor () -> Bool
    /// Sends an event to the core state.
    let send: @MainActor (TabBarEvent) -> Void
    /// Reports the container's width, which decides how many tabs the bar holds.
    let reportWidth: @MainActor (CGFloat) -> Void

    /// The Command-digit of the tab with `id`, unless shortcuts are off.
    func shortcutDigit(ofTab id: String) -> Int? {
      shortcuts == .enabled ? state.shortcutDigit(ofTab: id) : nil
    }

    /// Changes the app's customization by the core's rules (`change` gets it fitted to the
    /// declared tabs), on `animation`; nothing when the app keeps none.
    func editCustomization(
      animation: Animation? = nil, _ change: (inout TabBarCustomization, DeclaredTabs) -> Void
    ) {
      guard let customization else { return }
      var edited = arrangement.customization
      change(&edited, arrangement.declared)
      withAnimation(animation) { customization.wrappedValue = edited }
    }
  }

  extension ContainerSnapshot {
    /// This scene with its state drawn for a container `width` points wide
    /// (``TabBarState/resized(toWidth:)``).
    func resized(toWidth width: CGFloat) -> ContainerSnapshot {
      var copy = self
      copy.state = state.resized(toWidth: width)
      return copy
    }
  }
#endif
