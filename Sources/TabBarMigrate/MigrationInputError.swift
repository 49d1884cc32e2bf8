/// Why a file is not Swift the tool can read: nothing is rewritten, nothing written (exit 2).
///
/// ```swift
/// do { _ = try SwiftTokenizer.tokenize(Array("let s = \"open".utf8)) } catch {
///   print(error.line, error.reason)  // 1 unterminated string literal
/// }
/// ```
package struct MigrationInputError: Error, Sendable, Equatable {
  /// The 1-based line where the problem starts.
  package var line: Int
  /// What is wrong, for `file:line: reason`.
  package var reason: String

  /// Creates an error at `line`.
  package init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
}
