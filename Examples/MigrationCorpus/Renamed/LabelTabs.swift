import SwiftUI
import TabBarKit

enum AccountTab: Hashable {
  case home, profile, brand
}

// iOS 18 tabs written with a `label:` view: the title is lifted out of a `Label` or a `Text`
// with an `Image`, so the bar, the sidebar and VoiceOver have it.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct LabelTabsView: View {
  @State private var tab = AccountTab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house", value: AccountTab.home) {
        Text("Home")
      }
      TabBarTab("Profile", systemImage: "person.crop.circle", value: AccountTab.profile) {
        Text("Profile")
      }
      TabBarTab("Brand", image: "brand-mark", value: AccountTab.brand) {
        Text("Brand")
      }
    }
  }
}
