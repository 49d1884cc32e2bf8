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
  /// The stage keeps one; the view hosting the tabs links its controller.
  @MainActor
  final class TabContentDragProbe {
    #if canImport(UIKit) && (os(iOS) || os(visionOS))
      /// The controller hosting the tabs, once made.
      weak var pages: TabPagesViewController?
    #endif

    /// Whether the content takes a drag that started at `start` (window coordinates, SwiftUI's
    /// global space) and has moved by `translation`.
    func contentTakesDrag(from start: CGPoint, translation: CGSize) -> Bool {
      #if canImport(UIKit) && (os(iOS) || os(visionOS))
        pages?.contentTakesHorizontalDrag(startingAt: start, movingBy: translation.width) ?? false
      #else
        false
      #endif
    }
  }
#endif
