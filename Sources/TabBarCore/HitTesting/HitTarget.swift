/// What a point on the bar selects.
package enum HitTarget: Sendable, Hashable {
  /// The tab at this index in ``TabItems/all``.
  case tab(itemIndex: Int)
  /// The floating action button.
  case action
}
