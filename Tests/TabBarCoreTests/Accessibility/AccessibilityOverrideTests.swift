import TabBarCore
import Testing

@testable import TabBarCore

@Suite("An app's accessibility label, value and hint")
struct AccessibilityOverrideTests {
  /// Home, Inbox (3 new items, labelled by the app with `overrides`) and Profile.
  static func items(inbox overrides: TabAccessibilityOverrides) throws -> TabItems {
    var inbox = TabItem(id: "inbox", title: "Inbox", symbol: "tray", badge: .count(3))
    inbox.accessibilityOverrides = overrides
    return try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"), inbox,
      TabItem(id: "me", title: "Profile", symbol: "person"),
    ])
  }

  @Test("The app's label replaces the title VoiceOver reads in the bar; the position still counts the tab")
  func labelReplacesTitle() throws {
    let inbox = try Self.items(inbox: TabAccessibilityOverrides(label: "Mail")).accessibility(
      selectedID: "inbox")[1]
    #expect(inbox.label == "Mail")
    #expect(inbox.value == "Tab, 2 of 3, 3 new items")
    #expect(inbox.spokenDescription == "selected, Mail, Tab, 2 of 3, 3 new items")
  }

  @Test("The Large Content Viewer keeps the title drawn in the bar")
  func largeContentKeepsTitle() throws {
    let inbox = try Self.items(inbox: TabAccessibilityOverrides(label: "Mail")).accessibility(
      selectedID: nil)[1]
    #expect(inbox.largeContentTitle == "Inbox")
  }

  @Test("The app's value is read after the tab's own, and its hint is the tab's hint")
  func valueAndHint() throws {
    let overrides = TabAccessibilityOverrides(value: "Synced", hint: "Shows your mail")
    let inbox = try Self.items(inbox: overrides).accessibility(selectedID: "home")[1]
    #expect(inbox.value == "Tab, 2 of 3, 3 new items, Synced")
    #expect(inbox.hint == "Shows your mail")
    #expect(inbox.spokenDescription == "Inbox, Tab, 2 of 3, 3 new items, Synced, Shows your mail")
  }

  @Test("A label with nothing speakable keeps the title; line breaks in it are read as spaces")
  func unspeakableLabel() throws {
    let blank = try Self.items(inbox: TabAccessibilityOverrides(label: " \n ", value: "\n", hint: ""))
    let inbox = blank.accessibility(selectedID: nil)[1]
    #expect(inbox.label == "Inbox")
    #expect(inbox.value == "Tab, 2 of 3, 3 new items")
    #expect(inbox.hint == nil)
    let broken = try Self.items(inbox: TabAccessibilityOverrides(label: "Your\nmail"))
    #expect(broken.accessibility(selectedID: nil)[1].label == "Your mail")
  }

  @Test("The action keeps its own hint unless the app gives one")
  func actionHint() throws {
    var compose = TabItem(id: "new", title: "New", symbol: "plus", role: .action)
    compose.accessibilityOverrides.hint = "Writes a message"
    let items = try TabItems([TabItem(id: "home", title: "Home", symbol: "house"), compose])
    #expect(items.accessibility(selectedID: nil)[1].hint == "Writes a message")
  }

  @Test("A sidebar or More list row reads the app's label, value and hint, in the state's language")
  func rowSpeech() throws {
    let overrides = TabAccessibilityOverrides(label: "Mail", value: "Synced", hint: "Shows your mail")
    let items = try Self.items(inbox: overrides)
    let state = TabBarState(
      items: items, selectedID: "home", context: TabBarContext(containerWidth: 390, language: "de"))
    #expect(
      state.rowSpeech(of: items[1]) == TabRowSpeech(label: "Mail", value: "Synced", hint: "Shows your mail"))
    #expect(state.rowSpeech(of: items[0]) == TabRowSpeech(label: "Home", value: nil, hint: nil))
    let untitled = TabItem(id: " ", title: "", symbol: "circle")
    #expect(state.rowSpeech(of: untitled).label == state.string(.untitledTab))
  }

  @Test("Behind More, the More item counts a relabelled tab like any other")
  func moreCountsRelabelledTabs() throws {
    var tabs = (0..<7).map { TabItem(id: "t\($0)", title: "Tab \($0)", symbol: "circle") }
    tabs[6].accessibilityOverrides.label = "Last"
    let state = TabBarState(
      items: try TabItems(tabs), selectedID: "t0",
      context: TabBarContext(platform: .iPhone, sizeClass: .compact, containerWidth: 390))
    let overflow = try #require(state.bar.overflowItems.last)
    #expect(overflow.id == "t6")
    #expect(state.rowSpeech(of: overflow).label == "Last")
  }
}
