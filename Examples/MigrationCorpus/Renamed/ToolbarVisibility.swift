import SwiftUI
import TabBarKit

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
    TabBarContainer(selection: $tab) {
      TabBarTab("Library", systemImage: "books.vertical", value: ReaderTab.library) {
        TabBarNavigationStack {
          List(1..<4, id: \.self) { number in
            NavigationLink("Book \(number)") {
              Text("Page one")
                .tabBarHidden(true)
            }
          }
        }
      }
      TabBarTab("Reader", systemImage: "book", value: ReaderTab.reader) {
        Text("Reading")
          .onTapGesture { barVisibility = barVisibility == .hidden ? .visible : .hidden }
          .tabBarHidden(barVisibility == .hidden)
      }
    }
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct ToolbarVisibilityDetail: View {
  var body: some View {
    Text("Full screen")
      .tabBarHidden(true)
  }
}
