#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A type-erased ``TabBarStyle``, to choose a style at run time.
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) { … }
  ///   .tabBarStyle(isCompact ? AnyTabBarStyle(.material) : AnyTabBarStyle(.floating))
  /// ```
  public struct AnyTabBarStyle: TabBarStyle {
    /// The wrapped style's metrics.
    ///
    /// ```swift
    /// AnyTabBarStyle(.floating).metrics  // TabBarDesign.floating.metrics
    /// ```
    public let metrics: TabBarMetrics
    /// The wrapped style's theme.
    ///
    /// ```swift
    /// AnyTabBarStyle(.floating).theme  // TabBarDesign.floating.theme
    /// ```
    public let theme: TabBarTheme
    /// The wrapped style's spring.
    ///
    /// ```swift
    /// AnyTabBarStyle(.curved).spring  // response 0.3, damping fraction 0.7: the curved design's
    /// ```
    public let spring: TabBarCore.TabBarSpring
    /// Whether the wrapped style animates selection changes.
    ///
    /// ```swift
    /// AnyTabBarStyle(.indicator).animatesSelection  // false: the design changes at once
    /// ```
    public let animatesSelection: Bool
    /// The wrapped style's body.
    private let body: (TabBarStyleConfiguration) -> AnyView

    /// Wraps `style`.
    ///
    /// ```swift
    /// let style = AnyTabBarStyle(.curved)
    /// ```
    public init<Style: TabBarStyle>(_ style: Style) {
      self.init(wrapping: style)
    }

    /// Wraps a built-in design, spelled as the design is: `AnyTabBarStyle(.material)`.
    ///
    /// ```swift
    /// let style = AnyTabBarStyle(.indicator.customized(theme: brandTheme))
    /// ```
    public init(_ design: TabBarDesign) {
      self.init(wrapping: design)
    }

    /// Wraps `style`, unwrapping one that is already erased.
    private init<Style: TabBarStyle>(wrapping style: Style) {
      if let erased = style as? AnyTabBarStyle {
        self = erased
        return
      }
      metrics = style.metrics
      theme = style.theme
      spring = style.spring
      animatesSelection = style.animatesSelection
      body = { AnyView(style.makeBody(configuration: $0)) }
    }

    /// The wrapped style's body.
    ///
    /// ```swift
    /// AnyTabBarStyle(.curved).makeBody(configuration: configuration)
    /// ```
    public func makeBody(configuration: Configuration) -> some View {
      body(configuration)
    }
  }

  /// Where the style travels to the container.
  private struct TabBarStyleKey: EnvironmentKey {
    static var defaultValue: AnyTabBarStyle? { nil }
  }

  extension EnvironmentValues {
    /// The style set by ``SwiftUICore/View/tabBarStyle(_:)``; `nil` draws ``TabBarStyle/curved``.
    var tabBarStyle: AnyTabBarStyle? {
      get { self[TabBarStyleKey.self] }
      set { self[TabBarStyleKey.self] = newValue }
    }
  }

  extension View {
    /// Sets the style of the ``TabBarContainer``s below, as `buttonStyle(_:)` does for buttons.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.floating)
    /// ```
    @MainActor
    public func tabBarStyle<Style: TabBarStyle>(_ style: Style) -> some View {
      environment(\.tabBarStyle, AnyTabBarStyle(style))
    }
  }
#endif
