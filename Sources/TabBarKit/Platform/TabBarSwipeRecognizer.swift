#if canImport(SwiftUI) && os(iOS) && canImport(SwiftUI, _version: 6.0)
  import SwiftUI
  import UIKit

  /// The swipe between tabs as a UIKit pan (iOS 18 and later, through
  /// `UIGestureRecognizerRepresentable`), so UIKit itself settles who wins: the swipe waits for
  /// every pan of the content's own under it to fail (a row's swipe actions, a back swipe,
  /// iOS 26's full-width back swipe, a map's or a drawing canvas's pan), and is recognised
  /// alongside the content's scroll views, whose room to scroll the drag's way the core's
  /// ``TabBarSwipeClaim`` weighs through the probe. Samples are in SwiftUI's global space, as
  /// `DragGesture`'s are on earlier systems.
  @available(iOS 18.0, *)
  @MainActor
  struct TabBarSwipeRecognizer: UIGestureRecognizerRepresentable {
    let isEnabled: Bool
    let onChanged: @MainActor (TabBarDragSample) -> Void
    let onEnded: @MainActor (TabBarDragSample) -> Void

    func makeCoordinator(converter: CoordinateSpaceConverter) -> InnerPanRule { InnerPanRule() }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
      let pan = UIPanGestureRecognizer()
      pan.delegate = context.coordinator
      pan.cancelsTouchesInView = false
      pan.isEnabled = isEnabled
      return pan
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
      recognizer.isEnabled = isEnabled
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
      let converter = context.converter
      let translation = converter.translation(in: .global) ?? .zero
      let velocity = converter.velocity(in: .global) ?? .zero
      let sample = TabBarDragSample(
        location: converter.location(in: .global),
        translation: CGSize(width: translation.x, height: translation.y),
        velocity: CGSize(width: velocity.x, height: velocity.y))
      switch recognizer.state {
      case .began, .changed: onChanged(sample)
      case .ended, .cancelled, .failed: onEnded(sample)
      default: break
      }
    }

    /// The pan's delegate: which of the content's recognizers it waits for.
    @MainActor
    final class InnerPanRule: NSObject, UIGestureRecognizerDelegate {
      /// The swipe waits for a pan of the content's own to fail; a scroll view's pan is not
      /// waited for (a vertical list pans at any drag): the probe weighs its room instead.
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf other: UIGestureRecognizer
      ) -> Bool {
        guard other is UIPanGestureRecognizer, let view = gestureRecognizer.view, let inner = other.view,
          inner.isDescendant(of: view)
        else { return false }
        if let scroll = inner as? UIScrollView, other === scroll.panGestureRecognizer { return false }
        return true
      }

      /// The content keeps scrolling while the swipe is undecided.
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool {
        true
      }
    }
  }
#endif
