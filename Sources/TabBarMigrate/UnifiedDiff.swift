/// A unified diff of two texts, as `diff -u` and `git diff` print it: `--- a/path`, `+++ b/path`,
/// then hunks with three lines of context.
///
/// ```swift
/// UnifiedDiff.render(old: "a\nb\n", new: "a\nc\n", path: "App.swift")
/// // --- a/App.swift
/// // +++ b/App.swift
/// // @@ -1,2 +1,2 @@
/// //  a
/// // -b
/// // +c
/// ```
package enum UnifiedDiff {
  /// Lines of context around each change.
  package static let context = 3

  /// The diff from `old` to `new`, empty when they are equal.
  package static func render(old: String, new: String, path: String) -> String {
    let before = lines(old)
    let after = lines(new)
    let operations = LineDiff.operations(before, after)
    guard operations.contains(where: { $0.kind != .same }) else { return "" }
    let shown = path.hasPrefix("/") ? String(path.dropFirst()) : path
    var text = "--- a/\(shown)\n+++ b/\(shown)\n"
    for hunk in hunks(operations) {
      text += header(operations[hunk])
      for operation in operations[hunk] {
        let line =
          switch operation.kind {
          case .same: " " + before[operation.old]
          case .deleted: "-" + before[operation.old]
          case .inserted: "+" + after[operation.new]
          }
        text += line.hasSuffix("\n") ? line : line + "\n\\ No newline at end of file\n"
      }
    }
    return text
  }

  /// The lines of `text`, each with its line break (the last one may have none).
  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character.isNewline {
        lines.append(current)
        current = ""
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The ranges of operations shown together: changes closer than twice the context share a hunk.
  private static func hunks(_ operations: [LineDiff.Operation]) -> [Range<Int>] {
    let changes = operations.indices.filter { operations[$0].kind != .same }
    var hunks: [Range<Int>] = []
    for change in changes {
      let start = max(0, change - context)
      let end = min(operations.count, change + context + 1)
      if let last = hunks.last, start <= last.upperBound {
        hunks[hunks.count - 1] = last.lowerBound..<end
      } else {
        hunks.append(start..<end)
      }
    }
    return hunks
  }

  private static func header(_ operations: ArraySlice<LineDiff.Operation>) -> String {
    let oldCount = operations.filter { $0.kind != .inserted }.count
    let newCount = operations.filter { $0.kind != .deleted }.count
    let first = operations.first!
    let oldStart = oldCount == 0 ? first.old : first.old + 1
    let newStart = newCount == 0 ? first.new : first.new + 1
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
