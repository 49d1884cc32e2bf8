import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

@Suite("The system TabView's tabs")
struct SystemTabListTests {
  /// Items with an action, a search tab, pinned and sidebar-only tabs and a disabled one.
  private static func declared(_ random: inout SeededGenerator) throws -> TabItems {
    var items: [TabItem] = []
    let count = Int.random(in: 1...9, using: &random)
    for index in 0..<count {
      let placement = TabBarTabPlacement.allCases.randomElement(using: &random) ?? .automatic
      items.append(
        TabItem(
          id: "t\(index)", title: "Tab \(index)", symbol: "circle", isEnabled: Bool.random(using: &random),
          placement: placement))
    }
    if Bool.random(using: &random) {
      items.insert(TabItem(id: "act", title: "New", symbol: "plus", role: .action), at: items.count / 2)
    }
    if Bool.random(using: &random) {
      items.append(TabItem(id: "find", title: "Search", symbol: "magnifyingglass", role: .search))
    }
    return try TabItems(items)
  }

  private static let forms: [SystemTabForm] = [
    SystemTabForm(place: .systemTab, hasTabs: true, hasDisabledTabs: false),
    SystemTabForm(place: .systemTabDisablable, hasTabs: true, hasDisabledTabs: true),
    SystemTabForm(place: .systemTabGlass, hasTabs: true, hasDisabledTabs: true),
    SystemTabForm(place: .systemTabItem, hasTabs: false, hasDisabledTabs: false),
    SystemTabForm(place: .tvTopBar, hasTabs: true, hasDisabledTabs: true),
    SystemTabForm(place: .visionOrnament, hasTabs: true, hasDisabledTabs: true),
  ]

  @Test(
    "Hiding a tab keeps it in the TabView where Tab can hide it, so its content keeps its state; the action is never a page"
  )
  func hiddenTabsKept() throws {
    var random = SeededGenerator(seed: SystemTabListTests.seed)
    var hidSome = 0
    for _ in 0..<300 {
      let items = try Self.declared(&random)
      let hiddenIDs = Set(items.tabs.map(\.id).filter { _ in Bool.random(using: &random) })
      let arrangement = TabBarArrangement(declared: try DeclaredTabs(items: items, hiddenIDs: hiddenIDs))
      let presented = arrangement.presentedItems
      let presentedIDs = Set(presented.tabs.map(\.id))
      if !hiddenIDs.isEmpty { hidSome += 1 }
      for form in Self.forms {
        let list = SystemTabList(declared: items, presented: presented, form: form)
        let ids = list.entries.map(\.id)
        #expect(Set(ids).count == ids.count, "one page per tab")
        #expect(!ids.contains("act"), "the action is a button beside the content, never a page")
        if form.keepsHiddenTabs {
          #expect(Set(ids) == Set(items.tabs.map(\.id)), "every tab stays: \(form.place)")
        } else {
          #expect(Set(ids) == presentedIDs, "only the shown tabs: \(form.place)")
        }
        for entry in list.entries {
          #expect(entry.isHidden == !presentedIDs.contains(entry.id))
          let item = try #require(items.all.first { $0.id == entry.id })
          #expect(entry.isDisabled == (form.disablesTabs && !item.isEnabled))
          #expect(entry.isSearch == (item.role == .search))
        }
      }
    }
    #expect(hidSome > 100, "the sweep hides tabs")
  }

  @Test(
    "Sidebar-only tabs and tabs hidden from the bar are placed out of the system's bar where Tab can; listed last before"
  )
  func sidebarOnlyOutOfTheBar() throws {
    let items = try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"),
      TabItem(id: "settings", title: "Settings", symbol: "gear", placement: .sidebarOnly),
      TabItem(id: "radio", title: "Radio", symbol: "radio"),
      TabItem(id: "library", title: "Library", symbol: "books.vertical"),
    ])
    let declared = try DeclaredTabs(items: items, hiddenByDefault: [.tabBar: ["radio"]])
    let presented = TabBarArrangement(declared: declared).presentedItems
    let tabs = SystemTabList(
      declared: items, presented: presented,
      form: SystemTabForm(place: .systemTab, hasTabs: true, hasDisabledTabs: false))
    let sidebarOnly = Set(tabs.entries.filter { $0.placement == .sidebarOnly }.map(\.id))
    #expect(sidebarOnly == ["settings", "radio"])
    let pages = SystemTabList(
      declared: items, presented: presented,
      form: SystemTabForm(place: .systemTabItem, hasTabs: false, hasDisabledTabs: false))
    #expect(pages.entries.allSatisfy { $0.placement == .automatic })
    #expect(Array(pages.entries.map(\.id).prefix(2)) == ["home", "library"], "the bar's tabs first")
    #expect(Set(pages.entries.map(\.id).suffix(2)) == ["settings", "radio"], "for the system's More")
  }

  @Test("Who shows the sidebar under the system's bar: never both")
  func sidebarUnderTheSystemBar() {
    for platform in TabBarPlatform.allCases {
      for offers in [false, true] {
        for adaptable in [false, true] {
          let choice = SystemBarSidebar(
            platform: platform, offersSidebar: offers, hasAdaptableSidebar: adaptable)
          if !offers { #expect(choice == .none, "\(platform)") }
          switch platform {
          case .iPad: #expect(choice == (offers && adaptable ? .system : .none))
          case .mac: if offers { #expect(choice == (adaptable ? .system : .drawn)) }
          case .iPhone, .watch, .tv, .vision: #expect(choice == .none)
          }
          #expect(choice.usesSystemTabView == (choice != .drawn))
        }
      }
    }
  }

  private static let seed = SeededGenerator.baseSeed &+ 31
}

extension SystemTabListTests {
  @Test(
    "A container offers the system's sidebar from what the app asked, not the person's current choice; the Mac unless the bar is fixed"
  )
  func sidebarFromContext() {
    func choice(_ platform: TabBarPlatform, _ preferences: TabBarAdaptationPreferences, adaptable: Bool)
      -> SystemBarSidebar
    {
      SystemBarSidebar(
        context: TabBarContext(
          platform: platform, sizeClass: .regular, containerWidth: 1000, preferences: preferences),
        isAdaptable: adaptable, hasAdaptableSidebar: true)
    }
    let plain = TabBarAdaptationPreferences()
    #expect(choice(.mac, plain, adaptable: false) == .system)
    #expect(choice(.mac, TabBarAdaptationPreferences(fixedPlacement: .tabBar), adaptable: true) == .none)
    // The person chose the bar in an adaptable container: the style stays the sidebar's.
    #expect(choice(.iPad, TabBarAdaptationPreferences(prefersSidebar: false), adaptable: true) == .system)
    #expect(choice(.iPad, TabBarAdaptationPreferences(prefersSidebar: true), adaptable: false) == .system)
    #expect(choice(.iPad, plain, adaptable: false) == .none)
    #expect(choice(.iPhone, TabBarAdaptationPreferences(prefersSidebar: true), adaptable: true) == .none)
  }
}
