import Foundation
import TabBarRender

/// `tabbar-preview render`: draws one bar to an SVG or PNG file.
package enum RenderCommand {
  /// The command's help.
  package static let usage = """
    USAGE: tabbar-preview render --out PATH [options]

    Draws one tab bar, laid out by TabBarCore, to PATH. The format follows the extension:
    .svg, or .png (drawn by rsvg-convert from the package librsvg2-bin).

    OPTIONS:
      --out PATH                 The file to write (its directory is created when needed).
      --scale N                  Pixels a point in PNG output, 1 to 4 (default 1; 3 for an
                                 iPhone's screen).
      --style NAME               \(BarOptions.styleNames) (default curved).
      --tabs LIST                Title:symbol pairs separated by commas (default
                                 "Home:house,Search:magnifyingglass,Alerts:bell,Profile:person").
                                 A backslash makes the next character literal: "Q\\,A:message"
                                 is the title "Q,A"; \\: is a colon, \\\\ a backslash.
      --sample-tabs              The style's own tabs, as the gallery and the README show it.
      --selected N|TITLE         The selected tab: its position from 1, or its title (default 1).
      --badges LIST              position=value pairs, e.g. "2=3,4=!" (numbers above 99 show 99+).
      --action, --no-action      A "+" action button in the middle (default: on for a style with a notch, curved).
      --width N, --height N      The screen in points (default 390 × 844).
      --bottom-inset N           The bottom safe area in points (default 34).
      --appearance light|dark    Default light.
      --direction ltr|rtl        Default ltr.
      --dynamic-type SIZE        xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge,
                                 accessibility1 … accessibility5.
      --reduce-transparency      Draw materials and translucent colours opaque.
      --increase-contrast        Draw with Increase Contrast.
      --surface NAME             What the bar and the search circle are made of: automatic (the
                                 style's own fill, the default), material, or glass (a stand-in
                                 for iOS 26's Liquid Glass).
      --presentation bar|sidebar The bar (default), or the iPad/Mac sidebar list (in a
                                 1024 × 768 pt window unless --width or --height is given).
      --sections LIST            Title=positions pairs, e.g. "Library=3:4,Places=5": the
                                 sidebar's sections (tabs outside them are listed first).
      --section-entries          Each section is one entry in the bar instead of its tabs.
      --hidden LIST              Tab positions the person hid, e.g. "2,4" (they leave the bar
                                 and the sidebar; edit mode shows them unchecked).
      --search N|TITLE           That tab is the search tab: set apart at the bar's trailing end,
                                 its own circle beside a floating bar.
      --prominent N|TITLE        That tab is the prominent tab: raised into the middle slot (a
                                 curved bar's notch) unless there is an action (see --no-action).
      --edit                     The sidebar's edit mode: hide toggles and reorder handles.
      --notch action|follows     Where a curved bar's notch sits: holding the action button (the
                                 style's own) or following the selected tab, which rises into it.
      -h, --help                 Show this help.
    """

  /// Runs the command.
  package static func run(_ arguments: [String], context: CommandContext) throws {
    var scanner = ArgumentScanner(arguments)
    var options = BarOptions()
    var organization = OrganizationOptions()
    var sizeGiven = false
    var output: String?
    var scale: Double?
    while let option = try scanner.nextOption() {
      if try options.read(option, from: &scanner) {
        sizeGiven = sizeGiven || option == "--width" || option == "--height"
        continue
      }
      if try organization.read(option, from: &scanner) { continue }
      switch option {
      case "--out": output = try scanner.value(for: option, expecting: "a file path ending in .svg or .png")
      case "--scale":
        scale = try scanner.number(for: option, in: 1...4, expecting: "pixels a point from 1 to 4")
      default:
        throw scanner.unknown(
          option,
          accepted: ["--out", "--scale"] + BarOptions.optionNames + OrganizationOptions.optionNames + [
            "--help"
          ])
      }
    }
    guard let output, !output.isEmpty else {
      throw UsageError("render needs --out PATH, a file ending in .svg or .png")
    }
    let url = OutputFile.destination(output, isDirectory: false)
    let format = url.pathExtension.lowercased()
    guard format == "svg" || format == "png" else {
      throw UsageError("--out \"\(ArgumentScanner.shown(output))\" must end in .svg or .png")
    }
    if scale != nil, format != "png" {
      throw UsageError("--scale applies to PNG output only: write --out with .png or leave --scale out")
    }
    let svg = try organization.svg(options, sizeGiven: sizeGiven)
    if format == "png" {
      try OutputFile.write(try PNGConverter.png(fromSVG: svg, zoom: scale ?? 1), to: url)
    } else {
      try OutputFile.write(svg, to: url)
    }
    context.print("wrote \(url.path)")
  }
}
