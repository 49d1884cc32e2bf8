#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
  import SwiftUI
  import TabBarCore
  import UIKit

  /// The tabs' content under a drawn bar or beside a sidebar on iPhone, iPad, Mac Catalyst and
  /// Apple Vision Pro (the core's ``TabContentHosting/tabControllers``): each tab in a hosting
  /// controller of its own under a container that shows no bar (``TabPagesViewController``), as
  /// a tab bar controller hosts its tabs. Only the selected tab's view is in the window (it alone
  /// gets `onAppear`, runs its `.task`s and answers the status-bar tap), the
  /// others keep their state while away, and any number of tabs fits: there is no tab bar
  /// controller to move tabs into a More list of its own, and no system bar to hide (iPadOS 18's
  /// floating one included).
  ///
  /// It fills the container, safe areas and keyboard included, so each tab's hosting controller
  /// reads them from the window, as a tab bar controller's tabs do: its navigation bar reaches
  /// under the status bar and it alone moves its content clear of the keyboard. Where SwiftUI
  /// gives the container more (an app's `.safeAreaInset` around it), the tabs are told the
  /// difference (``TabPagesViewController/setSafeArea(_:measuredAt:)``). An update gives new
  /// roots to the pages ``TabPagesRooting`` names alone, and the page in the window moves its
  /// inset clear of the bar in the update's own transaction, the keyboard's included.
  /// The swipe between tabs is a SwiftUI gesture on this view, which touches in a tab reach
  /// through UIKit's gesture recognizers on the window's hosting view (unverified off a device).
  ///
  /// A hosting controller starts a view graph of its own, so each tab's content gets the
  /// container's environment whole (`environment(\.self, …)`). What a tab tells the container
  /// goes through the tab context's closures, which cross graphs; no preference is read across.
  @MainActor
  struct TabControllerContent<Value: Hashable>: UIViewControllerRepresentable {
    let scene: ContainerSnapshot<Value>
    /// How far the tabs' content stays clear of the drawn bar.
    let contentInset: CGFloat
    /// The container as SwiftUI measured it without the keyboard, once it has: its safe area
    /// and its size.
    let measured: ContainerGeometry?
    /// Told of the controller, so the swipe between tabs can ask the content under the finger.
    let dragProbe: TabContentDragProbe

    func makeUIViewController(context: Context) -> TabPagesViewController {
      let controller = TabPagesViewController()
      dragProbe.pages = controller
      return controller
    }

    func makeCoordinator() -> TabPagesRooting { TabPagesRooting() }

    func updateUIViewController(_ controller: TabPagesViewController, context: Context) {
      let plan = TabControllerPlan(state: scene.state, hosting: controller.pageIDs)
      for id in plan.added { controller.addPage(id) }
      let roots = context.coordinator.roots(
        for: plan, in: scene, contentInset: contentInset, transaction: context.transaction,
        environment: context.environment)
      for (id, root) in roots { controller.page(id)?.rootView = root }
      if let measured {
        controller.setSafeArea(
          UIEdgeInsets(measured.insets, in: context.environment.layoutDirection),
          measuredAt: measured.containerSize)
      }
      controller.show(plan.shown)
      for id in plan.removed { controller.removePage(id) }
    }

    /// Takes all the room it is offered, as the content it replaces does.
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: TabPagesViewController, context: Context
    ) -> CGSize? {
      proposal.replacingUnspecifiedDimensions()
    }
  }

  extension UIEdgeInsets {
    /// `insets` on the screen's edges, its leading edge the right one in right-to-left layout.
    init(_ insets: EdgeInsets, in direction: LayoutDirection) {
      let rightToLeft = direction == .rightToLeft
      self.init(
        top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
        right: rightToLeft ? insets.leading : insets.trailing)
    }
  }
#endif
