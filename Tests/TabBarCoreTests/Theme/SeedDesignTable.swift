import Foundation
import TabBarCore

/// Each seed design's motion and geometry, written out from `seed-designs.md` (and
/// `docs/seeds.md` where TabBarKit departs from it), never read from the presets, so a preset
/// entry point can be checked against the design itself.
enum SeedDesignTable {
  /// The numbers of a bar's geometry the designs give, on one platform.
  struct Geometry: Equatable {
    var placement: TabBarMetrics.Placement
    /// 0: as tall as the content (the material design's bar).
    var barHeight: CGFloat
    var cornerRadius: CGFloat
    var horizontalPadding: CGFloat
    var topPadding: CGFloat
    var bottomPadding: CGFloat
    var iconSize: CGFloat
    var labelVisibility: TabBarMetrics.LabelVisibility
    var selectedIconScale: CGFloat = 1
    var indicator: TabBarMetrics.SelectionMarker?
    /// The curved design's 60 pt button in its notch; the others' is TabBarKit's default.
    var actionButton = ActionButtonMetrics()
  }

  /// Whether selection animates, and the spring the bar moves on.
  struct Motion: Equatable {
    var animatesSelection: Bool
    var response: Double
    var dampingFraction: Double
  }

  /// `spring(response: 0.3, dampingFraction: 0.7)`, the curved and material designs'.
  static let designSpring = Motion(animatesSelection: true, response: 0.3, dampingFraction: 0.7)
  /// `withAnimation`'s default, SwiftUI's default spring (response 0.55, damping 0.825).
  static let defaultSpring = Motion(animatesSelection: true, response: 0.55, dampingFraction: 0.825)

  /// The design's motion: the indicator design changes selection at once (its bar's other
  /// motion, hiding and minimizing, keeps SwiftUI's default spring).
  static func motion(_ design: String) -> Motion {
    switch design {
    case "curved", "material": designSpring
    case "indicator": Motion(animatesSelection: false, response: 0.55, dampingFraction: 0.825)
    // The pill's spring(duration: 0.35, bounce: 0.2): response 0.35, damping fraction 1 − 0.2.
    case "pill": Motion(animatesSelection: true, response: 0.35, dampingFraction: 0.8)
    default: defaultSpring
    }
  }

  /// The design's geometry on `platform`, its notch under the selected tab when `following`.
  static func geometry(_ design: String, on platform: TabBarPlatform, following: Bool = false) -> Geometry {
    switch design {
    case "curved": curved(anchor: following ? .selection : .actionButton)
    case "floating":
      // The content centred in the 72 pt capsule on TabBarKit's 6 pt padding.
      Geometry(
        placement: .floating(horizontalMargin: 16, bottomMargin: 16), barHeight: 72, cornerRadius: 36,
        horizontalPadding: 16, topPadding: 6, bottomPadding: 6, iconSize: 22, labelVisibility: .selected)
    case "indicator":
      // Above the icon: 1 pt inset, 2 pt line, 10 pt; then the 20 pt icon, 10 pt and a 14 pt label's
      // line (1.2 times 14); the rest of the 70 pt row is under it.
      Geometry(
        placement: .edge, barHeight: 70, cornerRadius: 0, horizontalPadding: 26, topPadding: 13,
        bottomPadding: 70 - (1 + 2 + 10) - (20 + 10 + 14 * 1.2), iconSize: 20, labelVisibility: .always,
        indicator: .line(width: 70, thickness: 2, edge: .top))
    case "pill":
      // iOS 26's bar read from screenshots (PillDesign.swift says how): a 62 pt capsule 21 pt in, 4 pt end
      // padding, the content on TabBarKit's 6 pt padding, the selected capsule 6 pt around it.
      Geometry(
        placement: .floating(horizontalMargin: 21, bottomMargin: 21), barHeight: 62, cornerRadius: 31,
        horizontalPadding: 4, topPadding: 6, bottomPadding: 6, iconSize: 24, labelVisibility: .always,
        indicator: .pill(padding: 6))
    default: material(on: platform)
    }
  }

  /// The curved design on every platform: 80 pt, a 50 pt row 15 pt from top and bottom, 25 pt
  /// from the sides, 22 pt icons without labels, a 5 pt dot 4 pt under, an 80 × 40 pt notch.
  private static func curved(anchor: NotchMetrics.Anchor) -> Geometry {
    Geometry(
      placement: .edge, barHeight: 80, cornerRadius: 0, horizontalPadding: 25, topPadding: 15,
      bottomPadding: 15, iconSize: 22, labelVisibility: .never, indicator: .dot(diameter: 5, gap: 4),
      actionButton: ActionButtonMetrics(
        diameter: 60, clearance: 5,
        notch: NotchMetrics(width: 80, depth: 40, shoulderRadius: 0, shape: .bezierValley, anchor: anchor),
        centerDepth: 15))
  }

  /// The material design: 10 pt above the items, 15 pt under on iPhone and iPad and 10 pt
  /// elsewhere; 24 pt icons over labels, but 18 pt icons alone on Apple Watch.
  private static func material(on platform: TabBarPlatform) -> Geometry {
    let isWatch = platform == .watch
    return Geometry(
      placement: .floating(horizontalMargin: 16, bottomMargin: 10), barHeight: 0, cornerRadius: 25,
      horizontalPadding: 0, topPadding: 10, bottomPadding: [.iPhone, .iPad].contains(platform) ? 15 : 10,
      iconSize: isWatch ? 18 : 24, labelVisibility: isWatch ? .never : .always, selectedIconScale: 1.2)
  }
}

extension SeedDesignTable.Geometry {
  /// The numbers of `metrics` this table gives.
  init(_ metrics: TabBarMetrics) {
    self.init(
      placement: metrics.placement, barHeight: metrics.barHeight, cornerRadius: metrics.cornerRadius,
      horizontalPadding: metrics.horizontalPadding, topPadding: metrics.topPadding,
      bottomPadding: metrics.bottomPadding, iconSize: metrics.iconSize,
      labelVisibility: metrics.labelVisibility,
      selectedIconScale: metrics.selectedIconScale, indicator: metrics.selectionMarker,
      actionButton: metrics.actionButton)
  }
}
