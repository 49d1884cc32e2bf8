import Foundation
import TabBarRender

/// `tabbar-preview gallery`: writes one HTML page showing every style and state.
package enum GalleryCommand {
  /// The command's help.
  package static let usage = """
    USAGE: tabbar-preview gallery --out DIR

    Writes DIR/index.html: the four seed designs first (click a tab to play its transition; the
    frames are laid out by the core in advance and the page only swaps them), then every style ×
    light/dark × LTR/RTL × widths 320, 390, 430, 820 pt × Dynamic Type large and accessibility3 ×
    3, 4 and 5 tabs × with and without badges, then each style with Reduce Transparency and
    Increase Contrast, then the floating and material designs in Liquid Glass (with and without
    Reduce Transparency), each labelled. Prints how long it took.
    Open DIR/index.html#selftest to have the page check itself.

    OPTIONS:
      --out DIR                  The directory to write into (created when needed).
      -h, --help                 Show this help.
    """

  /// The width the seed designs are shown at, in points.
  static let presetWidth: CGFloat = 390
  /// The height of every bar's container in the gallery, in points: room for the bar, the
  /// action button above it and a 34 pt home-indicator inset.
  static let containerHeight: CGFloat = 200

  /// Runs the command.
  package static func run(_ arguments: [String], context: CommandContext) throws {
    let clock = ContinuousClock()
    let start = clock.now
    var scanner = ArgumentScanner(arguments)
    var output: String?
    while let option = try scanner.nextOption() {
      switch option {
      case "--out": output = try scanner.value(for: option, expecting: "a directory")
      default: throw scanner.unknown(option, accepted: ["--out", "--help"])
      }
    }
    guard let output, !output.isEmpty else {
      throw UsageError("gallery needs --out DIR, a directory to write into")
    }
    let directory = OutputFile.destination(output, isDirectory: true)
    let page = try GalleryPage.build(
      presets: GalleryPreset.all, variants: GalleryVariant.all(), overflow: GalleryVariant.overflow(),
      adjusted: GalleryVariant.accessibility(), glass: GalleryVariant.glass())
    let url = try OutputFile.file("index.html", in: directory)
    try OutputFile.write(page.html, to: url)
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let size = page.html.utf8.count / 1024
    context.print(
      "wrote \(url.path): \(page.barCount) bars and \(page.frameCount) animation frames, \(size) KiB, in "
        + "\(SVGNumber.format(seconds) ?? "?") s")
  }
}
