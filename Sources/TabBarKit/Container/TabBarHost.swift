#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Holds the container's one core ``TabBarState``, sends it the container's events, carries
  /// out its effects (the selection binding, haptics, the app's handlers), and shows the
  /// presentation it decides. It decides nothing itself.
  @MainActor
  struct TabBarHost<Value: Hashable>: View {
    @Binding var selection: Value
    let tabs: [TabBarTab<Value>]
    let reselectHandler: TabReselectHandler?

    @Environment(\.tabBarStyle) private var styleSetting
    @Environment(\.tabBarActionButton) private var action
    @Environment(\.tabBarShowsSidebar) private var showsSidebar
    @Environment(\.tabBarUsesSystemBar) private var usesSystemBar
    @Environment(\.tabBarMountLimit) private var mountLimit
    @Environment(\.tabBarKeyboardShortcuts) private var shortcuts
    @Environment(\.locale) private var locale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.tabBarSizeClass) private var sizeClass
    @Environment(\.tabBarCustomization) private var customization
    @Environment(\.tabBarRestoration) private var restoration
    @State private var state: TabBarState
    @State private var width: CGFloat?
    @State private var selectionChanges = 0
    @State private var hasRestored = false

    init(selection: Binding<Value>, tabs: [TabBarTab<Value>], reselectHandler: TabReselectHandler?) {
      _selection = selection
      self.tabs = tabs
      self.reselectHandler = reselectHandler
      let declarations = TabDeclarations(tabs: tabs, action: nil, locale: .current)
      _state = State(
        initialValue: TabBarState(
          items: declarations.items, selectedID: declarations.id(of: selection.wrappedValue),
          context: TabBarContext(platform: TabBarPlatformContainers.currentPlatform, containerWidth: 0)))
    }

    var body: some View {
      let declarations = TabDeclarations(tabs: tabs, action: action, locale: locale)
      let style = styleSetting ?? AnyTabBarStyle(.curved)
      let arrangement = TabBarArrangement(
        declared: declarations.declared, customization: customization?.wrappedValue ?? TabBarCustomization())
      let inputs = inputs(declarations, arrangement: arrangement, style: style)
      let current = state.reconciled(with: inputs)
      TabBarPlatformContainers.presentation(
        TabBarScene(
          declarations: declarations, arrangement: arrangement, customization: customization, state: current,
          style: style, usesSystemBar: usesSystemBar, shortcuts: shortcuts,
          selectionAnimation: selectionAnimation(style), send: send, reportWidth: { width = $0 })
      )
      .tabBarSelectionFeedback(trigger: selectionChanges)
      .onValueChange(of: inputs) { state.reconcile(with: $0) }
      .onAppear { state.reconcile(with: inputs) }
      .onAppear {
        if let reselectHandler, !reselectHandler.accepts(Value.self) {
          TabBarDiagnostics.reselectTypeMismatch(
            handlerType: reselectHandler.valueType, valueType: Value.self)
        }
      }
    }

    /// What the core is told of the declarations (as the person arranged them), the binding and
    /// the environment.
    private func inputs(
      _ declarations: TabDeclarations<Value>, arrangement: TabBarArrangement, style: AnyTabBarStyle
    ) -> TabBarInputs {
      TabBarInputs(
        items: arrangement.barItems, selectedID: declarations.id(of: selection),
        context: TabBarContext(
          platform: TabBarPlatformContainers.currentPlatform, sizeClass: sizeClass,
          containerWidth: width ?? 0, layoutDirection: TabBarLayoutDirection(layoutDirection),
          preferences: TabBarAdaptationPreferences(prefersSidebar: showsSidebar),
          styleMinimumItemWidth: style.metrics.minimumHitSize, language: TabBarLanguage.current),
        maximumMounted: mountLimit,
        reselectHandling: reselectHandler?.handling ?? .builtIn)
    }

    /// Selects the tab saved in the scene's storage, as ``TabBarRestoration`` decides, once per
    /// container; nothing without storage or with corrupted text.
    private func restoreSelection(_ declarations: TabDeclarations<Value>, arrangement: TabBarArrangement) {
      guard !hasRestored else { return }
      hasRestored = true
      guard let text = restoration?.wrappedValue, let saved = TabBarRestoration(rawValue: text),
        let id = saved.restoredSelectionID(in: arrangement), let tab = declarations.tab(withID: id)
      else { return }
      selection = tab.value
    }

    /// The selection animation: the style's spring, or none under Reduce Motion.
    private func selectionAnimation(_ style: AnyTabBarStyle) -> Animation? {
      .tabBar(TransitionTiming(spring: style.spring, motion: reduceMotion ? .reducedImmediate : .standard))
    }

    /// Sends `event` to the core and carries out what it answers.
    private func send(_ event: TabBarEvent) {
      let declarations = TabDeclarations(tabs: tabs, action: action, locale: locale)
      for effect in state.send(event) {
        perform(effect, declarations)
      }
    }

    /// Carries out one effect of the core.
    private func perform(_ effect: TabBarEffect, _ declarations: TabDeclarations<Value>) {
      switch effect {
      case .selectionChanged(_, let id):
        guard let tab = declarations.tab(withID: id) else { return }
        selection = tab.value
        selectionChanges += 1
      case .reselected(let id, _, let notifiesApp):
        guard let tab = declarations.tab(withID: id) else { return }
        // TabView writes the binding again on a reselect; apps detect reselects that way.
        selection = tab.value
        if notifiesApp { reselectHandler?.perform(AnyHashable(tab.value)) }
      case .runAction:
        declarations.action?.action()
      case .presentMoreList, .dismissMoreList, .unmounted:
        break
      }
    }
  }
#endif
