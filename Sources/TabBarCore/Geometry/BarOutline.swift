import Foundation

/// The shape of a bar: a rectangle whose corners may be rounded and whose top edge may carry a
/// notch. Rectangles, rounded rectangles (circular or continuous corners), capsules and notched
/// bars are all values of this one type.
///
/// The layout makes it; SwiftUI draws `path()` as a `Shape` (animating ``notchCenterX``), and
/// the preview writes the same path as SVG.
///
/// ```swift
/// let capsule = BarOutline(frame: CGRect(x: 16, y: 700, width: 358, height: 72), cornerRadius: 36)
/// let notched = BarOutline(
///   frame: CGRect(x: 0, y: 730, width: 390, height: 114),
///   notch: NotchMetrics(width: 80, depth: 40), notchCenterX: 195)
/// notched.path().boundingBox  // the bar, and the notch dipping 40 pt into it
/// ```
///
/// Every outline is closed, smooth wherever it is not a square corner of its frame, free of
/// self-intersections, and finite, whatever its inputs (see `path()`).
public struct BarOutline: Sendable, Equatable {
  /// The rectangle the outline fills, before the notch is cut.
  public var frame: CGRect
  /// The radius of the rounded corners; clamped to half the frame's shorter side.
  public var cornerRadius: CGFloat
  /// How corners are rounded.
  public var cornerStyle: TabBarMetrics.CornerStyle
  /// Whether the bottom corners are rounded too (a floating bar) or square (a bar along the
  /// screen's bottom edge).
  public var roundsBottomCorners: Bool
  /// The notch in the top edge, if any.
  public var notch: NotchMetrics?
  /// Where the notch's centre is asked to be; the notch keeps clear of the corners, so it may
  /// sit nearer the middle (see `resolvedNotchCenterX`).
  public var notchCenterX: CGFloat

  /// Creates an outline.
  package init(
    frame: CGRect, cornerRadius: CGFloat = 0, cornerStyle: TabBarMetrics.CornerStyle = .circular,
    roundsBottomCorners: Bool = true, notch: NotchMetrics? = nil, notchCenterX: CGFloat = 0
  ) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.cornerStyle = cornerStyle
    self.roundsBottomCorners = roundsBottomCorners
    self.notch = notch
    self.notchCenterX = notchCenterX
  }

  /// How far along each edge a continuous corner reaches, as a multiple of its radius.
  static let continuousCornerReach: CGFloat = 1.528665
  /// Where a continuous corner's control points sit, as a multiple of its radius, back from
  /// where the corner starts: chosen so the corner's midpoint is where a circular corner's is.
  static let continuousCornerHandle: CGFloat = 1.2572

  /// The frame with non-finite or negative values replaced by zero.
  private var saneFrame: CGRect {
    CGRect(
      x: frame.origin.x.finite(or: 0), y: frame.origin.y.finite(or: 0),
      width: max(0, frame.size.width.finite(or: 0)), height: max(0, frame.size.height.finite(or: 0)))
  }

  /// The corner radius actually drawn: never more than half the frame's shorter side (a
  /// continuous corner that would reach further is drawn shorter; see `cornerReach`).
  private func radius(in frame: CGRect) -> CGFloat {
    let asked = max(0, cornerRadius.finite(or: 0))
    return min(asked, min(frame.width, frame.height) / 2)
  }

  /// How far along an edge a corner of this outline reaches.
  private func cornerReach(radius: CGFloat, in frame: CGRect) -> CGFloat {
    guard cornerStyle == .continuous else { return radius }
    return min(radius * Self.continuousCornerReach, min(frame.width, frame.height) / 2)
  }

  /// The notch as drawn, fitted to the straight part of the top edge.
  package var resolvedNotch: NotchGeometry? {
    guard notch != nil else { return nil }
    let frame = saneFrame
    return resolvedNotch(in: frame, reach: cornerReach(radius: radius(in: frame), in: frame))
  }

  /// ``resolvedNotch`` for the sane frame and corner reach already worked out.
  private func resolvedNotch(in frame: CGRect, reach: CGFloat) -> NotchGeometry? {
    guard let notch else { return nil }
    return NotchGeometry(
      metrics: notch, requestedCenterX: notchCenterX, top: frame.minY,
      straightEdge: (frame.minX + reach)...(max(frame.minX + reach, frame.maxX - reach)),
      maximumDepth: frame.height * 0.9)
  }

  /// Where the notch's centre really is (`nil` without a notch, or when none fits).
  package var resolvedNotchCenterX: CGFloat? { resolvedNotch?.centerX }

  /// The outline as a closed path, clockwise from the top-left corner.
  package func path() -> BarPath {
    var elements: [PathElement] = []
    elements.reserveCapacity(24)
    build(into: &elements)
    return BarPath(elements: elements)
  }

  /// Writes the outline into `path`, reusing its storage: once the storage has grown to an
  /// outline's size, redrawing allocates nothing (for per-frame work such as animation).
  package func path(into path: inout BarPath) {
    // As many elements as last time (every frame of an animation): overwrite them in place.
    let overwritten = path.elements.withUnsafeMutableBufferPointer { elements in
      var writer = ElementOverwriter(elements: elements)
      build(into: &writer)
      return writer.count == elements.count
    }
    guard !overwritten else { return }
    path.elements.removeAll(keepingCapacity: true)
    build(into: &path.elements)
  }

  /// Whether `point` is inside the outline (the notch's cut-out is outside). Allocates nothing;
  /// points away from the corners and the notch are answered without tracing the outline.
  package func contains(_ point: CGPoint) -> Bool {
    let frame = saneFrame
    guard point.isFinite, point.x >= frame.minX, point.x <= frame.maxX, point.y >= frame.minY,
      point.y <= frame.maxY
    else { return false }
    // Only the corner squares and the notch's box hold curves; elsewhere the frame is the shape.
    let reach = cornerReach(radius: radius(in: frame), in: frame)
    let bottomReach = roundsBottomCorners ? reach : 0
    let nearLeft = point.x < frame.minX + reach
    let nearRight = point.x > frame.maxX - reach
    let inCorner =
      (point.y < frame.minY + reach && (nearLeft || nearRight))
      || (point.y > frame.maxY - bottomReach
        && (point.x < frame.minX + bottomReach || point.x > frame.maxX - bottomReach))
    var inNotchBox = false
    // No notch reaches deeper than its metrics' depth: below that, skip fitting it.
    if let metrics = notch, point.y <= frame.minY + NotchGeometry.greatestDepth(of: metrics),
      let notch = resolvedNotch(in: frame, reach: reach)
    {
      let half = notch.halfFootprint
      inNotchBox =
        point.y <= notch.top + notch.depth && point.x >= notch.centerX - half
        && point.x <= notch.centerX + half
    }
    guard inCorner || inNotchBox else { return true }
    var counter = RayCrossingCounter(point: point)
    build(into: &counter)
    return counter.encloses
  }

  /// The outline mirrored across the vertical line at `axisX`.
  package func mirrored(aroundX axisX: CGFloat) -> BarOutline {
    var copy = self
    copy.frame = frame.mirrored(aroundX: axisX)
    copy.notchCenterX = 2 * axisX - notchCenterX
    return copy
  }

  /// The outline `fraction` of the way to `other` (frames, radii and the notch's place);
  /// exactly `self` at 0 and `other` at 1. A NaN or infinite fraction counts as 0, and finite ones
  /// are cut to ±1,000,000.
  ///
  /// A notch's size moves too (a minimized bar's shallower notch). When only one of the two has a
  /// notch, the notch stays at that one's place and its size moves from or to nothing: it closes
  /// where it was, or opens where it will be.
  package func interpolated(to other: BarOutline, fraction: CGFloat) -> BarOutline {
    let fraction = fraction.sanitizedFraction
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    // The nearer end goes first: the result keeps its corner style and notch shape.
    let weights = InterpolationWeights(fraction: fraction)
    return weights.startsFirst
      ? Self.blended(self, other, other, weights: weights) : Self.blended(other, self, self, weights: weights)
  }

  /// Feeds the outline's elements to `sink`: one code path for drawing and for hit testing.
  package func build<Sink: PathElementSink>(into sink: inout Sink) {
    let frame = saneFrame
    let radius = radius(in: frame)
    let reach = cornerReach(radius: radius, in: frame)
    let bottomRadius = roundsBottomCorners ? radius : 0
    let bottomReach = roundsBottomCorners ? reach : 0
    let (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)

    var current = CGPoint(x: minX + reach, y: minY)
    sink.append(.move(to: current))
    func line(to point: CGPoint) {
      // Zero-length lines would leave joins without a direction; skip them.
      if point.distance(to: current) > 1e-9 { sink.append(.line(to: point)) }
      current = point
    }
    func corner(_ corner: CGPoint, from start: CGPoint, to end: CGPoint, radius: CGFloat) {
      guard radius > 0 else { return line(to: corner) }
      if cornerStyle == .continuous && reach > radius {
        let handle = Self.continuousCornerHandle * radius * (reach / (radius * Self.continuousCornerReach))
        let inward = (corner - start).normalized
        let outward = (end - corner).normalized
        sink.append(.curve(to: end, control1: start + inward * handle, control2: end - outward * handle))
      } else {
        // A quarter circle as one cubic, its handles reaching 4/3·tan(π/8) of the way to the corner.
        let handle: CGFloat = 0.552_284_749_830_793_6
        sink.append(
          .curve(
            to: end, control1: start + (corner - start) * handle, control2: end + (corner - end) * handle))
      }
      current = end
    }

    // Top edge, with the notch.
    if let notch = resolvedNotch(in: frame, reach: reach) {
      line(to: CGPoint(x: notch.leadingEdgeX, y: minY))
      notch.appendCurve(to: &sink)
      current = CGPoint(x: notch.trailingEdgeX, y: minY)
    }
    line(to: CGPoint(x: maxX - reach, y: minY))
    corner(
      CGPoint(x: maxX, y: minY), from: current, to: CGPoint(x: maxX, y: minY + reach), radius: radius)
    line(to: CGPoint(x: maxX, y: maxY - bottomReach))
    corner(
      CGPoint(x: maxX, y: maxY), from: current, to: CGPoint(x: maxX - bottomReach, y: maxY),
      radius: bottomRadius)
    line(to: CGPoint(x: minX + bottomReach, y: maxY))
    corner(
      CGPoint(x: minX, y: maxY), from: current, to: CGPoint(x: minX, y: maxY - bottomReach),
      radius: bottomRadius)
    line(to: CGPoint(x: minX, y: minY + reach))
    corner(
      CGPoint(x: minX, y: minY), from: current, to: CGPoint(x: minX + reach, y: minY), radius: radius)
    sink.append(.closeSubpath)
  }
}

/// Writes path elements over a buffer's, in order, counting them; elements past its end are
/// counted but not written (the caller then builds the path afresh).
private struct ElementOverwriter: PathElementSink {
  let elements: UnsafeMutableBufferPointer<PathElement>
  private(set) var count = 0

  init(elements: UnsafeMutableBufferPointer<PathElement>) { self.elements = elements }

  mutating func append(_ element: PathElement) {
    if count < elements.count { elements[count] = element }
    count += 1
  }
}
