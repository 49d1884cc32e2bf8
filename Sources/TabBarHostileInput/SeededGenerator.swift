import Foundation

/// A small, fast, seedable random number generator (SplitMix64), so property tests are
/// reproducible: a failing case prints its seed, and `TABBAR_SEED=<seed>` replays it.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Starts the sequence at `seed`; the same seed always gives the same numbers.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The base seed for a run: `TABBAR_SEED` from the environment, or a fixed default so that
  /// ordinary runs are repeatable.
  package static var baseSeed: UInt64 {
    ProcessInfo.processInfo.environment["TABBAR_SEED"].flatMap { UInt64($0) } ?? 20_261_130
  }
}
