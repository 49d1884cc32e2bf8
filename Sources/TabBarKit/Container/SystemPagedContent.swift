#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import TabBarCore

  /// The tabs' content in the system's `TabView`, so each tab lives as UIKit's tab bar
  /// controller keeps it: only the selected tab is in the window (it alone gets `onAppear`, runs
  /// its `.task`s, sets the status bar and the toolbar, and answers the status-bar tap), and the
  /// others keep their state while away.
  ///
  /// With a drawn style the system's bar is hidden (`toolbar(.hidden, for: .tabBar)` reaches only
  /// the system's bar, iPadOS 18's floating one included, since the style is `tabBarOnly`) and
  /// the style's bar is drawn over the content. With ``SwiftUI/View/tabBarUsesSystemBar(_:)`` the system's bar is
  /// the bar: the action becomes a tab-bar item that runs it, and ``SwiftUI/View/tabBarHidden(_:)``
  /// hides it.
  @MainActor
  struct SystemPagedContent<Value: Hashable>: View {
    let scene: TabBarScene<Value>
    /// How far the selected tab's content stays clear of the drawn bar.
    let contentInset: CGFloat
    /// Whether the system's own bar is the bar (``SwiftUI/View/tabBarUsesSystemBar(_:)``).
    let showsSystemBar: Bool
    /// How many times another page was chosen: each choice redraws the tab view, which reads the
    /// core's selection back, so a choice the core refused (the action, a disabled tab) leaves
    /// the page it moved to.
    @State private var choices = 0

    var body: some View {
      let state = scene.state
      let send = scene.send
      let selectedID = state.selectedID ?? ""
      let barVisibility: Visibility = showsSystemBar && !state.isBarHidden ? .automatic : .hidden
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
            TabPage(tab: tab, id: id, scene: scene, contentInset: contentInset)
              .tabItem { TabItemLabel(title: scene.declarations.items.all[position].title, icon: tab.icon) }
              .tag(id)
              .tabBarSystemBadge(scene.declarations.items.all[position].badge?.displayText)
              .tabBarSystemBarVisibility(barVisibility)
          }
        }
        if showsSystemBar, let action = scene.declarations.items.action {
          // Choosing it runs the action; the core keeps the selection, and the redraw that
          // follows (choices) puts the tab view back on the selected tab.
          Color.clear
            .tabItem { Label(action.title, systemImage: action.symbol) }
            .tag(action.id)
        }
      }
      .modifier(TabBarOnlyStyle())
      .background { Color.clear.id(self.choices) }
    }

    /// The tabs the tab view pages between: every declared tab under a drawn bar (its own bar is
    /// hidden); where the system's bar is the bar, the tabs as the person arranged them (their
    /// order, hidden ones left out), the sidebar-only ones last, where the system's More item
    /// takes them once the bar is full.
    private var pageIDs: [String] {
      guard showsSystemBar else { return scene.declarations.ids }
      let tabs = scene.state.items.tabs
      return (tabs.filter { $0.placement != .sidebarOnly } + tabs.filter { $0.placement == .sidebarOnly })
        .map(\.id)
    }
  }

  /// `tabViewStyle(.tabBarOnly)` where it exists (iOS 18), so iPadOS keeps a bar (which the
  /// container hides or shows) rather than turning it into a sidebar of its own.
  @MainActor
  private struct TabBarOnlyStyle: ViewModifier {
    func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 6.0) && !os(macOS)
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) {
          content.tabViewStyle(.tabBarOnly)
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif
