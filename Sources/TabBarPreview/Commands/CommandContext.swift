/// Where a command reports: what it prints for the person running it.
package struct CommandContext {
  /// Prints one line on standard output.
  package var print: (String) -> Void

  /// Creates a context.
  package init(print: @escaping (String) -> Void) {
    self.print = print
  }
}
