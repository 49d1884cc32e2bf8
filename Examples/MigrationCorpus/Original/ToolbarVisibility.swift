import SwiftUI

enum ReaderTab: Hashable {
  case library, reader
}

// `.toolbar(_:for: .tabBar)` with a literal and with a variable, and iOS 18's
// `.toolbarVisibility(_:for: .tabBar)`: under a drawn bar they become `.tabBarHidden(_:)`.
@MainActor
struct ToolbarVisibilityView: View {
  @State private var tab = ReaderTab.library
  @State private var barVisibility: Visibility = .visible

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack {
        List(1..<4, id: \.self) { number in
          NavigationLink("Book \(number)") {
            Text("Page one")
              .toolbar(.hidden, for: .tabBar)
          }
        }
      }
      .tabItem { Label("Library", systemImage: "books.vertical") }
      .tag(ReaderTab.library)
      Text("Reading")
        .onTapGesture { barVisibility = barVisibility == .hidden ? .visible : .hidden }
        .toolbar(barVisibility, for: .tabBar)
        .tabItem { Label("Reader", systemImage: "book") }
        .tag(ReaderTab.reader)
    }
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct ToolbarVisibilityDetail: View {
  var body: some View {
    Text("Full screen")
      .toolbarVisibility(.hidden, for: .tabBar)
  }
}
