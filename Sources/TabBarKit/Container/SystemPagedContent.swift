#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import TabBarCore

  /// The tabs' content in the system's `TabView` with its own bar as the bar
  /// (``SwiftUICore/View/tabBarUsesSystemBar(_:)``, Apple TV's top bar, Apple Vision Pro's
  /// ornament), so each tab lives as UIKit's tab bar controller keeps it: only the selected tab
  /// is in the window, and the others keep their state while away. The action becomes a
  /// tab-bar item that runs it (on Apple TV, whose bar selects on focus, a button beside the
  /// content), ``SwiftUICore/View/tabBarHidden(_:)`` hides the bar, and the tabs
  /// the bar cannot hold are the system's More to show. Under a drawn bar,
  /// ``TabControllerContent``.
  @MainActor
  struct SystemPagedContent<Value: Hashable>: View {
    let scene: ContainerScene<Value>
    /// How many times another page was chosen: each choice redraws the tab view, which reads the
    /// core's selection back, so a choice the core refused (the action, a disabled tab) leaves
    /// the page it moved to.
    @State private var choices = 0
    @Environment(\.tabBarMinimizeMode) private var minimizeMode
    @Environment(\.tabBarBottomAccessory) private var accessory

    var body: some View {
      let state = scene.state
      let send = scene.send
      let selectedID = state.selectedID ?? ""
      let barVisibility: Visibility = state.isBarHidden ? .hidden : .automatic
      let choices = $choices
      TabView(
        selection: Binding(
          get: { selectedID },
          set: { id in
            send(.chooseTab(id: id))
            if id != selectedID { choices.wrappedValue += 1 }
          })
      ) {
        // Identified by item id, so reordering tabs moves their content rather than rebuilding it.
        ForEach(pageIDs, id: \.self) { id in
          if let position = scene.declarations.position(of: id) {
            let tab = scene.declarations.tabs[position]
            TabPage(tab: tab, id: id, scene: scene, contentInset: 0)
              .tabItem { TabItemLabel(title: scene.declarations.items.all[position].title, icon: tab.icon) }
              .tag(id)
              .tabBarSystemBadge(scene.declarations.items.all[position].badge?.displayText)
              .tabBarSystemBarVisibility(barVisibility)
          }
        }
        if let action = scene.declarations.items.action, state.presentation.holdsActionAsSystemItem {
          // Choosing it runs the action; the core keeps the selection, and the redraw that
          // follows (choices) puts the tab view back on the selected tab.
          Color.clear
            .tabItem { Label(action.title, systemImage: action.symbol) }
            .tag(action.id)
        }
      }
      .overlay(alignment: .bottomTrailing) {
        // Where focus selects tabs (Apple TV), the action is a button of its own, shown with
        // the bar: at a tab's root, not over a screen that hides the bar.
        if let action = scene.declarations.items.action, !state.presentation.holdsActionAsSystemItem,
          !state.isBarHidden, state.selectedTabIsAtRoot
        {
          Button {
            send(.chooseTab(id: action.id))
          } label: {
            Label(action.title, systemImage: action.symbol)
          }
          .tabBarFocusSection()
          .padding()
        }
      }
      .modifier(TabBarOnlyStyle())
      .tabBarSystemMinimizeBehavior(minimizeMode)
      .tabBarSystemBottomAccessory(accessory?.content)
      .background { Color.clear.id(self.choices) }
    }

    /// The tabs the tab view pages between: the tabs as the person arranged them (their order,
    /// hidden ones left out), the sidebar-only ones last, where the system's More item takes them
    /// once the bar is full.
    private var pageIDs: [String] {
      let tabs = scene.state.items.tabs
      return (tabs.filter { $0.placement != .sidebarOnly } + tabs.filter { $0.placement == .sidebarOnly })
        .map(\.id)
    }
  }
#endif
