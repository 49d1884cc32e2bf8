#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
  import Accessibility
  import SwiftUI
  import UIKit

  /// A container view controller with a hosting controller per tab that shows one tab's view at
  /// a time and no bar of its own, as a tab bar controller shows its selected tab: the shown
  /// tab's view alone is in the window and gets the appearance calls, each begun and ended once.
  ///
  /// The others keep their view controllers, so their SwiftUI state, while out of the window.
  /// ``TabControllerContent`` says which pages there are and which is shown
  /// (``TabControllerPlan``).
  ///
  /// A UIKit parent that asks whose status bar, home indicator and screen edges count is told
  /// the shown tab's; whether SwiftUI's own hosting controller asks is unverified off a device.
  @MainActor
  package final class TabPagesViewController: UIViewController {
    /// A tab's hosting controller.
    package typealias Page = UIHostingController<AnyView>

    /// Where this controller's view is, as its appearance calls tell.
    private enum Phase {
      case outOfWindow, appearing, inWindow, disappearing
    }

    /// Makes a tab's page (a recording one in tests).
    private let makePage: @MainActor () -> Page
    private var pages: [String: Page] = [:]
    /// The tab whose page is in the window.
    package private(set) var shownID: String?
    private var phase = Phase.outOfWindow
    /// The page whose appearance or disappearance this controller began and has not ended: it
    /// ends with this controller's own.
    private var pending: Page?
    /// The safe area SwiftUI gives this controller's view and the size it was measured at; set
    /// through ``setSafeArea(_:measuredAt:)``.
    var swiftUISafeArea: (insets: UIEdgeInsets, size: CGSize)?

    /// A container whose pages `makePage` makes.
    package init(makePage: @escaping @MainActor () -> Page = { Page(rootView: AnyView(EmptyView())) }) {
      self.makePage = makePage
      super.init(nibName: nil, bundle: nil)
    }

    /// Not made from a storyboard.
    package required init?(coder: NSCoder) { nil }

    /// The tabs with a page.
    package var pageIDs: [String] { Array(pages.keys) }

    /// Tab `id`'s page, if it has one.
    package func page(_ id: String) -> Page? { pages[id] }

    /// The shown tab's page.
    private var shown: Page? { shownID.flatMap { pages[$0] } }

    // Only the shown page hears of appearances, as only it is in the window.
    override package var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override package func loadView() {
      view = UIView()
      view.backgroundColor = .clear
    }

    /// Adds a page for tab `id`, out of the window until shown.
    @discardableResult
    package func addPage(_ id: String) -> Page {
      if let page = pages[id] { return page }
      let page = makePage()
      // Clear, as the container is: a background the app puts behind the container shows
      // through every page, as it does on the Mac (a hosting controller's view is opaque).
      page.view.backgroundColor = .clear
      addChild(page)
      page.didMove(toParent: self)
      pages[id] = page
      updatePagesSafeArea()
      return page
    }

    /// Puts tab `id`'s page in the window in place of the shown one; `nil`, or a tab without a
    /// page, shows none. In the window (or entering it) the two pages are told, each call
    /// balanced: a page already appearing with this controller finishes appearing first, and one
    /// already disappearing with it finishes that alone.
    package func show(_ id: String?) {
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
    package func removePage(_ id: String) {
      if shownID == id { show(nil) }
      guard let page = pages.removeValue(forKey: id) else { return }
      page.willMove(toParent: nil)
      page.view.removeFromSuperview()
      page.removeFromParent()
    }

    override package func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      updatePagesSafeArea()
    }

    override package func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      updatePagesSafeArea()
    }

    override package func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      phase = .appearing
      begin(appearing: true, animated: animated)
    }

    override package func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      // A parent that skipped `viewWillAppear` still gets a balanced page.
      if phase == .outOfWindow || phase == .disappearing { begin(appearing: true, animated: animated) }
      phase = .inWindow
      endPending()
    }

    override package func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      phase = .disappearing
      begin(appearing: false, animated: animated)
    }

    override package func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if phase == .inWindow || phase == .appearing { begin(appearing: false, animated: animated) }
      phase = .outOfWindow
      endPending()
    }

    /// Begins the shown page's appearance or disappearance with this controller's own. One
    /// that turns back before it ended (an interactive dismissal cancelled) is reversed, as UIKit
    /// asks of a container: begun the other way and ended once.
    private func begin(appearing: Bool, animated: Bool) {
      if pending !== shown { endPending() }
      shown?.beginAppearanceTransition(appearing, animated: animated)
      pending = shown
    }

    /// Ends the appearance or disappearance begun with this controller's own, if any.
    private func endPending() {
      pending?.endAppearanceTransition()
      pending = nil
    }

    #if os(iOS)
      override package var childForStatusBarStyle: UIViewController? { shown }
      override package var childForStatusBarHidden: UIViewController? { shown }
      override package var childForHomeIndicatorAutoHidden: UIViewController? { shown }
      override package var childForScreenEdgesDeferringSystemGestures: UIViewController? { shown }
    #endif

    /// Tells VoiceOver the screen's content changed under it, so focus left in the page that
    /// went out of the window moves to what is there now. From iOS 17, through the Accessibility
    /// framework: UIKit's own notification is a mutable global in the iOS 17 SDK, which the
    /// Swift 6 language mode refuses to read.
    private static func tellVoiceOverLayoutChanged() {
      guard UIAccessibility.isVoiceOverRunning else { return }
      if #available(iOS 17.0, *) {
        AccessibilityNotification.LayoutChanged(nil).post()
      }
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
