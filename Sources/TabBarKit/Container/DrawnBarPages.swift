#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import TabBarCore

  /// The tabs' content under a drawn bar or beside a sidebar, in the system's `TabView`s with
  /// their bars hidden, so each tab lives as UIKit's tab bar controller keeps it: only the
  /// selected tab is in the window (it alone gets `onAppear`, runs its `.task`s, sets the status
  /// bar and the toolbar, and answers the status-bar tap), and the others keep their state while
  /// away.
  ///
  /// One tab view holds at most five pages, since a tab bar controller moves the rest into its
  /// own More list even with its bar hidden. Past five tabs the pages nest: each page of the
  /// outer tab view is a tab view of up to four tabs (or further tab views) and a blank page,
  /// which it shows while out of the window, so coming back brings no stale tab into the window
  /// (no stray `onAppear` or `.task`) before it moves to the selected one. The core places the
  /// pages (``TabBarState/pageSlots``): a tab's page stays where it is while the tab does, so
  /// tabs added, removed or reordered keep their content; a page is identified by its place and
  /// its tab, so a tab taking a removed tab's place starts fresh. A container that grows past 5
  /// or 20 tabs while running rebuilds its tabs' content once, as its tab views nest deeper.
  ///
  /// `toolbar(.hidden, for: .tabBar)` reaches only the system's bars, iPadOS 18's floating one
  /// included, since the style is `tabBarOnly`.
  @MainActor
  struct DrawnBarPages<Value: Hashable>: View {
    let scene: TabBarScene<Value>
    /// The pages' place in the nested tab views: `[]` for the outermost.
    let path: [Int]
    /// How far the tabs' content stays clear of the drawn bar.
    let contentInset: CGFloat
    /// How many times another page was chosen: each choice redraws the tab view, which reads the
    /// core's selection back, so a choice the core refused leaves the page it moved to.
    @State private var choices = 0

    var body: some View {
      let state = scene.state
      let send = scene.send
      let shown = state.selectedPage(in: path)?.path ?? []
      let choices = $choices
      TabView(
        selection: Binding(
          get: { shown },
          set: { page in
            guard let id = state.tabChosen(byPage: page) else { return }
            send(.chooseTab(id: id))
            if page != shown { choices.wrappedValue += 1 }
          })
      ) {
        ForEach(state.pageSlots.pages(of: path)) { page in
          content(of: page)
            .tag(page.path)
            .tabBarSystemBarVisibility(.hidden)
        }
      }
      .modifier(TabBarOnlyStyle())
      .background { Color.clear.id(self.choices) }
    }

    /// A page: its tab's content, the tab view of the pages under it, or nothing.
    @ViewBuilder
    private func content(of page: TabPageNode) -> some View {
      switch page.content {
      case .tab(let id):
        if let position = scene.declarations.position(of: id) {
          TabPage(tab: scene.declarations.tabs[position], id: id, scene: scene, contentInset: contentInset)
        }
      case .tabView:
        DrawnBarPages(scene: scene, path: page.path, contentInset: contentInset)
      case .blank:
        Color.clear
      }
    }
  }
#endif
