import Foundation

/// Everything one picture of a bar needs: the core's layout (or one frame of the core's
/// animation), the items it was made from, and the theme with the appearance and accessibility
/// settings to paint it in.
///
/// ```swift
/// let layout = TabBarLayoutEngine.layout(request)
/// let scene = TabBarPicture(layout: layout, items: request.items, theme: .curved, appearance: .dark)
/// let svg = TabBarSVGRenderer.document(for: scene).xml
///
/// // Inside this package, the film of a change of selection:
/// let transition = TabBarTransition(from: request, toSelection: "profile", timing: TransitionTiming())
/// let film = transition.frames.map { TabBarPicture(frame: $0, items: request.items, theme: .curved) }
/// ```
package struct TabBarPicture: Sendable, Equatable {
  /// What to draw: a layout at rest, or a frame of a ``TabBarTransition``, whose fading layout
  /// (during a Reduce Motion cross-fade) is drawn at its opacity under the frame's layout.
  package var frame: TabBarAnimationFrame
  /// The items the layout was made from (titles, symbols, badges, enabled state).
  package var items: TabItems
  /// The colours and type.
  package var theme: TabBarTheme
  /// Light or dark.
  package var appearance: ThemeAppearance
  /// Reduce Transparency and Increase Contrast.
  package var adjustments: ThemeAdjustments
  /// The search tab set apart from the bar (``SearchTabPlacement``), if any: its own circle, or
  /// the divider before its column.
  package var searchTab: SearchTabLayout?
  /// The search tab's item (its symbol and title), drawn in ``searchTab``'s circle.
  package var searchItem: TabItem?
  /// What the bar and the search circle are made of; glass is drawn as a stand-in
  /// (``TabBarSVGRenderer``), as if on a system that has it.
  package var surface: TabBarSurface = .automatic

  /// Creates the scene of a layout at rest.
  package init(
    layout: TabBarLayout, items: TabItems, theme: TabBarTheme, appearance: ThemeAppearance = .light,
    adjustments: ThemeAdjustments = []
  ) {
    self.init(
      frame: TabBarAnimationFrame(time: 0, layout: layout), items: items, theme: theme,
      appearance: appearance,
      adjustments: adjustments)
  }

  /// Creates the scene of one frame of an animation.
  package init(
    frame: TabBarAnimationFrame, items: TabItems, theme: TabBarTheme, appearance: ThemeAppearance = .light,
    adjustments: ThemeAdjustments = []
  ) {
    self.frame = frame
    self.items = items
    self.theme = theme
    self.appearance = appearance
    self.adjustments = adjustments
    self.searchTab = nil
    self.searchItem = nil
  }

  /// Creates the scene of a bar laid out with its search tab set apart.
  /// - Parameters:
  ///   - split: The layout from ``SearchTabPlacement/layout(_:)``.
  ///   - searchItem: The search tab's item.
  ///   - theme: The colours and type.
  ///   - appearance: Light or dark.
  ///   - adjustments: Reduce Transparency and Increase Contrast.
  package init(
    split: SearchTabBarLayout, searchItem: TabItem?, theme: TabBarTheme, appearance: ThemeAppearance = .light,
    adjustments: ThemeAdjustments = []
  ) {
    self.init(
      layout: split.bar, items: split.barItems, theme: theme, appearance: appearance, adjustments: adjustments
    )
    self.searchTab = split.search
    self.searchItem = searchItem
  }

  /// Where everything goes, from ``TabBarLayoutEngine``: the frame's layout (during a cross-fade,
  /// the one fading in). Setting it keeps the frame's time, opacities and fading layout.
  package var layout: TabBarLayout {
    get { frame.layout }
    set { frame.layout = newValue }
  }

  /// The colours to paint with: the theme's palette for the appearance and adjustments.
  package var palette: TabBarPalette { theme.palette(for: appearance, adjustments: adjustments) }

  /// What the bar's surfaces are painted with: the core's answer for ``surface`` and the
  /// theme's bar fill, on a system with glass, under the scene's Reduce Transparency.
  package var surfacePaint: TabBarSurfacePaint {
    surface.paint(
      over: theme.palette(for: appearance).barFill, appearance: appearance, platformHasGlass: true,
      reduceTransparency: adjustments.contains(.reduceTransparency))
  }
}
