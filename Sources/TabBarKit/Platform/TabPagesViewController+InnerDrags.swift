#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
  import UIKit

  extension TabPagesViewController {
    /// How far, in points, a scroll view must have room to move sideways for it to count.
    static let scrollRoomTolerance: CGFloat = 0.5

    /// Whether the shown tab's content takes a horizontal drag that starts at `point` (in this
    /// controller's view, which SwiftUI lays out as the tabs' host) and moves by `dx`: a scroll view under the finger with room to scroll that way
    /// (a carousel, a paged view, a horizontal list not at its end), a pan of its own already
    /// under way there (a list row's swipe actions, a back swipe), or a control tracking the
    /// finger (a slider). The swipe between
    /// tabs then leaves the drag to it, as the core's ``TabBarSwipe`` rule asks.
    ///
    /// - Parameters:
    ///   - point: Where the drag started, in this controller's view.
    ///   - dx: The drag's horizontal travel so far; positive to the right.
    package func contentTakesHorizontalDrag(startingAt point: CGPoint, movingBy dx: CGFloat) -> Bool {
      guard dx.isFinite, dx != 0, let root = shownID.flatMap(page)?.view, root.window != nil else {
        return false
      }
      var view = root.hitTest(root.convert(point, from: view), with: nil)
      while let current = view {
        if let scroll = current as? UIScrollView, Self.canScroll(scroll, withFingerMoving: dx) { return true }
        if current.gestureRecognizers?.contains(where: Self.isInnerPanUnderWay) == true { return true }
        if (current as? UIControl)?.isTracking == true { return true }
        if current === root { break }
        view = current.superview
      }
      return false
    }

    /// Whether `scroll` can scroll sideways the way a finger moving by `dx` takes it: a finger
    /// moving right brings the content's leading part in (its offset falls), whatever the
    /// layout direction, since offsets are not mirrored.
    static func canScroll(_ scroll: UIScrollView, withFingerMoving dx: CGFloat) -> Bool {
      guard scroll.isScrollEnabled else { return false }
      let inset = scroll.adjustedContentInset
      let minimum = -inset.left
      let maximum = scroll.contentSize.width + inset.right - scroll.bounds.width
      let offset = scroll.contentOffset.x
      guard maximum - minimum > scrollRoomTolerance, offset.isFinite else { return false }
      return dx > 0 ? offset > minimum + scrollRoomTolerance : offset < maximum - scrollRoomTolerance
    }

    /// Whether `recognizer` is a pan of the content's own that has begun: a scroll view's pan
    /// does not count (its room does, ``canScroll(_:withFingerMoving:)``), since a vertical list
    /// pans at any drag.
    static func isInnerPanUnderWay(_ recognizer: UIGestureRecognizer) -> Bool {
      guard recognizer is UIPanGestureRecognizer, recognizer.isEnabled else { return false }
      if let scroll = recognizer.view as? UIScrollView, recognizer === scroll.panGestureRecognizer {
        return false
      }
      return recognizer.state == .began || recognizer.state == .changed
    }
  }
#endif
