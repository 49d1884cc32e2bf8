import Foundation

/// Turns SVG into PNG with `rsvg-convert` (from the Debian package `librsvg2-bin`), run as a
/// subprocess.
package enum PNGConverter {
  /// The Debian package that provides `rsvg-convert`.
  package static let packageName = "librsvg2-bin"

  /// The PNG of `svg`, drawn at `zoom` (1 is one pixel a point).
  /// - Throws: ``PreviewFailure`` naming ``packageName`` when `rsvg-convert` is not installed, or
  ///   with its message when it fails.
  package static func png(fromSVG svg: String, zoom: Double = 1) throws(PreviewFailure) -> Data {
    guard let tool = ProcessRunner.locate("rsvg-convert") else {
      throw PreviewFailure(
        "PNG output needs rsvg-convert, which is not installed: install the package \(packageName)"
          + " (apt-get install \(packageName)) or write .svg")
    }
    let result: ProcessRunner.Result
    do {
      result = try ProcessRunner.run(
        tool, arguments: ["--format", "png", "--zoom", String(zoom)], input: Data(svg.utf8))
    } catch {
      throw PreviewFailure("cannot run \(tool.path): \(error)")
    }
    guard result.status == 0, !result.standardOutput.isEmpty else {
      let detail = result.standardError.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      throw PreviewFailure("rsvg-convert failed (status \(result.status)): \(detail)")
    }
    return result.standardOutput
  }
}
