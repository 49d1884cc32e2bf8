/// The `tabbar-preview` command line.
public enum PreviewCommand {
  /// The text `--help` prints.
  public static let usage = """
    USAGE: tabbar-preview <command> [options]

    Renders TabBarKit's tab bars to SVG and HTML from the same geometry the SwiftUI views use.

    COMMANDS:
      render     Draw one bar to a file.
      animate    Draw a selection change as frames.
      gallery    Write an HTML gallery of every style and state.
    """

  /// Runs the command line with `arguments` (without the program name) and returns the exit
  /// status.
  public static func run(_ arguments: [String]) -> Int32 {
    print(usage)
    return 0
  }
}
