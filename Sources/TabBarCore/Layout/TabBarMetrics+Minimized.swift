import Foundation

extension TabBarMetrics {
  /// The gap kept above and below a minimized bar's icons.
  static let minimizedContentPadding: CGFloat = 6

  /// The compact metrics of this style, for a bar minimized while content scrolls: icons only,
  /// and a row only as tall as an icon needs (never under the minimum hit size). A notch, its
  /// action button and their clearance shrink by the same factor as the bar, so a curved bar
  /// keeps its shape, shallower. Floating bars additionally shrink around the selected tab:
  /// see ``TabBarLayoutEngine/minimizedLayout(_:into:)``.
  ///
  /// ```swift
  /// TabBarDesign.curved.metrics(on: .iPhone).minimized().barHeight   // 44: from 80, with a 44 × 22 pt notch
  /// ```
  ///
  /// The result is ``sanitized()``; it is never taller than this style's bar.
  package func minimized() -> TabBarMetrics {
    var compact = sanitized()
    let fullHeight = compact.barHeight
    let iconRow = compact.iconSize * max(1, compact.selectedIconScale) + 2 * Self.minimizedContentPadding
    let height = min(max(compact.minimumHitSize, iconRow), max(fullHeight, compact.minimumHitSize))
    let shrink = fullHeight > 0 ? min(1, height / fullHeight) : 1
    compact.barHeight = height
    compact.labelVisibility = .never
    compact.cornerRadius *= shrink
    compact.actionButton.diameter *= shrink
    compact.actionButton.clearance *= shrink
    if var notch = compact.actionButton.notch {
      notch.width *= shrink
      notch.depth *= shrink
      notch.shoulderRadius *= shrink
      compact.actionButton.notch = notch
    }
    if case .dot = compact.selectionMarker {
      // A dot under an icon needs room the compact row does not keep; the raised icon shows it.
      compact.selectionMarker = .dot(diameter: 0, gap: 0)
    }
    return compact
  }
}

extension TabBarMetrics {
  /// These metrics for a container of compact height (an iPhone in landscape): the style's
  /// compact form (``minimized()``: icons only, a shorter row, a shallower notch), as the system's
  /// bar turns compact there, so the bar does not take a fifth of a 390 pt tall screen; the
  /// metrics unchanged otherwise. The labels stay in VoiceOver and the Large Content Viewer.
  ///
  /// ```swift
  /// TabBarDesign.curved.metrics(on: .iPhone).adapted(toCompactHeight: true).barHeight  // shorter than 80
  /// ```
  package func adapted(toCompactHeight isCompactHeight: Bool) -> TabBarMetrics {
    isCompactHeight ? minimized() : self
  }
}
