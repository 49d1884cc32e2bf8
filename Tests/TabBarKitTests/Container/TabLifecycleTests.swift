#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import SwiftUI
  import TabBarKit
  import Testing

  extension WindowSuites {
    /// What a tab's content sees as the selection moves, in a real window: only the selected tab
    /// is in the window, switching tells the two tabs involved and no other, and a tab keeps its
    /// state while away (as a tab bar controller keeps its tabs), with four tabs, six (more than a
    /// tab bar controller shows without its own More) and twenty-three.
    @MainActor
    @Suite(
      "Only the selected tab is in the window",
      .enabled("tabs leave the window (macOS 14 and later on a Mac)") { await WindowHost.tabsLeaveWindow })
    struct TabLifecycleTests {

      @Test(
        "Switching tells the two tabs involved and no other; a tab keeps its state", arguments: [4, 6, 23])
      func switching(tabCount: Int) async throws {
        let log = LifecycleLog()
        let host = WindowHost(
          LifecycleContainer(log: log, tabCount: tabCount), size: CGSize(width: 390, height: 844))
        defer { host.close() }
        let started = await host.settle { log.shown == [0] }
        #expect(started && log.shown == [0], "only the first tab appeared: \(log.events)")
        let firstIdentity = try #require(log.identities[0], "the first tab reported its state")
        var selected = 0
        for target in [tabCount - 1, 1, tabCount / 2, 0] where target != selected {
          let before = log.events.count
          log.selection = target
          await host.settle { log.shown == [target] }
          let events = Array(log.events[before...])
          #expect(
            Set(events.map(\.kind)) == [.disappeared(selected), .appeared(target)] && events.count == 2,
            "\(selected) → \(target) of \(tabCount): \(events)")
          #expect(log.shown == [target], "only \(target) is shown: \(log.shown)")
          selected = target
        }
        #expect(log.identities[0] == firstIdentity, "the first tab kept its state while away")
      }

      @Test("A selection set as the first tab appears leaves the new tab alone in the window")
      func switchWhileAppearing() async {
        let log = LifecycleLog()
        log.redirect = (from: 0, to: 2)
        let host = WindowHost(
          LifecycleContainer(log: log, tabCount: 6), size: CGSize(width: 390, height: 844))
        defer { host.close() }
        let settled = await host.settle { log.shown == [2] }
        #expect(settled && log.shown == [2], "only the tab chosen on appearing is shown: \(log.events)")
        #expect(log.events.allSatisfy { [0, 2].contains($0.tab) }, "no other tab was told: \(log.events)")
      }
    }
  }

  /// What the tabs' contents told: appearances and disappearances in order, and each tab's
  /// state identity when it last appeared.
  @MainActor final class LifecycleLog: ObservableObject {
    /// One callback of one tab's content.
    struct Event: CustomStringConvertible {
      enum Kind: Hashable {
        case appeared(Int)
        case disappeared(Int)
      }
      let kind: Kind
      var description: String { "\(kind)" }
      /// The tab that told.
      var tab: Int {
        switch kind {
        case .appeared(let tab), .disappeared(let tab): tab
        }
      }
    }

    @Published var selection = 0
    /// A selection to make when a tab first appears, as an app restoring a tab in `onAppear`.
    var redirect: (from: Int, to: Int)?
    private(set) var events: [Event] = []
    private(set) var identities: [Int: UUID] = [:]
    /// The tabs whose content is in the window now.
    private(set) var shown: Set<Int> = []

    func appeared(_ tab: Int, identity: UUID) {
      events.append(Event(kind: .appeared(tab)))
      if let redirect, redirect.from == tab {
        self.redirect = nil
        selection = redirect.to
      }
      identities[tab] = identity
      shown.insert(tab)
    }

    func disappeared(_ tab: Int) {
      events.append(Event(kind: .disappeared(tab)))
      shown.remove(tab)
    }
  }

  /// A tab's content that reports its appearances with the identity of its state.
  @MainActor struct LifecycleTab: View {
    let tab: Int
    let log: LifecycleLog
    @State private var identity = UUID()

    var body: some View {
      Color.clear
        .onAppear { log.appeared(tab, identity: identity) }
        .onDisappear { log.disappeared(tab) }
    }
  }

  /// A container of `tabCount` reporting tabs under a drawn bar.
  @MainActor struct LifecycleContainer: View {
    @ObservedObject var log: LifecycleLog
    let tabCount: Int

    var body: some View {
      TabBarContainer(selection: $log.selection) {
        TabBarForEach(0..<tabCount) { tab in
          TabBarTab("Tab \(tab)", systemImage: "circle", value: tab) { LifecycleTab(tab: tab, log: log) }
        }
      }
      .tabBarStyle(.material)
    }
  }
#endif
