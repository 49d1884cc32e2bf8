import TabBarCore
import Testing

@Suite("Accessibility text")
struct TabAccessibilityTests {
  static func items(badges: [String: TabBadge] = [:], disabled: Set<String> = []) throws -> TabItems {
    try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house", badge: badges["home"]),
      TabItem(id: "search", title: "Search", symbol: "magnifyingglass", badge: badges["search"]),
      TabItem(id: "compose", title: "New Post", symbol: "plus", badge: badges["compose"], role: .action),
      TabItem(
        id: "alerts", title: "Alerts", symbol: "bell", badge: badges["alerts"],
        isEnabled: !disabled.contains("alerts")),
      TabItem(id: "me", title: "Profile", symbol: "person", badge: badges["me"]),
    ])
  }

  @Test("Each tab is labelled by its title and valued by its place among the tabs, the action not counted")
  func labelsAndPositions() throws {
    let elements = try Self.items().accessibility(selectedID: "search")
    #expect(elements.map(\.label) == ["Home", "Search", "New Post", "Alerts", "Profile"])
    #expect(elements.map(\.value) == ["Tab, 1 of 4", "Tab, 2 of 4", "", "Tab, 3 of 4", "Tab, 4 of 4"])
    #expect(elements.map(\.isSelected) == [false, true, false, false, false])
  }

  @Test("Count badges are read as new items with the right plural; text badges as they are; 0 says nothing")
  func badges() throws {
    let items = try Self.items(badges: [
      "home": .count(1), "search": .count(3), "alerts": .text("New"), "me": .count(0),
    ])
    let values = items.accessibility(selectedID: nil).map(\.value)
    #expect(
      values == [
        "Tab, 1 of 4, 1 new item", "Tab, 2 of 4, 3 new items", "", "Tab, 3 of 4, New", "Tab, 4 of 4",
      ])
  }

  @Test("A badge past 99 (shown 99+) is read as more than 99 new items")
  func cappedBadge() throws {
    let items = try Self.items(badges: ["home": .count(250)])
    #expect(items.accessibility(selectedID: nil)[0].value == "Tab, 1 of 4, More than 99 new items")
  }

  @Test("The action button has its own label and a hint, and is never selected")
  func actionButton() throws {
    let action = try Self.items(badges: ["compose": .count(2)]).accessibility(selectedID: "compose")[2]
    #expect(action.isAction && !action.isSelected)
    #expect(action.label == "New Post")
    #expect(action.value == "2 new items")
    #expect(action.hint == "Performs an action without leaving the current tab")
  }

  @Test("A disabled tab is marked not enabled and says dimmed, as VoiceOver does")
  func disabledSaysDimmed() throws {
    let elements = try Self.items(disabled: ["alerts"]).accessibility(selectedID: "home")
    #expect(!elements[3].isEnabled && elements[3].dimmedState == "dimmed")
    #expect(elements[3].spokenDescription == "Alerts, Tab, 3 of 4, dimmed")
    #expect(elements[0].dimmedState == nil)
    #expect(elements[0].spokenDescription == "selected, Home, Tab, 1 of 4")
  }

  @Test("Spanish: Pestaña, 2 de 4 and 3 elementos nuevos / 1 elemento nuevo, for a region too")
  func spanish() throws {
    let items = try TabItems([
      TabItem(id: "inicio", title: "Inicio", symbol: "house", badge: .count(1)),
      TabItem(id: "buscar", title: "Buscar", symbol: "magnifyingglass", badge: .count(3)),
      TabItem(id: "avisos", title: "Avisos", symbol: "bell", isEnabled: false),
      TabItem(id: "perfil", title: "Perfil", symbol: "person", badge: .count(500)),
    ])
    for language in ["es", "es-MX", "es_ES", "ES"] {
      let elements = items.accessibility(selectedID: "buscar", language: language)
      #expect(
        elements.map(\.value) == [
          "Pestaña, 1 de 4, 1 elemento nuevo", "Pestaña, 2 de 4, 3 elementos nuevos", "Pestaña, 3 de 4",
          "Pestaña, 4 de 4, Más de 99 elementos nuevos",
        ])
      #expect(elements[1].spokenDescription == "seleccionado, Buscar, Pestaña, 2 de 4, 3 elementos nuevos")
      #expect(elements[2].dimmedState == "atenuado")
    }
  }

  @Test("Plural rules: English and Spanish one/other, Spanish many for exact millions")
  func pluralRules() {
    #expect(PluralRule.english.category(for: 1) == .one)
    #expect([0, 2, 11, 21, 1_000_000, -1].allSatisfy { PluralRule.english.category(for: $0) == .other })
    #expect(PluralRule.spanish.category(for: 1) == .one)
    #expect([0, 2, 21, 1_000_001].allSatisfy { PluralRule.spanish.category(for: $0) == .other })
    #expect(PluralRule.spanish.category(for: 2_000_000) == .many)
    let table = AccessibilityStringTable.standard
    #expect(table.string(.newItems, count: 1_000_000, language: "es") == "1000000 de elementos nuevos")
    #expect(table.string(.newItems, count: 0, language: "es") == "0 elementos nuevos")
    #expect(table.string(.newItems, count: 0, language: "en") == "0 new items")
  }

  @Test("An unknown language falls back to English")
  func unknownLanguage() throws {
    for language in ["pl", "", "zz-ZZ", "-", "💥", "x-private", "und"] {
      #expect(try Self.items().accessibility(selectedID: nil, language: language)[1].value == "Tab, 2 of 4")
    }
  }

  @Test("Users add languages and override entries; a key their language lacks comes from English")
  func extendAndOverride() throws {
    var table = AccessibilityStringTable.standard
    table.override(.actionHint, with: .text("Crea una publicación"), in: "ES")
    table.add(
      AccessibilityLanguage(
        code: "pl",
        pluralRule: PluralRule { n in
          if n == 1 { return .one }
          let (tens, units) = (n % 100, n % 10)
          return (2...4).contains(units) && !(12...14).contains(tens) ? .few : .many
        },
        messages: [
          .tabPosition: .text("Karta, {position} z {total}"),
          .newItems: .plural([
            .one: "{count} nowy element", .few: "{count} nowe elementy", .many: "{count} nowych elementów",
          ]),
        ]))
    let items = try Self.items(badges: ["home": .count(3), "search": .count(5)])
    let spanish = items.accessibility(selectedID: nil, language: "es", strings: table)
    #expect(spanish[2].hint == "Crea una publicación")
    let polish = items.accessibility(selectedID: nil, language: "pl", strings: table)
    #expect(polish[0].value == "Karta, 1 z 4, 3 nowe elementy")
    #expect(polish[1].value == "Karta, 2 z 4, 5 nowych elementów")
    #expect(polish[2].hint == "Performs an action without leaving the current tab")
  }

  @Test(
    "An override for a region changes that one string: the region keeps its language's others and plurals")
  func regionalOverride() {
    var table = AccessibilityStringTable.standard
    table.override(.actionHint, with: .text("Crea una publicación"), in: "es-MX")
    #expect(table.string(.actionHint, language: "es-MX") == "Crea una publicación")
    #expect(table.string(.actionHint, language: "es") == "Realiza una acción sin salir de la pestaña actual")
    #expect(table.string(.newItems, count: 3, language: "es-MX") == "3 elementos nuevos")
    #expect(table.string(.selected, language: "es-MX") == "seleccionado")
    #expect(table.string(.newItems, count: 1_000_000, language: "es-MX") == "1000000 de elementos nuevos")
  }

  @Test(
    "Codes are matched as identifiers are: an override or a language given as es_MX answers es-MX and es_MX")
  func posixCodes() {
    var table = AccessibilityStringTable.standard
    table.override(.moreTab, with: .text("Ver más"), in: "es_MX")
    table.add(AccessibilityLanguage(code: "pt_BR", pluralRule: .english, messages: [.moreTab: .text("Mais")]))
    for identifier in ["es_MX", "es-MX", "ES-mx"] {
      #expect(table.string(.moreTab, language: identifier) == "Ver más", "\(identifier)")
    }
    for identifier in ["pt_BR", "pt-BR"] {
      #expect(table.string(.moreTab, language: identifier) == "Mais", "\(identifier)")
    }
  }

  @Test("Without the position (the bar has the tab-bar trait), the value is only the badge")
  func withoutPosition() throws {
    let elements = try Self.items(badges: ["home": .count(2)]).accessibility(
      selectedID: nil, includesPosition: false)
    #expect(elements.map(\.value) == ["2 new items", "", "", "", ""])
  }

  @Test(
    "Hostile titles: line breaks and control characters become spaces; empty titles fall back to id, then 'Tab'"
  )
  func hostileTitles() throws {
    let items = try TabItems([
      TabItem(id: "a", title: "  Line\none\t\u{0}two  ", symbol: "x"),
      TabItem(id: "b", title: "", symbol: "x"),
      TabItem(id: " ", title: "\n", symbol: "x", badge: .text(" \n ")),
      TabItem(id: "d", title: "{count} {title} {position}", symbol: "x", badge: .count(2)),
    ])
    let elements = items.accessibility(selectedID: nil, language: "es")
    #expect(elements.map(\.label) == ["Line one two", "b", "Pestaña", "{count} {title} {position}"])
    #expect(elements[2].value == "Pestaña, 3 de 4")
    #expect(elements[3].value == "Pestaña, 4 de 4, 2 elementos nuevos")
    #expect(elements.map(\.largeContentTitle) == elements.map(\.label))
  }

  @Test("Placeholders are filled once; unknown ones and unclosed braces stay as written")
  func templates() {
    var table = AccessibilityStringTable.standard
    table.override(.tabPosition, with: .text("{position}/{total} {nope} {"), in: "en")
    #expect(
      table.string(.tabPosition, arguments: ["position": "{total}", "total": "4"], language: "en")
        == "{total}/4 {nope} {")
  }

  /// The labels and titles of the sidebar's edit mode, shown as they are: no count, no placeholder.
  static let sidebarEditKeys: [AccessibilityStringKey] = [
    .showTab, .hideTab, .addToTabBar, .removeFromTabBar, .resetSectionOrder, .editTabs, .done,
    .resetCustomization,
  ]

  @Test("Every built-in language gives every key, and the sidebar's edit-mode words as plain text")
  func builtInComplete() {
    #expect(AccessibilityLanguage.builtIn.count >= 15)
    for language in AccessibilityLanguage.builtIn {
      for key in AccessibilityStringKey.allCases {
        #expect(language.messages[key] != nil, "\(language.code) lacks \(key)")
      }
      for key in Self.sidebarEditKeys {
        guard case .text(let text)? = language.messages[key] else {
          Issue.record("\(language.code) \(key) is not a plain text")
          continue
        }
        #expect(!text.isEmpty && !text.contains("{"), "\(language.code) \(key): \"\(text)\"")
      }
    }
  }
}
