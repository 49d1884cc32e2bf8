#if canImport(SwiftUI) && os(macOS)
  import AppKit
  import SwiftUI
  import TabBarCore

  /// The tabs' content on a Mac, each tab in a hosting controller of its own under a tab view
  /// controller that shows no tabs (the core's ``TabContentHosting/tabControllers``), as
  /// SwiftUI's own `TabView` hosts them: only the selected tab's view is in the window (it alone
  /// gets `onAppear`, runs its `.task`s and answers its keyboard shortcuts), the others keep
  /// their state while away, and the window's title is the selected tab's: its controller alone
  /// bridges it (`sceneBridgingOptions`, macOS 14), from before it enters the window. The
  /// toolbar is not bridged: a second hosting controller owning the window's toolbar took it
  /// from the app's root one, so items the app puts in the toolbar outside the container
  /// vanished or flickered on each switch. The window's toolbar is the app's: a `.toolbar` on or
  /// outside the ``TabBarContainer`` (which can read the selection) shows there; one inside a
  /// tab does not.
  ///
  /// A hosting controller starts a view graph of its own, so each tab's content gets the
  /// container's environment whole (`environment(\.self, …)`): the app's environment values and
  /// objects reach it as they would in the container. What a tab tells the container (hide
  /// requests, depths, scroll offsets, reselections) goes through the tab context's closures,
  /// which cross graphs; no preference is read across.
  ///
  /// Which tabs have a controller and which is shown is the core's ``TabControllerPlan``: a
  /// tab's controller is made when the core mounts it and kept while it stays mounted; content
  /// switches at once, with no cross-fade.
  @available(macOS 14.0, *)
  @MainActor
  struct TabControllerContent<Value: Hashable>: NSViewControllerRepresentable {
    /// A tab's hosting controller.
    typealias Page = NSHostingController<AnyView>

    let scene: ContainerSnapshot<Value>
    /// How far the tabs' content stays clear of the drawn bar.
    let contentInset: CGFloat

    func makeNSViewController(context: Context) -> NSTabViewController {
      let controller = NSTabViewController()
      controller.tabStyle = .unspecified
      controller.tabView.tabViewType = .noTabsNoBorder
      controller.transitionOptions = []
      // The window's title is the hosted tab's navigation title, which its controller bridges.
      controller.canPropagateSelectedChildViewControllerTitle = false
      return controller
    }

    func makeCoordinator() -> TabPagesRooting { TabPagesRooting() }

    func updateNSViewController(_ controller: NSTabViewController, context: Context) {
      let plan = TabControllerPlan(
        state: scene.state, hosting: controller.tabViewItems.compactMap(Self.tabID))
      for id in plan.added { addPage(id, to: controller) }
      let roots = context.coordinator.roots(
        for: plan, in: scene, contentInset: contentInset, transaction: context.transaction,
        environment: context.environment)
      for (id, root) in roots { page(id, in: controller)?.rootView = root }
      select(plan.shown, in: controller)
      // The selected item last: removing it first would bring a neighbour into the window.
      let removed = controller.tabViewItems.filter { Self.tabID(of: $0).map(plan.removed.contains) == true }
      let selected = controller.tabView.selectedTabViewItem
      for item in removed.filter({ $0 !== selected }) + removed.filter({ $0 === selected }) {
        controller.removeTabViewItem(item)
      }
    }

    /// Shows tab `id`'s page, which alone bridges its title to the window, from before it enters
    /// the window.
    private func select(_ id: String?, in controller: NSTabViewController) {
      let items = controller.tabViewItems
      guard let selected = items.firstIndex(where: { Self.tabID(of: $0) == id }) else { return }
      for (index, item) in items.enumerated() {
        guard let hosting = item.viewController as? Page else { continue }
        let bridging: NSHostingSceneBridgingOptions = index == selected ? .title : []
        if hosting.sceneBridgingOptions != bridging { hosting.sceneBridgingOptions = bridging }
      }
      if selected != controller.selectedTabViewItemIndex {
        controller.selectedTabViewItemIndex = selected
      }
    }

    /// Takes all the room it is offered, as the content it replaces does.
    func sizeThatFits(
      _ proposal: ProposedViewSize, nsViewController: NSTabViewController, context: Context
    ) -> CGSize? {
      proposal.replacingUnspecifiedDimensions()
    }

    /// Tab `id`'s hosting controller in `controller`, if it has one.
    private func page(_ id: String, in controller: NSTabViewController) -> Page? {
      controller.tabViewItems.first { Self.tabID(of: $0) == id }?.viewController as? Page
    }

    /// Adds a hosting controller for tab `id` to `controller`, out of the window until selected.
    private func addPage(_ id: String, to controller: NSTabViewController) {
      let hosting = Page(rootView: AnyView(EmptyView()))
      hosting.sizingOptions = []
      let item = NSTabViewItem(viewController: hosting)
      item.identifier = id
      controller.addTabViewItem(item)
    }

    /// The tab id an item was made for.
    private static func tabID(of item: NSTabViewItem) -> String? {
      item.identifier as? String
    }
  }
#endif
