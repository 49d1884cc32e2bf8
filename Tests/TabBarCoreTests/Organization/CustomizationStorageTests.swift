import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Customization and restoration: stored as strings, hostile text refused")
struct CustomizationStorageTests {
  @Test("A customization round-trips through its raw value, which is stable JSON")
  func roundTrip() throws {
    let customization = TabBarCustomization(order: ["b", "a", "c"], hiddenIDs: ["c", "a"])
    #expect(customization.rawValue == #"{"hidden":["a","c"],"order":["b","a","c"]}"#)
    #expect(TabBarCustomization(rawValue: customization.rawValue) == customization)
    let data = try JSONEncoder().encode(customization)
    #expect(try JSONDecoder().decode(TabBarCustomization.self, from: data) == customization)
  }

  @Test(
    "Text stored before per-placement choices existed decodes with its meaning: hidden means hidden everywhere"
  )
  func storedBeforePlacements() throws {
    let declared = try OrganizationFixtures.music(libraryPlacement: .tabs)
    // Today's exact stored format, as @AppStorage holds it.
    let stored = #"{"hidden":["radio"],"order":["artists","home","radio","recent","albums"]}"#
    let customization = try #require(TabBarCustomization(rawValue: stored))
    #expect(
      customization
        == TabBarCustomization(order: ["artists", "home", "radio", "recent", "albums"], hiddenIDs: ["radio"]))
    #expect(customization.rawValue == stored)
    for placement in TabVisibilityPlacement.allCases {
      #expect(customization.visibility(of: "radio", for: placement, in: declared) == .hidden)
      #expect(customization.visibility(of: "albums", for: placement, in: declared) == .visible)
    }
    let arrangement = TabBarArrangement(declared: declared, customization: customization)
    #expect(arrangement.barItems.all.map(\.id) == ["home", "artists", "recent", "albums", "new", "search"])
    let restored = try #require(
      TabBarRestoration(rawValue: #"{"customization":"# + stored + #","selection":"albums"}"#))
    #expect(restored.customization == customization && restored.selectedID == "albums")
  }

  @Test("Per-placement choices round-trip and are written only when made")
  func placementChoicesRoundTrip() throws {
    let (_, customization) = try OrganizationFixtures.choices()
    #expect(
      customization.rawValue
        == #"{"hidden":[],"order":["home","radio","recent","albums","artists","settings"],"sidebarShown":["albums"],"tabBarHidden":["recent"],"tabBarShown":["radio"]}"#
    )
    #expect(TabBarCustomization(rawValue: customization.rawValue) == customization)
    let data = try JSONEncoder().encode(TabBarRestoration(selectedID: "radio", customization: customization))
    #expect(try JSONDecoder().decode(TabBarRestoration.self, from: data).customization == customization)
  }

  @Test("The restoration state round-trips, and its selection falls back when the tab is gone or hidden")
  func restoration() throws {
    let declared = try OrganizationFixtures.music()
    var state = TabBarRestoration(
      selectedID: "albums", customization: TabBarCustomization(order: [], hiddenIDs: ["radio"]))
    #expect(TabBarRestoration(rawValue: state.rawValue) == state)
    #expect(TabBarRestoration(rawValue: #"{"selection":7}"#) == nil)
    let arrangement = TabBarArrangement(declared: declared, customization: state.customization)
    #expect(state.restoredSelectionID(in: arrangement) == "albums")
    state.selectedID = "podcasts"  // removed in this version
    #expect(state.restoredSelectionID(in: arrangement) == "home")
    state.selectedID = "radio"  // hidden since
    #expect(state.restoredSelectionID(in: arrangement) == "home")
    state.selectedID = "new"  // the action is never a selection
    #expect(state.restoredSelectionID(in: arrangement) == "home")
  }

  @Test("Corrupted and hostile text decodes as nil, never a trap", arguments: hostileTexts())
  func hostile(_ text: String) {
    #expect(TabBarCustomization(rawValue: text) == nil)
    // A restoration ignores a customization's keys at its top level; any other text is refused.
    if !text.hasPrefix(#"{""#) { #expect(TabBarRestoration(rawValue: text) == nil) }
    // The same text where the restoration keeps its customization (a stored null is no
    // customization, which is the default).
    if text != "null" {
      #expect(TabBarRestoration(rawValue: #"{"selection":"a","customization":"# + text + "}") == nil)
    }
  }

  @Test("Property: random bytes never decode past the API")
  func randomBytes() {
    var decoded = 0
    for seed in OrganizationFixtures.seeds(2_000, salt: 47) {
      var random = SeededGenerator(seed: seed)
      let bytes = (0..<Int.random(in: 0...200, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      // Most cases are bytes; some are JSON-looking prefixes with random tails.
      let prefixes = [
        #"{"order":["#, #"{"hidden":"#, #"{"customization":{"order":"#, #"{"tabBarHidden":["#,
        #"{"order":[],"sidebarShown":"#, "",
      ]
      let prefix = prefixes[Int.random(in: 0..<prefixes.count, using: &random)]
      let text = prefix + String(decoding: bytes, as: UTF8.self)
      if TabBarCustomization(rawValue: text) != nil { decoded += 1 }
      if TabBarRestoration(rawValue: text) != nil { decoded += 1 }
    }
    // Random text is almost never a valid state; the sweep ran without trapping.
    #expect(decoded < 100)
  }

  static func hostileTexts() -> [String] {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let deepObject =
      String(repeating: #"{"order":"#, count: 10_000) + "[]" + String(repeating: "}", count: 10_000)
    let huge = #"{"order":[""# + String(repeating: "x", count: 1_000_000) + #""]}"#
    let longID = #"{"order":[""# + String(repeating: "é", count: 300) + #""]}"#
    let many = #"{"order":["# + (0..<1_001).map { "\"t\($0)\"" }.joined(separator: ",") + "]}"
    return [
      "", "null", "[]", "42", "\"text\"", "{", "\u{0}\u{1}garbage", "{\"order\":[1,2]}", "{\"order\":\"a\"}",
      "{\"hidden\":{\"a\":1}}", "{\"order\":[\"a\",null]}", "\u{FEFF}{\"order\":[",
      #"{"tabBarHidden":[1]}"#, #"{"sidebarShown":"a"}"#, #"{"tabBarShown":[["a"]]}"#,
      #"{"order":[],"tabBarShown":null,"tabBarHidden":{}}"#,
      #"{"tabBarHidden":["# + (0..<1_001).map { "\"t\($0)\"" }.joined(separator: ",") + "]}",
      deep, deepObject, huge, longID, many,
    ]
  }
}
