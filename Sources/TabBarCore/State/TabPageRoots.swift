/// Which tabs' hosting controllers get a new root view in an update
/// (``TabContentHosting/tabControllers``), and what each root was last made from.
///
/// Each tab's controller runs a view graph of its own, so a new root makes SwiftUI compare the
/// tab's whole environment again. A root is made from the app's declarations and environment
/// (new declarations come with a new body of the app; the environment reaches the page in the
/// window with every update, the others as they are re-rooted), and from a few things of the
/// core's: the tab's mount generation, its latest reselect request, and whether its scroll
/// offsets are read. An update the container makes by itself (a scroll sample while the bar
/// minimizes, a hide request, a swipe's progress, the More list opening) therefore re-roots the
/// tab in the window alone, whatever the number of tabs; a tab out of the window is re-rooted
/// when its own inputs change, when the app's declarations are new, and as it comes into the
/// window, so it is current whenever it is seen.
///
/// ```swift
/// var roots = TabPageRoots()
/// let plan = TabControllerPlan(state: state, hosting: [])
/// roots.update(applying: plan, to: state, declarationsChanged: true, readsScrollOffsets: false).rooted
/// // every hosted tab: the first roots
/// let scrolled = TabControllerPlan(state: state, hosting: plan.hosted)
/// roots.update(applying: scrolled, to: state, declarationsChanged: false, readsScrollOffsets: false).rooted
/// // [state.selectedID]: the tab in the window alone
/// ```
package struct TabPageRoots: Sendable, Equatable {
  /// What of the core's a tab's root is made from.
  struct Inputs: Sendable, Equatable {
    /// The content's identity (``TabBarState/mountGeneration(of:)``).
    let mountGeneration: Int?
    /// The tab's latest reselect request, which its navigation stack or scroll view follows.
    let reselect: TabReselectRequest?
    /// The tab's latest request to activate its search field.
    let searchActivation: Int?
    /// Whether the tab reports its scroll offsets (the bar minimizes on scroll).
    let readsScrollOffsets: Bool
  }

  /// The pages one update roots, and how the page in the window takes its inset.
  package struct Update: Sendable, Equatable {
    /// The tabs whose controllers get a new root, in the plan's ``TabControllerPlan/hosted`` order.
    package let rooted: [String]
    /// Whether the shown page was already in the window at the last update, so a change of its
    /// inset clear of the bar animates; a page coming into the window takes its inset at once.
    package let animatesShownInset: Bool
  }

  /// What each hosted tab's root was last made from.
  private var inputs: [String: Inputs] = [:]
  /// The tab whose page was in the window at the last update.
  private var shownID: String?

  /// Roots that no page has yet.
  package init() {}

  /// Records an update that applies `plan` to `state` and says which pages it roots: every
  /// hosted one when `declarationsChanged` (the app's body ran again, so any tab's content may
  /// differ); otherwise the shown one, and each other whose inputs changed (a page the plan
  /// adds has none yet).
  ///
  /// - Parameters:
  ///   - plan: The controllers' plan for this update.
  ///   - state: The state `plan` was made for.
  ///   - declarationsChanged: Whether the app's declarations are not the ones of the last update.
  ///   - readsScrollOffsets: Whether the tabs report their scroll offsets now.
  package mutating func update(
    applying plan: TabControllerPlan, to state: TabBarState, declarationsChanged: Bool,
    readsScrollOffsets: Bool
  ) -> Update {
    let current = Dictionary(
      plan.hosted.map { id in
        (
          id,
          Inputs(
            mountGeneration: state.mountGeneration(of: id), reselect: state.reselectRequest(for: id),
            searchActivation: state.searchActivationRequest(for: id), readsScrollOffsets: readsScrollOffsets)
        )
      },
      uniquingKeysWith: { first, _ in first })
    let rooted = plan.hosted.filter { id in
      declarationsChanged || id == plan.shown || inputs[id] != current[id]
    }
    let animates = plan.shown != nil && plan.shown == shownID
    inputs = current
    shownID = plan.shown
    return Update(rooted: rooted, animatesShownInset: animates)
  }
}
