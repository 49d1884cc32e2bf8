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
    let scene: ContainerSnapshot<Value>
    /// How many times another page was chosen: each choice redraws the tab view, which reads the
    /// core's selection back, so a choice the core refused (the action, a disabled tab) leaves
    /// the page it moved to.
    @State private var choices = 0
    @Environment(\.tabBarMinimizeMode) private var minimizeMode
    @Environment(\.tabBarBottomAccessory) private var accessory

    var body: some View {
      let selectedID = scene.state.selectedID ?? ""
      let send = scene.send
      let choices = $choices
      let barVisibility: Visibility = scene.state.isBarHidden ? .hidden : .automatic
      let selection = Binding(
        get: { selectedID },
        set: { id in
          send(.chooseTab(id: id))
          if id != selectedID { choices.wrappedValue += 1 }
        })
      if let roles = roleTabView(selection: selection, barVisibility: barVisibility) {
        decorated(roles)
      } else {
        decorated(itemTabView(selection: selection, barVisibility: barVisibility))
      }
    }

    /// The tabs as `.tabItem` pages, the form every release has.
    private func itemTabView(selection: Binding<String>, barVisibility: Visibility) -> some View {
      TabView(selection: selection) {
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
        if let action = scene.declarations.items.action, scene.state.presentation.holdsActionAsSystemItem {
          // Choosing it runs the action; the core keeps the selection, and the redraw that
          // follows (choices) puts the tab view back on the selected tab.
          Color.clear
            .tabItem { Label(action.title, systemImage: action.symbol) }
            .tag(action.id)
        }
      }
    }

    /// What both forms of the system's tab view carry: Apple TV's action button, the
    /// tab-bar-only style, minimizing, the bottom accessory and the redraw after a choice.
    private func decorated(_ tabView: some View) -> some View {
      let state = scene.state
      let send = scene.send
      return
        tabView
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

    /// On iOS 18 and later, when a tab has the search role, the tabs as SwiftUI's own `Tab`s
    /// (``SystemRoleTabView``), so the system sets the search tab apart; `nil` elsewhere.
    private func roleTabView(selection: Binding<String>, barVisibility: Visibility) -> AnyView? {
      // iOS 18's `Tab` is in the SDKs of SwiftUI 6 and later.
      #if canImport(SwiftUI, _version: 6.0) && os(iOS)
        if #available(iOS 18.0, *), scene.declarations.items.searchIndex != nil {
          return AnyView(
            SystemRoleTabView(
              scene: scene, selection: selection, pageIDs: pageIDs, barVisibility: barVisibility))
        }
      #endif
      return nil
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
