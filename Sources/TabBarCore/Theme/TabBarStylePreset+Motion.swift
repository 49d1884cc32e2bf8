import Foundation

extension TabBarStylePreset {
  /// The spring a change of selection animates with in the design, or `nil` when the design
  /// changes selection without animation (the indicator design).
  ///
  /// The curved and material designs use `spring(response: 0.3, dampingFraction: 0.7)`; the
  /// floating design uses `withAnimation`'s default spring (``TabBarSpring/default``).
  ///
  /// ```swift
  /// TabBarStylePreset.curved.selectionSpring   // response 0.3, damping fraction 0.7
  /// ```
  public var selectionSpring: TabBarSpring? {
    switch self {
    case .curved, .material: Self.designSpring
    case .floating: .default
    case .indicator: nil
    }
  }

  /// The curved and material designs' spring.
  private static let designSpring = TabBarSpring(response: 0.3, dampingFraction: 0.7)
}
