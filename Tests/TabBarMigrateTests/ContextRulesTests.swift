import TabBarMigrate
import Testing

@Suite("Context: tab forms only among tabs, code in strings and comments never rewritten")
struct ContextRulesTests {
  @Test("ForEach and Group outside tabs stay, inside tabs take their tab forms")
  func forEachAndGroup() throws {
    let source = """
      import SwiftUI
      struct A: View {
        @State private var tab = 0
        var body: some View {
          TabView(selection: $tab) {
            ForEach(0..<3) { index in
              Tab("T\\(index)", systemImage: "circle", value: index) {
                List { ForEach(rows) { Text($0) }; Group { Text("g") } }
              }
            }
            Group { Tab("G", systemImage: "g", value: 9) { Text("G") } }
          }
        }
        var other: some View { Group { ForEach(rows) { Text($0) } } }
      }
      """
    let result = try migrate(source)
    #expect(result.text.contains("TabBarForEach(0..<3) { index in"))
    #expect(result.text.contains("List { ForEach(rows) { Text($0) }; Group { Text(\"g\") } }"))
    #expect(result.text.contains("TabBarGroup { TabBarTab(\"G\""))
    #expect(result.text.contains("var other: some View { Group { ForEach(rows) { Text($0) } } }"))
  }

  @Test("a some TabContent helper's body is among tabs")
  func tabContentHelper() throws {
    let result = try migrate(
      """
      var library: some TabContent<AppTab> {
        TabSection("Library") { ForEach(items) { item in Tab(item.name, systemImage: "a", value: item.tab) { Text("") } } }
      }
      """)
    #expect(
      result.text.contains(
        "var library: some TabBarContent<AppTab> {\n  TabBarSection(\"Library\") { TabBarForEach(items) { item in TabBarTab("
      ))
  }

  @Test("TabView and Tab inside strings, raw and multi-line strings, and nested comments stay as written")
  func stringsAndComments() throws {
    let source = ##"""
      let a = "TabView(selection: $tab) { Tab(\"x\") }"
      let b = #"ForEach \#(n) TabView(selection: $x) {"#
      let c = """
        .tabItem { Label("x", systemImage: "y") }.tag(1)
        \(f("TabView(selection: $t) {"))
        """
      /* outer /* TabView(selection: $tab) { */ .tabViewStyle(.sidebarAdaptable) */
      // .toolbar(.hidden, for: .tabBar)
      """##
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(result.findings == [])
  }

  @Test("import TabBarKit goes after import SwiftUI once, only into changed files")
  func importLine() throws {
    let changed = try migrate(
      "import Foundation\nimport SwiftUI\nimport os\nlet v = TabViewCustomization()\n")
    #expect(
      changed.text
        == "import Foundation\nimport SwiftUI\nimport TabBarKit\nimport os\nlet v = TabBarCustomization()\n")
    let already = try migrate("import SwiftUI\nimport TabBarKit\nlet v = TabViewCustomization()\n")
    #expect(already.text == "import SwiftUI\nimport TabBarKit\nlet v = TabBarCustomization()\n")
    let untouched = try migrate("import SwiftUI\nlet v = 1\n")
    #expect(untouched.text == "import SwiftUI\nlet v = 1\n")
  }
}
