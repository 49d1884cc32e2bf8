#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import TabBarKit
  import Testing
  import UIKit

  /// The UIKit container that keeps each tab in a hosting controller of its own: only the shown
  /// page hears of appearances, each begun and ended once, whatever the container is doing when
  /// the selection moves; and the safe area SwiftUI adds beyond the window's reaches the pages.
  /// The container's own appearance is driven by hand, so no window or host app is needed.
  @MainActor @Suite("Tab pages: appearance calls and safe area")
  struct TabPagesViewControllerTests {
    @Test("A switch in the window tells the two pages, each once")
    func switchInWindow() {
      let (container, pages) = Self.container(tabs: ["a", "b"])
      container.show("a")
      Self.appear(container)
      container.show("b")
      #expect(pages["a"]?.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      #expect(pages["b"]?.calls == ["willAppear", "didAppear"])
      #expect(pages["a"]?.viewIfLoaded?.superview == nil && pages["b"]?.view.superview === container.view)
    }

    @Test(
      "A switch while the container appears: the old page finishes appearing and leaves, the new ends with it"
    )
    func switchWhileAppearing() {
      let (container, pages) = Self.container(tabs: ["a", "b"])
      container.show("a")
      container.beginAppearanceTransition(true, animated: false)
      container.show("b")
      #expect(pages["b"]?.calls == ["willAppear"], "the new page waits for the container")
      container.endAppearanceTransition()
      #expect(pages["a"]?.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      #expect(pages["b"]?.calls == ["willAppear", "didAppear"])
    }

    @Test("A switch while the container disappears: the old page finishes leaving, the new is not told")
    func switchWhileDisappearing() {
      let (container, pages) = Self.container(tabs: ["a", "b"])
      container.show("a")
      Self.appear(container)
      container.beginAppearanceTransition(false, animated: false)
      container.show("b")
      container.endAppearanceTransition()
      #expect(pages["a"]?.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      #expect(pages["b"]?.calls == [], "a page entering a container on its way out is not told")
    }

    @Test("A disappearance turned back is reversed for the shown page")
    func cancelledDisappearance() {
      let (container, pages) = Self.container(tabs: ["a"])
      container.show("a")
      Self.appear(container)
      container.beginAppearanceTransition(false, animated: true)
      container.beginAppearanceTransition(true, animated: true)
      container.endAppearanceTransition()
      #expect(pages["a"]?.calls == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
    }

    @Test("Removing the shown page takes it out of the window first; pages out of it are never told")
    func removingShownPage() {
      let (container, pages) = Self.container(tabs: ["a", "b", "c"])
      container.show("a")
      Self.appear(container)
      container.removePage("a")
      #expect(pages["a"]?.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      #expect(container.shownID == nil && container.page("a") == nil && pages["a"]?.parent == nil)
      #expect(pages["b"]?.calls == [] && pages["c"]?.calls == [])
      container.show("missing")
      #expect(container.shownID == nil, "a tab without a page shows none")
    }

    @Test("Pages are clear, as the container is, so a background behind the container shows through")
    func pagesAreClear() {
      let (container, pages) = Self.container(tabs: ["a", "b"])
      container.show("a")
      #expect(container.view.backgroundColor == .clear)
      #expect(pages["a"]?.view.backgroundColor == .clear && pages["b"]?.view.backgroundColor == .clear)
    }

    @Test("Pages get the safe area SwiftUI adds beyond the window's, measured at the container's size")
    func safeAreaBeyondWindow() {
      let (container, pages) = Self.container(tabs: ["a"])
      container.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      container.setSafeArea(
        UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0), measuredAt: CGSize(width: 844, height: 390))
      #expect(pages["a"]?.additionalSafeAreaInsets == .zero, "insets of another size wait for that size")
      container.setSafeArea(
        UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0), measuredAt: CGSize(width: 390, height: 844))
      #expect(pages["a"]?.additionalSafeAreaInsets == UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0))
      let beyond = TabPagesViewController.beyond(
        UIEdgeInsets(top: .nan, left: 10, bottom: 30, right: -.infinity),
        UIEdgeInsets(top: 0, left: 20, bottom: 34, right: 0))
      #expect(beyond == .zero, "never less than nothing, never not a number: \(beyond)")
    }

    /// A container of pages for `tabs` that record their appearance calls.
    @Test("A drag is the content's where a scroll view under it has room that way, and nowhere else")
    func innerDrags() {
      let (container, pages) = Self.container(tabs: ["a"])
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      container.view.frame = window.bounds
      window.addSubview(container.view)
      container.show("a")
      let page = pages["a"]!.view!
      page.frame = container.view.bounds
      let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
      carousel.contentSize = CGSize(width: 1170, height: 200)
      let list = UIScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
      list.contentSize = CGSize(width: 390, height: 2000)
      page.addSubview(carousel)
      page.addSubview(list)
      let onCarousel = CGPoint(x: 200, y: 200)
      let onList = CGPoint(x: 200, y: 600)
      #expect(
        container.contentTakesHorizontalDrag(startingAt: onCarousel, movingBy: -20), "room to the right")
      #expect(!container.contentTakesHorizontalDrag(startingAt: onCarousel, movingBy: 20), "at its start")
      carousel.contentOffset.x = 780
      #expect(!container.contentTakesHorizontalDrag(startingAt: onCarousel, movingBy: -20), "at its end")
      #expect(container.contentTakesHorizontalDrag(startingAt: onCarousel, movingBy: 20), "room to the left")
      #expect(!container.contentTakesHorizontalDrag(startingAt: onList, movingBy: -20), "a vertical list")
      #expect(!container.contentTakesHorizontalDrag(startingAt: onCarousel, movingBy: .nan))
      container.view.removeFromSuperview()
      #expect(!container.contentTakesHorizontalDrag(startingAt: onCarousel, movingBy: 20), "out of a window")
    }

    private static func container(tabs: [String]) -> (TabPagesViewController, [String: RecordingPage]) {
      let made = MadePages()
      let container = TabPagesViewController { made.make() }
      var pages: [String: RecordingPage] = [:]
      for tab in tabs {
        _ = container.addPage(tab)
        pages[tab] = made.pages.last
      }
      return (container, pages)
    }

    /// Brings `container` fully into view, as a parent would.
    private static func appear(_ container: UIViewController) {
      container.beginAppearanceTransition(true, animated: false)
      container.endAppearanceTransition()
    }
  }

  /// The pages a container made, in order.
  @MainActor private final class MadePages {
    private(set) var pages: [RecordingPage] = []

    func make() -> TabPagesViewController.Page {
      let page = RecordingPage(rootView: AnyView(EmptyView()))
      pages.append(page)
      return page
    }
  }

  /// A tab's hosting controller that records the appearance calls it gets.
  private final class RecordingPage: UIHostingController<AnyView> {
    private(set) var calls: [String] = []

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      calls.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      calls.append("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      calls.append("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      calls.append("didDisappear")
    }
  }
#endif
