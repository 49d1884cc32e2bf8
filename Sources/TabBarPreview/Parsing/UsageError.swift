/// A command line `tabbar-preview` cannot accept: the command exits with status 2 and prints
/// ``message`` as one line on standard error.
package struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One sentence naming the problem and the accepted values.
  package var message: String

  /// Creates an error with its one-line message (line breaks are replaced by spaces).
  package init(_ message: String) {
    self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The message.
  package var description: String { message }
}
