#if canImport(SwiftUI)
  // iOS 18's `Tab` is in the SDKs of SwiftUI 6 and later.
  #if canImport(SwiftUI, _version: 6.0) && os(iOS)
    import SwiftUI
    import TabBarCore

    /// The system's tab bar built from SwiftUI's own tabs (iOS 18's `Tab`), used under
    /// `.tabBarUsesSystemBar(true)` when the declarations hold a search tab: the search tab gets
    /// SwiftUI's search role, so the system sets it apart as an app's own `TabView` would (its own
    /// circle on iOS 26) and, from iOS 26, selecting it activates its field as the container's
    /// ``TabBarSearchActivation`` says. Selection, badges, the action and the bar's visibility
    /// are the core's, as in the `.tabItem` form ``SystemPagedContent`` uses otherwise; each tab
    /// also carries the app's accessibility label, value, hint, identifier and input labels,
    /// which a `.tabItem` page has no place for.
    @available(iOS 18.0, *)
    struct SystemRoleTabView<Value: Hashable>: View {
      let scene: ContainerSnapshot<Value>
      /// The core's selection, written back as a choice.
      let selection: Binding<String>
      /// The tabs' item ids, in the system bar's order.
      let pageIDs: [String]
      /// Whether the bar shows, as the core decides.
      let barVisibility: Visibility
      @Environment(\.tabBarSearchActivation) private var searchActivation

      var body: some View {
        let items = scene.declarations.items
        TabView(selection: selection) {
          ForEach(pageIDs, id: \.self) { id in
            if let position = scene.declarations.position(of: id) {
              tab(at: position, id: id)
            }
          }
          if let action = items.action, scene.state.presentation.holdsActionAsSystemItem {
            // Choosing it runs the action; the core keeps the selection (see SystemPagedContent).
            Tab(value: action.id, role: nil) {
              Color.clear
            } label: {
              Label(action.title, systemImage: action.symbol)
            }
          }
        }
        .tabBarSystemSearchActivation(searchActivation)
      }

      /// The tab at `position` of the declarations: its page, label and badge, and what the app
      /// attached for VoiceOver, Voice Control and UI tests (its label in place of the title, its
      /// value, hint, identifier and input labels), as the drawn bar's buttons carry them.
      private func tab(at position: Int, id: String) -> some TabContent<String> {
        let items = scene.declarations.items
        let item = items.all[position]
        let speech = scene.state.rowSpeech(of: item)
        let overrides = item.accessibilityOverrides
        return Tab(value: id, role: position == items.searchIndex ? .search : nil) {
          TabPage(tab: scene.declarations.tabs[position], id: id, scene: scene, contentInset: 0)
            .tabBarSystemBarVisibility(barVisibility)
        } label: {
          TabItemLabel(title: item.title, icon: scene.declarations.tabs[position].icon)
        }
        .badge(item.badge?.displayText.map { Text(verbatim: $0) })
        .accessibilityLabel(Text(verbatim: speech.label))
        .accessibilityValue(Text(verbatim: speech.value ?? ""), isEnabled: speech.value != nil)
        .accessibilityHint(Text(verbatim: speech.hint ?? ""), isEnabled: speech.hint != nil)
        .accessibilityIdentifier(overrides.identifier ?? "", isEnabled: overrides.identifier != nil)
        .accessibilityInputLabels(
          overrides.inputLabels.map { Text(verbatim: $0) }, isEnabled: !overrides.inputLabels.isEmpty)
      }
    }
  #endif
#endif
