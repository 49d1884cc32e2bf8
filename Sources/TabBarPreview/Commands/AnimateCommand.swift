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
    DIR/<from>-to-<to>.html that plays them. The frames sample the core's layouts of both tabs
    on the core's default timing, TransitionTiming(): a spring of response \(shown(defaultSpring.response)) s
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
      --sequence NAME            Instead of a change of selection, a bar moving with the user:
                                 minimize (minimizes on scroll, then expands), swipe (pages from
                                 --from to the next tab and settles), scrub (a finger slides from
                                 --from to --to and lets go), retarget (--from to --to, interrupted
                                 by the tab next to --to), reorder (drags --from to --to's place
                                 and drops it); frames are SEQUENCE-<from>-NNNN.svg. --from (and
                                 a scrub's or retarget's --to) must be in the bar, not behind More.
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
    var sequence: MotionSequence?
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
      case "--sequence":
        let names = MotionSequence.allCases.map(\.rawValue)
        sequence = MotionSequence(rawValue: try scanner.choice(for: option, among: names))
      default:
        throw scanner.unknown(
          option,
          accepted: ["--out", "--from", "--to", "--fps", "--reduce-motion", "--duration", "--bounce"]
            + BarOptions.optionNames + ["--sequence", "--help"])
      }
    }
    guard let output, !output.isEmpty else {
      throw UsageError("animate needs --out DIR, a directory to write into")
    }
    if duration != nil || bounce != nil {
      timing.spring = TabBarSpring(
        duration: duration ?? timing.spring.duration, bounce: bounce ?? timing.spring.bounce)
    }
    let items = try options.items()
    // Without --from the start is --selected's tab, so a bad one is named as the user wrote it.
    let fromOption = from == nil ? "--selected" : "--from"
    let startIndex = try (from ?? options.selected).resolve(in: options.tabs, option: fromOption)
    let drawn = try frames(
      sequence, options: options, items: items, from: startIndex, fromOption: fromOption, to: to,
      timing: timing, fps: fps)
    let title =
      drawn.title + " (\(options.style.name)\(timing.motion.reducesMotion ? ", Reduce Motion" : ""))"
    try write(
      drawn.frames.map { options.picture($0, items: drawn.items) }, stem: drawn.stem, title: title, fps: fps,
      into: output, context: context)
  }

  /// The frames to draw (a sequence's, or the change of selection from tab `from` to `to`), the
  /// file names' stem and the page's title; `fromOption` named tab `from`.
  private static func frames(
    _ sequence: MotionSequence?, options: BarOptions, items: TabItems, from: Int, fromOption: String,
    to: TabReference?, timing: TransitionTiming, fps: Int
  ) throws -> (frames: [TabBarAnimationFrame], items: TabItems, stem: String, title: String) {
    let fromTitle = options.tabs[from].title
    // Sequences move the bar an app shows: its items, a More item included when they overflow.
    let barItems = options.state(items: items, selectedID: BarOptions.tabID(from)).bar.items
    if let sequence {
      try requireInBar(from, option: fromOption, sequence: sequence, options: options, barItems: barItems)
    }
    if let sequence, !sequence.needsTarget {
      let frames = sequence.frames(
        options: options, items: barItems, from: from, to: from, timing: timing, fps: fps)
      return (
        frames, barItems, sequence.rawValue + "-" + OutputFile.sanitizedName(fromTitle),
        "\(sequence.rawValue) from \(fromTitle)"
      )
    }
    guard let to else { throw UsageError("animate needs --to N|TITLE, the tab selected at the end") }
    let end = try to.resolve(in: options.tabs, option: "--to")
    guard from != end else {
      throw UsageError(
        "--from and --to both name tab \(from + 1) \"\(ArgumentScanner.shown(fromTitle))\": give two different tabs"
      )
    }
    let drawn: (frames: [TabBarAnimationFrame], items: TabItems)
    if let sequence {
      if sequence.needsTargetInBar {
        try requireInBar(end, option: "--to", sequence: sequence, options: options, barItems: barItems)
      }
      drawn = (
        sequence.frames(options: options, items: barItems, from: from, to: end, timing: timing, fps: fps),
        barItems
      )
    } else {
      // The bar an app shows (More included), changing selection as the app's state decides.
      var state = options.state(items: items, selectedID: BarOptions.tabID(from))
      let start = options.request(state)
      state.send(.chooseTab(id: BarOptions.tabID(end)))
      let transition = TabBarTransition(
        from: start, toSelection: state.bar.selectedID, timing: timing, framesPerSecond: fps)
      drawn = (transition.frames, state.bar.items)
    }
    let prefix = sequence.map { $0.rawValue + "-" } ?? ""
    let stem =
      prefix + OutputFile.sanitizedName(fromTitle) + "-to-"
      + OutputFile.sanitizedName(options.tabs[end].title)
    let title = (sequence.map { $0.rawValue + " " } ?? "") + "\(fromTitle) → \(options.tabs[end].title)"
    return (drawn.frames, drawn.items, stem, title)
  }

  /// Refuses tab `index`, named by `option`, when it is behind the More item of `barItems`:
  /// `sequence` moves the tabs the bar shows (a finger cannot scrub to or swipe from a tab it
  /// cannot see), so the error names those.
  private static func requireInBar(
    _ index: Int, option: String, sequence: MotionSequence, options: BarOptions, barItems: TabItems
  ) throws(UsageError) {
    let isShown = { (index: Int) in barItems.index(of: BarOptions.tabID(index)) != nil }
    guard !isShown(index) else { return }
    let shown = options.tabs.indices.filter(isShown)
    let accepted =
      if let first = shown.first, let last = shown.last {
        "give one of \(first + 1)…\(last + 1)"
      } else {
        "the bar shows none: widen it with --width"
      }
    throw UsageError(
      "\(option) \(index + 1) \"\(ArgumentScanner.shown(options.tabs[index].title))\" is behind the More item: "
        + "\(sequence.rawValue) needs a tab the bar shows, \(accepted)")
  }

  /// Writes `scenes` as DIR/STEM-0000.svg, … and the page DIR/STEM.html that plays them.
  private static func write(
    _ scenes: [TabBarPicture], stem: String, title: String, fps: Int, into output: String,
    context: CommandContext
  ) throws {
    let directory = OutputFile.destination(output, isDirectory: true)
    try OutputFile.makeDirectory(directory)
    for (index, scene) in scenes.enumerated() {
      let number = String(index)
      let name = stem + "-" + String(repeating: "0", count: max(0, 4 - number.count)) + number + ".svg"
      try OutputFile.write(
        TabBarSVGRenderer.document(for: scene).xml, to: try OutputFile.file(name, in: directory))
    }
    let page = AnimationPage.html(title: title, scenes: scenes, fps: fps)
    let pageURL = try OutputFile.file(stem + ".html", in: directory)
    try OutputFile.write(page, to: pageURL)
    context.print("wrote \(scenes.count) frames (\(stem)-0000.svg …) and \(pageURL.path)")
  }
}
