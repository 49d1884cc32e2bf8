#if canImport(SwiftUI) && os(watchOS)
  import SwiftUI

  /// The tabs on Apple Watch: a paged `TabView` (vertical pages from watchOS 10, horizontal
  /// before), icons only, with the action as a page of its own after the tabs.
  struct PagedTabContainer<Value: Hashable>: View {
    let chooser: TabChooser<Value>

    var body: some View {
      let model = chooser.model
      let pages = TabView(selection: chooser.binding) {
        ForEach(model.tabs, id: \.value) { tab in
          tab.hostedContent(reselectionCount: chooser.reselectionCount(of: tab.value))
            .tabItem { Image(systemName: tab.systemImage).accessibilityLabel(Text(verbatim: tab.title)) }
            .tag(tab.value)
        }
        if let action = model.action {
          Button(action: action.action) {
            Image(systemName: action.systemImage)
              .imageScale(.large)
              .accessibilityLabel(Text(verbatim: action.title))
          }
          .buttonStyle(.borderedProminent)
        }
      }
      if #available(watchOS 10.0, *) {
        pages.tabViewStyle(.verticalPage)
      } else {
        pages.tabViewStyle(.page)
      }
    }
  }
#endif
