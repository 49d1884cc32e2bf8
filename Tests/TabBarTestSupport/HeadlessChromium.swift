import Foundation
import TabBarPreview

/// Headless Chromium, run as a subprocess to load the preview's pages like a person would.
///
/// `--no-sandbox` because CI runs as root; each run gets its own profile directory, so runs can
/// overlap; `--virtual-time-budget` lets the page's timers (animations, self-test) run to the
/// end before the DOM is dumped or the screenshot taken.
package struct HeadlessChromium {
  /// The browser program.
  package let executable: URL
  /// A directory for profiles and screenshots.
  package let scratch: ScratchDirectory

  /// Finds the browser. - Throws: ``ToolMissing`` when it is not installed.
  package init(scratch: ScratchDirectory) throws {
    guard
      let executable = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap({
        ProcessRunner.locate($0)
      }).first
    else { throw ToolMissing(name: "chromium", package: "chromium") }
    self.executable = executable
    self.scratch = scratch
  }

  /// What a page load produced.
  package struct Load: Sendable {
    /// The serialised DOM after the page's scripts ran (for `dumpDOM`), or standard output.
    package var dom: String
    /// Messages the page wrote to the console, as Chromium logs them ("CONSOLE" lines).
    package var consoleMessages: [String]
  }

  private func arguments(_ extra: [String], run: String) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
      "--hide-scrollbars",
      "--user-data-dir=\(scratch.path("profile-\(run)"))", "--enable-logging=stderr", "--v=0",
      "--virtual-time-budget=10000",
    ] + extra
  }

  /// Loads `url` and returns its DOM after the scripts ran, with the console messages.
  package func dumpDOM(_ url: String) throws -> Load {
    let result = try ProcessRunner.run(
      executable, arguments: arguments(["--dump-dom", url], run: UUID().uuidString))
    return Load(
      dom: String(decoding: result.standardOutput, as: UTF8.self), consoleMessages: Self.console(result))
  }

  /// Loads `url` in a `width` × `height` window and returns the PNG screenshot's bytes.
  package func screenshot(_ url: String, width: Int, height: Int) throws -> Data {
    let run = UUID().uuidString
    let file = scratch.path("screenshot-\(run).png")
    let result = try ProcessRunner.run(
      executable,
      arguments: arguments(["--screenshot=\(file)", "--window-size=\(width),\(height)", url], run: run))
    guard let data = FileManager.default.contents(atPath: file) else {
      throw ScreenshotFailed(status: result.status, log: String(result.standardError.suffix(2000)))
    }
    return data
  }

  private static func console(_ result: ProcessRunner.Result) -> [String] {
    result.standardError.split(whereSeparator: \.isNewline).map(String.init).filter {
      $0.contains(":CONSOLE")
    }
  }

  /// Chromium wrote no screenshot.
  package struct ScreenshotFailed: Error, CustomStringConvertible {
    /// Chromium's exit status.
    package var status: Int32
    /// The end of its log.
    package var log: String
    /// What went wrong.
    package var description: String { "chromium wrote no screenshot (status \(status)): \(log)" }
  }
}
