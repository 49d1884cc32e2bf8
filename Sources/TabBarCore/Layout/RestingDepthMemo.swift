import Foundation

/// Where a round button rests in a notch depends only on the notch's shape and the button's
/// size, not on where the notch is; solving it can take many distance measurements. A layout
/// keeps the last answers here so that the frames of an animation (laid out into the same
/// ``TabBarLayout``) solve it once.
///
/// It is scratch storage: two layouts are equal whatever their memos hold.
package struct RestingDepthMemo: Sendable, Equatable {
  /// What an answer depends on.
  package struct Key: Sendable, Equatable {
    var width: CGFloat
    var depth: CGFloat
    var shoulderRadius: CGFloat
    var shape: NotchMetrics.Shape
    var radius: CGFloat
    var clearance: CGFloat
  }

  /// The button a depth is for.
  package enum Slot: Sendable {
    /// The floating action button in a notch that holds it.
    case actionButton
    /// The selected tab's bubble in a notch that follows the selection.
    case selectionBubble
  }

  private var actionButton: (key: Key, depth: CGFloat)?
  private var selectionBubble: (key: Key, depth: CGFloat)?

  package init() {}

  /// How deep a button of `radius` rests in `notch`, keeping `clearance`: remembered if this
  /// slot last solved the same question, solved (and remembered) otherwise.
  mutating func restingDepth(
    in notch: NotchGeometry, radius: CGFloat, clearance: CGFloat, slot: Slot
  ) -> CGFloat {
    let key = Key(
      width: notch.width, depth: notch.depth, shoulderRadius: notch.shoulderRadius, shape: notch.shape,
      radius: radius, clearance: clearance)
    let remembered = slot == .actionButton ? actionButton : selectionBubble
    if let remembered, remembered.key == key { return remembered.depth }
    let depth = notch.buttonCenterDepth(radius: radius, clearance: clearance)
    switch slot {
    case .actionButton: actionButton = (key, depth)
    case .selectionBubble: selectionBubble = (key, depth)
    }
    return depth
  }

  /// Memos never make two layouts unequal.
  package static func == (lhs: Self, rhs: Self) -> Bool { true }
}
