import Foundation

extension TabBarLayout {
  /// Makes this layout equal to `source`, keeping its own memo and item storage: the blend of
  /// `source` alone (``AssignmentWeights``). When both show the same tabs (the frames of one
  /// animation) each item is overwritten in place, so no id is copied, retained or released;
  /// otherwise the items are replaced. Once the storage has grown, a frame allocates nothing.
  package mutating func assign(_ source: TabBarLayout) {
    Self.blend(source, source, source, weights: AssignmentWeights(), into: &self)
  }
}
