import Foundation
import TabBarCore
import Testing

@Suite("Customization: merging a stored arrangement with the declared tabs")
struct CustomizationMergeTests {
  @Test("The default customization gives the declared order with nothing hidden")
  func defaultOrder() throws {
    let declared = try OrganizationFixtures.music()
    let merged = TabBarCustomization().merged(with: declared)
    #expect(merged.order == ["home", "radio", "recent", "albums", "artists"])
    #expect(merged.hiddenIDs.isEmpty)
  }

  @Test("A new tab appears after the tab declared before it; removed and unknown ids vanish; repeats drop")
  func acrossVersions() throws {
    let declared = try OrganizationFixtures.music()
    let stored = TabBarCustomization(
      order: ["albums", "podcasts", "home", "albums", "recent", "radio"], hiddenIDs: ["podcasts", "recent"])
    let merged = stored.merged(with: declared)
    // "artists" is new: declared after "albums", so it follows "albums" wherever the person put it.
    #expect(merged.order == ["albums", "artists", "home", "recent", "radio"])
    #expect(merged.hiddenIDs == ["recent"])
  }

  @Test("A tab new before every stored tab goes first")
  func newFirst() throws {
    let declared = try OrganizationFixtures.music()
    let merged = TabBarCustomization(order: ["radio", "artists", "albums", "recent"]).merged(with: declared)
    #expect(merged.order == ["home", "radio", "artists", "albums", "recent"])
  }

  @Test("Unhideable tabs are shown again, and hiding every tab shows the first")
  func hiddenRules() throws {
    let declared = try OrganizationFixtures.music()
    let everything = TabBarCustomization(
      order: ["radio", "home", "recent", "albums", "artists"],
      hiddenIDs: ["home", "radio", "recent", "albums", "artists"])
    let merged = everything.merged(with: declared)
    #expect(!merged.isHidden("home"))  // unhideable
    #expect(merged.isHidden("radio"))
    let noUnhideable = try DeclaredTabs(items: declared.items, sections: declared.sections)
    let second = everything.merged(with: noUnhideable)
    #expect(second.order.first == "radio" && !second.isHidden("radio"))
    #expect(second.hiddenIDs == ["home", "recent", "albums", "artists"])
  }

  @Test(
    "Property: merging is idempotent, keeps survivors' order, shows every unhideable tab, never hides all")
  func properties() {
    var nonEmpty = 0
    for seed in OrganizationFixtures.seeds(2_000, salt: 41) {
      let (declared, stored) = OrganizationFixtures.random(seed: seed)
      let merged = stored.merged(with: declared)
      let context = "case \(seed) (replay with TABBAR_CASE=\(seed))"
      #expect(merged.merged(with: declared) == merged, "\(context): not idempotent")
      #expect(
        Set(merged.order) == Set(declared.customizableIDs), "\(context): order is not the declared tabs")
      #expect(merged.order.count == declared.customizableIDs.count, "\(context): repeats")
      var seen = Set<String>()
      let survivors = stored.order.filter {
        declared.customizableIDs.contains($0) && seen.insert($0).inserted
      }
      #expect(merged.order.filter(survivors.contains) == survivors, "\(context): survivors reordered")
      #expect(merged.hiddenIDs.isDisjoint(with: declared.unhideableIDs), "\(context): unhideable tab hidden")
      if !merged.order.isEmpty {
        nonEmpty += 1
        #expect(merged.order.contains { !merged.isHidden($0) }, "\(context): every tab hidden")
      }
    }
    // The sweep must reach declarations with tabs, or it proves nothing.
    #expect(ProcessInfo.processInfo.environment["TABBAR_CASE"] != nil || nonEmpty > 1_000)
  }

  @Test("Resets: the order, the visibility, or both")
  func reset() throws {
    let edited = TabBarCustomization(order: ["b", "a"], hiddenIDs: ["a"])
    var order = edited
    order.resetOrder()
    #expect(order == TabBarCustomization(order: [], hiddenIDs: ["a"]))
    var visibility = edited
    visibility.resetVisibility()
    #expect(visibility == TabBarCustomization(order: ["b", "a"]))
    var both = edited
    both.reset()
    #expect(both == TabBarCustomization())
  }
}
