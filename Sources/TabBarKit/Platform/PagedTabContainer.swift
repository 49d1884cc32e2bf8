#if canImport(SwiftUI) && os(watchOS)
  import SwiftUI

  /// The tabs on Apple Watch: a paged `TabView` (vertical pages from watchOS 10, horizontal
  /// before), icons only, with the action as a page of its own after the tabs.
  ///
  /// Every page is tagged, the action's too: a page without a tag in a `TabView` with a
  /// selection cannot become the selection, so paging to it springs back.
  struct PagedTabContainer<Value: Hashable>: View {
    let chooser: TabChooser<Value>
    @State private var isOnActionPage = false

    var body: some View {
      let model = chooser.model
      let pages = TabView(selection: pageSelection) {
        ForEach(model.tabs, id: \.value) { tab in
          tab.hostedContent(reselectionCount: chooser.reselectionCount(of: tab.value))
            .tabItem { Image(systemName: tab.systemImage).accessibilityLabel(Text(verbatim: tab.title)) }
            .tag(PagedTabPage.tab(tab.value))
        }
        if let action = model.action {
          Button(action: action.action) {
            Image(systemName: action.systemImage)
              .imageScale(.large)
              .accessibilityLabel(Text(verbatim: action.title))
          }
          .buttonStyle(.borderedProminent)
          .tag(PagedTabPage<Value>.action)
        }
      }
      if #available(watchOS 10.0, *) {
        pages.tabViewStyle(.verticalPage)
      } else {
        pages.tabViewStyle(.page)
      }
    }

    /// The page shown: the action's page, or the selected tab's. Paging to a tab chooses it;
    /// paging back to the selected tab from the action's page is not a reselection (pages have
    /// no second tap), so it does not pop the tab.
    private var pageSelection: Binding<PagedTabPage<Value>> {
      let chooser = chooser
      let isOnActionPage = $isOnActionPage
      return Binding(
        get: { isOnActionPage.wrappedValue ? .action : .tab(chooser.binding.wrappedValue) },
        set: { page in
          switch page {
          case .action:
            isOnActionPage.wrappedValue = true
          case .tab(let value):
            isOnActionPage.wrappedValue = false
            if value != chooser.resolvedSelection { chooser.choose(value) }
          }
        })
    }
  }

  /// A page of ``PagedTabContainer``: a tab's, or the action's.
  enum PagedTabPage<Value: Hashable>: Hashable {
    /// The page of the tab of this value.
    case tab(Value)
    /// The action's page.
    case action
  }
#endif
