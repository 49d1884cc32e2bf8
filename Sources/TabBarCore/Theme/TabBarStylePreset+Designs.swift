import Foundation

extension TabBarStylePreset {
  /// The curved design: ``TabBarMetrics/curved`` on every platform, ``TabBarTheme/curved``; the
  /// dot glides to a newly selected tab on `spring(response: 0.3, dampingFraction: 0.7)`.
  ///
  /// ```swift
  /// TabBarStylePreset.curved.spring   // response 0.3, damping fraction 0.7
  /// ```
  public static let curved = TabBarStylePreset(
    name: "curved", theme: .curved, spring: designSpring, animatesSelection: true, metrics: { _ in .curved })

  /// The floating design: ``TabBarMetrics/floating`` on every platform, ``TabBarTheme/floating``;
  /// selection changes with `withAnimation`'s default spring (``TabBarSpring/default``).
  ///
  /// ```swift
  /// TabBarStylePreset.floating.spring == .default   // true
  /// ```
  public static let floating = TabBarStylePreset(
    name: "floating", theme: .floating, spring: .default, animatesSelection: true,
    metrics: { _ in .floating })

  /// The indicator design: ``TabBarMetrics/indicator-type.property`` on every platform,
  /// ``TabBarTheme/indicator``; selection changes at once (the bar's other motion, hiding and
  /// minimizing, moves on ``TabBarSpring/default``).
  ///
  /// ```swift
  /// TabBarStylePreset.indicator.animatesSelection   // false
  /// ```
  public static let indicator = TabBarStylePreset(
    name: "indicator", theme: .indicator, spring: .default, animatesSelection: false,
    metrics: { _ in .indicator })

  /// The material design: ``TabBarMetrics/material`` on iPhone, 10 pt under the items off
  /// iPhone and iPad, and 18 pt icons without labels on Apple Watch; ``TabBarTheme/material``;
  /// selection moves on `spring(response: 0.3, dampingFraction: 0.7)`.
  ///
  /// ```swift
  /// TabBarStylePreset.material.metrics(on: .mac).bottomPadding   // 10
  /// ```
  public static let material = TabBarStylePreset(
    name: "material", theme: .material, spring: designSpring, animatesSelection: true,
    metrics: TabBarMetrics.material(on:))

  /// The curved and material designs' spring.
  private static let designSpring = TabBarSpring(response: 0.3, dampingFraction: 0.7)
}
