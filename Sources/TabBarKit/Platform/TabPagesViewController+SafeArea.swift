#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
  import UIKit

  extension TabPagesViewController {
    /// The largest gap between the size SwiftUI measured its safe area at and this controller's
    /// view for the two to count as one size.
    static let sizeTolerance: CGFloat = 0.5

    /// Tells the pages the safe area SwiftUI gives this controller's view, which may exceed the
    /// window's (an app's `.safeAreaInset` around the container): each page's additional safe
    /// area is the difference, so its content stays clear of what SwiftUI put there.
    ///
    /// - Parameters:
    ///   - insets: SwiftUI's safe area at the container, without the keyboard (each page avoids
    ///     the keyboard itself).
    ///   - size: The container's size when SwiftUI measured `insets`. Until this view has that
    ///     size (a rotation or resize under way), the pages keep what they have: the window's
    ///     new insets and SwiftUI's old ones would not belong together.
    package func setSafeArea(_ insets: UIEdgeInsets, measuredAt size: CGSize) {
      if let current = swiftUISafeArea, current.insets == insets, current.size == size { return }
      swiftUISafeArea = (insets, size)
      updatePagesSafeArea()
    }

    /// Gives every page the safe area SwiftUI gives beyond the window's, once both were measured
    /// at this view's size.
    func updatePagesSafeArea() {
      guard let measured = swiftUISafeArea, isViewLoaded,
        abs(view.bounds.width - measured.size.width) <= Self.sizeTolerance,
        abs(view.bounds.height - measured.size.height) <= Self.sizeTolerance
      else { return }
      let beyond = Self.beyond(measured.insets, view.safeAreaInsets)
      for id in pageIDs {
        guard let page = page(id), page.additionalSafeAreaInsets != beyond else { continue }
        page.additionalSafeAreaInsets = beyond
      }
    }

    /// How far `container` goes beyond `window`, edge by edge: never less than nothing, nor a
    /// value that is not a number.
    package static func beyond(_ container: UIEdgeInsets, _ window: UIEdgeInsets) -> UIEdgeInsets {
      func gap(_ container: CGFloat, _ window: CGFloat) -> CGFloat {
        let difference = container - window
        return difference.isFinite && difference > 0 ? difference : 0
      }
      return UIEdgeInsets(
        top: gap(container.top, window.top), left: gap(container.left, window.left),
        bottom: gap(container.bottom, window.bottom), right: gap(container.right, window.right))
    }
  }
#endif
