import Foundation

/// Whether the bar is minimized, decided from the content's scroll offset: the bar shrinks
/// (``TabBarLayoutEngine/minimizedLayout(_:into:)``) once the person has scrolled down by
/// ``threshold`` points, and grows back once they scroll up by as much, at the top of the
/// content, or on a tap — SwiftUI's `.tabBarMinimizeBehavior(.onScrollDown)`, as a value. With
/// ``direction`` ``Direction/up`` (`.onScrollUp`, for content aligned to its bottom) the roles
/// of the two directions swap.
///
/// Hysteresis keeps it calm: the state changes only after a run of at least ``threshold``
/// points in one direction since the last change or the last turn, so jitter within the
/// threshold never flaps it. Scrolling down, it is never minimized at the top of the content
/// (offsets at or above ``topOffset``, overscroll included); scrolling up, never at its end
/// when the reader knows where that is (``scroll(to:bottomOffset:)``), and overscroll at the top
/// counts as the top, so the bounce back is no run down. Offsets that are NaN or infinite are
/// ignored.
///
/// ```swift
/// var minimization = TabBarMinimization(isEnabled: true)
/// minimization.scroll(to: 0)
/// minimization.scroll(to: 60)      // scrolled down 60 pt: minimized
/// minimization.isMinimized         // true
/// minimization.scroll(to: 20)      // back up 40 pt: expanded
/// ```
package struct TabBarMinimization: Sendable, Hashable {
  /// Which way the content scrolls to minimize the bar.
  package enum Direction: Sendable, Hashable {
    /// Scrolling down, further into the content (larger offsets): `.onScrollDown`.
    case down
    /// Scrolling up, back towards the top (smaller offsets): `.onScrollUp`.
    case up
  }

  /// Whether the bar minimizes at all (off by default, as the system's `.automatic` on most
  /// platforms); turning it off expands the bar.
  package var isEnabled: Bool {
    didSet { if !isEnabled { expand() } }
  }
  /// How far (in points) the content must scroll one way before the bar changes: within
  /// ``thresholdRange`` (values outside are clamped, NaN is ``defaultThreshold``).
  package var threshold: CGFloat {
    get { storedThreshold }
    set { storedThreshold = newValue.clamped(to: Self.thresholdRange, nanAs: Self.defaultThreshold) }
  }
  /// The offset of the top of the content (0 for a scroll view without a top inset): scrolling
  /// down, at or above it (smaller offsets) the bar is never minimized; scrolling up, offsets
  /// above it count as it.
  var topOffset: CGFloat
  /// Which way the content scrolls to minimize the bar; changing it expands the bar and starts
  /// a new run.
  package var direction: Direction = .down {
    didSet { if direction != oldValue { selectionChanged() } }
  }
  /// Whether the bar is minimized now.
  package private(set) var isMinimized = false

  /// The threshold used unless told otherwise: far enough that a finger's jitter is ignored.
  package static let defaultThreshold: CGFloat = 24
  /// The thresholds accepted: a point at least (less is every jitter), a thousand at most (more
  /// is never).
  static let thresholdRange: ClosedRange<CGFloat> = 1...1_000

  private var storedThreshold: CGFloat
  /// Where the current run started, as progress in the minimizing direction (the offset
  /// scrolling down, its negation scrolling up): the least since expanding (the top while at
  /// the top), the most since minimizing.
  private var runStart: CGFloat?

  /// Creates the state, expanded.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the bar minimizes on scroll.
  ///   - threshold: How far the content must scroll one way to change the bar.
  ///   - topOffset: The offset of the top of the content.
  ///   - direction: Which way the content scrolls to minimize the bar.
  package init(
    isEnabled: Bool = false, threshold: CGFloat = defaultThreshold, topOffset: CGFloat = 0,
    direction: Direction = .down
  ) {
    self.isEnabled = isEnabled
    self.direction = direction
    self.storedThreshold = threshold.clamped(to: Self.thresholdRange, nanAs: Self.defaultThreshold)
    self.topOffset = topOffset.finite(or: 0)
  }

  /// Follows an app's minimize behaviour: whether the bar minimizes, and on which scroll.
  package mutating func follow(_ mode: TabBarMinimizeMode) {
    if let minimizing = mode.minimizingDirection { direction = minimizing }
    isEnabled = mode.minimizingDirection != nil
  }

  /// Reads the content's vertical offset (points scrolled from the top; larger is further down).
  ///
  /// - Parameters:
  ///   - offset: How far the content is scrolled.
  ///   - bottomOffset: The offset at the end of the content, where the reader knows it (`nil`
  ///     otherwise). Scrolling up, the bar is never minimized there, as scrolling down it never
  ///     is at the top, and overscroll past it counts as the end, so the bounce back is no run
  ///     up: content aligned to its bottom, a conversation, rests there.
  package mutating func scroll(to offset: CGFloat, bottomOffset: CGFloat? = nil) {
    guard offset.isFinite else { return }
    switch direction {
    case .down:
      guard isEnabled, offset > topOffset else {
        // Overscroll counts as the top: a run down starts from there.
        expand(at: topOffset)
        return
      }
      advance(to: offset)
    case .up:
      guard isEnabled else { return expand(at: nil) }
      let bottom = bottomOffset.flatMap { $0.isFinite ? max($0, topOffset) : nil }
      guard let bottom, offset >= bottom else { return advance(to: -max(offset, topOffset)) }
      // At the end, or overscrolled past it: a run up starts from there.
      expand(at: -bottom)
    }
  }

  /// What the bar shows of the minimization: whether it minimizes at all and whether it is
  /// minimized now. Two states with the same appearance draw the same bar; the run being
  /// measured (which moves on nearly every scroll sample), the threshold and the direction are
  /// not drawn, so a view publishes the state only when this changes.
  package struct Appearance: Sendable, Hashable {
    /// Whether the bar minimizes on scroll.
    package var isEnabled: Bool
    /// Whether it is minimized now.
    package var isMinimized: Bool
  }

  /// What the bar shows now.
  package var appearance: Appearance { Appearance(isEnabled: isEnabled, isMinimized: isMinimized) }

  /// One step of the hysteresis, `progress` measured in the minimizing direction.
  private mutating func advance(to progress: CGFloat) {
    let start = runStart ?? progress
    if isMinimized {
      runStart = max(start, progress)
      if (runStart ?? progress) - progress >= storedThreshold { expand(at: progress) }
    } else {
      runStart = min(start, progress)
      if progress - (runStart ?? progress) >= storedThreshold {
        isMinimized = true
        runStart = progress
      }
    }
  }

  /// A tap on the minimized bar (or anything else that should bring it back): expands it.
  package mutating func expand() { expand(at: runStart) }

  /// A tap on the bar: while it is minimized the tap expands it and is used up (`true`: no tab is
  /// chosen, as a tap on the system's minimized bar only brings it back); otherwise the bar is
  /// unchanged and the tap goes to the tab under it (`false`).
  package mutating func tapBar() -> Bool {
    guard isMinimized else { return false }
    expand()
    return true
  }

  /// A new tab was selected: its content starts at its own offset, so the bar expands and the
  /// next offset read starts a new run.
  package mutating func selectionChanged() {
    isMinimized = false
    runStart = nil
  }

  /// The minimization's progress the bar should come to rest at: 0 expanded, 1 minimized.
  package var targetProgress: CGFloat { isMinimized ? 1 : 0 }

  /// Whether a bottom accessory sits inline beside the compact bar (see
  /// ``TabBarLayout/accessoryLayout(_:inline:isBarHidden:)``) rather than above the bar.
  package var accessoryIsInline: Bool { isMinimized }

  /// The motion of the bar's progress from where it is (`current`, for instance the state of
  /// the running morph) to ``targetProgress``: a spring under full motion; under Reduce Motion
  /// the bar changes at once, with no animated morph.
  ///
  /// - Parameters:
  ///   - current: The progress now and its velocity.
  ///   - timing: The spring and motion preference.
  package func morph(from current: SpringState, timing: TransitionTiming = TransitionTiming()) -> SpringMotion
  {
    SpringMotion(
      spring: timing.spring, motion: timing.motion, from: current.position, to: Double(targetProgress),
      initialVelocity: current.velocity)
  }

  private mutating func expand(at offset: CGFloat?) {
    isMinimized = false
    runStart = offset
  }
}

extension TabBarMinimization {
  /// The content's offset as a view at the very top of the content reads it, where the scroll
  /// view gives no geometry of its own (before iOS 18, macOS 15): how far that view has moved
  /// above the top of the scroll view's frame, less the scroll view's top safe-area inset, which
  /// the content rests below (a navigation bar, a large title, the status bar). This is the
  /// offset the scroll view's geometry gives where it exists (its content offset plus its top
  /// content inset), so the bar minimizes after the same scroll on every system. `nil` for a
  /// non-finite reading.
  ///
  /// ```swift
  /// TabBarMinimization.contentOffset(anchorMinY: 140, topInset: 140)  // 0: at rest
  /// TabBarMinimization.contentOffset(anchorMinY: 100, topInset: 140)  // 40: scrolled 40 pt
  /// ```
  ///
  /// - Parameters:
  ///   - anchorMinY: Where the top of the content is, in the scroll view's frame.
  ///   - topInset: The scroll view's top safe-area inset.
  package static func contentOffset(anchorMinY: CGFloat, topInset: CGFloat) -> CGFloat? {
    guard anchorMinY.isFinite, topInset.isFinite else { return nil }
    return max(0, topInset) - anchorMinY
  }
}
