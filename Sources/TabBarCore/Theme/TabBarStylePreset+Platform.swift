import Foundation

extension TabBarStylePreset {
  /// The style's geometry as its design has it on `platform`: the material design changes its
  /// padding and, on Apple Watch, its icons (see ``TabBarMetrics/material(on:)``); the others
  /// are the same everywhere they run.
  ///
  /// ```swift
  /// TabBarStylePreset.material.metrics(on: .watch).iconSize   // 18
  /// ```
  public func metrics(on platform: TabBarPlatform) -> TabBarMetrics {
    self == .material ? .material(on: platform) : metrics
  }
}
