import Foundation

/// The `tabbar-preview` command line.
package enum PreviewCommand {
  /// The text `--help` prints.
  package static let usage = """
    USAGE: tabbar-preview <command> [options]

    Renders TabBarKit's tab bars to SVG, PNG and HTML from the same geometry the SwiftUI views use.

    COMMANDS:
      render     Draw one bar to a file (.svg or .png).
      animate    Draw a selection change as numbered SVG frames and a self-playing HTML page.
      gallery    Write an HTML gallery of every style and state.
      projection-table
                 Print what each place a tab is shown does with what the tab declares.

    Run "tabbar-preview <command> --help" for a command's options.
    --out paths start from the current directory; "." and ".." are resolved in the text of the
    path. Each file is written under a temporary name (.NAME.<UUID>.tmp) and renamed into place.
    Exit status: 0 done, 1 could not write or convert, 2 a bad command line.
    """

  /// The commands and what runs them.
  private static let commands:
    [(name: String, usage: String, run: @Sendable ([String], CommandContext) throws -> Void)] = [
      ("render", RenderCommand.usage, RenderCommand.run),
      ("animate", AnimateCommand.usage, AnimateCommand.run),
      ("gallery", GalleryCommand.usage, GalleryCommand.run),
      ("projection-table", ProjectionTableCommand.usage, ProjectionTableCommand.run),
    ]

  /// Runs the command line with `arguments` (without the program name) and returns the exit
  /// status; messages go to standard output, errors as one line to standard error.
  package static func run(_ arguments: [String]) -> Int32 {
    let context = CommandContext { print($0) }
    guard let first = arguments.first, !["-h", "--help", "help"].contains(first) else {
      print(usage)
      return 0
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      let names = commands.map(\.name).joined(separator: ", ")
      return fail(
        UsageError("unknown command \"\(ArgumentScanner.shown(first))\": accepted commands are \(names)"))
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      print(command.usage)
      return 0
    }
    do {
      try command.run(rest, context)
      return 0
    } catch let error as UsageError {
      return fail(error)
    } catch let error as PreviewFailure {
      return fail(error)
    } catch {
      return fail(PreviewFailure("\(error)"))
    }
  }

  /// Prints `error` as one line on standard error and returns its exit status: 2 for a bad
  /// command line, 1 otherwise.
  private static func fail(_ error: any Error) -> Int32 {
    let line = "tabbar-preview: error: \(error)\n"
    FileHandle.standardError.write(Data(line.utf8))
    return error is UsageError ? 2 : 1
  }
}
