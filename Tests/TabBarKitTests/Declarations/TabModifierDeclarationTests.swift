#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit
  import Testing

  /// What the tab-level modifiers declare, read through the public API.
  @MainActor @Suite("Tab and section modifiers")
  struct TabModifierDeclarationTests {
    enum Tab: Hashable { case albums, artists, admin }

    static func library() -> TabBarSection<Tab> {
      TabBarSection("Library") {
        TabBarTab("Albums", systemImage: "square.stack", value: Tab.albums) { Text("Albums") }
        TabBarTab("Artists", systemImage: "music.mic", value: Tab.artists) { Text("Artists") }
          .accessibilityLabel("Performers")
          .accessibilityIdentifier("tab.artists")
      }
    }

    @Test("A section's disabled(_:) reaches each of its tabs; disabled(false) enables none a tab disabled")
    func sectionDisabled() {
      #expect(Self.library().disabled(true).tabBarTabs.allSatisfy { !$0.isEnabled })
      let admin = TabBarSection("Admin") {
        TabBarTab("Admin", systemImage: "lock", value: Tab.admin) { Text("Admin") }.disabled(true)
      }
      #expect(admin.disabled(false).tabBarTabs.map(\.isEnabled) == [false])
    }

    @Test("A hidden tab or section is still declared: hiding is not removing")
    func hiddenStaysDeclared() {
      let hidden = Self.library().hidden()
      #expect(hidden.tabBarTabs.map(\.value) == [.albums, .artists])
    }

    @Test("Accessibility modifiers keep the tab's value and badge")
    func accessibilityKeepsTheTab() {
      let tab = TabBarTab("Albums", systemImage: "square.stack", value: Tab.albums) { Text("Albums") }
        .badge(3)
        .accessibilityLabel("Records")
        .accessibilityValue("Synced")
        .accessibilityHint("Shows your albums")
        .accessibilityInputLabels(["Albums", "Records"])
        .accessibilityIdentifier("tab.albums", isEnabled: false)
      #expect(tab.value == .albums)
      #expect(tab.badge == .count(3))
    }
  }
#endif
