import Foundation

/// A fresh directory under the system's temporary directory for one test's files.
package struct ScratchDirectory: Sendable {
  /// The directory.
  package let url: URL

  /// Creates an empty directory whose name starts with `name`.
  package init(_ name: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tabbarkit-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the directory.
  package func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  /// Removes the directory and everything in it.
  package func remove() { try? FileManager.default.removeItem(at: url) }
}
