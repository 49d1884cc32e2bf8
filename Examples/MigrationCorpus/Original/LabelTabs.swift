import SwiftUI

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
    TabView(selection: $tab) {
      Tab(value: AccountTab.home) {
        Text("Home")
      } label: {
        Label("Home", systemImage: "house")
      }
      Tab(value: AccountTab.profile) {
        Text("Profile")
      } label: {
        Text("Profile")
        Image(systemName: "person.crop.circle")
      }
      Tab(value: AccountTab.brand) {
        Text("Brand")
      } label: {
        Label("Brand", image: "brand-mark")
      }
    }
  }
}
