import TabBarCore

/// `tabbar-preview projection-table`: prints the core's table of what each place a tab is shown
/// does with what the tab declares (`TabProjection`), the table `scripts/projection-table`
/// writes into the Platforms article.
package enum ProjectionTableCommand {
  /// The text `--help` prints.
  package static let usage = """
    USAGE: tabbar-preview projection-table

    Prints, as a Markdown table, what each place a tab is shown (the drawn bar's buttons, the
    sidebar's and More's rows, the system's Tab and .tabItem by release, Apple TV, Apple Vision
    Pro, Apple Watch) does with each thing a tab declares: applied, applied differently, or not
    offered, and why. scripts/projection-table writes it into the Platforms article.
    """

  /// Prints the table; no options are taken.
  package static func run(_ arguments: [String], context: CommandContext) throws {
    if let first = arguments.first {
      throw UsageError("projection-table takes no arguments (got \"\(ArgumentScanner.shown(first))\")")
    }
    context.print(String(TabProjection.markdownTable.dropLast()))
  }
}
