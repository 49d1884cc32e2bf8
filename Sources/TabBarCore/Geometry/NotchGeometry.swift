import Foundation

/// A notch placed on a bar: its metrics made sane and fitted to the bar's straight top edge, and
/// the curve that draws it.
///
/// Coordinates are the bar's: `centerX` is where the valley's bottom is, `top` the bar's top
/// edge. The notch keeps its whole footprint on the straight part of the top edge, away from the
/// corners: it slides inwards near the ends, and shrinks (all its lengths by one factor) when the
/// straight part is shorter than the footprint.
package struct NotchGeometry: Sendable, Equatable {
  package let centerX: CGFloat
  package let top: CGFloat
  package let width: CGFloat
  package let depth: CGFloat
  package let shoulderRadius: CGFloat
  package let shape: NotchMetrics.Shape
  /// How much the metrics were shrunk to fit (1 when they fit).
  package let scale: CGFloat

  /// Fits `metrics` on a top edge whose straight part runs from `minX` to `maxX`, centred as
  /// near `requestedCenterX` as the footprint allows (in the middle when it is not finite). `nil`
  /// when nothing sensible fits (a footprint under one point, or zero width or depth).
  ///
  /// This is where an outline's notch enters the geometry, so its lengths and the depth allowed
  /// are made usable here (`NotchMetrics.sanitized()`): an app sets an outline's notch as it likes.
  package init?(
    metrics: NotchMetrics, requestedCenterX: CGFloat, top: CGFloat, straightEdge: ClosedRange<CGFloat>,
    maximumDepth: CGFloat
  ) {
    let metrics = metrics.sanitized()
    let width = metrics.width
    var depth = min(metrics.depth, maximumDepth.finiteLength(atMost: TabBarMetrics.maximumLength))
    guard width > 0, depth > 0 else { return nil }
    var shoulder = Self.shoulder(metrics.shoulderRadius, width: width, depth: depth)
    var scaledWidth = width
    let footprint = Self.halfFootprint(
      width: width, depth: depth, shoulder: shoulder, shape: metrics.shape)
    let available = straightEdge.upperBound - straightEdge.lowerBound
    var scale: CGFloat = 1
    var center = requestedCenterX.finite(or: straightEdge.lowerBound + available / 2)
    if available >= 2 * footprint {
      center = center.clamped(
        from: straightEdge.lowerBound + footprint, through: straightEdge.upperBound - footprint)
    } else {
      scale = max(0, available) / (2 * footprint)
      guard footprint * scale >= 1 else { return nil }
      scaledWidth *= scale
      depth *= scale
      shoulder *= scale
      center = straightEdge.lowerBound + available / 2
    }
    self.centerX = center
    self.top = top
    self.width = scaledWidth
    self.depth = depth
    self.shoulderRadius = shoulder
    self.shape = metrics.shape
    self.scale = scale
  }

  /// Half the width of the top edge a notch with `metrics` takes when nothing shrinks it.
  package static func halfFootprint(of metrics: NotchMetrics) -> CGFloat {
    let metrics = metrics.sanitized()
    let (width, depth) = (metrics.width, metrics.depth)
    guard width > 0, depth > 0 else { return 0 }
    return halfFootprint(
      width: width, depth: depth, shoulder: shoulder(metrics.shoulderRadius, width: width, depth: depth),
      shape: metrics.shape)
  }

  /// The deepest a notch with `metrics` reaches below the top edge, whatever edge it is fitted
  /// to (fitting only ever makes it shallower): what a check may compare with before fitting it.
  static func greatestDepth(of metrics: NotchMetrics) -> CGFloat { metrics.sanitized().depth }

  /// The shoulder radius drawn for a sanitized `radius`: shoulders keep the outline smooth, so
  /// they never vanish entirely.
  private static func shoulder(_ radius: CGFloat, width: CGFloat, depth: CGFloat) -> CGFloat {
    max(radius, 0.05 * min(width, depth), 0.25)
  }

  /// The radius of the cradle's valley circle through both ends of the opening and the bottom.
  private static func valleyRadius(width: CGFloat, depth: CGFloat) -> CGFloat {
    (width * width / 4 + depth * depth) / (2 * depth)
  }

  /// How far the shoulder circles' centres sit from the notch's centre line.
  private static func shoulderOffset(width: CGFloat, depth: CGFloat, shoulder: CGFloat) -> CGFloat {
    let radius = valleyRadius(width: width, depth: depth)
    let sum = radius + shoulder
    let rise = shoulder - (depth - radius)
    return (sum * sum - rise * rise).squareRoot()
  }

  /// Half the width of the top edge the notch takes, from its centre line to where the straight
  /// edge resumes (the valley's widest point included).
  private static func halfFootprint(
    width: CGFloat, depth: CGFloat, shoulder: CGFloat, shape: NotchMetrics.Shape
  ) -> CGFloat {
    switch shape {
    case .bezierValley:
      return width / 2
    case .cradle:
      let radius = valleyRadius(width: width, depth: depth)
      let bulge = depth > radius ? radius : 0
      return max(shoulderOffset(width: width, depth: depth, shoulder: shoulder), bulge)
    }
  }

  /// Half the width of the top edge this notch takes.
  package var halfFootprint: CGFloat {
    Self.halfFootprint(width: width, depth: depth, shoulder: shoulderRadius, shape: shape)
  }

  /// Where the straight top edge stops before the notch.
  package var leadingEdgeX: CGFloat { centerX - footprintToEdge }
  /// Where the straight top edge resumes after the notch.
  package var trailingEdgeX: CGFloat { centerX + footprintToEdge }

  private var footprintToEdge: CGFloat {
    shape == .cradle
      ? Self.shoulderOffset(width: width, depth: depth, shoulder: shoulderRadius) : width / 2
  }

  /// Appends the notch from ``leadingEdgeX`` on the top edge (the current point) to
  /// ``trailingEdgeX``, left to right.
  func appendCurve<Sink: PathElementSink>(to sink: inout Sink) {
    switch shape {
    case .bezierValley:
      let half = width / 2
      let bottom = CGPoint(x: centerX, y: top + depth)
      sink.append(
        .curve(
          to: bottom, control1: CGPoint(x: centerX - half / 2, y: top),
          control2: CGPoint(x: centerX - half / 2, y: top + depth)))
      sink.append(
        .curve(
          to: CGPoint(x: centerX + half, y: top), control1: CGPoint(x: centerX + half / 2, y: top + depth),
          control2: CGPoint(x: centerX + half / 2, y: top)))
    case .cradle:
      let arcs = cradleArcs
      sink.appendArc(arcs.leftShoulder)
      sink.appendArc(arcs.valley)
      sink.appendArc(arcs.rightShoulder)
    }
  }

  /// The cradle's three arcs, left to right: the left shoulder (from its top point, clockwise
  /// round to where it touches the valley), the valley (anticlockwise through the bottom), and
  /// the right shoulder (clockwise up to its top point). Shoulders and valley touch where their
  /// circles do, so the joins are smooth.
  var cradleArcs: (leftShoulder: CircularArc, valley: CircularArc, rightShoulder: CircularArc) {
    let radius = Self.valleyRadius(width: width, depth: depth)
    let offset = Self.shoulderOffset(width: width, depth: depth, shoulder: shoulderRadius)
    let valleyCenter = CGPoint(x: centerX, y: top + depth - radius)
    let leftShoulder = CGPoint(x: centerX - offset, y: top + shoulderRadius)
    let rightShoulder = CGPoint(x: centerX + offset, y: top + shoulderRadius)
    // Angles (clockwise from +x on a y-down screen) from each shoulder's centre to the valley's.
    let leftToValley = atan2(valleyCenter.y - leftShoulder.y, valleyCenter.x - leftShoulder.x)
    let rightToValley = atan2(valleyCenter.y - rightShoulder.y, valleyCenter.x - rightShoulder.x)
    let up = -CGFloat.pi / 2
    let valleyStart = leftToValley + .pi
    var valleyEnd = rightToValley + .pi
    while valleyEnd > valleyStart { valleyEnd -= 2 * .pi }
    var rightEnd = up
    while rightEnd < rightToValley { rightEnd += 2 * .pi }
    return (
      CircularArc(center: leftShoulder, radius: shoulderRadius, startAngle: up, sweep: leftToValley - up),
      CircularArc(
        center: valleyCenter, radius: radius, startAngle: valleyStart, sweep: valleyEnd - valleyStart),
      CircularArc(
        center: rightShoulder, radius: shoulderRadius, startAngle: rightToValley,
        sweep: rightEnd - rightToValley)
    )
  }

  /// How far below the top edge (negative: above) a round button's centre sits so that it keeps
  /// `clearance` from the notch everywhere and rests as deep in the valley as that allows.
  func buttonCenterDepth(radius: CGFloat, clearance: CGFloat) -> CGFloat {
    let reach = max(0, radius) + max(0, clearance)
    if shape == .cradle {
      let valley = Self.valleyRadius(width: width, depth: depth)
      // A button that fits in the valley circle rests `reach` above its bottom; every other
      // point of the outline lies outside that circle, so the bottom is the nearest point.
      if valley >= reach { return depth - reach }
    }
    // Otherwise lower the button from a height where nothing can touch it until it would.
    let deepest = depth - reach
    var clear = -reach
    // At most 16 coarse steps, however deep the notch or small the button, then halving.
    let step = max(reach / 8, (deepest + reach) / 16, 1e-3)
    var blocked = clear
    var found = false
    while blocked < deepest {
      blocked = min(blocked + step, deepest)
      if distanceToOutline(fromDepth: blocked) < reach {
        found = true
        break
      }
      clear = blocked
    }
    guard found else { return deepest }
    for _ in 0..<30 {
      let middle = (clear + blocked) / 2
      if distanceToOutline(fromDepth: middle) < reach { blocked = middle } else { clear = middle }
    }
    return clear
  }

  /// The distance from the point on the centre line `depth` below the top edge to the notch and
  /// the straight edge beside it.
  func distanceToOutline(fromDepth pointDepth: CGFloat) -> CGFloat {
    let point = CGPoint(x: centerX, y: top + pointDepth)
    let edge = footprintToEdge
    // The straight top edge beyond the notch: its nearest point is where it resumes.
    var nearest = CGPoint(x: edge, y: pointDepth).length
    switch shape {
    case .cradle:
      let arcs = cradleArcs
      nearest = min(
        nearest, arcs.leftShoulder.distance(to: point), arcs.valley.distance(to: point),
        arcs.rightShoulder.distance(to: point))
    case .bezierValley:
      var sink = NearestDistance(point: point, current: CGPoint(x: leadingEdgeX, y: top))
      appendCurve(to: &sink)
      nearest = min(nearest, sink.distance)
    }
    return nearest
  }
}

/// Measures the distance from a point to the segments fed to it, storing nothing.
struct NearestDistance: PathElementSink {
  private let point: CGPoint
  private var stream = PathSegment.Stream()
  private(set) var distance = CGFloat.infinity

  /// Starts measuring from `point`, with the first segment leaving `current`.
  package init(point: CGPoint, current: CGPoint) {
    self.point = point
    stream.feed(.move(to: current)) { _ in }
  }

  package mutating func append(_ element: PathElement) {
    let point = self.point
    var distance = self.distance
    stream.feed(element) { segment in
      distance = min(distance, segment.distance(to: point))
    }
    self.distance = distance
  }
}

extension PathSegment {
  /// The distance from `point` to the nearest point of the segment: sampled, then refined.
  package func distance(to point: CGPoint) -> CGFloat {
    let samples = 24
    var bestT: CGFloat = 0
    var best = CGFloat.infinity
    for index in 0...samples {
      let t = CGFloat(index) / CGFloat(samples)
      let d = self.point(at: t).distance(to: point)
      if d < best {
        best = d
        bestT = t
      }
    }
    var low = max(0, bestT - 1 / CGFloat(samples))
    var high = min(1, bestT + 1 / CGFloat(samples))
    for _ in 0..<30 {
      let a = low + (high - low) / 3
      let b = high - (high - low) / 3
      if self.point(at: a).distance(to: point) < self.point(at: b).distance(to: point) {
        high = b
      } else {
        low = a
      }
    }
    return min(best, self.point(at: (low + high) / 2).distance(to: point))
  }
}
