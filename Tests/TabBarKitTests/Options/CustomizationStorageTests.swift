#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import TabBarKit
  import Testing

  /// `@AppStorage` and `@SceneStorage` of a `TabBarCustomization` need no default, as SwiftUI's
  /// do for `TabViewCustomization` (the form Apple's sample code writes), and a default still
  /// chooses the same storage.
  @MainActor @Suite("Customization storage")
  struct CustomizationStorageTests {
    /// A settings view as a migrated app declares it: every storage form, compiled by
    /// `scripts/typecheck-sdk`.
    struct Arrangements: View {
      @AppStorage("tabs") private var customization: TabBarCustomization
      @AppStorage("tabs.defaulted") private var defaulted = TabBarCustomization()
      @SceneStorage("tabs.scene") private var sceneCustomization: TabBarCustomization

      var body: some View {
        Text("\(customization.order.count + defaulted.order.count + sceneCustomization.order.count)")
      }
    }

    static let suite = "TabBarKitTests.CustomizationStorage"

    @Test("Nothing stored reads the declared order, a stored one reads back, corrupted text the default")
    func appStorageReadsBack() throws {
      let store = try #require(UserDefaults(suiteName: Self.suite))
      store.removePersistentDomain(forName: Self.suite)
      #expect(AppStorage<TabBarCustomization>("tabs", store: store).wrappedValue == TabBarCustomization())
      store.set(TabBarCustomization(order: ["b", "a"], hiddenIDs: ["c"]).rawValue, forKey: "tabs")
      let stored = AppStorage<TabBarCustomization>("tabs", store: store).wrappedValue
      #expect(stored.order == ["b", "a"])
      #expect(stored.hiddenIDs == ["c"])
      store.set("{not json", forKey: "tabs")
      #expect(AppStorage<TabBarCustomization>("tabs", store: store).wrappedValue == TabBarCustomization())
      store.removePersistentDomain(forName: Self.suite)
      _ = Arrangements()
    }
  }
#endif
