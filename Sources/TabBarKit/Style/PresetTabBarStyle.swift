#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The built-in styles: the core's metrics and theme drawn by ``TabBarDrawing``. Use them
  /// through ``TabBarStyle/curved``, ``TabBarStyle/floating``, ``TabBarStyle/indicator`` and
  /// ``TabBarStyle/material``, or their themable forms.
  ///
  /// ```swift
  /// .tabBarStyle(.material)
  /// .tabBarStyle(.indicator(theme: brandTheme))
  /// ```
  public struct PresetTabBarStyle: TabBarStyle {
    /// The geometry.
    ///
    /// ```swift
    /// var style = PresetTabBarStyle(.floating)
    /// style.metrics.barHeight = 64
    /// ```
    public var metrics: TabBarMetrics
    /// The colours.
    ///
    /// ```swift
    /// var style = PresetTabBarStyle(.curved)
    /// style.theme.light.selectedItemColor = .systemPurple
    /// ```
    public var theme: TabBarTheme
    /// The spring selection changes move on.
    ///
    /// ```swift
    /// var style = PresetTabBarStyle(.curved)
    /// style.spring = TabBarCore.TabBarSpring(duration: 0.35, bounce: 0.2)
    /// ```
    public var spring: TabBarCore.TabBarSpring = .default
    /// Whether selection changes animate (the indicator design's do not).
    ///
    /// ```swift
    /// var style = PresetTabBarStyle(.indicator)
    /// style.animatesSelection = true
    /// ```
    public var animatesSelection = true

    /// Creates a style from any metrics and theme.
    ///
    /// ```swift
    /// PresetTabBarStyle(metrics: .floating, theme: .curved)
    /// ```
    public init(metrics: TabBarMetrics, theme: TabBarTheme) {
      self.metrics = metrics
      self.theme = theme
    }

    /// Creates one of the four designs, with its metrics for this platform and its spring (or
    /// none: the indicator design changes selection at once).
    ///
    /// ```swift
    /// PresetTabBarStyle(.indicator)
    /// ```
    public init(_ preset: TabBarStylePreset) {
      self.init(metrics: preset.metrics(on: TabBarPlatformContainers.buildPlatform), theme: preset.theme)
      spring = preset.selectionSpring ?? .default
      animatesSelection = preset.selectionSpring != nil
    }

    /// Draws the bar with ``TabBarDrawing``.
    ///
    /// ```swift
    /// PresetTabBarStyle(.indicator).makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View {
      TabBarDrawing(configuration: configuration)
    }
  }

  extension TabBarStyle where Self == PresetTabBarStyle {
    /// A bar with a notch cradling a raised blue→purple gradient action button, and a dot under
    /// the selected tab.
    ///
    /// ```swift
    /// .tabBarStyle(.curved)
    /// ```
    public static var curved: PresetTabBarStyle { PresetTabBarStyle(.curved) }

    /// The curved design with your metrics or theme.
    ///
    /// ```swift
    /// .tabBarStyle(.curved(theme: brandTheme))
    /// ```
    public static func curved(
      metrics: TabBarMetrics = .curved, theme: TabBarTheme = .curved
    ) -> PresetTabBarStyle {
      PresetTabBarStyle(metrics: metrics, theme: theme)
    }

    /// The curved design whose notch follows the selection
    /// (``TabBarMetrics/curvedFollowing``): the notch sits under the selected tab and
    /// glides to a newly selected one on the style's spring (``BarOutlineShape`` animates its
    /// centre), with the selected icon raised into it.
    ///
    /// ```swift
    /// .tabBarStyle(.curvedFollowing)
    /// ```
    public static var curvedFollowing: PresetTabBarStyle {
      PresetTabBarStyle(metrics: .curvedFollowing, theme: .curved)
    }

    /// A floating capsule with a radial blue→black gradient, the label shown on the selected
    /// tab only.
    ///
    /// ```swift
    /// .tabBarStyle(.floating)
    /// ```
    public static var floating: PresetTabBarStyle { PresetTabBarStyle(.floating) }

    /// The floating design with your metrics or theme.
    ///
    /// ```swift
    /// .tabBarStyle(.floating(metrics: wideMargins))
    /// ```
    public static func floating(
      metrics: TabBarMetrics = .floating, theme: TabBarTheme = .floating
    ) -> PresetTabBarStyle {
      PresetTabBarStyle(metrics: metrics, theme: theme)
    }

    /// An edge bar with a black 2 pt line over the selected tab and gray unselected tabs.
    ///
    /// ```swift
    /// .tabBarStyle(.indicator)
    /// ```
    public static var indicator: PresetTabBarStyle { PresetTabBarStyle(.indicator) }

    /// The indicator design with your metrics or theme.
    ///
    /// ```swift
    /// .tabBarStyle(.indicator(theme: brandTheme))
    /// ```
    public static func indicator(
      metrics: TabBarMetrics = .indicator, theme: TabBarTheme = .indicator
    ) -> PresetTabBarStyle {
      PresetTabBarStyle(metrics: metrics, theme: theme)
    }

    /// A translucent floating bar (`Material.bar`) whose selected icon grows by 1.2 with a bold
    /// label.
    ///
    /// ```swift
    /// .tabBarStyle(.material)
    /// ```
    public static var material: PresetTabBarStyle { PresetTabBarStyle(.material) }

    /// The material design with your metrics or theme.
    ///
    /// ```swift
    /// .tabBarStyle(.material(metrics: .indicator))
    /// ```
    public static func material(
      metrics: TabBarMetrics = .material, theme: TabBarTheme = .material
    ) -> PresetTabBarStyle {
      PresetTabBarStyle(metrics: metrics, theme: theme)
    }
  }
#endif
