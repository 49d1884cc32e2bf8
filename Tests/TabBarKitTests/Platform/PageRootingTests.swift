#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import SwiftUI
  import TabBarKit
  import Testing

  extension WindowSuites {
    /// What an update the container makes by itself costs the other tabs, with 5 and 20 tabs: a
    /// tab's own hide request (its model, not the app's body, changes) gives a new root to the
    /// tab in the window alone, so a tab content that reads the whole environment, as every
    /// view reading the tab's context does, is not evaluated in the tabs out of the window.
    @MainActor
    @Suite(
      "A container's own update touches the tab in the window alone",
      .enabled("tabs leave the window (macOS 14 and later on a Mac)") { await WindowHost.tabsLeaveWindow })
    struct PageRootingTests {
      @Test("Hiding the bar from inside a tab evaluates no other tab", arguments: [5, 20])
      func hidingFromInside(tabCount: Int) async {
        let model = RootingModel()
        let host = WindowHost(RootingContainer(model: model, tabCount: tabCount), size: BarPicture.screenSize)
        defer { host.close() }
        for tab in Array(1..<tabCount) + [0] {
          model.selection = tab
          let reached = await host.settle { model.appeared == tab }
          #expect(reached, "tab \(tab) of \(tabCount) came into the window")
        }
        let before = model.evaluations
        model.hidesBar = true
        await host.settle()
        let others = (1..<tabCount).map { model.evaluations[$0, default: 0] - before[$0, default: 0] }
        print("[TabBarKitTests] evaluations of the \(tabCount - 1) tabs out of the window: \(others)")
        #expect(others.allSatisfy { $0 == 0 }, "tabs out of the window stay untouched: \(others)")
      }
    }
  }

  /// What the tabs of ``RootingContainer`` read and tell: the selection (the app's), and, read by
  /// the first tab alone, whether it hides the bar.
  @MainActor final class RootingModel: ObservableObject {
    @Published var selection = 0
    /// Read by the first tab's content only, so changing it does not run the container's body.
    let hider = HiderModel()
    var hidesBar: Bool {
      get { hider.hides }
      set { hider.hides = newValue }
    }
    private(set) var evaluations: [Int: Int] = [:]
    private(set) var appeared: Int?

    func evaluated(_ tab: Int) { evaluations[tab, default: 0] += 1 }
    func didAppear(_ tab: Int) { appeared = tab }
  }

  /// Whether the first tab hides the bar.
  @MainActor final class HiderModel: ObservableObject {
    @Published var hides = false
  }

  /// `tabCount` tabs whose contents read the whole environment; the first hides the bar as its
  /// own model says.
  @MainActor struct RootingContainer: View {
    @ObservedObject var model: RootingModel
    let tabCount: Int

    var body: some View {
      TabBarContainer(selection: $model.selection) {
        TabBarForEach(0..<tabCount) { tab in
          TabBarTab("Tab \(tab)", systemImage: "circle", value: tab) {
            RootingTab(tab: tab, model: model, hider: model.hider)
          }
        }
      }
      .tabBarStyle(.indicator)
    }
  }

  /// A tab's content that counts its evaluations, each time anything in its environment changes.
  @MainActor struct RootingTab: View {
    let tab: Int
    let model: RootingModel
    @ObservedObject var hider: HiderModel
    @Environment(\.self) private var environment

    var body: some View {
      model.evaluated(tab)
      return Color.clear
        .tabBarHidden(tab == 0 && hider.hides)
        .onAppear { model.didAppear(tab) }
    }
  }
#endif
