#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The built-in styles: a core ``TabBarStylePreset`` (its metrics for this platform, its theme,
  /// its spring, whether its selection animates) drawn by ``TabBarDrawing``. Use them through
  /// ``TabBarStyle/curved``, ``TabBarStyle/floating``, ``TabBarStyle/indicator`` and
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
    /// The spring the bar moves on (``TabBarStylePreset/spring``).
    ///
    /// ```swift
    /// var style = PresetTabBarStyle(.curved)
    /// style.spring = TabBarCore.TabBarSpring(duration: 0.35, bounce: 0.2)
    /// ```
    public var spring: TabBarCore.TabBarSpring
    /// Whether selection changes animate (``TabBarStylePreset/animatesSelection``: the indicator
    /// design's do not).
    ///
    /// ```swift
    /// var style = PresetTabBarStyle(.indicator)
    /// style.animatesSelection = true
    /// ```
    public var animatesSelection: Bool

    /// Draws `preset`: its metrics for this platform, its theme, its spring and whether its
    /// selection animates, all as the core's preset says.
    ///
    /// ```swift
    /// PresetTabBarStyle(.indicator)
    /// PresetTabBarStyle(TabBarStylePreset.material.customized(theme: brandTheme))
    /// ```
    public init(_ preset: TabBarStylePreset) {
      metrics = preset.metrics(on: TabBarPlatformContainers.buildPlatform)
      theme = preset.theme
      spring = preset.spring
      animatesSelection = preset.animatesSelection
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

    /// The curved design with your metrics or theme, the rest of it kept: its spring, whether
    /// its selection animates and, without `metrics`, its metrics for this platform.
    ///
    /// ```swift
    /// .tabBarStyle(.curved(theme: brandTheme))
    /// ```
    public static func curved(
      metrics: TabBarMetrics? = nil, theme: TabBarTheme? = nil
    ) -> PresetTabBarStyle {
      PresetTabBarStyle(TabBarStylePreset.curved.customized(metrics: metrics, theme: theme))
    }

    /// The curved design whose notch follows the selection
    /// (``TabBarStylePreset/followingSelection``): the notch sits under the selected tab and
    /// glides to a newly selected one on the design's spring (``BarOutlineShape`` animates its
    /// centre), with the selected icon raised into it.
    ///
    /// ```swift
    /// .tabBarStyle(.curvedFollowing)
    /// ```
    public static var curvedFollowing: PresetTabBarStyle {
      PresetTabBarStyle(TabBarStylePreset.curved.followingSelection)
    }

    /// A floating capsule with a radial blue→black gradient, the label shown on the selected
    /// tab only.
    ///
    /// ```swift
    /// .tabBarStyle(.floating)
    /// ```
    public static var floating: PresetTabBarStyle { PresetTabBarStyle(.floating) }

    /// The floating design with your metrics or theme, the rest of it kept: its spring, whether
    /// its selection animates and, without `metrics`, its metrics for this platform.
    ///
    /// ```swift
    /// .tabBarStyle(.floating(metrics: wideMargins))
    /// ```
    public static func floating(
      metrics: TabBarMetrics? = nil, theme: TabBarTheme? = nil
    ) -> PresetTabBarStyle {
      PresetTabBarStyle(TabBarStylePreset.floating.customized(metrics: metrics, theme: theme))
    }

    /// An edge bar with a black 2 pt line over the selected tab and gray unselected tabs.
    ///
    /// ```swift
    /// .tabBarStyle(.indicator)
    /// ```
    public static var indicator: PresetTabBarStyle { PresetTabBarStyle(.indicator) }

    /// The indicator design with your metrics or theme, the rest of it kept: its spring, whether
    /// its selection animates and, without `metrics`, its metrics for this platform.
    ///
    /// ```swift
    /// .tabBarStyle(.indicator(theme: brandTheme))
    /// ```
    public static func indicator(
      metrics: TabBarMetrics? = nil, theme: TabBarTheme? = nil
    ) -> PresetTabBarStyle {
      PresetTabBarStyle(TabBarStylePreset.indicator.customized(metrics: metrics, theme: theme))
    }

    /// A translucent floating bar (`Material.bar`) whose selected icon grows by 1.2 with a bold
    /// label.
    ///
    /// ```swift
    /// .tabBarStyle(.material)
    /// ```
    public static var material: PresetTabBarStyle { PresetTabBarStyle(.material) }

    /// The material design with your metrics or theme, the rest of it kept: its spring, whether
    /// its selection animates and, without `metrics`, its metrics for this platform.
    ///
    /// ```swift
    /// .tabBarStyle(.material(metrics: .indicator))
    /// ```
    public static func material(
      metrics: TabBarMetrics? = nil, theme: TabBarTheme? = nil
    ) -> PresetTabBarStyle {
      PresetTabBarStyle(TabBarStylePreset.material.customized(metrics: metrics, theme: theme))
    }
  }
#endif
