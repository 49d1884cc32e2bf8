import SwiftUI

enum StudioTab: String, Hashable {
  case projects, assets, render
}

// A design tool that remembers how each window arranged its tabs: the app-wide arrangement
// in `@AppStorage` without a default (the form Apple's sample code uses), a window's own in
// `@SceneStorage` with one.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
struct CustomizationStorageView: View {
  @AppStorage("studio.tabs") private var customization: TabViewCustomization
  @SceneStorage("studio.window.tabs") private var windowCustomization = TabViewCustomization()
  @State private var selection: StudioTab = .projects
  let usesWindowArrangement: Bool

  var body: some View {
    TabView(selection: $selection) {
      Tab("Projects", systemImage: "folder", value: StudioTab.projects) {
        Text("Projects")
      }
      .customizationID("studio.projects")
      Tab("Assets", systemImage: "photo.on.rectangle", value: StudioTab.assets) {
        Text("Assets")
      }
      .customizationID("studio.assets")
      Tab("Render", systemImage: "cube", value: StudioTab.render) {
        Text("Render queue")
      }
      .customizationID("studio.render")
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewCustomization(usesWindowArrangement ? $windowCustomization : $customization)
  }
}
