import Foundation

/// Compares produced text with a file committed under a test target's `Golden` folder, byte for
/// byte. With `TABBAR_RECORD=1` in the environment the file is written instead.
package enum GoldenFile {
  /// Whether golden files are being re-recorded.
  package static var isRecording: Bool { ProcessInfo.processInfo.environment["TABBAR_RECORD"] == "1" }

  /// `nil` when `actual` equals the golden file `name` in `directory`; otherwise a message that
  /// names the file and its first differing line. Records the file instead when ``isRecording``.
  package static func mismatch(_ actual: String, name: String, in directory: URL) throws -> String? {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return nil
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return "\(url.path) does not exist: run the tests with TABBAR_RECORD=1 to record it"
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
      let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
      if want != got {
        return "\(url.path) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)\n"
          + "(re-record with TABBAR_RECORD=1 if the change is intended)"
      }
    }
    return "\(url.path) differs in its bytes (line endings?)"
  }
}
