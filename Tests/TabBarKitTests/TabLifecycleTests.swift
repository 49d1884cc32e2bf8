#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import SwiftUI
  import TabBarKit
  import Testing

  /// What a tab's content sees as the selection moves, in a real window: only the selected tab
  /// is in the window, switching tells the two tabs involved and no other, and a tab keeps its
  /// state while away (as a tab bar controller keeps its tabs). Up to five tabs, six (nested
  /// tab views on iPhone and iPad), and twenty-three (three levels).
  @MainActor @Suite("Only the selected tab is in the window", .serialized)
  struct TabLifecycleTests {
    @Test("Switching tells the two tabs involved and no other; a tab keeps its state", arguments: [4, 6, 23])
    func switching(tabCount: Int) async {
      let log = LifecycleLog()
      let host = WindowHost(
        LifecycleContainer(log: log, tabCount: tabCount), size: CGSize(width: 390, height: 844))
      defer { host.close() }
      await host.settle()
      #expect(log.shown == [0], "only the first tab appeared: \(log.events)")
      let firstIdentity = log.identities[0]
      var selected = 0
      for target in [tabCount - 1, 1, tabCount / 2, 0] where target != selected {
        let before = log.events.count
        log.selection = target
        await host.settle()
        let events = Array(log.events[before...])
        #expect(
          Set(events.map(\.kind)) == [.disappeared(selected), .appeared(target)] && events.count == 2,
          "\(selected) → \(target) of \(tabCount): \(events)")
        #expect(log.shown == [target], "only \(target) is shown: \(log.shown)")
        selected = target
      }
      #expect(log.identities[0] == firstIdentity, "the first tab kept its state while away")
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
    }

    @Published var selection = 0
    private(set) var events: [Event] = []
    private(set) var identities: [Int: UUID] = [:]
    /// The tabs whose content is in the window now.
    private(set) var shown: Set<Int> = []

    func appeared(_ tab: Int, identity: UUID) {
      events.append(Event(kind: .appeared(tab)))
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
