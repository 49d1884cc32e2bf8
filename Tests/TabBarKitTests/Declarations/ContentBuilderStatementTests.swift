#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit

  /// Tab lists written as apps write them, with statements that are not tabs: a declaration
  /// first in a container's content, a declaration at the top of a `TabBarForEach` closure inside
  /// a section, `#if … #else … #endif` among the tabs and a postfix `#if` in a tab's modifier
  /// chain (SE-0308). `tabbar-migrate` keeps all four as they were written, so the builder must
  /// accept them; the SDK type-check compiles this file.
  enum BuilderStatementFixtures {
    enum Tab: Hashable {
      case inbox
      case filter(Int)
      case settings, debug, about
    }

    struct Filter: Identifiable {
      var id: Int
      var name: String
    }

    static let filters = [Filter(id: 1, name: "Flagged"), Filter(id: 2, name: "Unread")]

    @MainActor
    static func tabs(unread: Int) -> TabBarGroup<Tab> {
      TabBarGroup {
        let badge: String? = {
          guard unread > 0 else { return nil }
          return unread > 99 ? "99+" : String(unread)
        }()
        TabBarTab("Inbox", systemImage: "tray", value: Tab.inbox) { Text("Inbox") }
          .tabBarBadge(badge)
          #if os(iOS)
            .accessibilityIdentifier("tab.inbox")
          #endif
        TabBarSection("Filters") {
          TabBarForEach(filters) { filter in
            let tab = Tab.filter(filter.id)
            TabBarTab(filter.name, systemImage: "line.3.horizontal.decrease", value: tab) {
              Text(filter.name)
            }
          }
        }
        #if DEBUG
          TabBarTab("Debug", systemImage: "ladybug", value: Tab.debug) { Text("Debug") }
        #else
          TabBarTab("About", systemImage: "info.circle", value: Tab.about) { Text("About") }
        #endif
        #if os(macOS)
          TabBarTab("Settings", systemImage: "gear", value: Tab.settings) { Text("Settings") }
        #endif
      }
    }
  }
#endif

#if canImport(SwiftUI) && canImport(Testing)
  import Testing

  @MainActor @Suite("The tab builder accepts declarations and #if among tabs")
  struct ContentBuilderStatementTests {
    typealias Tab = BuilderStatementFixtures.Tab

    @Test("declarations declare no tab; the active #if branches' tabs come in order")
    func statementsKeepTheTabsInOrder() {
      let values = BuilderStatementFixtures.tabs(unread: 3).tabBarTabs.map(\.value)
      var expected: [Tab] = [.inbox, .filter(1), .filter(2)]
      #if DEBUG
        expected.append(.debug)
      #else
        expected.append(.about)
      #endif
      #if os(macOS)
        expected.append(.settings)
      #endif
      #expect(values == expected)
    }
  }
#endif
