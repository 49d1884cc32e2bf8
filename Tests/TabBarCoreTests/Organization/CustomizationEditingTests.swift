import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Customization: edit mode's moves and hide toggles")
struct CustomizationEditingTests {
  @Test("Moving rows works like SwiftUI's onMove: before the row that stood at the destination")
  func onMoveSemantics() throws {
    let declared = try OrganizationFixtures.music()
    var customization = TabBarCustomization()
    let library = ["recent", "albums", "artists"]
    customization.move(fromOffsets: [0], toOffset: 3, among: library, in: declared)
    #expect(customization.order == ["home", "radio", "albums", "artists", "recent"])
    customization.move(
      fromOffsets: [1, 2], toOffset: 0, among: ["albums", "artists", "recent"], in: declared)
    #expect(customization.order == ["home", "radio", "artists", "recent", "albums"])
  }

  @Test("Rows that are not customizable stay put; bad offsets and destinations are ignored or clamped")
  func fixedRowsAndBadOffsets() throws {
    let declared = try OrganizationFixtures.music()
    var customization = TabBarCustomization()
    // The sidebar's first group: the search tab, then Home and Radio.
    customization.move(
      fromOffsets: [2, 99, -1], toOffset: -5, among: ["search", "home", "radio"], in: declared)
    #expect(customization.order == ["radio", "home", "recent", "albums", "artists"])
    customization.move(fromOffsets: [0], toOffset: 1_000, among: ["radio", "home"], in: declared)
    #expect(customization.order == ["home", "radio", "recent", "albums", "artists"])
    // A list that repeats an id moves each tab once.
    customization.move(fromOffsets: [0, 1], toOffset: 3, among: ["home", "home", "radio"], in: declared)
    #expect(customization.order == ["radio", "home", "recent", "albums", "artists"])
  }

  @Test("Hiding is refused for unhideable, unknown and last shown tabs; showing always works")
  func hiding() throws {
    let declared = try OrganizationFixtures.music()
    var customization = TabBarCustomization()
    #expect(!(customization.setHidden(true, for: "home", in: declared) as Bool))
    #expect(!(customization.setHidden(true, for: "search", in: declared) as Bool))
    #expect(!(customization.setHidden(true, for: "nowhere", in: declared) as Bool))
    for id in ["radio", "recent", "albums", "artists"] {
      #expect((customization.setHidden(true, for: id, in: declared) as Bool))
    }
    #expect(customization.hiddenIDs == ["radio", "recent", "albums", "artists"])
    #expect((customization.setHidden(false, for: "albums", in: declared) as Bool))
    let free = try DeclaredTabs(items: declared.items, sections: declared.sections)
    var lastOne = TabBarCustomization(order: [], hiddenIDs: ["radio", "recent", "albums", "artists"])
    #expect(!lastOne.canHide("home", in: free))
    #expect(!(lastOne.setHidden(true, for: "home", in: free) as Bool))
    #expect(!lastOne.isHidden("home"))
  }

  @Test("Property: random edits keep every tab exactly once, at least one shown, unhideable ones shown")
  func randomEdits() {
    var edits = 0
    for seed in OrganizationFixtures.seeds(300, salt: 43) {
      var (declared, customization) = OrganizationFixtures.random(seed: seed)
      var random = SeededGenerator(seed: seed)
      let ids = declared.customizableIDs
      for _ in 0..<20 where !ids.isEmpty {
        let shown = (0..<Int.random(in: 1...6, using: &random)).compactMap { _ in
          ids.randomElement(using: &random)
        }
        if Bool.random(using: &random) {
          let offsets = IndexSet(
            (0..<2).map { _ in Int.random(in: -1...6, using: &random) }.filter { $0 >= 0 })
          customization.move(
            fromOffsets: offsets, toOffset: .random(in: -2...8, using: &random), among: shown, in: declared)
        } else if let id = shown.first {
          customization.setHidden(Bool.random(using: &random), for: id, in: declared)
        }
        edits += 1
        let context = "case \(seed) (replay with TABBAR_CASE=\(seed))"
        #expect(customization.order.sorted() == ids.sorted(), "\(context): tabs lost or repeated")
        #expect(customization.order.contains { !customization.isHidden($0) }, "\(context): all hidden")
        #expect(customization.hiddenIDs.isDisjoint(with: declared.unhideableIDs), "\(context)")
      }
    }
    #expect(ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || edits > 3_000)
  }
}
