import Foundation

/// The exact free motion of a damped oscillator, x″ + 2ζω₀x′ + ω₀²x = 0, from a displacement and a
/// rate of change at time 0.
///
/// A spring's displacement from its target obeys this equation, and so does its velocity (with
/// the velocity as the "displacement" and the acceleration as its rate), so one solution serves
/// both. Each regime uses a form that stays accurate as the damping ratio approaches 1 from
/// either side: sin(ω_d t)/ω_d and sinh(βt)/β both tend to t, the critically damped term.
struct DampedOscillation: Sendable, Hashable {
  /// ω₀, in radians per second (positive and finite).
  let naturalFrequency: Double
  /// ζ (positive and finite).
  let dampingRatio: Double
  /// ω_d = ω₀√(1 − ζ²) for an oscillating motion, β = ω₀√(ζ² − 1) for an overdamped one, 0 at
  /// critical damping: worked out once, not at every sample.
  private let frequency: Double

  /// The motion for ω₀ = `naturalFrequency` and ζ = `dampingRatio`.
  init(naturalFrequency: Double, dampingRatio: Double) {
    self.naturalFrequency = naturalFrequency
    self.dampingRatio = dampingRatio
    if dampingRatio < 1 {
      frequency = naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
    } else if dampingRatio > 1 {
      frequency = naturalFrequency * (dampingRatio * dampingRatio - 1).squareRoot()
    } else {
      frequency = 0
    }
  }

  /// x(t) for x(0) = `initial` and x′(0) = `rate`; `time` must be ≥ 0 and finite.
  func value(initial: Double, rate: Double, time: Double) -> Double {
    value(initial: initial, rate: rate, at: sample(at: time))
  }

  /// x(t) for x(0) = `initial` and x′(0) = `rate`, at the time `sample` was taken.
  @inline(__always)
  func value(initial: Double, rate: Double, at sample: Sample) -> Double {
    let coefficient = rate + sample.decay * initial
    switch sample.form {
    case .oscillating(let envelope, let cosine, let sine, let damped):
      return envelope * (initial * cosine + coefficient * sine / damped)
    case .critical(let envelope, let time):
      return envelope * (initial + coefficient * time)
    case .hyperbolic(let envelope, let cosine, let sine, let spread):
      return envelope * (initial * cosine + coefficient * sine / spread)
    case .separated(let slow, let fast, let spread):
      // Far along, the hyperbolic form multiplies a huge cosh by a tiny exponential; the two
      // exponentials, with the slow root written without cancellation, stay finite.
      let ratio = coefficient / spread
      return 0.5 * (initial + ratio) * slow + 0.5 * (initial - ratio) * fast
    }
  }

  /// The parts of x(t) that depend only on the time (exponentials, sines, cosines), so that
  /// several motions sampled at one time (a value and its rate, a spring's basic responses)
  /// share one evaluation of them.
  struct Sample {
    /// ζω₀.
    fileprivate let decay: Double
    fileprivate let form: Form

    fileprivate enum Form {
      /// e^(−ζω₀t), cos ω_d t, sin ω_d t and ω_d.
      case oscillating(envelope: Double, cosine: Double, sine: Double, damped: Double)
      /// e^(−ω₀t) and t.
      case critical(envelope: Double, time: Double)
      /// e^(−ζω₀t), cosh βt, sinh βt and β.
      case hyperbolic(envelope: Double, cosine: Double, sine: Double, spread: Double)
      /// e^(slow·t), e^(fast·t) and β, for βt past 20.
      case separated(slow: Double, fast: Double, spread: Double)
    }
  }

  /// The time-dependent parts of the motion at `time` (≥ 0 and finite).
  @inline(__always)
  func sample(at time: Double) -> Sample {
    let decay = dampingRatio * naturalFrequency
    if dampingRatio < 1 {
      let phase = frequency * time
      return Sample(
        decay: decay,
        form: .oscillating(
          envelope: exp(-decay * time), cosine: cos(phase), sine: sin(phase), damped: frequency))
    }
    if dampingRatio == 1 {
      return Sample(decay: decay, form: .critical(envelope: exp(-decay * time), time: time))
    }
    if frequency * time <= 20 {
      let product = frequency * time
      return Sample(
        decay: decay,
        form: .hyperbolic(
          envelope: exp(-decay * time), cosine: cosh(product), sine: sinh(product), spread: frequency))
    }
    // The slow rate written without cancellation.
    let root = (dampingRatio * dampingRatio - 1).squareRoot()
    let slow = -naturalFrequency / (dampingRatio + root)
    let fast = -naturalFrequency * (dampingRatio + root)
    return Sample(
      decay: decay, form: .separated(slow: exp(slow * time), fast: exp(fast * time), spread: frequency))
  }

  /// The rate x″(0) that the equation gives for x(0) = `initial` and x′(0) = `rate`.
  func acceleration(initial: Double, rate: Double) -> Double {
    -2 * dampingRatio * naturalFrequency * rate - naturalFrequency * naturalFrequency * initial
  }

  /// x′(t) for x(0) = `initial` and x′(0) = `rate`, at the time `sample` was taken.
  func rate(initial: Double, rate: Double, at sample: Sample) -> Double {
    value(initial: rate, rate: acceleration(initial: initial, rate: rate), at: sample)
  }

  /// The times > 0 where x has an extremum (x′ = 0) that can matter for settling: every one for
  /// an oscillating motion is `first + k·spacing`; a non-oscillating one has at most one.
  func extrema(initial: Double, rate: Double) -> Extrema {
    let decay = dampingRatio * naturalFrequency
    // x′ itself is a free motion with x′(0) = rate and x″(0) = acceleration.
    let coefficient = acceleration(initial: initial, rate: rate) + decay * rate
    if dampingRatio < 1 {
      let damped = naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
      // x′ ∝ rate·cos θ + (coefficient/ω_d)·sin θ = R·sin(θ + α): zero where θ = nπ − α.
      let alpha = atan2(rate, coefficient / damped)
      var phase = (-alpha).truncatingRemainder(dividingBy: .pi)
      if phase < 0 { phase += .pi }
      return .periodic(first: phase / damped, spacing: .pi / damped)
    }
    // x′ ∝ rate·cosh βt + coefficient·sinh(βt)/β: zero where tanh βt = −rate·β/coefficient.
    guard coefficient != 0 else { return .none }
    let spread = naturalFrequency * (max(dampingRatio * dampingRatio - 1, 0)).squareRoot()
    let tangent = -rate * spread / coefficient
    let time: Double
    if abs(tangent) < 1e-8 {
      time = -rate / coefficient
    } else if tangent > 0 && tangent < 1 {
      time = atanh(tangent) / spread
    } else {
      return .none
    }
    return time > 0 && time.isFinite ? .single(time) : .none
  }

  /// Where the extrema of a free motion lie.
  enum Extrema: Sendable, Hashable {
    /// None after time 0.
    case none
    /// Exactly one, at this time.
    case single(Double)
    /// Infinitely many, every `spacing` seconds from `first` (which may be 0).
    case periodic(first: Double, spacing: Double)
  }
}
