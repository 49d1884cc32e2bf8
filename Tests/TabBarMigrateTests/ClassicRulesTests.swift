import TabBarMigrate
import Testing

@Suite("Classic tabs: .tabItem and .tag on a view become a TabBarTab around it")
struct ClassicRulesTests {
  @Test("a .badge written before .tabItem moves to the tab; modifiers after .tag move into the content")
  func modifiersFindTheirPlace() throws {
    let source = """
      import SwiftUI
      struct A: View {
        @State private var tab = AppTab.feed
        var body: some View {
          TabView(selection: $tab) {
            FeedView()
              .badge(3)
              .padding()
              .tabItem { Label("Feed", systemImage: "newspaper") }
              .tag(AppTab.feed)
              .environment(\\.locale, locale)
          }
        }
      }
      """
    let expected = """
      import SwiftUI
      import TabBarKit
      struct A: View {
        @State private var tab = AppTab.feed
        var body: some View {
          TabBarContainer(selection: $tab) {
            TabBarTab("Feed", systemImage: "newspaper", value: AppTab.feed) {
              FeedView()
                .padding()
                .environment(\\.locale, locale)
            }
            .badge(3)
          }
        }
      }
      """
    let result = try migrate(source)
    #expect(result.text == expected)
    #expect(result.findings == [])
  }

  @Test("the title is lifted from Text with Image(systemName:) or Image(_:)")
  func textAndImageLabel() throws {
    let source = """
      TabView(selection: $tab) {
        A().tabItem { Text(title); Image(systemName: "house") }.tag(Tab1.a)
        B().tabItem {
          Image("brand")
          Text("Brand")
        }
        .tag(Tab1.b)
      }
      """
    let result = try migrate(source)
    #expect(result.text.contains(#"TabBarTab(title, systemImage: "house", value: Tab1.a) {"#))
    #expect(result.text.contains(#"TabBarTab("Brand", image: "brand", value: Tab1.b) {"#))
    #expect(result.findings == [])
  }

  @Test("a some View helper returning a Group of classic tabs is retyped, its Group's modifiers in each tab")
  func helperWithGroup() throws {
    let source = """
      struct A: View {
        @State private var selection: AppTab = .home
        var body: some View {
          TabView(selection: $selection) {
            adminTabs
          }
        }
        @ViewBuilder private var adminTabs: some View {
          Group {
            UsersView()
              .tabItem { Label("Users", systemImage: "person.2") }
              .tag(AppTab.users)
            LogsView()
              .tabItem { Label("Logs", systemImage: "doc.text") }
              .tag(AppTab.logs)
          }
          .environmentObject(store)
        }
      }
      """
    let result = try migrate(source)
    #expect(
      result.text.contains("  private var adminTabs: some TabBarContent<AppTab> {\n    TabBarGroup {\n"))
    #expect(result.text.contains("        UsersView()\n          .environmentObject(store)\n"))
    #expect(result.text.contains("        LogsView()\n          .environmentObject(store)\n"))
    #expect(!result.text.contains("    .environmentObject(store)\n  }"))
    #expect(result.findings == [])
  }

  @Test(".toolbar(.hidden, for: .tabBar) on a ForEach of classic tabs hides the bar in each tab's content")
  func toolbarOnForEach() throws {
    let source = """
      TabView(selection: $tab) {
        ForEach(rooms) { room in
          RoomView(room)
            .tabItem { Label(room.name, systemImage: "door.left.hand.open") }
            .tag(Room.Tab.room(room.id))
        }
        .toolbar(.hidden, for: .tabBar)
      }
      """
    let expected = """
      TabBarContainer(selection: $tab) {
        TabBarForEach(rooms) { room in
          TabBarTab(room.name, systemImage: "door.left.hand.open", value: Room.Tab.room(room.id)) {
            RoomView(room)
              .tabBarHidden(true)
          }
        }
      }
      """
    #expect(try migrate(source).text == "import TabBarKit\n" + expected)
  }

  @Test(
    "on a Group of iOS 18 tabs, a modifier every TabBarContent has stays on the group; another is reported")
  func modifierOnGroupOfTabs() throws {
    let source = """
      TabView(selection: $tab) {
        Group { Tab("A", systemImage: "a", value: 1) { Text("A") } }
          .environment(\\.locale, locale)
      }
      """
    let migrated = try migrate(source)
    #expect(migrated.findings == [])
    #expect(
      migrated.text == """
        import TabBarKit
        TabBarContainer(selection: $tab) {
          TabBarGroup { TabBarTab("A", systemImage: "a", value: 1) { Text("A") } }
            .environment(\\.locale, locale)
        }
        """)
    let tinted = source.replacingOccurrences(of: ".environment(\\.locale, locale)", with: ".tint(.red)")
    let result = try migrate(tinted)
    #expect(result.text == tinted)
    #expect(result.findings.count == 1)
    #expect(result.findings[0].hasPrefix("2: a modifier on a group of tabs"))
  }

  @Test("a helper's Value comes from its tags when no container names it")
  func helperValueFromTags() throws {
    let source = """
      var settingsTab: some View {
        SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Settings.Tab.main)
      }
      """
    let result = try migrate(source)
    #expect(result.text.contains("var settingsTab: some TabBarContent<Settings> {"))
  }

  @Test("an @ViewBuilder helper of several tabs puts them in a TabBarGroup")
  func builderHelper() throws {
    let source = """
      struct A: View {
        @State private var tab = AppTab.a
        var body: some View { TabView(selection: $tab) { tabs } }
        @ViewBuilder var tabs: some View {
          A().tabItem { Label("A", systemImage: "a") }.tag(AppTab.a)
          if shows {
            B().tabItem { Label("B", systemImage: "b") }.tag(AppTab.b)
          }
        }
      }
      """
    let expected = """
        var tabs: some TabBarContent<AppTab> {
          TabBarGroup {
            TabBarTab("A", systemImage: "a", value: AppTab.a) {
              A()
            }
            if shows {
              TabBarTab("B", systemImage: "b", value: AppTab.b) {
                B()
              }
            }
          }
        }
      }
      """
    #expect(try migrate(source).text.hasSuffix(expected))
  }

  @Test("a root NavigationStack and ScrollView take their tab forms; nested ones stay")
  func rootViews() throws {
    let source = """
      TabView(selection: $tab) {
        NavigationStack { ScrollView { List { NavigationStack { Text("x") } } } }
          .tabItem { Label("A", systemImage: "a") }
          .tag(1)
      }
      """
    let result = try migrate(source)
    #expect(result.text.contains("TabBarNavigationStack { TabBarScrollView { List { NavigationStack {"))
  }
}
