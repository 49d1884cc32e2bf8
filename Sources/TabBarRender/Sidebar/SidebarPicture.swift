import Foundation

/// Everything one picture of the sidebar presentation needs: the core's sidebar groups
/// (``TabBarArrangement/sidebar(editing:)``), the selection, the window, and the theme.
///
/// ```swift
/// let arrangement = TabBarArrangement(declared: declared, customization: customization)
/// let scene = SidebarPicture(
///   groups: arrangement.sidebar(editing: true), selectedID: "albums", isEditing: true,
///   containerSize: CGSize(width: 1024, height: 768), theme: .floating)
/// let svg = SidebarSVGRenderer.document(for: scene).xml
/// ```
package struct SidebarPicture: Sendable, Equatable {
  /// The groups to list, headers and rows.
  package var groups: [SidebarGroup]
  /// The selected tab's id; its row is highlighted.
  package var selectedID: String?
  /// Whether edit mode's hide toggles and reorder handles are drawn.
  package var isEditing: Bool
  /// The window's size in points (the sidebar takes its leading side).
  package var containerSize: CGSize
  /// The reading direction; right to left puts the sidebar on the right.
  package var layoutDirection: TabBarLayoutDirection
  /// The colours: the selection highlight and icons take the style's selected colour.
  package var theme: TabBarTheme
  /// Light or dark.
  package var appearance: ThemeAppearance
  /// Reduce Transparency and Increase Contrast.
  package var adjustments: ThemeAdjustments

  /// Creates a scene.
  /// - Parameters:
  ///   - groups: The groups to list.
  ///   - selectedID: The selected tab's id.
  ///   - isEditing: Whether edit mode is on.
  ///   - containerSize: The window's size in points.
  ///   - layoutDirection: The reading direction.
  ///   - theme: The style's colours.
  ///   - appearance: Light or dark.
  ///   - adjustments: Reduce Transparency and Increase Contrast.
  package init(
    groups: [SidebarGroup], selectedID: String?, isEditing: Bool = false, containerSize: CGSize,
    layoutDirection: TabBarLayoutDirection = .leftToRight, theme: TabBarTheme,
    appearance: ThemeAppearance = .light, adjustments: ThemeAdjustments = []
  ) {
    self.groups = groups
    self.selectedID = selectedID
    self.isEditing = isEditing
    self.containerSize = containerSize
    self.layoutDirection = layoutDirection
    self.theme = theme
    self.appearance = appearance
    self.adjustments = adjustments
  }

  /// The colours to paint with.
  package var palette: TabBarPalette { theme.palette(for: appearance, adjustments: adjustments) }
}
