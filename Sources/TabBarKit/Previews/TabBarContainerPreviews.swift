#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The four built-in styles, a right-to-left bar and an accessibility text size, in Xcode's
  /// canvas.
  struct TabBarContainerPreviews: PreviewProvider {
    static var previews: some View {
      PreviewRoot(style: AnyTabBarStyle(.curved), withAction: true)
        .previewDisplayName("Curved")
      PreviewRoot(style: AnyTabBarStyle(.floating), withAction: false)
        .previewDisplayName("Floating")
      PreviewRoot(style: AnyTabBarStyle(.indicator), withAction: false)
        .previewDisplayName("Indicator")
      PreviewRoot(style: AnyTabBarStyle(.material), withAction: false)
        .previewDisplayName("Material")
      PreviewRoot(style: AnyTabBarStyle(.curved), withAction: true)
        .environment(\.layoutDirection, .rightToLeft)
        .previewDisplayName("Curved, right to left")
      PreviewRoot(style: AnyTabBarStyle(.indicator), withAction: false)
        .dynamicTypeSize(.accessibility3)
        .previewDisplayName("Indicator, accessibility text size")
      PreviewRoot(style: AnyTabBarStyle(.floating), withAction: true)
        .tabBarUsesSystemBar()
        .previewDisplayName("System bar")
    }
  }

  /// A container with four tabs, for the previews.
  private struct PreviewRoot: View {
    let style: AnyTabBarStyle
    let withAction: Bool
    @State private var selection = 0
    @State private var actions = 0

    var body: some View {
      let container = TabBarContainer(selection: $selection) {
        TabBarTab("Home", systemImage: "house", value: 0) { PreviewScreen(title: "Home") }
        TabBarTab("Search", systemImage: "magnifyingglass", value: 1) { PreviewScreen(title: "Search") }
        TabBarTab("Inbox", systemImage: "bell", value: 2) { PreviewScreen(title: "Inbox") }
          .tabBarBadge(3)
        TabBarTab("Profile", systemImage: "person", value: 3) { PreviewScreen(title: "Profile") }
      }
      .tabBarStyle(style)
      // view-branch: constant — a preview's parameter
      if withAction {
        container.tabBarAction("New", systemImage: "plus") { actions += 1 }
      } else {
        container
      }
    }
  }

  /// A scrolling list that pushes a detail view which hides the bar.
  private struct PreviewScreen: View {
    let title: String

    var body: some View {
      TabBarNavigationStack {
        TabBarScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<40, id: \.self) { row in
              NavigationLink(value: row) {
                Text(verbatim: "\(title) \(row)").frame(maxWidth: .infinity, alignment: .leading)
              }
            }
          }
          .padding()
        }
        .navigationTitle(Text(verbatim: title))
        .navigationDestination(for: Int.self) { row in
          Text(verbatim: "\(title) \(row)").tabBarHidden(true)
        }
      }
    }
  }
#endif
