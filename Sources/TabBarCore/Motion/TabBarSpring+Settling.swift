import Foundation

extension TabBarSpring {
  /// The tolerance ``settlingDuration(from:to:initialVelocity:tolerance:)`` uses unless told
  /// otherwise: a thousandth of a unit, as SwiftUI's `settlingDuration` epsilon.
  package static let defaultSettlingTolerance = 0.001

  /// The smallest tolerance accepted: anything smaller (0, negative, NaN) is raised to it, so
  /// that a motion that only approaches its target exponentially still settles in finite time.
  package static let minimumSettlingTolerance = 1e-12

  /// How long the spring takes to settle: the time from which the value stays within `tolerance`
  /// of the target for good.
  ///
  /// It is exact, not an estimate from the envelope: the last time the value is farther than
  /// `tolerance` from the target, found between the motion's last two extrema that matter. So it
  /// is 0 when the spring starts within `tolerance` and is not moving away, and it varies
  /// continuously through critical damping.
  ///
  /// ```swift
  /// TabBarSpring(duration: 0.5, bounce: 0).settlingDuration(from: 0, to: 1)  // ≈ 0.735
  /// ```
  ///
  /// - Parameters:
  ///   - start: Where the spring is released (non-finite: see ``value(from:to:initialVelocity:at:)``).
  ///   - target: Where it comes to rest.
  ///   - initialVelocity: Its velocity when released.
  ///   - tolerance: How close counts as settled, in the value's units; raised to at least
  ///     ``minimumSettlingTolerance``; +∞ settles at once.
  /// - Returns: A finite time ≥ 0, in seconds.
  package func settlingDuration(
    from start: Double, to target: Double, initialVelocity: Double = 0,
    tolerance: Double = TabBarSpring.defaultSettlingTolerance
  ) -> Double {
    let motion = SpringRelease(start: start, target: target, initialVelocity: initialVelocity)
    let least = TabBarSpring.minimumSettlingTolerance
    let tolerance = max(tolerance.replacingNaN(with: least), least)
    let oscillation = self.oscillation
    let distance = { (time: Double) -> Double in
      abs(oscillation.value(initial: motion.displacement, rate: motion.velocity, time: time))
    }
    switch oscillation.extrema(initial: motion.displacement, rate: motion.velocity) {
    case .none:
      guard motion.displacement.magnitude > tolerance else { return 0 }
      return TabBarSpring.crossing(from: 0, to: nil, beyond: tolerance, distance: distance)
    case .single(let extremum):
      if distance(extremum) > tolerance {
        return TabBarSpring.crossing(from: extremum, to: nil, beyond: tolerance, distance: distance)
      }
      guard motion.displacement.magnitude > tolerance else { return 0 }
      return TabBarSpring.crossing(from: 0, to: extremum, beyond: tolerance, distance: distance)
    case .periodic(let first, let spacing):
      let firstPeak = distance(first)
      guard firstPeak > tolerance else {
        guard motion.displacement.magnitude > tolerance, first > 0 else { return 0 }
        return TabBarSpring.crossing(from: 0, to: first, beyond: tolerance, distance: distance)
      }
      // Successive extrema shrink by e^(−ζω₀·spacing): count those still beyond the tolerance.
      let shrink = dampingFraction * naturalFrequency * spacing
      var last = (log(firstPeak / tolerance) / shrink).rounded(.down)
      last = min(max(last, 0), 1e9)
      while last > 0 && distance(first + last * spacing) <= tolerance { last -= 1 }
      while distance(first + (last + 1) * spacing) > tolerance { last += 1 }
      let peak = first + last * spacing
      return TabBarSpring.crossing(from: peak, to: peak + spacing, beyond: tolerance, distance: distance)
    }
  }

  /// The time in [`lower`, `upper`] where `distance`, more than `tolerance` at `lower` and
  /// monotone on the interval, falls to `tolerance` (an `upper` of `nil` means "wherever it
  /// has fallen": the search doubles until it has). The returned time is within tolerance.
  private static func crossing(
    from lower: Double, to upper: Double?, beyond tolerance: Double, distance: (Double) -> Double
  ) -> Double {
    var low = lower
    var high: Double
    if let upper {
      high = upper
    } else {
      var step = max(lower, durationRange.lowerBound)
      high = lower + step
      // The doubling step can overflow: stop at the largest time there is.
      while distance(high) > tolerance && high.isFinite {
        low = high
        step *= 2
        high = lower + step
      }
    }
    for _ in 0..<200 where high - low > max(high, 1) * 1e-14 {
      let middle = low + (high - low) / 2
      if distance(middle) > tolerance { low = middle } else { high = middle }
    }
    return high
  }
}
