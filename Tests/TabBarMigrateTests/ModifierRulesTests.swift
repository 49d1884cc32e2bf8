import TabBarMigrate
import Testing

@Suite("Container and bar modifiers: renamed or rewritten")
struct ModifierRulesTests {
  @Test("toolbar and toolbarVisibility for .tabBar become tabBarHidden")
  func toolbarVisibility() throws {
    let result = try migrate(
      """
      A().toolbar(.hidden, for: .tabBar)
      B().toolbar(visibility, for: .tabBar)
      C().toolbarVisibility(.visible, for: .tabBar)
      D().toolbar(.hidden, for: .navigationBar)
      E().toolbar { Button("x") {} }
      """)
    #expect(
      result.text
        == """
        A().tabBarHidden(true)
        B().tabBarHidden(visibility == .hidden)
        C().tabBarHidden(false)
        D().toolbar(.hidden, for: .navigationBar)
        E().toolbar { Button("x") {} }
        """.replacingOccurrences(of: "A()", with: "import TabBarKit\nA()"))
  }

  @Test("the container's modifiers take TabBarKit's names, its own methods first, the default style dropped")
  func containerModifiers() throws {
    let result = try migrate(
      """
      TabView(selection: $tab) {
        Tab("A", systemImage: "a", value: 1) { Text("A") }
      }
      .tabViewStyle(.tabBarOnly)
      .tint(.pink)
      .tabBarMinimizeBehavior(.onScrollDown)
      .tabViewSearchActivation(.searchTabSelection)
      .defaultAdaptableTabBarPlacement(.sidebar)
      .tabViewSidebarHeader { Text("H") }
      .tabViewBottomAccessory { Player() }
      """)
    #expect(
      result.text.hasSuffix(
        """
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabBarSidebarHeader { Text("H") }
        .tint(.pink)
        .tabBarSearchActivation(.searchTabSelection)
        .tabBarDefaultAdaptablePlacement(.sidebar)
        .tabBarBottomAccessory { Player() }
        """))
  }

  @Test("the adaptable placement follows the adaptable style, which it belongs to")
  func adaptablePlacement() throws {
    let result = try migrate(
      """
      TabView(selection: $tab) { Tab("A", systemImage: "a", value: 1) { Text("A") } }
        .tabViewStyle(.sidebarAdaptable)
        .tint(.pink)
        .defaultAdaptableTabBarPlacement(.sidebar)
        .defaultTabBarPlacement(.tabBar)
      """)
    #expect(
      result.text.hasSuffix(
        "\n  .tabBarSidebarAdaptable()\n  .tabBarDefaultAdaptablePlacement(.sidebar)\n  .tabBarDefaultPlacement(.tabBar)"
          + "\n  .tint(.pink)"))
  }

  @Test("the accessory's placement key path is renamed")
  func keyPath() throws {
    let result = try migrate("@Environment(\\.tabViewBottomAccessoryPlacement) var placement\n")
    #expect(
      result.text == "import TabBarKit\n@Environment(\\.tabBarBottomAccessoryPlacement) var placement\n")
  }

  @Test("a tab's accessibility Text(\"…\") becomes the literal TabBarTab takes; any other Text is reported")
  func tabAccessibilityText() throws {
    let result = try migrate(
      """
      TabView(selection: $tab) {
        Tab("A", systemImage: "a", value: 1) { Text("A") }
          .accessibilityLabel(Text("Cards"))
          .accessibilityHint(Text("Opens cards"), isEnabled: hints)
          .accessibilityValue("Synced")
        Tab("B", systemImage: "b", value: 2) { Text("B").accessibilityLabel(Text("Content")) }
          .accessibilityLabel(Text(name))
        TabSection("S") {}.accessibilityLabel(Text("Section"))
      }
      """)
    #expect(
      result.text
        == """
        import TabBarKit
        TabBarContainer(selection: $tab) {
          TabBarTab("A", systemImage: "a", value: 1) { Text("A") }
            .accessibilityLabel("Cards")
            .accessibilityHint("Opens cards", isEnabled: hints)
            .accessibilityValue("Synced")
          TabBarTab("B", systemImage: "b", value: 2) { Text("B").accessibilityLabel(Text("Content")) }
            .accessibilityLabel(Text(name))
          TabBarSection("S") {}.accessibilityLabel(Text("Section"))
        }
        """)
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.hasPrefix("7: a tab's accessibility label, hint or value") == true)
  }
}
