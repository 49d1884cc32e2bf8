#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The new root views of a container's tab controllers (``TabContentHosting/tabControllers``)
  /// in one update: for the pages the core's ``TabPageRoots`` names alone, so an update the
  /// container makes by itself (a scroll sample, a hide request, a swipe) touches the view graph
  /// of the tab in the window and no other. Kept by the view that hosts the controllers, from
  /// update to update.
  @MainActor
  final class TabPagesRooting {
    private var roots = TabPageRoots()
    /// The declarations the pages were last rooted with, kept so its identity stays unique.
    private var version: TabDeclarationsVersion?

    /// The root of each page `plan` leaves hosted that this update re-roots, by tab id.
    ///
    /// The page in the window moves its inset clear of the bar in this update's transaction:
    /// with the keyboard's animation when the keyboard moved it, with the bar's spring when the
    /// bar moved it (every bar move is sent inside `withAnimation` on it), at once when the
    /// update has no animation (a rotation) or animations are off; a page coming into the window
    /// takes its inset at once.
    func roots<Value: Hashable>(
      for plan: TabControllerPlan, in scene: ContainerSnapshot<Value>, contentInset: CGFloat,
      transaction: Transaction, environment: EnvironmentValues
    ) -> [(id: String, root: AnyView)] {
      let update = roots.update(
        applying: plan, to: scene.state, declarationsChanged: version !== scene.declarations.version,
        readsScrollOffsets: scene.reportScrollOffset != nil)
      version = scene.declarations.version
      let moving = transaction.disablesAnimations ? nil : transaction.animation
      return update.rooted.map { id in
        let animation = id == plan.shown && update.animatesShownInset ? moving : nil
        return (
          id,
          TabPage.hosted(
            id, in: scene, contentInset: contentInset, insetAnimation: animation, environment: environment)
        )
      }
    }
  }
#endif
