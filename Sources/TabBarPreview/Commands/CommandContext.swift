/// Where a command reports: what it prints for the person running it.
public struct CommandContext {
  /// Prints one line on standard output.
  public var print: (String) -> Void

  /// Creates a context.
  public init(print: @escaping (String) -> Void) {
    self.print = print
  }
}
