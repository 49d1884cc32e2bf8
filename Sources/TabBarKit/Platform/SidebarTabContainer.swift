#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI

  /// The tabs as a sidebar (Mac, and iPad by choice): a `NavigationSplitView` whose sidebar
  /// `List` selects the same tabs, with the action as a prominent button under it, and the
  /// mounted tabs as the detail.
  struct SidebarTabContainer<Value: Hashable>: View {
    let chooser: TabChooser<Value>

    var body: some View {
      let model = chooser.model
      NavigationSplitView {
        List(selection: chooser.optionalBinding) {
          // The ForEach's ids are the rows' selection values.
          ForEach(model.tabs, id: \.value) { tab in
            Label(tab.title, systemImage: tab.systemImage)
              .tabBarSystemBadge(tab.badge?.displayText)
              .disabled(!tab.isEnabled)
          }
        }
        .listStyle(.sidebar)
        .safeAreaInset(edge: .bottom) {
          if let action = model.action {
            Button(action: action.action) {
              Label(action.title, systemImage: action.systemImage)
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
          }
        }
      } detail: {
        MountedTabContent(chooser: chooser)
      }
    }
  }
#endif
