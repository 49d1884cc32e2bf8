extension TabItemGroup {
  /// The id of a section declared without a customization id: made from its title, or, for a
  /// section with a blank title (its header is a view), from its first tab's name, so two
  /// untitled sections stay apart and each keeps its id from launch to launch.
  ///
  /// ```swift
  /// TabItemGroup.defaultID(title: "Library", firstTabName: "albums")  // "section:Library"
  /// TabItemGroup.defaultID(title: "", firstTabName: "albums")  // "section:untitled:albums"
  /// ```
  ///
  /// - Parameters:
  ///   - title: The section's title key, as declared.
  ///   - firstTabName: The customization id (else the value's description) of its first tab;
  ///     `nil` for a section without tabs.
  /// - Returns: The section's id.
  package static func defaultID(title: String, firstTabName: String?) -> String {
    guard !title.contains(where: { !$0.isWhitespace }) else { return "section:\(title)" }
    return "section:untitled:\(firstTabName ?? "")"
  }
}
