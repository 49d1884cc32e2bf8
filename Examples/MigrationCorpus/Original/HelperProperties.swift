import SwiftUI

enum HelperTab: Hashable {
  case home, settings, admin
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct HelperPropertiesView: View {
  @State private var tab = HelperTab.home
  let isAdmin = true

  var body: some View {
    TabView(selection: $tab) {
      homeTab
      settingsTab
      if isAdmin {
        adminTab
      }
    }
  }

  private var homeTab: some TabContent<HelperTab> {
    Tab("Home", systemImage: "house", value: HelperTab.home) { Text("Home") }
  }

  private var settingsTab: some TabContent<HelperTab> {
    Tab("Settings", systemImage: "gear", value: HelperTab.settings) { Text("Settings") }
      .badge("!")
  }

  private var adminTab: some TabContent<HelperTab> {
    Tab("Admin", systemImage: "lock", value: HelperTab.admin) { Text("Admin") }
  }
}
