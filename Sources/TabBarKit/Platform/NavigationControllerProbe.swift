#if canImport(SwiftUI)
  import SwiftUI
  #if os(iOS)
    import UIKit
  #endif

  /// What a `NavigationStack`'s platform controller knows and SwiftUI does not say, where there
  /// is one (iOS, whose `NavigationStack` is a `UINavigationController`): screens pushed outside
  /// the path (`NavigationLink(destination:)`), the progress of a back swipe, and where in the
  /// stack a view's screen sits. Elsewhere the probe is an empty view and reports nothing: the
  /// path alone tells the depth, and pops come at once.
  ///
  /// Put it in the background of a view inside the stack; it reports through its closures, each
  /// optional.
  @MainActor
  struct NavigationControllerProbe {
    /// The link to the stack's controller, for popping screens the path does not hold.
    var link: NavigationStackLink?
    /// The stack's depth (screens above the root) after each push or pop the probe's screen
    /// takes part in, once the transition is committed.
    var reportStackDepth: (@MainActor (Int) -> Void)?
    /// How far a back swipe of the stack has gone, 0 to 1.
    var reportPopProgress: (@MainActor (Double) -> Void)?
    /// A back swipe ended as the finger lifted: `true` when it pops, `false` when cancelled.
    var reportPopEnded: (@MainActor (Bool) -> Void)?
    /// The position of the probe's own screen in the stack: 0 for the root.
    var reportScreenDepth: (@MainActor (Int) -> Void)?
  }

  /// A stack's platform controller, kept weakly, so a reselect can pop what the path does not
  /// hold.
  @MainActor
  final class NavigationStackLink {
    #if os(iOS)
      /// The controller under the stack, once a probe found it.
      weak var controller: UINavigationController?
    #endif

    /// The screens above the root as the controller holds them, pushes outside the path
    /// included; `nil` where there is no controller.
    var stackDepth: Int? {
      #if os(iOS)
        controller.map { max($0.viewControllers.count - 1, 0) }
      #else
        nil
      #endif
    }

    /// Pops the stack to its root through its controller when it holds more screens than the
    /// path knows of (`pathDepth`); returns whether it did. When it does, SwiftUI trims the path
    /// as it does for the back button.
    func popToRoot(pathDepth: Int) -> Bool {
      #if os(iOS)
        guard let controller, controller.viewControllers.count - 1 > pathDepth else { return false }
        controller.popToRootViewController(animated: true)
        return true
      #else
        return false
      #endif
    }
  }

  #if os(iOS)
    extension NavigationControllerProbe: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> NavigationProbeController {
        NavigationProbeController()
      }

      func updateUIViewController(_ controller: NavigationProbeController, context: Context) {
        controller.probe = self
      }

      static func dismantleUIViewController(_ controller: NavigationProbeController, coordinator: ()) {
        controller.detach()
      }
    }

    /// The probe's controller: a child of the screen's hosting controller, so it sees the
    /// screen's appearance transitions and finds the navigation controller above it.
    final class NavigationProbeController: UIViewController {
      var probe = NavigationControllerProbe()
      /// The controller whose back-swipe recognizer this probe follows.
      private weak var followed: UINavigationController?
      /// Whether the swipe in progress has a transition that will tell how it ends.
      private var swipeHasTransition = false
      /// Where the finger was as the back swipe began, in the stack's view.
      private var swipeStart: CGFloat = 0

      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        attach()
        reportScreenDepth()
        reportStackDepthAfterTransition()
      }

      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        reportStackDepthAfterTransition()
      }

      override func willMove(toParent parent: UIViewController?) {
        if parent == nil { detach() }
        super.willMove(toParent: parent)
      }

      /// Stops following the back swipe.
      func detach() {
        for gesture in Self.popGestures(of: followed) {
          gesture.removeTarget(self, action: #selector(popGestureChanged))
        }
        followed = nil
      }

      /// Links the stack's controller and follows its back swipe, once.
      private func attach() {
        guard let controller = navigationController else { return }
        probe.link?.controller = controller
        guard probe.reportPopProgress != nil, followed !== controller else { return }
        detach()
        for gesture in Self.popGestures(of: controller) {
          gesture.addTarget(self, action: #selector(popGestureChanged))
        }
        followed = controller
      }

      /// The gestures that pop `controller` interactively: the swipe from the leading edge and,
      /// from iOS 26, the one across the whole content (`interactiveContentPopGestureRecognizer`,
      /// asked for by name, since SDKs before iOS 26 do not declare it).
      private static func popGestures(of controller: UINavigationController?) -> [UIGestureRecognizer] {
        guard let controller else { return [] }
        let contentPop = NSSelectorFromString(contentPopGestureName)
        let content =
          controller.responds(to: contentPop)
          ? controller.value(forKey: contentPopGestureName) as? UIGestureRecognizer : nil
        return [controller.interactivePopGestureRecognizer, content].compactMap { $0 }
      }

      /// iOS 26's full-width back swipe, by name.
      private static let contentPopGestureName = "interactiveContentPopGestureRecognizer"

      /// Where the probe's screen sits: the index of its ancestor that the stack holds, told on
      /// the next turn of the main queue (appearance callbacks run inside SwiftUI's update).
      private func reportScreenDepth() {
        guard let report = probe.reportScreenDepth, let controller = navigationController else { return }
        var screen: UIViewController = self
        while let parent = screen.parent, parent !== controller { screen = parent }
        guard let index = controller.viewControllers.firstIndex(of: screen) else { return }
        Task { @MainActor in report(index) }
      }

      /// The stack's depth, now, or when an interactive transition finishes (a cancelled back
      /// swipe leaves it as it was).
      private func reportStackDepthAfterTransition() {
        guard probe.reportStackDepth != nil else { return }
        guard let coordinator = transitionCoordinator, coordinator.isInteractive else {
          reportStackDepth()
          return
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
          // UIKit calls this on the main thread; `MainActor.assumeIsolated` would need iOS 17.
          Task { @MainActor in self?.reportStackDepth() }
        }
      }

      /// Tells the stack's depth on the next turn of the main queue (appearance callbacks and
      /// transition completions run inside SwiftUI's or UIKit's updates).
      private func reportStackDepth() {
        guard let report = probe.reportStackDepth, let controller = followed ?? navigationController else {
          return
        }
        let depth = max(controller.viewControllers.count - 1, 0)
        Task { @MainActor in report(depth) }
      }

      /// The back swipe moved: its progress across the stack's width, in the reading direction.
      /// As it begins, the transition is asked to tell how it ends (popped or cancelled) the
      /// moment the finger lifts, so the bar settles with UIKit's own finishing animation, and
      /// the stack's depth once it has finished, whatever screen it started from. A swipe that
      /// ends with no transition to ask (one that never started) ends cancelled.
      @objc private func popGestureChanged(_ recognizer: UIGestureRecognizer) {
        guard let controller = followed, let view = controller.view, view.bounds.width > 0 else { return }
        switch recognizer.state {
        case .began:
          swipeHasTransition = observeTransition(of: controller)
          swipeStart = recognizer.location(in: view).x
          fallthrough
        case .changed:
          let direction: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
          probe.reportPopProgress?(
            Double(direction * translation(of: recognizer, in: view) / view.bounds.width))
        default:
          if !swipeHasTransition { probe.reportPopEnded?(false) }
          swipeHasTransition = false
        }
      }

      /// How far the back swipe has moved across `view`: a pan's translation, or for a gesture
      /// of another kind (iOS 26's content swipe is declared only as a gesture recognizer) the
      /// finger's distance from where it began.
      private func translation(of recognizer: UIGestureRecognizer, in view: UIView) -> CGFloat {
        if let pan = recognizer as? UIPanGestureRecognizer { return pan.translation(in: view).x }
        return recognizer.location(in: view).x - swipeStart
      }

      /// Asks `controller`'s transition, if there is one, to tell how the swipe ends and the
      /// stack's depth once it is over; whether there was one.
      private func observeTransition(of controller: UINavigationController) -> Bool {
        guard let coordinator = controller.transitionCoordinator else { return false }
        coordinator.notifyWhenInteractionChanges { [weak self] context in
          let committed = !context.isCancelled
          Task { @MainActor in self?.probe.reportPopEnded?(committed) }
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
          Task { @MainActor in self?.reportStackDepth() }
        }
        return true
      }
    }
  #else
    extension NavigationControllerProbe: View {
      var body: some View { EmptyView() }
    }
  #endif
#endif
