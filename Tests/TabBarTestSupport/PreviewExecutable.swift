import Foundation
import TabBarPreview

/// The built `tabbar-preview` program, run as a subprocess by the command-line tests.
///
/// `swift test` builds it (the test target depends on it) into the same directory as the test
/// bundle, so it is looked for beside the running test program first, then in the package's
/// `.build/debug`.
package enum PreviewExecutable {
  /// The program's location, or `nil` when it has not been built.
  package static var url: URL? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      var directory = executable.deletingLastPathComponent()
      // On macOS the test program sits inside a bundle: …/debug/X.xctest/Contents/MacOS/X.
      for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("tabbar-preview"))
        directory = directory.deletingLastPathComponent()
      }
    }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/tabbar-preview"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// What one run printed and returned.
  package struct Run: Sendable {
    /// The exit status.
    package var status: Int32
    /// Standard output.
    package var output: String
    /// Standard error.
    package var error: String

    /// Standard error's lines, empty lines left out.
    package var errorLines: [String] { error.split(whereSeparator: \.isNewline).map(String.init) }
  }

  /// Runs the program with `arguments`; `path` replaces the `PATH` it sees.
  package static func run(_ arguments: [String], path: String? = nil) throws -> Run {
    guard let url else { throw ToolMissing(name: "tabbar-preview", package: "this package: run swift build") }
    var environment = ProcessInfo.processInfo.environment
    if let path { environment["PATH"] = path }
    let result = try ProcessRunner.run(url, arguments: arguments, environment: environment)
    return Run(
      status: result.status, output: String(decoding: result.standardOutput, as: UTF8.self),
      error: result.standardError)
  }
}
