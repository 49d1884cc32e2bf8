import Foundation

/// `tabbar-migrate [--write] PATH...`: migrates the `.swift` files at the paths (folders are
/// searched recursively, hidden entries left out).
///
/// By default it prints a unified diff and changes nothing; `--write` replaces each changed file
/// atomically, and only once every file has been read. What it did not migrate is listed on
/// standard error as `file:line: reason`. Exit status: 0 migrated or nothing to do, 1 something
/// not migrated, 2 bad input (a file that is not UTF-8 Swift with closed strings, comments and
/// paired brackets, or cannot be read), in which case nothing is written.
///
/// ```swift
/// let result = MigrationCommand.run(["--write", "Sources/"])
/// result.status  // 0, 1 or 2
/// ```
package enum MigrationCommand {
  /// What a run printed and its exit status.
  package struct Result: Sendable {
    /// The exit status.
    package var status: Int32
    /// Standard output: the diff, or the files written.
    package var output = ""
    /// Standard error: findings and errors, one per line.
    package var errors = ""
  }

  static let usage = "usage: tabbar-migrate [--write] PATH...\n"

  /// Runs the command with `arguments` (without the program's name).
  package static func run(_ arguments: [String]) -> Result {
    var writes = false
    var paths: [String] = []
    for argument in arguments {
      switch argument {
      case "--write": writes = true
      case "--help", "-h": return Result(status: 0, output: usage + helpText)
      default:
        if argument.hasPrefix("-") {
          return Result(status: 2, errors: "tabbar-migrate: unknown option \(argument)\n" + usage)
        }
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else { return Result(status: 2, errors: usage) }
    return migrate(paths, writes: writes)
  }

  static let helpText = """
    Rewrites SwiftUI TabView code to TabBarKit. Prints a unified diff; --write replaces the files.
    Exit status: 0 migrated or nothing to do (notes may be listed), 1 something not migrated (listed on
    standard error),
    2 bad input (nothing is written).

    """

  private static func migrate(_ paths: [String], writes: Bool) -> Result {
    var result = Result(status: 0)
    var read: [(path: String, file: SourceFile)] = []
    var inputErrors: [String] = []
    for path in SwiftFiles.list(paths, errors: &inputErrors) {
      guard let data = FileManager.default.contents(atPath: path) else {
        inputErrors.append("\(path):1: cannot be read")
        continue
      }
      do {
        read.append((path, try SourceFile([UInt8](data))))
      } catch {
        inputErrors.append("\(path):\(error.line): \(error.reason)")
      }
    }
    // Every file is read before any is migrated: a tab's label or title may be declared in another.
    let context = MigrationContext(files: read.map(\.file))
    let migrated = read.map { entry in
      (
        path: entry.path, original: entry.file.bytes,
        migration: FileMigration.migrate(entry.file, context: context)
      )
    }
    guard inputErrors.isEmpty else {
      result.status = 2
      result.errors = inputErrors.map { $0 + "\n" }.joined()
      return result
    }
    // UIKit's bar appearance and controller lookups change meaning only under a drawn bar.
    let drawsABar = migrated.contains { $0.migration.migratedContainers > 0 }
    for (path, original, var migration) in migrated {
      if !drawsABar { migration.findings.removeAll(where: \.isAboutTheDrawnBar) }
      result.errors += migration.findings.map { "\(path):\($0.line): \($0.message)\n" }.joined()
      if migration.findings.contains(where: { !$0.isNote }) { result.status = 1 }
      guard migration.changed else { continue }
      if writes {
        if let problem = write(migration.output, to: path) {
          result.errors += "\(path):1: \(problem)\n"
          result.status = 2
        } else {
          result.output += "migrated \(path)\n"
        }
      } else {
        result.output += UnifiedDiff.render(
          old: String(decoding: original, as: UTF8.self),
          new: String(decoding: migration.output, as: UTF8.self),
          path: path)
      }
    }
    return result
  }

  /// Replaces the file through a temporary file renamed over it, keeping its permissions.
  private static func write(_ bytes: [UInt8], to path: String) -> String? {
    let manager = FileManager.default
    let permissions = (try? manager.attributesOfItem(atPath: path))?[.posixPermissions]
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
      if let permissions { try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: path) }
      return nil
    } catch {
      return "cannot be written (\(error.localizedDescription))"
    }
  }
}
