import Foundation

/// A damped spring of the kind SwiftUI animates with, as a plain value: the same three ways to
/// describe it, the same conversions between them, and its exact motion.
///
/// Every description ends up as a mass, a stiffness and a damping coefficient. The two
/// SwiftUI-style descriptions use unit mass:
///
/// - ``init(response:dampingFraction:)``: stiffness (2π/response)², damping 4π·dampingFraction/response.
/// - ``init(duration:bounce:)``: stiffness (2π/duration)²; damping 4π(1 − bounce)/duration for
///   bounce ≥ 0, and for bounce < 0 the overdamped ratio 1/(1 + bounce), that is damping
///   4π/(duration·(1 + bounce)). That is the ratio Flutter documents as producing "the same result
///   as SwiftUI's spring(duration:bounce:)"; Apple documents only that negative bounces are
///   overdamped, down to −1.
///
/// ```swift
/// let spring = TabBarSpring(duration: 0.5, bounce: 0.3)
/// (spring.stiffness, spring.damping)       // (157.9, 17.6)
/// TabBarSpring(mass: 1, stiffness: 100, damping: 10).duration  // 0.628
/// ```
///
/// Inputs are never trusted: every parameter is clamped into a range where the motion is finite
/// and settles (see ``durationRange`` and ``dampingFractionRange``), and NaN takes the default of
/// the initialiser it was passed to. No spring built here produces NaN.
public struct TabBarSpring: Sendable, Hashable {
  /// The mass on the spring (1 for the SwiftUI-style initialisers).
  public let mass: Double
  /// The spring constant: the restoring force per point of displacement.
  public let stiffness: Double
  /// The friction coefficient: the braking force per point per second of velocity.
  public let damping: Double
  /// The damped oscillation the spring's displacement follows (ω₀ and ζ).
  let oscillation: DampedOscillation

  /// The shortest and longest period (``response`` and ``duration``) a spring can have.
  ///
  /// A millisecond is instant on any display; a hundred seconds is far slower than any interface
  /// animation. Outside it the arithmetic would overflow (zero duration means infinite stiffness)
  /// or never settle (infinite duration means no spring at all).
  public static let durationRange: ClosedRange<Double> = 0.001...100
  /// The smallest and largest damping fraction (damping ratio) a spring can have.
  ///
  /// An undamped spring (0) oscillates forever and never settles, so a hundredth is the least;
  /// beyond a hundred times critical damping the spring only creeps.
  public static let dampingFractionRange: ClosedRange<Double> = 0.01...100
  /// The bounce range that corresponds to ``dampingFractionRange``: −0.99 (heavily overdamped)
  /// to 0.99 (barely damped).
  public static let bounceRange: ClosedRange<Double> = -0.99...0.99

  /// The masses accepted; beyond them stiffness and damping would overflow or vanish (the motion
  /// itself depends only on the ratios).
  public static let massRange: ClosedRange<Double> = 1e-100...1e100

  /// SwiftUI's default spring animation: response 0.55 s, damping fraction 0.825.
  public static let `default` = TabBarSpring(response: 0.55, dampingFraction: 0.825)

  /// Creates a spring from its physical constants, as SwiftUI's
  /// `Spring(mass:stiffness:damping:allowOverDamping:)` does.
  ///
  /// - Parameters:
  ///   - mass: The mass; anything not positive and finite becomes 1, and the rest is clamped to
  ///     ``massRange``.
  ///   - stiffness: The spring constant; NaN becomes that of ``default``, and the result is
  ///     clamped so the period lies in ``durationRange``.
  ///   - damping: The friction; NaN becomes that of ``default`` (as a fraction of critical), and
  ///     the result is clamped so the damping fraction lies in ``dampingFractionRange``.
  ///   - allowOverDamping: As in SwiftUI, `false` (the default) treats an overdamped spring as
  ///     critically damped.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let mass =
      mass.isFinite && mass > 0
      ? min(max(mass, TabBarSpring.massRange.lowerBound), TabBarSpring.massRange.upperBound) : 1
    let naturalFrequency: Double
    if stiffness.isNaN {
      naturalFrequency = TabBarSpring.default.naturalFrequency
    } else {
      naturalFrequency = TabBarSpring.frequency(period: 2 * .pi / (max(stiffness, 0) / mass).squareRoot())
    }
    let critical = 2 * mass * naturalFrequency
    var fraction = damping.isNaN ? TabBarSpring.default.dampingFraction : damping / critical
    if !allowOverDamping { fraction = min(fraction, 1) }
    self.init(mass: mass, naturalFrequency: naturalFrequency, dampingFraction: fraction)
  }

  /// Creates a spring as SwiftUI's `spring(response:dampingFraction:)` animation does, with unit
  /// mass: stiffness (2π/response)², damping 4π·dampingFraction/response.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds; NaN becomes 0.55, zero or
  ///     negative is instant, and the value is clamped to ``durationRange``.
  ///   - dampingFraction: The damping as a fraction of critical damping: below 1 it overshoots,
  ///     1 is critical, above 1 it is overdamped. NaN becomes 0.825; clamped to
  ///     ``dampingFractionRange``.
  public init(response: Double, dampingFraction: Double) {
    self.init(
      mass: 1, naturalFrequency: TabBarSpring.frequency(period: response.replacingNaN(with: 0.55)),
      dampingFraction: dampingFraction.replacingNaN(with: 0.825))
  }

  /// Creates a spring as SwiftUI's `Spring(duration:bounce:)` does, with unit mass.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (the period of the undamped spring); NaN
  ///     becomes 0.5, zero or negative is instant, and the value is clamped to ``durationRange``.
  ///   - bounce: 0 for no overshoot (critical damping), up to 1 for more bounce, below 0 for an
  ///     overdamped spring. NaN becomes 0; clamped to ``bounceRange``.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.init(
      mass: 1, naturalFrequency: TabBarSpring.frequency(period: duration.replacingNaN(with: 0.5)),
      dampingFraction: TabBarSpring.dampingFraction(forBounce: bounce))
  }

  /// The spring itself, from values the public initialisers have made sane: a positive, finite
  /// mass and frequency, and a damping fraction that is not NaN (clamped here).
  private init(mass: Double, naturalFrequency: Double, dampingFraction: Double) {
    let fraction = min(
      max(dampingFraction, TabBarSpring.dampingFractionRange.lowerBound),
      TabBarSpring.dampingFractionRange.upperBound)
    self.mass = mass
    self.stiffness = mass * naturalFrequency * naturalFrequency
    self.damping = 2 * mass * naturalFrequency * fraction
    // ω₀ and ζ from the constants as stored, worked out once rather than at every sample.
    let frequency = (stiffness / mass).squareRoot()
    oscillation = DampedOscillation(
      naturalFrequency: frequency, dampingRatio: damping / (2 * mass * frequency))
  }

  /// The undamped angular frequency ω₀ = √(stiffness/mass), in radians per second.
  public var naturalFrequency: Double { oscillation.naturalFrequency }

  /// The period of the undamped spring, 2π/ω₀: what SwiftUI calls the response.
  public var response: Double { 2 * .pi / naturalFrequency }

  /// The perceptual duration, as SwiftUI defines it: the same number as ``response``.
  public var duration: Double { response }

  /// The damping as a fraction of critical damping, damping / (2·√(stiffness·mass)) (computed as
  /// damping / (2·mass·ω₀), which cannot overflow).
  public var dampingFraction: Double { oscillation.dampingRatio }

  /// How bouncy the spring is, as SwiftUI defines it: 1 − dampingFraction when the spring is at
  /// most critically damped, 1/dampingFraction − 1 (negative) when it is overdamped.
  public var bounce: Double {
    let fraction = dampingFraction
    return fraction <= 1 ? 1 - fraction : 1 / fraction - 1
  }

  /// The damping fraction a bounce stands for: 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below.
  /// NaN is no bounce.
  private static func dampingFraction(forBounce bounce: Double) -> Double {
    let bounce = bounce.clamped(to: bounceRange, nanAs: 0)
    return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// The angular frequency of a spring whose period is `period` clamped to ``durationRange``:
  /// zero and negative periods count as the shortest (instant), infinity as the longest.
  ///
  /// `period` is never NaN: the initialisers replace a NaN response or duration first, and the
  /// period worked out from a stiffness that is not NaN and a sane mass is at worst 0 or +∞
  /// (a stiffness of +∞ or 0), which the clamp takes.
  private static func frequency(period: Double) -> Double {
    2 * .pi / min(max(period, durationRange.lowerBound), durationRange.upperBound)
  }
}
