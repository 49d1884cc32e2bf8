#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  #if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit
  #endif

  /// Asks the tab in the window whether a horizontal drag over it is its own, for the swipe
  /// between tabs: where each tab has a UIKit hosting controller, what is under the finger says
  /// (``TabPagesViewController/contentTakesHorizontalDrag(startingAt:movingBy:)``); elsewhere
  /// nothing can be asked, and the content is taken not to scroll sideways.
  ///
  /// The stage keeps one (a reference, so that keeping it current never renders anything); the
  /// view hosting the tabs links its controller, and the stage keeps ``origin`` measured.
  @MainActor
  final class TabContentDragProbe {
    #if canImport(UIKit) && (os(iOS) || os(visionOS))
      /// The controller hosting the tabs, once made.
      weak var pages: TabPagesViewController?
    #endif
    /// Where the view hosting the tabs starts in SwiftUI's global space, which is the hosting
    /// view's own and not the window's (they differ in a sheet, a popover or an embedded host).
    var origin: CGPoint = .zero

    /// Whether the content takes a drag that started at `start` (SwiftUI's global space, where
    /// the drag is read) and has moved by `translation`: the point is taken into the tabs'
    /// host's own space before UIKit is asked.
    func contentTakesDrag(from start: CGPoint, translation: CGSize) -> Bool {
      #if canImport(UIKit) && (os(iOS) || os(visionOS))
        let local = CGPoint(x: start.x - origin.x, y: start.y - origin.y)
        return pages?.contentTakesHorizontalDrag(startingAt: local, movingBy: translation.width) ?? false
      #else
        return false
      #endif
    }
  }
#endif
