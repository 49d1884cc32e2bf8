/// A command that was understood but could not be carried out (a destination that cannot be
/// written, a missing tool): the command exits with status 1 and prints ``message`` on one line.
public struct PreviewFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// One sentence naming what failed and, where there is one, the remedy.
  public var message: String

  /// Creates a failure with its one-line message.
  public init(_ message: String) {
    self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The message.
  public var description: String { message }
}
