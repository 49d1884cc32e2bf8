/// What the surfaces of a drawn bar are made of: the bar (or the minimized capsule), the search
/// tab's circle and the bottom accessory.
///
/// ``automatic`` keeps each design's own fill, so the seed designs look exactly as they always
/// have. ``material`` draws the platform's bar material; ``glass`` draws iOS 26's Liquid Glass,
/// and the material before iOS 26 and on the other platforms. Under Reduce Transparency both
/// become opaque, as the system's glass does.
///
/// ```swift
/// TabBarContainer(selection: $tab) { … }
///   .tabBarStyle(.floating)
///   .tabBarSurface(.glass)
/// ```
public enum TabBarSurface: String, Sendable, Hashable, CaseIterable {
  /// The design's own fill: the floating design's gradient, the material design's material.
  ///
  /// ```swift
  /// .tabBarSurface(.automatic)   // the default
  /// ```
  case automatic
  /// The platform's translucent bar material, whatever the design fills with.
  ///
  /// ```swift
  /// .tabBarSurface(.material)
  /// ```
  case material
  /// Liquid Glass where the system has it (iOS 26 and later); the material elsewhere.
  ///
  /// ```swift
  /// .tabBarSurface(.glass)
  /// ```
  case glass
}
