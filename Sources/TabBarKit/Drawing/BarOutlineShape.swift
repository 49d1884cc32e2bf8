#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The bar's shape: the core's ``BarOutline`` as a SwiftUI `Shape`, animating the notch's
  /// position, so a notch that follows the selection glides to the new tab.
  ///
  /// The outline is drawn offset by the shape's rectangle's origin: give it an outline in the
  /// bar's own coordinates (``TabBarStyleConfiguration/barRelativeOutline``).
  ///
  /// ```swift
  /// BarOutlineShape(outline: configuration.barRelativeOutline)
  ///   .fill(.background)
  /// ```
  public struct BarOutlineShape: Shape {
    /// The outline drawn.
    ///
    /// ```swift
    /// BarOutlineShape(outline: configuration.barRelativeOutline).outline.notch
    /// ```
    public var outline: BarOutline

    /// Creates the shape of `outline`.
    ///
    /// ```swift
    /// BarOutlineShape(outline: BarOutline(frame: CGRect(x: 0, y: 0, width: 358, height: 72), cornerRadius: 36))
    /// ```
    public init(outline: BarOutline) {
      self.outline = outline
    }

    /// The notch's centre: what SwiftUI interpolates when the selection moves the notch.
    ///
    /// ```swift
    /// withAnimation(.spring()) { tab = .search }  // the notch glides
    /// ```
    public var animatableData: CGFloat {
      get { outline.notchCenterX }
      set { outline.notchCenterX = newValue }
    }

    /// The outline's path, offset by `rect`'s origin.
    ///
    /// ```swift
    /// BarOutlineShape(outline: outline).path(in: CGRect(x: 0, y: 0, width: 390, height: 80))
    /// ```
    public func path(in rect: CGRect) -> Path {
      // Built element by element straight into SwiftUI's path: no intermediate BarPath per frame.
      var sink = SwiftUIPathSink()
      outline.build(into: &sink)
      return sink.path.offsetBy(dx: rect.minX, dy: rect.minY)
    }
  }
#endif
