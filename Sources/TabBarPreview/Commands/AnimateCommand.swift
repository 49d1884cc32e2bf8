import Foundation
import TabBarRender

/// `tabbar-preview animate`: draws a change of selection as numbered SVG frames and one
/// self-playing HTML page.
package enum AnimateCommand {
  /// The command's help.
  package static let usage = """
    USAGE: tabbar-preview animate --to N|TITLE --out DIR [options]

    Draws the change of selection from one tab to another, sampled at --fps frames a second
    until the motion settles, as DIR/<from>-to-<to>-0000.svg, -0001.svg, … and a page
    DIR/<from>-to-<to>.html that plays them. The frames are the core's TabBarTransition with
    the core's default timing, TransitionTiming(): a spring of response \(shown(defaultSpring.response)) s
    and damping fraction \(shown(defaultSpring.dampingFraction)) (SwiftUI's default spring).

    OPTIONS:
      --out DIR                  The directory to write into (created when needed).
      --from N|TITLE             The tab selected at the start (default: --selected, else 1).
      --to N|TITLE               The tab selected at the end (required).
      --fps 60|120               Frames a second: 60, or 120 as on ProMotion displays (default 60).
      --reduce-motion            Reduce Motion: nothing travels, the new selection cross-fades in
                                 over \(shown(reducedMotion.crossFadeDuration)) s.
      --duration SECONDS         The spring's duration, \(shown(durationRange.lowerBound)) to \(shown(durationRange.upperBound)) (default \(shown(defaultSpring.duration))).
      --bounce B                 The spring's bounce, \(shown(bounceRange.lowerBound)) to \(shown(bounceRange.upperBound)) (default \(shown(defaultSpring.bounce))).
      and every option of "tabbar-preview render" but --out.
    """

  /// The frame rates accepted: a standard display's and a ProMotion one's.
  static let frameRates = [60, 120]
  /// The spring's durations accepted, in seconds: quick to slow, each settling in seconds.
  static let durationRange = 0.1...2.0
  /// The bounces accepted: overdamped to clearly bouncy, each settling in seconds.
  static let bounceRange = -0.5...0.5
  /// The spring used without --duration and --bounce: the core's default transition spring.
  static var defaultSpring: TabBarSpring { TransitionTiming().spring }
  /// The motion --reduce-motion asks for: the core's Reduce Motion cross-fade.
  static let reducedMotion = MotionPreference.reducedWithCrossFade

  /// `value` as the help shows it: at most three decimals, no trailing zeros.
  private static func shown(_ value: Double) -> String { SVGNumber.format(value) ?? "?" }

  /// Runs the command.
  package static func run(_ arguments: [String], context: CommandContext) throws {
    var scanner = ArgumentScanner(arguments)
    var options = BarOptions()
    var output: String?
    var from: TabReference?
    var to: TabReference?
    var fps = 60
    var timing = TransitionTiming()
    var duration: Double?
    var bounce: Double?
    while let option = try scanner.nextOption() {
      if try options.read(option, from: &scanner) { continue }
      switch option {
      case "--out": output = try scanner.value(for: option, expecting: "a directory")
      case "--from":
        from = TabReference(try scanner.value(for: option, expecting: "a tab position from 1 or a title"))
      case "--to":
        to = TabReference(try scanner.value(for: option, expecting: "a tab position from 1 or a title"))
      case "--fps":
        fps = Int(try scanner.choice(for: option, among: frameRates.map(String.init))) ?? fps
      case "--reduce-motion":
        try scanner.flag(option)
        timing.motion = reducedMotion
      case "--duration":
        duration = try scanner.number(
          for: option, in: durationRange,
          expecting: "seconds from \(shown(durationRange.lowerBound)) to \(shown(durationRange.upperBound))")
      case "--bounce":
        bounce = try scanner.number(
          for: option, in: bounceRange,
          expecting: "from \(shown(bounceRange.lowerBound)) to \(shown(bounceRange.upperBound))")
      default:
        throw scanner.unknown(
          option,
          accepted: ["--out", "--from", "--to", "--fps", "--reduce-motion", "--duration", "--bounce"]
            + BarOptions.optionNames + ["--help"])
      }
    }
    guard let output, !output.isEmpty else {
      throw UsageError("animate needs --out DIR, a directory to write into")
    }
    guard let to else { throw UsageError("animate needs --to N|TITLE, the tab selected at the end") }
    if duration != nil || bounce != nil {
      timing.spring = TabBarSpring(
        duration: duration ?? timing.spring.duration, bounce: bounce ?? timing.spring.bounce)
    }
    let items = try options.items()
    // Without --from the start is --selected's tab, so a bad one is named as the user wrote it.
    let startIndex = try (from ?? options.selected).resolve(
      in: options.tabs, option: from == nil ? "--selected" : "--from")
    let endIndex = try to.resolve(in: options.tabs, option: "--to")
    guard startIndex != endIndex else {
      throw UsageError(
        "--from and --to both name tab \(startIndex + 1) \"\(ArgumentScanner.shown(options.tabs[startIndex].title))\": "
          + "give two different tabs")
    }
    var state = options.state(items: items, selectedID: BarOptions.tabID(startIndex))
    let start = options.request(state)
    state.send(.chooseTab(id: BarOptions.tabID(endIndex)))
    let transition = TabBarTransition(
      from: start, toSelection: state.bar.selectedID, timing: timing, framesPerSecond: fps)
    let scenes = transition.frames.map { options.scene($0, items: state.bar.items) }

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
    let motion = timing.motion.reducesMotion ? ", Reduce Motion" : ""
    let title =
      "\(options.tabs[startIndex].title) → \(options.tabs[endIndex].title) (\(options.style.rawValue)\(motion))"
    let page = AnimationPage.html(title: title, scenes: scenes, fps: fps)
    let pageURL = try OutputFile.file(stem + ".html", in: directory)
    try OutputFile.write(page, to: pageURL)
    context.print("wrote \(scenes.count) frames (\(stem)-0000.svg …) and \(pageURL.path)")
  }
}
