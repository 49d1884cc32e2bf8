import Foundation

/// Every length a bar style needs, in points at the default text size.
///
/// One value describes one style's geometry; the layout reads nothing else. Each built-in
/// design holds its own (``TabBarDesign/metrics(on:)``); change any field to theme one.
///
/// ```swift
/// var metrics = TabBarDesign.floating.metrics(on: .iPhone)
/// metrics.barHeight = 64
/// metrics.placement = .floating(horizontalMargin: 24, bottomMargin: 12)
/// ```
///
/// Values a caller may get wrong (negative, NaN, infinite) are made sane by `sanitized()` before
/// any layout; see `TabBarLayoutEngine`.
public struct TabBarMetrics: Sendable, Hashable {
  /// Where the bar sits in its container.
  public var placement: Placement
  /// The height of the row of items, not counting the bottom safe area. Never less than
  /// ``minimumHitSize``.
  public var barHeight: CGFloat
  /// The radius of the bar's corners: the top corners of an edge bar, all corners of a floating
  /// one. A radius of half the height or more makes a capsule.
  public var cornerRadius: CGFloat
  /// How the corners are rounded.
  public var cornerStyle: CornerStyle
  /// Padding between the bar's ends and the first and last item.
  public var horizontalPadding: CGFloat
  /// The least room above an item's content inside the bar; the content is centred between
  /// this and ``bottomPadding``.
  public var topPadding: CGFloat
  /// The least room below an item's content inside the bar.
  public var bottomPadding: CGFloat
  /// How far the row of items sits above the bottom safe area's edge; a negative value pulls it
  /// into the safe area (the indicator design pulls it 14 pt down, over the home indicator).
  public var safeAreaLift: CGFloat
  /// The least distance between the row of items and the container's bottom, whatever the
  /// safe area (the curved design keeps 15 pt on a device without a home indicator).
  public var minimumBottomGap: CGFloat
  /// The side of an item's icon.
  public var iconSize: CGFloat
  /// The point size of an item's label.
  public var labelFontSize: CGFloat
  /// The gap between an icon and its label.
  public var iconLabelSpacing: CGFloat
  /// Which items show their label.
  public var labelVisibility: LabelVisibility
  /// The smallest side of an item's hit area: ``standardMinimumHitSize`` (44 pt), as the Human
  /// Interface Guidelines ask.
  public var minimumHitSize: CGFloat
  /// How much the selected item's icon is scaled (1 for none; the material style uses 1.2).
  public var selectedIconScale: CGFloat
  /// The marker drawn at the selected item, if any.
  public var selectionMarker: SelectionMarker?
  /// How far a line marker sits in from its edge of the row (the indicator design: 1 pt).
  public var lineMarkerInset: CGFloat
  /// The widest a floating bar grows, centred in the space its margins leave; `nil` (or 0) lets
  /// it span that space. The floating presets stop at ``floatingBarMaximumWidth``, so a capsule on
  /// an iPad or a Mac window does not stretch across a 1,000 pt screen.
  ///
  /// ```swift
  /// var metrics = TabBarDesign.floating.metrics(on: .iPhone)
  /// metrics.maximumFloatingWidth = 480
  /// ```
  public var maximumFloatingWidth: CGFloat?
  /// The floating action button: its size, and the notch that cradles it, if any.
  public var actionButton: ActionButtonMetrics
  /// The largest Dynamic Type factor the bar grows by. Beyond it the bar stops growing and
  /// items offer the Large Content Viewer instead, as the system tab bar does.
  public var maximumDynamicTypeFactor: CGFloat
  /// The smallest Dynamic Type factor the bar shrinks by.
  public var minimumDynamicTypeFactor: CGFloat

  /// Creates metrics; every parameter has the value of a plain 49 pt edge bar by default.
  public init(
    placement: Placement = .edge,
    maximumFloatingWidth: CGFloat? = nil,
    barHeight: CGFloat = 49,
    cornerRadius: CGFloat = 0,
    cornerStyle: CornerStyle = .circular,
    horizontalPadding: CGFloat = 8,
    topPadding: CGFloat = TabBarMetrics.contentPadding,
    bottomPadding: CGFloat = TabBarMetrics.contentPadding,
    safeAreaLift: CGFloat = 0,
    minimumBottomGap: CGFloat = 0,
    iconSize: CGFloat = 24,
    labelFontSize: CGFloat = 10,
    iconLabelSpacing: CGFloat = 4,
    labelVisibility: LabelVisibility = .always,
    minimumHitSize: CGFloat = TabBarMetrics.standardMinimumHitSize,
    selectedIconScale: CGFloat = 1,
    selectionMarker: SelectionMarker? = nil,
    lineMarkerInset: CGFloat = 0,
    actionButton: ActionButtonMetrics = ActionButtonMetrics(),
    maximumDynamicTypeFactor: CGFloat = TabBarDynamicTypeSize.xxxLarge.scaleFactor,
    minimumDynamicTypeFactor: CGFloat = TabBarDynamicTypeSize.xSmall.scaleFactor
  ) {
    self.placement = placement
    self.barHeight = barHeight
    self.cornerRadius = cornerRadius
    self.cornerStyle = cornerStyle
    self.horizontalPadding = horizontalPadding
    self.topPadding = topPadding
    self.bottomPadding = bottomPadding
    self.safeAreaLift = safeAreaLift
    self.minimumBottomGap = minimumBottomGap
    self.iconSize = iconSize
    self.labelFontSize = labelFontSize
    self.iconLabelSpacing = iconLabelSpacing
    self.labelVisibility = labelVisibility
    self.minimumHitSize = minimumHitSize
    self.selectedIconScale = selectedIconScale
    self.selectionMarker = selectionMarker
    self.lineMarkerInset = lineMarkerInset
    self.maximumFloatingWidth = maximumFloatingWidth
    self.actionButton = actionButton
    self.maximumDynamicTypeFactor = maximumDynamicTypeFactor
    self.minimumDynamicTypeFactor = minimumDynamicTypeFactor
  }
}

extension TabBarMetrics {
  /// The smallest side of a hit area the Human Interface Guidelines ask for: 44 pt. The one home
  /// of that number: metrics, layouts and the platform adaptation all read it.
  public static let standardMinimumHitSize: CGFloat = 44

  /// The widest the floating designs' bars grow (``maximumFloatingWidth``): about a phone's
  /// width in landscape, so on an iPad the capsule stays a capsule rather than a 1,000 pt strip.
  public static let floatingBarMaximumWidth: CGFloat = 640

  /// The least room kept above and below an item's content inside the bar, unless the metrics
  /// say otherwise (``topPadding``, ``bottomPadding``).
  public static let contentPadding: CGFloat = 6

  /// Where a bar sits in its container.
  public enum Placement: Sendable, Hashable {
    /// Along the bottom edge, full width; its background runs on under the home indicator.
    case edge
    /// Above the content, inset from the sides by `horizontalMargin` and from the bottom by at
    /// least `bottomMargin` (more where the safe area asks for more).
    case floating(horizontalMargin: CGFloat, bottomMargin: CGFloat)
  }

  /// How a rounded corner is drawn.
  public enum CornerStyle: String, Sendable, Hashable, CaseIterable {
    /// A quarter circle.
    case circular
    /// A smoother corner whose curvature grows gradually, like SwiftUI's
    /// `RoundedRectangle(cornerRadius:style: .continuous)`.
    case continuous
  }

  /// Which items show their label under the icon.
  public enum LabelVisibility: String, Sendable, Hashable, CaseIterable {
    /// Every item.
    case always
    /// Only the selected item.
    case selected
    /// None: icons only (VoiceOver still reads the titles).
    case never

    /// Whether an item shows its label, given whether it is selected.
    package func showsLabel(isSelected: Bool) -> Bool {
      switch self {
      case .always: true
      case .selected: isSelected
      case .never: false
      }
    }
  }

  /// The marker drawn at the selected item.
  public enum SelectionMarker: Sendable, Hashable {
    /// A line of `width` × `thickness` on the item's top or bottom edge (never wider than the
    /// item).
    case line(width: CGFloat, thickness: CGFloat, edge: LineEdge)
    /// A dot of `diameter`, `gap` below the item's content.
    case dot(diameter: CGFloat, gap: CGFloat)
    /// A rounded pill behind the item's content, `padding` larger than it on every side.
    case pill(padding: CGFloat)

    /// The edge of an item a line marker sits on.
    public enum LineEdge: String, Sendable, Hashable, CaseIterable {
      /// The top edge of the item, which is the bar's top edge.
      case top
      /// The bottom edge of the item's row.
      case bottom
    }
  }
}
