/// One file through the rules: the migrated bytes, and what was left as it was.
///
/// ```swift
/// let result = try FileMigration.migrate(Array(source.utf8))
/// result.changed    // whether anything was rewritten
/// result.findings   // file:line reasons for what was not
/// ```
package struct FileMigration: Sendable {
  /// The file after the rules; the input itself when nothing changed.
  package var output: [UInt8]
  /// Whether `output` differs from the input.
  package var changed: Bool
  /// What was not migrated, by line, each line's reasons once.
  package var findings: [Finding]
  /// How many `TabView`s became containers.
  package var migratedContainers = 0

  /// Migrates `bytes`, or throws why they are not Swift the tool can read (nothing is rewritten).
  /// Declarations the tabs use (a label property, a title) are looked up in `context`'s files too.
  package static func migrate(
    _ bytes: [UInt8], context: MigrationContext = MigrationContext()
  ) throws(MigrationInputError) -> FileMigration {
    try migrate(SourceFile(bytes), context: context)
  }

  /// Migrates `file` read already.
  package static func migrate(_ file: SourceFile, context: MigrationContext) -> FileMigration {
    let bytes = file.bytes
    let context = context.including(file)
    var rewriter = run(file, context: context, allowsLooseRenames: true)
    if rewriter.unmigratedContainers > 0 {
      // A TabView stays: renames that mean something only without it would break it, and the
      // helpers it uses stay views.
      let kept = ClassicHelpers.closure(of: rewriter.keptHelpers, in: rewriter)
      rewriter = run(file, context: context, allowsLooseRenames: false, excludedHelpers: kept)
    }
    var output = rewriter.output
    if !rewriter.generatedTitles.isEmpty {
      while output.last == UInt8(ascii: "\n") { output.removeLast() }
      output += Array(
        ("\n" + rewriter.generatedTitles.map { $0.text(indent: rewriter.indentUnit) }.joined()).utf8)
    }
    if output != bytes { output = addingImport(to: output, file: file) }
    var seen: Set<Finding> = []
    let findings = rewriter.findings.filter { seen.insert($0).inserted }.sorted { $0.line < $1.line }
    return FileMigration(
      output: output, changed: output != bytes, findings: findings,
      migratedContainers: rewriter.migratedContainers)
  }

  private static func run(
    _ file: SourceFile, context: MigrationContext, allowsLooseRenames: Bool, excludedHelpers: Set<String> = []
  ) -> Rewriter {
    var rewriter = Rewriter(file: file)
    rewriter.context = context
    rewriter.excludedHelpers = excludedHelpers
    rewriter.allowsLooseRenames = allowsLooseRenames
    ClassicHelpers.plan(&rewriter)
    rewriter.emitGeneral(from: 0, to: file.tokens.count)
    return rewriter
  }

  /// `import TabBarKit` after `import SwiftUI` (or after the last import, or first), unless the
  /// file has it.
  private static func addingImport(to output: [UInt8], file: SourceFile) -> [UInt8] {
    let imports = file.tokens.indices.filter { file.isIdentifier($0, "import") }
    if imports.contains(where: { file.isIdentifier(file.next(after: $0), "TabBarKit") }) { return output }
    var insertion: (offset: Int, text: String)?
    for index in imports {
      let module = file.next(after: index)
      guard file.isIdentifier(module), !file.hasNewline(between: index, and: module) else { continue }
      var end = module + 1
      while end < file.tokens.count, file.tokens[end].kind != .newline { end += 1 }
      insertion =
        end < file.tokens.count
        ? (file.tokens[end].end, "import TabBarKit" + file.text(end))
        : (file.bytes.count, "\nimport TabBarKit")
      if file.text(module) == "SwiftUI" { break }
    }
    guard let insertion, insertion.offset <= output.count,
      output[0..<insertion.offset] == file.bytes[0..<insertion.offset]
    else {
      return Array("import TabBarKit\n".utf8) + output
    }
    return Array(output[0..<insertion.offset]) + Array(insertion.text.utf8)
      + Array(output[insertion.offset...])
  }
}
