import Foundation

/// Everything one picture of the sidebar presentation needs: the core's sidebar groups
/// (``TabBarArrangement/sidebar(editing:)``), the selection, the window, and the theme.
///
/// ```swift
/// let arrangement = TabBarArrangement(declared: declared, customization: customization)
/// let scene = SidebarScene(
///   groups: arrangement.sidebar(editing: true), selectedID: "albums", isEditing: true,
///   containerSize: CGSize(width: 1024, height: 768), theme: .floating)
/// let svg = SidebarSVGRenderer.document(for: scene).xml
/// ```
public struct SidebarScene: Sendable, Equatable {
  /// The groups to list, headers and rows.
  public var groups: [SidebarGroup]
  /// The selected tab's id; its row is highlighted.
  public var selectedID: String?
  /// Whether edit mode's hide toggles and reorder handles are drawn.
  public var isEditing: Bool
  /// The window's size in points (the sidebar takes its leading side).
  public var containerSize: CGSize
  /// The reading direction; right to left puts the sidebar on the right.
  public var layoutDirection: TabBarLayoutDirection
  /// The colours: the selection highlight and icons take the style's selected colour.
  public var theme: TabBarTheme
  /// Light or dark.
  public var appearance: ThemeAppearance
  /// Reduce Transparency and Increase Contrast.
  public var adjustments: ThemeAdjustments

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
  public init(
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
  public var palette: TabBarPalette { theme.palette(for: appearance, adjustments: adjustments) }
}
