#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit
  import Testing

  /// The section forms and the classic-style modifiers an app migrating from `TabView` writes,
  /// checked through what they declare: the compiler checks the calls against Apple's SDKs
  /// (scripts/typecheck-sdk), and each test checks the tabs that come out.
  @MainActor @Suite("Sections with header views and classic-style modifiers keep their tabs")
  struct SectionAndClassicModifierTests {
    private final class Store: ObservableObject {}

    private struct Padded: ViewModifier {
      func body(content: Content) -> some View { content.padding() }
    }

    private static func tab(_ value: Int) -> TabBarTab<Int> {
      TabBarTab("Tab \(value)", systemImage: "circle", value: value) { Text(verbatim: "\(value)") }
    }

    /// A helper property, as apps split their tabs.
    private static var helperTabs: some TabBarContent<Int> {
      TabBarGroup {
        tab(7)
        tab(8)
      }
    }

    @Test("A section with a header view declares its tabs in order, as a titled one does")
    func headerViewSection() {
      let section = TabBarSection {
        Self.tab(1)
        Self.tab(2)
      } header: {
        Label("Library", systemImage: "books.vertical")
      }
      #expect(section.tabBarTabs.map(\.value) == [1, 2])
    }

    @Test("Section actions and the header's accessibility keep the section and its tabs")
    func sectionModifiersKeepTabs() {
      let section: TabBarSection<Int> = TabBarSection("Playlists") {
        Self.tab(1)
      }
      .sectionActions { Button("New Playlist") {} }
      .accessibilityLabel("Your playlists")
      .accessibilityHint("Lists you made")
      .accessibilityValue("3 playlists")
      .accessibilityIdentifier("playlists")
      .accessibilityInputLabels(["Playlists", "Lists"])
      .accessibilityLabel(Text("Ignored"), isEnabled: false)
      .customizationID("playlists")
      #expect(section.tabBarTabs.map(\.value) == [1])
    }

    @Test("On a tab, the classic modifiers return the tab, so its own modifiers still chain")
    func tabModifiersChain() {
      let tab = Self.tab(1)
        .tabBarBadge(3)
        .environment(\.defaultMinListRowHeight, 60)
        .environmentObject(Store())
        .modifier(Padded())
        .toolbar(.hidden, for: .automatic)
        .disabled(true)
      #expect(tab.value == 1)
      #expect(tab.badge == .count(3))
      #expect(!tab.isEnabled)
    }

    @Test("On sections, groups, ForEach and helpers, they reach every tab and keep each tab's badge")
    func contentModifiersReachEveryTab() {
      let section = TabBarSection("Library") {
        Self.tab(1).tabBarBadge(2)
        Self.tab(2)
      }
      .environment(\.defaultMinListRowHeight, 60)
      let forEach = TabBarForEach(3..<5) { Self.tab($0) }.environmentObject(Store())
      let group = TabBarGroup { Self.tab(5) }.modifier(Padded())
      let helper = Self.helperTabs.toolbar(.hidden, for: .automatic)
      #expect(section.tabBarTabs.map(\.value) == [1, 2])
      #expect(section.tabBarTabs.first?.badge == .count(2))
      #expect(forEach.tabBarTabs.map(\.value) == [3, 4])
      #expect(group.tabBarTabs.map(\.value) == [5])
      #expect(helper.tabBarTabs.map(\.value) == [7, 8])
    }

    @Test("A container takes a sidebar header, footer and bottom bar and stays a container")
    func sidebarAccessoriesKeepTheContainer() {
      let base = TabBarContainer(selection: .constant(1)) { Self.tab(1) }
      let containers: [TabBarContainer<Int>] = [
        base.tabBarSidebarHeader { Text(verbatim: "Account") },
        base.tabBarSidebarFooter { Text(verbatim: "Storage") },
        base.tabBarSidebarBottomBar { Text(verbatim: "Synced") }.tabBarMinimizeBehavior(.never),
      ]
      #expect(containers.count == 3)
    }
  }
#endif
