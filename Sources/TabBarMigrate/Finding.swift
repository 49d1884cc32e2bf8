/// Something the tool left as it was, with the reason, printed as `file:line: reason`.
///
/// ```swift
/// Finding(line: 12, reason: "TabView without a selection: …").reason
/// ```
package struct Finding: Sendable, Equatable, Hashable {
  /// The 1-based line.
  package var line: Int
  /// What was not migrated and what to do instead.
  package var reason: String

  /// Creates a finding.
  package init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
}
