import Foundation
import TabBarRender

/// `tabbar-preview animate`: draws a change of selection as numbered SVG frames and one
/// self-playing HTML page.
public enum AnimateCommand {
  /// The command's help.
  public static let usage = """
    USAGE: tabbar-preview animate --to N|TITLE --out DIR [options]

    Draws the change of selection from one tab to another, sampled at --fps frames a second
    (default 60) until the motion settles, as DIR/<from>-to-<to>-0000.svg, -0001.svg, … and a
    page DIR/<from>-to-<to>.html that plays them. Every frame is the core's layout, interpolated
    by the core; the timing is a critically damped spring (0.5 s response).

    OPTIONS:
      --out DIR                  The directory to write into (created when needed).
      --from N|TITLE             The tab selected at the start (default: --selected, else 1).
      --to N|TITLE               The tab selected at the end (required).
      --fps N                    Frames a second, 1 to 240 (default 60).
      and every option of "tabbar-preview render" but --out.
    """

  /// Runs the command.
  public static func run(_ arguments: [String], context: CommandContext) throws {
    var scanner = ArgumentScanner(arguments)
    var options = BarOptions()
    var output: String?
    var from: TabReference?
    var to: TabReference?
    var fps = 60.0
    while let option = try scanner.nextOption() {
      if try options.read(option, from: &scanner) { continue }
      switch option {
      case "--out": output = try scanner.value(for: option, expecting: "a directory")
      case "--from":
        from = TabReference(try scanner.value(for: option, expecting: "a tab position from 1 or a title"))
      case "--to":
        to = TabReference(try scanner.value(for: option, expecting: "a tab position from 1 or a title"))
      case "--fps":
        fps = try scanner.number(for: option, in: 1...240, expecting: "frames a second from 1 to 240")
      default:
        throw scanner.unknown(
          option, accepted: ["--out", "--from", "--to", "--fps"] + BarOptions.optionNames + ["--help"])
      }
    }
    guard let output, !output.isEmpty else {
      throw UsageError("animate needs --out DIR, a directory to write into")
    }
    guard let to else { throw UsageError("animate needs --to N|TITLE, the tab selected at the end") }
    let items = try options.items()
    let startIndex = try (from ?? options.selected).resolve(in: options.tabs, option: "--from")
    let endIndex = try to.resolve(in: options.tabs, option: "--to")
    guard startIndex != endIndex else {
      throw UsageError(
        "--from and --to both name tab \(startIndex + 1) \"\(ArgumentScanner.shown(options.tabs[startIndex].title))\": "
          + "give two different tabs")
    }
    let start = TabBarLayoutEngine.layout(
      options.request(items: items, selectedID: BarOptions.tabID(startIndex)))
    let end = TabBarLayoutEngine.layout(options.request(items: items, selectedID: BarOptions.tabID(endIndex)))
    let scenes = SelectionTransition.frames(from: start, to: end, fps: fps).map {
      options.scene($0, items: items)
    }

    let directory = OutputFile.destination(output, isDirectory: true)
    try OutputFile.makeDirectory(directory)
    let stem =
      OutputFile.sanitizedName(options.tabs[startIndex].title) + "-to-"
      + OutputFile.sanitizedName(options.tabs[endIndex].title)
    for (index, scene) in scenes.enumerated() {
      let number = String(index)
      let name = stem + "-" + String(repeating: "0", count: max(0, 4 - number.count)) + number + ".svg"
      try OutputFile.write(
        TabBarSVGRenderer.document(for: scene).xml, to: try OutputFile.file(name, in: directory))
    }
    let title =
      "\(options.tabs[startIndex].title) → \(options.tabs[endIndex].title) (\(options.style.rawValue))"
    let page = AnimationPage.html(title: title, scenes: scenes, fps: fps)
    let pageURL = try OutputFile.file(stem + ".html", in: directory)
    try OutputFile.write(page, to: pageURL)
    context.print("wrote \(scenes.count) frames (\(stem)-0000.svg …) and \(pageURL.path)")
  }
}
