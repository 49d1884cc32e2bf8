#if canImport(SwiftUI) && os(macOS)
  import SwiftUI
  import TabBarKit
  import Testing

  extension WindowSuites {
    /// The app's views in a Mac's sidebar, in a real window: the container's header, footer and
    /// bottom bar, a section's header view and its actions all come into the window with the
    /// sidebar (the Mac's tabs are always a sidebar).
    @MainActor @Suite("The sidebar shows the app's header, footer, bottom bar and section views")
    struct SidebarViewsTests {
      @Test("Every sidebar view the app declared appears")
      func everyViewAppears() async {
        let log = SidebarLog()
        let host = WindowHost(SidebarContainer(log: log), size: CGSize(width: 900, height: 700))
        defer { host.close() }
        let expected: Set<String> = ["header", "footer", "bottom bar", "section header", "section actions"]
        let appeared = await host.settle { log.seen == expected }
        #expect(appeared, "appeared: \(log.seen.sorted())")
      }
    }

    /// What came into the window.
    @MainActor private final class SidebarLog {
      var seen: Set<String> = []
    }

    /// A container with every sidebar view, each reporting when it appears.
    private struct SidebarContainer: View {
      let log: SidebarLog
      @State private var tab = 0

      var body: some View {
        TabBarContainer(selection: $tab) {
          TabBarTab("Home", systemImage: "house", value: 0) { Text(verbatim: "Home") }
          TabBarSection {
            TabBarTab("Albums", systemImage: "square.stack", value: 1) { Text(verbatim: "Albums") }
          } header: {
            reporting("section header")
          }
          .sectionActions { reporting("section actions") }
          .accessibilityIdentifier("library")
        }
        .tabBarSidebarHeader { reporting("header") }
        .tabBarSidebarFooter { reporting("footer") }
        .tabBarSidebarBottomBar { reporting("bottom bar") }
      }

      private func reporting(_ name: String) -> some View {
        Text(verbatim: name).onAppear { log.seen.insert(name) }
      }
    }
  }
#endif
