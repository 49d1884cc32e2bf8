/// A command that was understood but could not be carried out (a destination that cannot be
/// written, a missing tool): the command exits with status 1 and prints ``message`` on one line.
package struct PreviewFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// One sentence naming what failed and, where there is one, the remedy.
  package var message: String

  /// Creates a failure with its one-line message.
  package init(_ message: String) {
    self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The message.
  package var description: String { message }
}
