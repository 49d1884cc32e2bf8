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
    /// The making of `tabs`: a new one with each body of the app.
    let version: TabDeclarationsVersion
    let reselectHandler: TabReselectHandler?

    @Environment(\.tabBarStyle) private var styleSetting
    @Environment(\.tabBarActionButton) private var action
    @Environment(\.tabBarShowsSidebar) private var showsSidebar
    @Environment(\.tabBarFixedPlacement) private var fixedPlacement
    @Environment(\.tabBarWatchPresentation) private var watchPresentation
    @Environment(\.tabBarUsesSystemBar) private var usesSystemBar
    @Environment(\.tabBarMountLimit) private var mountLimit
    @Environment(\.tabBarKeyboardShortcuts) private var shortcuts
    @Environment(\.locale) private var locale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.tabBarSizeClass) private var sizeClass
    @Environment(\.tabBarIsCompactHeight) private var isCompactHeight
    @Environment(\.tabBarCustomization) private var customization
    @Environment(\.tabBarRestoration) private var restoration
    @Environment(\.tabBarSidebarChoice) private var sidebarChoice
    @State private var hasRestored = false
    /// Each tab's item id, kept with its value from render to render.
    @State private var identities = TabIdentityMemo<Value>()
    /// The core state, made from the first render's inputs (so the first tab mounted is the one
    /// shown: the restored one, when there is one).
    @State private var state: TabBarState?
    @State private var width: CGFloat?
    @State private var selectionChanges = 0
    @Environment(\.tabBarMinimizeMode) private var minimizeMode
    @Environment(\.tabBarSearchActivation) private var searchActivation
    /// The core's minimization, fed the selected tab's scroll offsets. The run it measures moves
    /// on nearly every scroll frame, so it lives in a reference SwiftUI does not observe;
    /// ``minimization`` is published from it only when what the bar shows changes.
    @State private var minimizationRun = MinimizationRun()
    /// What the bar was last drawn from: ``minimizationRun``'s state as of its last visible change.
    @State private var minimization = TabBarMinimization()

    init(
      selection: Binding<Value>, tabs: [TabBarTab<Value>], version: TabDeclarationsVersion,
      reselectHandler: TabReselectHandler?
    ) {
      _selection = selection
      self.tabs = tabs
      self.version = version
      self.reselectHandler = reselectHandler
    }

    var body: some View {
      let declarations = TabDeclarations(
        tabs: tabs, version: version, action: action, locale: locale, identities: identities)
      let style = self.style
      let arrangement = arrangement(declarations)
      let restoredID = hasRestored ? nil : restoredSelectionID(arrangement)
      let inputs = inputs(declarations, arrangement: arrangement, style: style, restoredID: restoredID)
      let current = (state ?? TabBarState(inputs: inputs)).reconciled(with: inputs)
      TabBarPlatformContainers.presentation(
        scene(declarations, arrangement: arrangement, state: current, style: style)
      )
      .tabBarSelectionFeedback(trigger: selectionChanges)
      .onAppear { changeMinimization(animation: nil) { $0.follow(minimizeMode ?? .automatic) } }
      .onValueChange(of: minimizeMode) { modeChanged($0 ?? .automatic, style: style) }
      .onValueChange(of: current.selectedID) { _ in selectedTabChanged(style) }
      .onValueChange(of: inputs) { follow($0, declarations) }
      .onAppear {
        restoreSelection(restoredID, declarations)
        follow(inputs, declarations)
      }
      .onAppear {
        if let reselectHandler, !reselectHandler.accepts(Value.self) {
          TabBarDiagnostics.reselectTypeMismatch(
            handlerType: reselectHandler.valueType, valueType: Value.self)
        }
      }
    }

    /// The bar's style: the app's, else the curved design.
    private var style: AnyTabBarStyle { styleSetting ?? AnyTabBarStyle(.curved) }

    /// The declared tabs as the person arranged them.
    private func arrangement(_ declarations: TabDeclarations<Value>) -> TabBarArrangement {
      TabBarArrangement(
        declared: declarations.declared, customization: customization?.wrappedValue ?? TabBarCustomization())
    }

    /// What the presentation draws from, for this render.
    private func scene(
      _ declarations: TabDeclarations<Value>, arrangement: TabBarArrangement, state current: TabBarState,
      style: AnyTabBarStyle
    )
      -> ContainerSnapshot<Value>
    {
      var report: (@MainActor (String, CGFloat, CGFloat?) -> Void)?
      if minimization.isEnabled {
        report = { tabID, offset, end in scrolled(tabID: tabID, to: offset, end: end, style: style) }
      }
      return ContainerSnapshot(
        declarations: declarations, arrangement: arrangement, customization: customization, state: current,
        style: style,
        metrics: style.metrics.adapted(toCompactHeight: isCompactHeight), usesSystemBar: usesSystemBar,
        shortcuts: shortcuts, sidebarChoice: sidebarChoice,
        selectionAnimation: style.animatesSelection ? barAnimation(style) : nil,
        barAnimation: barAnimation(style), timing: timing(style),
        minimization: minimization, reportScrollOffset: report, tapBar: { tapBar(style) }, send: send,
        reportWidth: { width = $0 })
    }

    /// The app changed the minimize behaviour: the bar starts or stops minimizing.
    private func modeChanged(_ mode: TabBarMinimizeMode, style: AnyTabBarStyle) {
      changeMinimization(animation: barAnimation(style)) { $0.follow(mode) }
    }

    /// Another tab is shown: the bar expands for it.
    private func selectedTabChanged(_ style: AnyTabBarStyle) {
      changeMinimization(animation: barAnimation(style)) { $0.selectionChanged() }
    }

    /// This render's inputs, for an event that comes before the state is stored.
    private func currentInputs(_ declarations: TabDeclarations<Value>) -> TabBarInputs {
      let arrangement = arrangement(declarations)
      return inputs(
        declarations, arrangement: arrangement, style: style,
        restoredID: hasRestored ? nil : restoredSelectionID(arrangement))
    }

    /// What the core is told of the declarations (as the person arranged them), the binding (or,
    /// before the first appearance, the restored tab) and the environment.
    private func inputs(
      _ declarations: TabDeclarations<Value>, arrangement: TabBarArrangement, style: AnyTabBarStyle,
      restoredID: String?
    ) -> TabBarInputs {
      TabBarInputs(
        items: arrangement.presentedItems, selectedID: restoredID ?? declarations.id(of: selection),
        context: TabBarContext(
          platform: TabBarPlatformContainers.currentPlatform, sizeClass: sizeClass,
          containerWidth: width ?? 0, layoutDirection: TabBarLayoutDirection(layoutDirection),
          preferences: TabBarAdaptationPreferences(
            prefersSidebar: showsSidebar, watchPresentation: watchPresentation, fixedPlacement: fixedPlacement
          ),
          styleMinimumItemWidth: style.metrics.minimumHitSize, language: TabBarLanguage.current),
        maximumMounted: mountLimit,
        reselectHandling: reselectHandler?.handling ?? .builtIn, persistsSelection: restoration != nil,
        searchActivation: searchActivation, hiddenTabIDs: declarations.declared.hiddenIDs)
    }

    /// The bar's animation: the style's spring, or none under Reduce Motion.
    private func barAnimation(_ style: AnyTabBarStyle) -> Animation? {
      .tabBar(timing(style))
    }

    /// The style's spring with the person's motion preference.
    private func timing(_ style: AnyTabBarStyle) -> TransitionTiming {
      TransitionTiming(spring: style.spring, motion: reduceMotion ? .reducedImmediate : .standard)
    }

    /// The selected tab's content scrolled to `offset` (its end at `end`, where the reader knows
    /// it): the core decides whether the bar minimizes or expands, and a change morphs the bar on
    /// the style's spring. Offsets that change nothing leave the state (and the container)
    /// untouched.
    private func scrolled(tabID: String, to offset: CGFloat, end: CGFloat?, style: AnyTabBarStyle) {
      guard tabID == state?.selectedID else { return }
      changeMinimization(animation: barAnimation(style)) { $0.scroll(to: offset, bottomOffset: end) }
    }

    /// Changes the minimization and publishes it, on `animation`, only if what the bar shows
    /// changed (the core's ``TabBarMinimization/appearance``).
    private func changeMinimization(animation: Animation?, _ change: (inout TabBarMinimization) -> Void) {
      change(&minimizationRun.state)
      guard minimizationRun.state.appearance != minimization.appearance else { return }
      withAnimation(animation) { minimization = minimizationRun.state }
    }

    /// A tap on the bar, which expands it when minimized (then the tap is used up).
    private func tapBar(_ style: AnyTabBarStyle) -> Bool {
      var usedUp = false
      changeMinimization(animation: barAnimation(style)) { usedUp = $0.tapBar() }
      return usedUp
    }

    /// The tab saved in the scene's storage, as ``TabBarRestoration`` decides; `nil` without
    /// storage, with nothing stored or with corrupted text.
    private func restoredSelectionID(_ arrangement: TabBarArrangement) -> String? {
      guard let text = restoration?.wrappedValue, let saved = TabBarRestoration(rawValue: text) else {
        return nil
      }
      return saved.restoredSelectionID(in: arrangement)
    }

    /// Writes the restored tab, which the first render already showed, to the app's binding,
    /// once per container; from then on the binding decides.
    private func restoreSelection(_ restoredID: String?, _ declarations: TabDeclarations<Value>) {
      guard !hasRestored else { return }
      hasRestored = true
      guard let restoredID, let tab = declarations.tab(withID: restoredID) else { return }
      selection = tab.value
    }

    /// Brings the state up to `inputs`; when the core had to correct the selection (the selected
    /// tab was removed or disabled), writes the corrected one to the app's binding, so the app
    /// never holds a tab it does not show; a tab the app hides keeps the binding
    /// (``DeclaredTabs/keepsAppSelection(_:)``), so it is selected again when shown.
    private func follow(_ inputs: TabBarInputs, _ declarations: TabDeclarations<Value>) {
      var next = state ?? TabBarState(inputs: inputs)
      let effects = next.reconcile(with: inputs)
      state = next
      for effect in effects { perform(effect, declarations) }
      if let id = next.selectedID, id != inputs.selectedID,
        !declarations.declared.keepsAppSelection(inputs.selectedID), let tab = declarations.tab(withID: id)
      {
        selection = tab.value
      }
    }

    /// Sends `event` to the core and carries out what it answers.
    private func send(_ event: TabBarEvent) {
      let declarations =
        identities.latest
        ?? TabDeclarations(
          tabs: tabs, version: version, action: action, locale: locale, identities: identities)
      // A tab's content can report (a navigation depth, a hide request) before the container's
      // own onAppear stored the state: the state is then the one this render drew.
      var next = state ?? TabBarState(inputs: currentInputs(declarations))
      let effects = next.send(event)
      state = next
      for effect in effects { perform(effect, declarations, hapticFeedback: event.playsSelectionHaptic) }
    }

    /// Carries out one effect of the core; a selection change plays the haptic when
    /// `hapticFeedback`.
    private func perform(
      _ effect: TabBarEffect, _ declarations: TabDeclarations<Value>, hapticFeedback: Bool = true
    ) {
      switch effect {
      case .selectionChanged(_, let id):
        guard let tab = declarations.tab(withID: id) else { return }
        selection = tab.value
        if hapticFeedback { selectionChanges += 1 }
      case .reselected(let id, _, let notifiesApp):
        guard let tab = declarations.tab(withID: id) else { return }
        // TabView writes the binding again on a reselect; apps detect reselects that way.
        selection = tab.value
        if notifiesApp { reselectHandler?.perform(AnyHashable(tab.value)) }
      case .runAction:
        declarations.action?.action()
      case .persistSelection(let id):
        // The selection alone: the person's arrangement lives where the app keeps it
        // (`.tabBarCustomization`), which the restored selection is read against.
        restoration?.wrappedValue = TabBarRestoration(selectedID: id).rawValue
      case .presentMoreList, .dismissMoreList, .unmounted:
        break
      }
    }
  }

  /// The minimization as the host keeps it between renders (see ``TabBarHost``'s
  /// `minimizationRun`): a reference, so that following the scroll renders nothing.
  @MainActor
  private final class MinimizationRun {
    var state = TabBarMinimization()
  }
#endif
