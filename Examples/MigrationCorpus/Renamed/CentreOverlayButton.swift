import SwiftUI
import TabBarKit

enum PhotoTab: Hashable {
  case feed, explore, capture, activity, profile
}

// A photo-sharing app's raised "+" button: an empty tab in the middle of the bar keeps its
// place, and a button laid over the bar opens the camera.
struct CentreOverlayButtonView: View {
  @State private var selection: PhotoTab = .feed
  @State private var isCapturing = false

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarTab("Feed", systemImage: "house", value: PhotoTab.feed) {
        Text("Feed")
      }
      TabBarTab("Explore", systemImage: "magnifyingglass", value: PhotoTab.explore) {
        Text("Explore")
      }
      TabBarTab("Activity", systemImage: "heart", value: PhotoTab.activity) {
        Text("Activity")
      }
      TabBarTab("Profile", systemImage: "person", value: PhotoTab.profile) {
        Text("Profile")
      }
    }
    .tabBarAction("New Post", systemImage: "plus.circle.fill") {
      isCapturing = true
    }
    .sheet(isPresented: $isCapturing) {
      Text("Camera")
    }
  }
}
