import TabBarMigrate
import Testing

@Suite("What is not migrated is reported with what to do, its code untouched")
struct NotMigratedTests {
  @Test("a TabView without a selection stays, and the file's loose renames wait for it")
  func noSelection() throws {
    let source = """
      import SwiftUI
      struct A: View {
        var body: some View {
          TabView { Text("A").tabItem { Text("A") } }
        }
      }
      struct B: View { var body: some View { Text("B").toolbar(.hidden, for: .tabBar) } }
      """
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(result.findings.count == 1)
    #expect(result.findings[0].hasPrefix("4: TabView without a selection"))
  }

  @Test(
    "a paging TabView stays SwiftUI's, with a note and nothing to do",
    arguments: [
      ".page", ".page(indexDisplayMode: .never)", ".verticalPage", ".carousel", "PageTabViewStyle()",
    ])
  func pageStyle(style: String) throws {
    for selection in ["(selection: $page) ", " "] {
      let source = "TabView\(selection){ Text(\"1\").tag(1) }\n.tabViewStyle(\(style))\n"
      let result = try migrate(source)
      #expect(result.text == source)
      #expect(result.findings == ["1: note: a page-style TabView (a pager, not a tab bar) stays SwiftUI's"])
    }
  }

  @Test("a Spacer() tab without an action found keeps its container as it was and says to use .tabBarAction")
  func spacerTab() throws {
    let source = """
      TabView(selection: $tab) {
        Text("A").tabItem { Label("A", systemImage: "a") }.tag(0)
        Spacer().tabItem { EmptyView() }.tag(1)
      }
      """
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(result.findings.count == 1)
    #expect(result.findings[0].hasPrefix("3: an empty tab (a place in the bar for a button)"))
    #expect(result.findings[0].contains(".tabBarAction"))
  }

  @Test("UIKit's tab bar appearance and controller lookups are reported, not rewritten")
  func uiKit() throws {
    let source = """
      let appearance = UITabBarAppearance()
      UITabBar.appearance().tintColor = .red
      if let controller = window?.rootViewController as? UITabBarController { _ = controller }
      viewController.tabBarController?.selectedIndex = 1
      """
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(result.findings.map { $0.prefix(2) } == ["1:", "2:", "3:", "4:"])
    #expect(result.findings[1].contains(".tabBarStyle"))
    #expect(result.findings[2].contains(".tabBarUsesSystemBar(true)"))
  }

  @Test("a label the tool cannot read still migrates, in the label form, asking for an accessibility title")
  func unreadableLabel() throws {
    let source = "TabView(selection: $t) { A().tabItem { custom }.tag(1) }\n"
    let result = try migrate(source)
    #expect(
      result.text
        == "import TabBarKit\nTabBarContainer(selection: $t) { TabBarTab(value: 1) {\n  A()\n} label: { custom } }\n"
    )
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.hasPrefix("1: give the tab an accessibility title") == true)
  }

  @Test("UIKit's own tab bar controller (a subclass, a parameter's type) is not a lookup; a cast is")
  func uiKitOwnController() throws {
    let source = """
      final class MainTabs: UITabBarController {}
      func update(_ controller: UITabBarController) {}
      let found = root as? UITabBarController
      """
    #expect(try migrate(source).findings.map { $0.prefix(2) } == ["3:"])
  }

  @Test("a TabView in a preview is left as it is, with a note")
  func preview() throws {
    let source = "#Preview {\n  TabView { About() }\n}\n"
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(result.findings == ["2: note: \(notePreview)"])
  }

  private let notePreview =
    "a TabView in a preview is left as it is (preview code hosts views, not the app's tab bar)"
}
