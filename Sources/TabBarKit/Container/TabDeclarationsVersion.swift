#if canImport(SwiftUI)
  /// One making of a container's declarations: a new one each time the app's body makes the
  /// ``TabBarContainer`` again, the same while only the container's own state changes.
  ///
  /// A tab's content is a view, which cannot be compared, so a new version is all that says the
  /// content may differ: the pages hosted in controllers of their own are then all given new
  /// roots; otherwise only those the core's ``TabPageRoots`` names. Compared by identity, and kept
  /// by whoever compares it, so a later version never reuses an earlier one's address.
  final class TabDeclarationsVersion: Sendable {}
#endif
