/// What a person may change about one tab in one placement (the bar, or the sidebar), as
/// SwiftUI's `TabCustomizationBehavior` says: hide and move it, only move it, or neither.
///
/// ```swift
/// TabEditAllowance.automatic.allowsHiding     // true
/// TabEditAllowance.reorderable.allowsHiding   // false: moved, never hidden
/// TabEditAllowance.disabled.allowsMoving      // false: neither hidden nor moved
/// ```
package enum TabEditAllowance: Int, Sendable, Hashable, CaseIterable {
  /// Hidden and moved freely (the default).
  case automatic
  /// Moved, never hidden.
  case reorderable
  /// Neither hidden nor moved: it keeps its place.
  case disabled

  /// Whether a person may hide the tab.
  package var allowsHiding: Bool { self == .automatic }

  /// Whether a person may move the tab (and whether another tab's move may displace it).
  package var allowsMoving: Bool { self != .disabled }

  /// The stricter of this allowance and `other`: what a tab may do when both are asked of it.
  package func restricted(by other: TabEditAllowance) -> TabEditAllowance {
    rawValue >= other.rawValue ? self : other
  }
}
