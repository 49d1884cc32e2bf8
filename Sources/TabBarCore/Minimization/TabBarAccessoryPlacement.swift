/// Where a container's bottom accessory is, as its content reads it (SwiftUI's
/// `TabViewBottomAccessoryPlacement`, iOS 26): above the full bar, or inline beside the
/// minimized one. The accessory's layout decides it.
///
/// ```swift
/// @Environment(\.tabBarBottomAccessoryPlacement) private var placement
/// var body: some View {
///   if placement == .inline { CompactPlayer() } else { FullPlayer() }
/// }
/// ```
public enum TabBarAccessoryPlacement: Sendable, Hashable {
  /// Above the bar, across it (inset from its sides) or as wide as a floating capsule.
  case expanded
  /// Beside the minimized bar, in the room it leaves.
  case inline

  /// The placement of an accessory laid out as `layout`.
  ///
  /// - Parameter layout: Where the core put the accessory.
  package init(_ layout: TabBarAccessoryLayout) {
    self = layout.isInline ? .inline : .expanded
  }
}
