#if canImport(SwiftUI) && os(watchOS)
  import SwiftUI
  import TabBarCore

  /// The tabs on Apple Watch: a paged `TabView` (vertical pages from watchOS 10, horizontal
  /// before), icons only, with the action as a page of its own after the tabs.
  ///
  /// Every page is tagged, the action's too: a page without a tag in a `TabView` with a
  /// selection cannot become the selection, so paging to it springs back. Paging to a tab
  /// chooses it through the core; paging back to the selected tab from the action's page is not
  /// a reselection (pages have no second tap), so it does not pop the tab.
  @MainActor
  struct PagedTabContainer<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>
    @State private var isOnActionPage = false

    var body: some View {
      let declarations = scene.declarations
      // The core's list for the watch's pages: a page cannot hide, so a hidden tab has no page
      // while it is hidden (TabProjection's hidden row), and its content starts afresh.
      let list = SystemTabList(
        declared: declarations.items, presented: scene.state.items,
        form: SystemTabForm(place: .watchPage, hasTabs: false, hasDisabledTabs: false))
      let pages = TabView(selection: pageSelection) {
        ForEach(list.entries) { entry in
          if let position = declarations.position(of: entry.id) {
            TabPage(tab: declarations.tabs[position], id: entry.id, scene: scene, contentInset: 0)
              .tabItem {
                declarations.tabs[position].icon.image(isSelected: false, variant: .none)
                  .accessibilityLabel(Text(verbatim: declarations.items.all[position].title))
              }
              .tag(PagedTabPage.tab(entry.id))
          }
        }
        if let action = declarations.items.action {
          Button {
            scene.send(.chooseTab(id: action.id))
          } label: {
            Image(systemName: action.symbol)
              .imageScale(.large)
              .accessibilityLabel(Text(verbatim: action.title))
          }
          .buttonStyle(.borderedProminent)
          .tag(PagedTabPage.action)
        }
      }
      if #available(watchOS 10.0, *) {
        pages.tabViewStyle(.verticalPage)
      } else {
        pages.tabViewStyle(.page)
      }
    }

    /// The page shown: the action's page, or the selected tab's.
    private var pageSelection: Binding<PagedTabPage> {
      let selectedID = scene.state.selectedID ?? ""
      let send = scene.send
      let isOnActionPage = $isOnActionPage
      return Binding(
        get: { isOnActionPage.wrappedValue ? .action : .tab(selectedID) },
        set: { page in
          switch page {
          case .action:
            isOnActionPage.wrappedValue = true
          case .tab(let id):
            isOnActionPage.wrappedValue = false
            if id != selectedID { send(.chooseTab(id: id)) }
          }
        })
    }
  }

  /// A page of ``PagedTabContainer``: a tab's, by item id, or the action's.
  enum PagedTabPage: Hashable {
    /// The page of the tab with this item id.
    case tab(String)
    /// The action's page.
    case action
  }
#endif
