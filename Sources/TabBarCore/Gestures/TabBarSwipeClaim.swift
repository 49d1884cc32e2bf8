import Foundation

/// Who owns one drag over the tabs' content: the swipe between tabs, or the content itself (a
/// vertical list, a row's swipe actions, a carousel, a slider, a back swipe).
///
/// The drag is read sample by sample, with what the content says at each one (whether its own
/// pan has begun under the finger, or a scroll view there can still scroll the drag's way):
/// - Until the finger has moved ``TabBarSwipe/slop`` points nothing is decided.
/// - At that first decision the direction is fixed: a drag that is not more than
///   ``TabBarSwipe/horizontalDominance`` times as wide as tall (a drag that starts vertical or
///   diagonal) is the content's, and is never claimed later however far sideways it goes.
/// - A sideways drag stays undecided until it has travelled ``confirmationDistance`` points,
///   and the content is asked again at every sample meanwhile: the moment its own pan begins
///   (a row's swipe actions start a moment after the finger) the drag is the content's.
/// - The first decision is final: a claimed swipe keeps the drag whatever the content does
///   next (a carousel reaching its end mid-drag does not take it back, nor is it handed over).
///
/// A finger that lifts while the drag is undecided was no swipe. Samples with a non-finite
/// translation are ignored.
///
/// ```swift
/// var claim = TabBarSwipeClaim()
/// claim.read(translation: CGSize(width: -12, height: 2), contentTakesIt: false)  // .undecided
/// claim.read(translation: CGSize(width: -24, height: 3), contentTakesIt: false)  // .swipe
/// ```
package struct TabBarSwipeClaim: Sendable, Hashable {
  /// Who owns the drag.
  package enum Decision: Sendable, Hashable {
    /// Not yet decided: the swipe neither moves the bar nor blocks the content.
    case undecided
    /// The swipe between tabs owns the drag.
    case swipe
    /// The content owns the drag; the swipe ignores the rest of it.
    case content
  }

  /// The decision so far.
  package private(set) var decision: Decision = .undecided
  /// Whether the drag's direction was fixed as sideways (at ``TabBarSwipe/slop``): it waits
  /// for ``confirmationDistance`` before it claims.
  package private(set) var headsSideways = false

  /// How far (points) a sideways drag travels before the swipe claims it: twice the slop, so
  /// an inner pan that begins at its own slop (about 10 points) is seen before the claim.
  package static let confirmationDistance: CGFloat = 2 * TabBarSwipe.slop

  /// A drag that has not moved yet.
  package init() {}

  /// Reads one sample of the drag and returns the decision after it.
  ///
  /// - Parameters:
  ///   - translation: How far the finger has moved since it landed.
  ///   - contentTakesIt: Whether, at this sample, the content under the finger takes the drag:
  ///     its own pan has begun, or a scroll view there can scroll the drag's way.
  @discardableResult
  package mutating func read(translation: CGSize, contentTakesIt: Bool) -> Decision {
    guard decision == .undecided, translation.width.isFinite, translation.height.isFinite else {
      return decision
    }
    if contentTakesIt {
      decision = .content
      return decision
    }
    let dx = abs(translation.width)
    let dy = abs(translation.height)
    if !headsSideways {
      guard max(dx, dy) >= TabBarSwipe.slop else { return decision }
      guard dx > TabBarSwipe.horizontalDominance * dy else {
        decision = .content
        return decision
      }
      headsSideways = true
    }
    if dx >= Self.confirmationDistance { decision = .swipe }
    return decision
  }

  /// Whether the content must still be asked: while the drag is undecided.
  package var isProbing: Bool { decision == .undecided }
}
