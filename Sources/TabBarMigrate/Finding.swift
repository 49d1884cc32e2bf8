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
  /// Whether it only informs (`note:`): the code there is migrated, or rightly left as it was,
  /// and the exit status stays 0.
  package var isNote: Bool
  /// Whether it matters only once a drawn bar replaces a `TabView` (UIKit's tab bar appearance and
  /// controller lookups): a run that migrates no `TabView` leaves it out.
  package var isAboutTheDrawnBar = false

  /// Creates a finding.
  package init(line: Int, reason: String, isNote: Bool = false) {
    self.line = line
    self.reason = reason
    self.isNote = isNote
  }

  /// The reason as printed after `file:line: `.
  package var message: String { isNote ? "note: " + reason : reason }
}
