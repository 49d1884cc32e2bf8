import SwiftUI

enum PhotoTab: Hashable {
  case feed, explore, capture, activity, profile
}

// A photo-sharing app's raised "+" button: an empty tab in the middle of the bar keeps its
// place, and a button laid over the bar opens the camera.
struct CentreOverlayButtonView: View {
  @State private var selection: PhotoTab = .feed
  @State private var isCapturing = false

  var body: some View {
    TabView(selection: $selection) {
      Text("Feed")
        .tabItem { Label("Feed", systemImage: "house") }
        .tag(PhotoTab.feed)
      Text("Explore")
        .tabItem { Label("Explore", systemImage: "magnifyingglass") }
        .tag(PhotoTab.explore)
      Color.clear
        .tabItem { Label("New Post", systemImage: "plus.app") }
        .tag(PhotoTab.capture)
      Text("Activity")
        .tabItem { Label("Activity", systemImage: "heart") }
        .tag(PhotoTab.activity)
      Text("Profile")
        .tabItem { Label("Profile", systemImage: "person") }
        .tag(PhotoTab.profile)
    }
    .overlay(alignment: .bottom) {
      Button {
        isCapturing = true
      } label: {
        Image(systemName: "plus.circle.fill")
          .font(.system(size: 44))
      }
      .padding(.bottom, 4)
    }
    .sheet(isPresented: $isCapturing) {
      Text("Camera")
    }
  }
}
