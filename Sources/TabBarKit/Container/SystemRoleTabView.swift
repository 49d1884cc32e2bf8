#if canImport(SwiftUI, _version: 6.0) && os(iOS)
  import SwiftUI
  import TabBarCore

  /// The system's tab bar built from SwiftUI's own tabs (iOS 18's `Tab`), used under
  /// `.tabBarUsesSystemBar(true)` when the declarations hold a search tab: the search tab gets
  /// SwiftUI's search role, so the system sets it apart as an app's own `TabView` would (its own
  /// circle on iOS 26) and, from iOS 26, selecting it activates its field as the container's
  /// ``TabBarSearchActivation`` says. Selection, badges, the action and the bar's visibility
  /// are the core's, as in the `.tabItem` form ``SystemPagedContent`` uses otherwise.
  @available(iOS 18.0, *)
  struct SystemRoleTabView<Value: Hashable>: View {
    let scene: ContainerScene<Value>
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
            Tab(value: id, role: position == items.searchIndex ? .search : nil) {
              TabPage(tab: scene.declarations.tabs[position], id: id, scene: scene, contentInset: 0)
                .tabBarSystemBarVisibility(barVisibility)
            } label: {
              TabItemLabel(title: items.all[position].title, icon: scene.declarations.tabs[position].icon)
            }
            .badge(items.all[position].badge?.displayText.map { Text(verbatim: $0) })
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
  }
#endif
