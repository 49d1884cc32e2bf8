/// How tabs are presented on Apple Watch: the two watch designs TabBarKit recreates.
///
/// ```swift
/// TabBarContainer(selection: $tab) { … }
///   .tabBarWatchPresentation(.iconBar)   // the material design's icon-only bar
/// // with TabBarDesign.material.metrics(on: .watch): 18 pt icons, no labels
/// ```
public enum TabBarWatchPresentation: String, Sendable, Hashable, CaseIterable, Codable {
  /// Full-screen pages, one a tab (the curved design on watchOS).
  case pages
  /// The same bar as on iPhone, icons only (the material design on watchOS; use
  /// ``TabBarDesign/metrics(on:)`` of ``TabBarDesign/material`` with
  /// ``TabBarPlatform/watch``).
  case iconBar
}
