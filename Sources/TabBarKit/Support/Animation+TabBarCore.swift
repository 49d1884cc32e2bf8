#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension Animation {
    /// SwiftUI's spring for a core spring: `spring(response:dampingFraction:)` with its
    /// parameters, so the bar moves exactly as the core (and the preview's frames) compute.
    ///
    /// ```swift
    /// withAnimation(Animation(TabBarCore.TabBarSpring(duration: 0.5, bounce: 0.3))) { tab = .search }
    /// ```
    public init(_ spring: TabBarCore.TabBarSpring) {
      self = .spring(response: spring.response, dampingFraction: spring.dampingFraction)
    }

    /// The settle of a release (a swipe's or a scrub's): the core motion's spring starting at
    /// the finger's velocity (`interpolatingSpring` with the spring's mass, stiffness and
    /// damping, and the velocity as a share of the distance); `nil` under Reduce Motion.
    static func tabBarSettle(_ motion: SpringMotion) -> Animation? {
      guard !motion.motion.reducesMotion else { return nil }
      let spring = motion.spring
      return .interpolatingSpring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: motion.unitInitialVelocity)
    }

    /// SwiftUI's animation for a core transition timing: its spring in full motion; under Reduce
    /// Motion nothing travels, so `nil` (an immediate change) or, for a cross-fade, an ease of
    /// the cross-fade's duration, for changes of opacity only.
    ///
    /// ```swift
    /// let timing = TransitionTiming(motion: reduceMotion ? .reducedImmediate : .standard)
    /// withAnimation(Animation.tabBar(timing)) { tab = .search }
    /// ```
    static func tabBar(_ timing: TransitionTiming) -> Animation? {
      switch timing.motion {
      case .standard: return Animation(timing.spring)
      case .reduced:
        let duration = timing.motion.crossFadeDuration
        return duration > 0 ? .easeInOut(duration: duration) : nil
      }
    }
  }
#endif
