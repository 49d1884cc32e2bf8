#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension View {
    /// On a `ScrollView`: reports its vertical content offset (points scrolled from the top of
    /// the content, below the top inset) and the offset at the content's end through
    /// `onScrollGeometryChange(for:of:action:)` where it exists (iOS 18, macOS 15, tvOS 18,
    /// watchOS 11, visionOS 2); elsewhere it does nothing and
    /// ``SwiftUICore/View/tabBarScrollOffsetAnchor(in:report:)`` reports instead. `nil` reads
    /// nothing.
    @MainActor
    func tabBarScrollOffsetReading(report: (@MainActor (CGFloat, CGFloat?) -> Void)?) -> some View {
      modifier(ScrollGeometryReading(report: report))
    }

    /// On a zero-size view at the top of a `ScrollView`'s content: reports the content's offset
    /// as the core's ``TabBarMinimization/contentOffset(anchorMinY:topInset:)`` reads it from
    /// where that view is in the coordinate space `space` (the scroll view's) and the scroll
    /// view's `topInset`, where ``SwiftUICore/View/tabBarScrollOffsetReading(report:)`` cannot;
    /// the end is unknown there. `nil` reads nothing.
    @MainActor
    func tabBarScrollOffsetAnchor<Space: Hashable>(
      in space: Space, topInset: CGFloat, report: (@MainActor (CGFloat, CGFloat?) -> Void)?
    )
      -> some View
    {
      modifier(ScrollAnchorReading(space: space, topInset: topInset, report: report))
    }
  }

  /// Whether this system gives scroll geometry (`onScrollGeometryChange`).
  private enum ScrollGeometrySupport {
    static var isAvailable: Bool {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) { return true }
      #endif
      return false
    }
  }

  /// A vertical scroll position: the offset below the top inset, and the offset at which the
  /// content's end reaches the bottom of the scroll view's frame (content shorter than the view
  /// keeps it at or below 0). The bottom inset is left out: it holds the bar's own, which shrinks
  /// as the bar minimizes, and an end that moved with it would flap a bar that minimizes
  /// scrolling up; the end is reached that inset before the content's last point.
  private struct VerticalScrollReading: Equatable {
    let offset: CGFloat
    let end: CGFloat
  }

  /// See ``SwiftUICore/View/tabBarScrollOffsetReading(report:)``.
  ///
  /// The reader is attached whether or not anything reports, and decides inside: a modifier
  /// added or removed when minimization is switched on would give the scroll view a new
  /// identity, resetting its position and its content's state. Only the system's version,
  /// which never changes while the app runs, picks the branch.
  @MainActor
  private struct ScrollGeometryReading: ViewModifier {
    let report: (@MainActor (CGFloat, CGFloat?) -> Void)?

    func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          content.onScrollGeometryChange(for: VerticalScrollReading.self) { geometry in
            VerticalScrollReading(
              offset: geometry.contentOffset.y + geometry.contentInsets.top,
              end: geometry.contentSize.height + geometry.contentInsets.top - geometry.containerSize.height)
          } action: { _, reading in
            report?(reading.offset, reading.end)
          }
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  /// See ``SwiftUICore/View/tabBarScrollOffsetAnchor(in:report:)``. Attached whether or not
  /// anything reports, as ``ScrollGeometryReading``: only the system's version picks the branch.
  @MainActor
  private struct ScrollAnchorReading<Space: Hashable>: ViewModifier {
    let space: Space
    let topInset: CGFloat
    let report: (@MainActor (CGFloat, CGFloat?) -> Void)?

    func body(content: Content) -> some View {
      // view-branch: constant — the system's version
      if !ScrollGeometrySupport.isAvailable {
        content.background(
          GeometryReader { proxy in
            let offset = TabBarMinimization.contentOffset(
              anchorMinY: proxy.frame(in: CoordinateSpace.named(space)).minY, topInset: topInset)
            Color.clear.onValueChange(of: offset) { value in if let value { report?(value, nil) } }
          })
      } else {
        content
      }
    }
  }
#endif
