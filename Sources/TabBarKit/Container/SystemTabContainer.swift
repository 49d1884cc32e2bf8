#if canImport(SwiftUI)
  import SwiftUI

  /// The same tabs in the system's `TabView`: `Tab` where the SDK and the system have it
  /// (iOS 18 and the matching releases), `.tabItem` and `.tag` before. Choosing the selected tab
  /// again reselects it, as in the drawn bar.
  struct SystemTabContainer<Value: Hashable>: View {
    let chooser: TabChooser<Value>

    var body: some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          TabView(selection: chooser.binding) {
            ForEach(chooser.model.tabs, id: \.value) { tab in
              Tab(tab.title, systemImage: tab.systemImage, value: tab.value) {
                content(of: tab)
              }
              .tabBarSystemBadge(tab.badge?.displayText)
            }
          }
        } else {
          legacyTabView(chooser)
        }
      #else
        legacyTabView(chooser)
      #endif
    }

    /// `TabView` with `.tabItem` and `.tag`, for systems before `Tab`.
    private func legacyTabView(_ chooser: TabChooser<Value>) -> some View {
      TabView(selection: chooser.binding) {
        ForEach(chooser.model.tabs, id: \.value) { tab in
          content(of: tab)
            .tabItem { Label(tab.title, systemImage: tab.systemImage) }
            .tag(tab.value)
            .tabBarSystemBadge(tab.badge?.displayText)
        }
      }
    }

    /// A tab's content, told of its reselections.
    private func content(of tab: TabBarTab<Value>) -> some View {
      tab.hostedContent(reselectionCount: chooser.reselectionCount(of: tab.value))
    }
  }
#endif
