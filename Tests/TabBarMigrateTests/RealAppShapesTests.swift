import TabBarMigrate
import Testing

/// `sources` through the tool together, as one run over an app's folder: each file's text and
/// findings (`line: message`).
private func migrateTogether(_ sources: [String]) throws -> [(text: String, findings: [String])] {
  let files = try sources.map { source throws(MigrationInputError) in try SourceFile(Array(source.utf8)) }
  let context = MigrationContext(files: files)
  return files.map { file in
    let migration = FileMigration.migrate(file, context: context)
    return (
      String(decoding: migration.output, as: UTF8.self),
      migration.findings.map { "\($0.line): \($0.message)" }
    )
  }
}

@Suite("Tab code as apps write it: only tab bars are touched, labels keep their titles")
struct RealAppShapesTests {
  @Test("a type, associated type or property merely named TabView is no TabView")
  func namedTabView() throws {
    let source = """
      protocol Screen {
        associatedtype TabView: View
        var tabView: TabView { get }
      }
      struct TabView {}
      typealias Tabs = TabView
      func make() -> TabView { TabView.init() }
      """
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(result.findings == [])
  }

  @Test("a Settings window's pane switcher stays SwiftUI's, found through the scene in another file")
  func settingsPanes() throws {
    let panes = """
      import SwiftUI
      struct PreferencesView: View {
        var body: some View {
          TabView {
            Text("General").tabItem { Label("General", systemImage: "gear") }
          }
        }
      }
      """
    let app =
      "import SwiftUI\nstruct Scenes: Scene {\n  var body: some Scene { Settings { PreferencesView() } }\n}\n"
    let results = try migrateTogether([panes, app])
    #expect(results[0].text == panes)
    #expect(
      results[0].findings == [
        "4: note: a Settings window's TabView (the macOS pane switcher, not a tab bar) stays SwiftUI's"
      ])
    let inline = "Settings {\n  TabView { Text(\"A\").tabItem { Text(\"A\") } }\n}\n"
    #expect(
      try migrate(inline).findings == [
        "2: note: a Settings window's TabView (the macOS pane switcher, not a tab bar) stays SwiftUI's"
      ])
  }

  static let screens = """
    enum Screen: Hashable {
      case home, map
      var label: some View {
        switch self {
        case .home: Label("Home", systemImage: "house")
        case .map: Label("Map", systemImage: "map")
        }
      }
    }
    """

  @Test("a label from a switch over the cases, declared in another file: a known case gets its literals")
  func labelOfAKnownCase() throws {
    let tabs = """
      TabView(selection: $screen) {
        Text("Home").tabItem { Screen.home.label }.tag(Screen.home)
        Text("Map").tabItem { Screen.map.label }.tag(Screen.map)
      }
      """
    let results = try migrateTogether([tabs, Self.screens])
    #expect(results[0].findings == [])
    #expect(results[0].text.contains("TabBarTab(\"Home\", systemImage: \"house\", value: Screen.home) {"))
    #expect(results[0].text.contains("TabBarTab(\"Map\", systemImage: \"map\", value: Screen.map) {"))
  }

  @Test("a label of a case not known, no property naming its literal titles: one is written beside the tabs")
  func labelWithGeneratedTitle() throws {
    let tabs = """
      TabView(selection: $screen) {
        ForEach(Screen.allCases, id: \\.self) { screen in
          Text("Screen").tabItem { screen.label }.tag(screen)
        }
      }
      """
    let results = try migrateTogether([tabs, Self.screens])
    #expect(results[0].findings == [])
    #expect(results[0].text.contains("TabBarTab(value: screen, accessibilityTitle: screen.labelTitle) {"))
    #expect(results[0].text.contains("} label: { screen.label }"))
    #expect(
      results[0].text.hasSuffix(
        """
        extension Screen {
          /// The title `label` shows, which VoiceOver, the sidebar and More read (tabbar-migrate wrote
          /// it from `label`'s cases: keep the two in step).
          fileprivate var labelTitle: String {
            switch self {
            case .home: String(localized: "Home")
            case .map: String(localized: "Map")
            }
          }
        }

        """))
  }

  @Test("a label whose titles are not literals and no title property: the label form and a finding")
  func labelWithoutTitle() throws {
    let screens = Self.screens.replacingOccurrences(of: "Label(\"Home\"", with: "Label(homeName")
    let tabs = """
      TabView(selection: $screen) {
        ForEach(Screen.allCases, id: \\.self) { screen in
          Text("Screen").tabItem { screen.label }.tag(screen)
        }
      }
      """
    let results = try migrateTogether([tabs, screens])
    #expect(!results[0].text.contains("TabView"))
    #expect(results[0].text.contains("TabBarTab(value: screen) {"))
    #expect(results[0].findings.count == 1)
    #expect(results[0].findings.first?.hasPrefix("3: give the tab an accessibility title") == true)
  }

  @Test("a title property of LocalizedStringResource matching the label's cases is read as a String")
  func resourceTitle() throws {
    let titled = Self.screens.replacingOccurrences(
      of: "  var label",
      with: """
          var title: LocalizedStringResource {
            switch self {
            case .home: "Home"
            case .map: LocalizedStringResource("Map")
            }
          }
          var label
        """)
    let tabs = """
      TabView(selection: $screen) {
        ForEach(Screen.allCases, id: \\.self) { screen in
          Tab(value: screen) { Text("Screen") } label: { screen.label }
        }
      }
      """
    let results = try migrateTogether([tabs, titled])
    #expect(results[0].findings == [])
    #expect(
      results[0].text.contains(
        "TabBarTab(value: screen, accessibilityTitle: String(localized: screen.title)) {"))
  }

  @Test("a title property whose cases differ from the label's is not taken for the title")
  func mismatchedTitle() throws {
    let titled = Self.screens.replacingOccurrences(
      of: "  var label",
      with:
        "  var title: String {\n    switch self {\n    case .home: \"Start\"\n    case .map: \"Map\"\n    }\n  }\n  var label"
    )
    let tabs =
      "TabView(selection: $s) {\n  ForEach(all, id: \\.self) { s in\n    Tab(value: s) { Text(\"S\") } label: { s.label }\n  }\n}\n"
    let results = try migrateTogether([tabs, titled])
    #expect(results[0].text.contains("TabBarTab(value: s, accessibilityTitle: s.labelTitle) {"))
    #expect(results[0].findings == [])
  }

  @Test("a dummy centre tab with no action found is a finding at its line; the container stays")
  func dummyWithoutAction() throws {
    let source = """
      TabView(selection: $tab) {
        Text("A").tabItem { Label("A", systemImage: "a") }.tag(Tab.a)
        Color.clear.tabItem { Label("New", systemImage: "plus") }.tag(Tab.new)
      }
      """
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(result.findings.count == 1)
    #expect(
      result.findings.first?.hasPrefix("3: an empty tab (a place in the bar for a button) whose action")
        == true)
  }

  @Test("a dummy centre tab under Button(action:) takes the function as the action")
  func dummyWithActionFunction() throws {
    let source = """
      TabView(selection: $tab) {
        Text("A").tabItem { Label("A", systemImage: "a") }.tag(Tab.a)
        Spacer().tabItem { Label("Compose", systemImage: "square.and.pencil") }.tag(Tab.compose)
      }
      .overlay { Button(action: compose) { Image(systemName: "plus") } }
      """
    let result = try migrate(source)
    #expect(result.findings == [])
    #expect(!result.text.contains("Spacer") && !result.text.contains(".overlay"))
    #expect(result.text.hasSuffix("}\n.tabBarAction(\"Compose\", systemImage: \"plus\", action: compose)"))
  }

  @Test("declarations and #if among tabs are kept as written, a statement that is neither still reported")
  func statementsAmongTabs() throws {
    let source = """
      TabView(selection: $tab) {
        let count = model.items
          .filter(\\.isUnread)
          .count
        Text("A").tabItem { Label("A", systemImage: "a") }.tag(0).badge(count)
        #if DEBUG
          Text("D").tabItem { Label("D", systemImage: "ladybug") }.tag(1)
        #endif
      }
      """
    let result = try migrate(source)
    #expect(result.findings == [])
    #expect(
      result.text.contains(
        "  let count = model.items\n    .filter(\\.isUnread)\n    .count\n  TabBarTab(\"A\""))
    #expect(result.text.contains("  #if DEBUG\n    TabBarTab(\"D\", systemImage: \"ladybug\", value: 1) {"))
    let loose = try migrate("TabView(selection: $tab) {\n  print(1) + 2\n}\n")
    #expect(loose.findings.count >= 1)
  }

  @Test("a different .tabItem in each branch of a postfix #if is reported, the container kept")
  func tabItemPerBranch() throws {
    let source = """
      TabView(selection: $tab) {
        Text("A")
          #if os(iOS)
            .tabItem { Label("A", systemImage: "a") }
          #else
            .tabItem { Label("A on Mac", systemImage: "a") }
          #endif
          .tag(0)
      }
      """
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(
      result.findings.first?.hasPrefix("2: a classic tab with a different .tabItem in each branch") == true)
  }

  @Test("bare regex literals are one token each; a division is still a division")
  func regexLiterals() throws {
    let source = """
      let numbered = /\\d+[-\\.:\\)]\\s+|Rule \\d+[-\\.:\\)]?\\s+/
      let meta = /<meta content="https:\\/\\/example\\.com\\/((?<id>\\d*))\\/.*\\/>/
      let classes = [/a[/]b/, /c/]
      let ratio = (width / 2) / height
      total /= 2
      """
    let file = try SourceFile(Array(source.utf8))
    let regexes = file.tokens.indices.filter { file.tokens[$0].kind == .string }.map(file.text)
    #expect(regexes.count == 4)
    #expect(regexes.allSatisfy { $0.hasPrefix("/") && $0.hasSuffix("/") })
    #expect(try migrate(source).findings == [])
  }

  @Test("a label passed as a function, .tabItem(type.label), is called in the label closure")
  func passedLabel() throws {
    let source = """
      TabView(selection: $type) {
        ForEach(ItemType.allCases) { type in
          Text("A").tabItem(type.label).tag(type)
        }
      }
      """
    let result = try migrate(source)
    #expect(!result.text.contains("TabView"))
    #expect(
      result.text.contains("TabBarTab(value: type) {\n      Text(\"A\")\n    } label: { type.label() }"))
    #expect(result.findings.first?.hasPrefix("3: give the tab an accessibility title") == true)
  }

  @Test("classic helpers in another file's extension take the selection's type from the container's file")
  func helpersInAnotherFile() throws {
    let root = """
      struct RootView: View {
        @State private var selection: Section = .today
        var body: some View {
          TabView(selection: $selection) { todayTab }
        }
      }
      """
    let helpers = """
      extension RootView {
        var todayTab: some View {
          Text("Today").tabItem { Label("Today", systemImage: "sun.max") }.tag(next)
        }
      }
      """
    let results = try migrateTogether([root, helpers])
    #expect(results.allSatisfy { $0.findings == [] })
    #expect(results[0].text.contains("TabBarContainer(selection: $selection) { todayTab }"))
    #expect(results[1].text.contains("var todayTab: some TabBarContent<Section> {"))
    let alone = try migrate(helpers)
    #expect(alone.findings.first?.contains("its selection type could not be inferred") == true)
  }

  @Test("of several types' labels of one name, the one whose type the tab's file names is read")
  func labelOfTheNamedType() throws {
    let other =
      "struct Prompt: View {\n  var label: some View { Text(\"Ask\") }\n  var body: some View { label }\n}\n"
    let tabs = """
      TabView(selection: $screen) {
        ForEach(Screen.allCases, id: \\.self) { screen in
          Text("Screen").tabItem { screen.label }.tag(screen)
        }
      }
      """
    let results = try migrateTogether([tabs, Self.screens, other])
    #expect(results[0].findings == [])
    #expect(results[0].text.contains("accessibilityTitle: screen.labelTitle"))
  }

  static let nestedHelpers = """
    struct V: View {
      @State private var tab = T.a
      var body: some View {
        TabView(selection: $tab) {
          group
        }
      }
      @ViewBuilder private var group: some View {
        aTab
        bTab
      }
      private var aTab: some View { Text("A").tabItem { Label("A", systemImage: "a") }.tag(T.a) }
      private var bTab: some View { Text("B").tabItem { Label("B", systemImage: "b") }.tag(T.b) }
    }
    """

  @Test("a helper of helpers is retyped once they are")
  func helperOfHelpers() throws {
    let result = try migrate(Self.nestedHelpers)
    #expect(result.findings == [])
    #expect(
      result.text.contains("  private var group: some TabBarContent<T> {\n    TabBarGroup {\n      aTab\n"))
    #expect(result.text.contains("private var aTab: some TabBarContent<T> {"))
  }

  @Test("a container holding a helper that stays a view is kept, and so are the helpers it uses")
  func viewHelperKeepsTheFile() throws {
    let source = Self.nestedHelpers.replacingOccurrences(
      of: "      group\n", with: "      group\n      plain\n"
    )
    .replacingOccurrences(
      of: "  private var aTab", with: "  private var plain: some View { Text(\"P\") }\n  private var aTab")
    let result = try migrate(source)
    #expect(result.text == source)
    #expect(result.findings.count == 1)
    #expect(
      result.findings.first?.hasPrefix("6: a some View helper among the tabs holds no classic tab") == true)
  }
}
