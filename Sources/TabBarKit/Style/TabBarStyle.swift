#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// How a ``TabBarContainer`` draws its bar, as `ButtonStyle` is for buttons: the geometry
  /// (``metrics``) and colours (``theme``) the core lays out and paints, and the view that draws
  /// them (``makeBody(configuration:)``).
  ///
  /// Pick a built-in style, themed or not:
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) { … }
  ///   .tabBarStyle(.floating)
  ///
  /// var metrics = TabBarDesign.curved.metrics
  /// metrics.barHeight = 72
  /// TabBarContainer(selection: $tab) { … }
  ///   .tabBarStyle(.curved.customized(metrics: metrics))
  /// ```
  ///
  /// Or write one. The configuration holds the finished layout, so a style only draws:
  ///
  /// ```swift
  /// struct PlainBarStyle: TabBarStyle {
  ///   var metrics: TabBarMetrics { TabBarDesign.indicator.metrics }
  ///   var theme: TabBarTheme { TabBarDesign.indicator.theme }
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     ZStack {
  ///       Rectangle().fill(.background)
  ///       ForEach(configuration.layout.items, id: \.id) { item in
  ///         let frame = configuration.barRelative(item.hitFrame)
  ///         Button(configuration.items.all[item.itemIndex].title) {
  ///           configuration.select(itemIndex: item.itemIndex)
  ///         }
  ///         .frame(width: frame.width, height: frame.height)
  ///         .position(x: frame.midX, y: frame.midY)
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol TabBarStyle {
    /// The view that draws the bar.
    associatedtype Body: View

    /// The geometry the core lays the bar out with.
    var metrics: TabBarMetrics { get }

    /// The colours, symbol variants and label weights the bar is drawn with.
    var theme: TabBarTheme { get }

    /// The spring the indicator, the notch and the icons move on when the selection changes;
    /// ``TabBarSpring/default`` (SwiftUI's default spring) unless the style says otherwise.
    /// Reduce Motion replaces it with an immediate change.
    var spring: TabBarCore.TabBarSpring { get }

    /// Whether a change of selection animates at all (on ``spring``); `false` changes the bar at
    /// once, as the indicator design does.
    var animatesSelection: Bool { get }

    /// Draws the bar: a view the size of ``TabBarLayout/barFrame``, in the bar's coordinates
    /// (``TabBarStyleConfiguration/barRelative(_:)-(CGRect)``); it may draw beyond its bounds,
    /// as a raised action button does.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What a style is given to draw.
    typealias Configuration = TabBarStyleConfiguration
  }

  extension TabBarStyle {
    /// SwiftUI's default spring (response 0.55 s, damping fraction 0.825).
    ///
    /// ```swift
    /// struct SnappyStyle: TabBarStyle {
    ///   var spring: TabBarCore.TabBarSpring { TabBarCore.TabBarSpring(duration: 0.3, bounce: 0.2) }
    ///   …
    /// }
    /// ```
    public var spring: TabBarCore.TabBarSpring { .default }

    /// `true`: selection changes move on ``spring``.
    ///
    /// ```swift
    /// struct InstantStyle: TabBarStyle {
    ///   var animatesSelection: Bool { false }
    ///   …
    /// }
    /// ```
    public var animatesSelection: Bool { true }
  }
#endif
