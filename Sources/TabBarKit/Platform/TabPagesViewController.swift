#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
  import SwiftUI
  import UIKit

  /// A container view controller with a hosting controller per tab that shows one tab's view at
  /// a time and no bar of its own, as a tab bar controller shows its selected tab: the shown
  /// tab's view alone is in the window and gets the appearance calls, and a UIKit parent that
  /// asks whose status bar, home indicator and screen edges count is told the shown tab's.
  ///
  /// The others keep their view controllers, so their SwiftUI state, while out of the window.
  /// ``TabControllerContent`` says which pages there are and which is shown
  /// (``TabControllerPlan``).
  @MainActor
  final class TabPagesViewController: UIViewController {
    /// A tab's hosting controller.
    typealias Page = UIHostingController<HostedTabPage>

    /// Where this controller's view is, as its appearance calls tell.
    private enum Phase {
      case outOfWindow, appearing, inWindow, disappearing
    }

    private var pages: [String: Page] = [:]
    /// The tab whose page is in the window.
    private(set) var shownID: String?
    private var phase = Phase.outOfWindow
    /// The page whose appearance or disappearance this controller began and has not ended: it
    /// ends with this controller's own.
    private var pending: Page?

    /// The safe area SwiftUI gives this controller's view, which may exceed the window's (an
    /// app's `.safeAreaInset` around the container): each page's additional safe area is the
    /// difference, so its content stays clear of what SwiftUI put there.
    var containerSafeArea = UIEdgeInsets.zero {
      didSet {
        if containerSafeArea != oldValue { updatePagesSafeArea() }
      }
    }

    /// The tabs with a page.
    var pageIDs: [String] { Array(pages.keys) }

    /// Tab `id`'s page, if it has one.
    func page(_ id: String) -> Page? { pages[id] }

    /// The shown tab's page.
    private var shown: Page? { shownID.flatMap { pages[$0] } }

    // Only the shown page hears of appearances, as only it is in the window.
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func loadView() {
      view = UIView()
      view.backgroundColor = .clear
    }

    /// Adds a page for tab `id`, out of the window until shown.
    @discardableResult
    func addPage(_ id: String) -> Page {
      if let page = pages[id] { return page }
      let page = Page(rootView: HostedTabPage(model: HostedTabPage.Model()))
      page.additionalSafeAreaInsets = safeAreaBeyondWindow
      addChild(page)
      page.didMove(toParent: self)
      pages[id] = page
      return page
    }

    /// Puts tab `id`'s page in the window in place of the shown one; `nil`, or a tab without a
    /// page, shows none. In the window (or entering it) the two pages are told, each call
    /// balanced: a page already appearing with this controller finishes appearing first, and one
    /// already disappearing with it finishes that alone.
    func show(_ id: String?) {
      let target = id.flatMap { pages[$0] } == nil ? nil : id
      guard target != shownID else { return }
      let previous = shown
      let next = target.flatMap { pages[$0] }
      let tells = phase == .inWindow || phase == .appearing
      if pending === previous { endPending() }
      if tells {
        previous?.beginAppearanceTransition(false, animated: false)
        next?.beginAppearanceTransition(true, animated: false)
      }
      previous?.view.removeFromSuperview()
      if let next {
        next.view.frame = view.bounds
        next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(next.view)
      }
      shownID = target
      if tells {
        previous?.endAppearanceTransition()
        if phase == .appearing { pending = next } else { next?.endAppearanceTransition() }
      }
      systemAppearanceChanged()
      if tells, previous != nil { Self.tellVoiceOverLayoutChanged() }
    }

    /// Releases tab `id`'s page, first taking it out of the window if it is shown.
    func removePage(_ id: String) {
      if shownID == id { show(nil) }
      guard let page = pages.removeValue(forKey: id) else { return }
      page.willMove(toParent: nil)
      page.view.removeFromSuperview()
      page.removeFromParent()
    }

    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      updatePagesSafeArea()
    }

    /// How far ``containerSafeArea`` goes beyond the window's safe area, edge by edge (never
    /// less than nothing, nor a value that is not a number).
    private var safeAreaBeyondWindow: UIEdgeInsets {
      let window = view.safeAreaInsets
      func beyond(_ container: CGFloat, _ window: CGFloat) -> CGFloat {
        let difference = container - window
        return difference.isFinite && difference > 0 ? difference : 0
      }
      return UIEdgeInsets(
        top: beyond(containerSafeArea.top, window.top), left: beyond(containerSafeArea.left, window.left),
        bottom: beyond(containerSafeArea.bottom, window.bottom),
        right: beyond(containerSafeArea.right, window.right))
    }

    /// Gives every page the safe area beyond the window's.
    private func updatePagesSafeArea() {
      let beyond = safeAreaBeyondWindow
      for page in pages.values where page.additionalSafeAreaInsets != beyond {
        page.additionalSafeAreaInsets = beyond
      }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      phase = .appearing
      begin(appearing: true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      phase = .inWindow
      endPending()
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      phase = .disappearing
      begin(appearing: false, animated: animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      phase = .outOfWindow
      endPending()
    }

    /// Begins the shown page's appearance or disappearance with this controller's own.
    private func begin(appearing: Bool, animated: Bool) {
      endPending()
      shown?.beginAppearanceTransition(appearing, animated: animated)
      pending = shown
    }

    /// Ends the appearance or disappearance begun with this controller's own, if any.
    private func endPending() {
      pending?.endAppearanceTransition()
      pending = nil
    }

    #if os(iOS)
      override var childForStatusBarStyle: UIViewController? { shown }
      override var childForStatusBarHidden: UIViewController? { shown }
      override var childForHomeIndicatorAutoHidden: UIViewController? { shown }
      override var childForScreenEdgesDeferringSystemGestures: UIViewController? { shown }
    #endif

    /// Tells VoiceOver the screen's content changed under it, so focus left in the page that
    /// went out of the window moves to what is there now.
    private static func tellVoiceOverLayoutChanged() {
      guard UIAccessibility.isVoiceOverRunning else { return }
      UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// Asks the system to read the status bar, home indicator and screen edges from the newly
    /// shown page.
    private func systemAppearanceChanged() {
      #if os(iOS)
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
      #endif
    }
  }
#endif
