import Foundation
import TabBarPreview
import TabBarRender
import TabBarTestSupport
import Testing

/// The built `tabbar-preview`, run as a subprocess: exit statuses, messages and files.
@Suite("tabbar-preview command line")
struct CommandLineTests {
  /// More tabs than a 390 pt bar holds.
  static let sevenTabs = "A:circle,B:circle,C:circle,D:circle,E:circle,F:circle,G:circle"

  @Test(
    "--help and every command's --help print usage and exit 0",
    arguments: [
      ["--help"], ["-h"], [], ["render", "--help"], ["animate", "--help"], ["gallery", "-h"],
    ])
  func help(_ arguments: [String]) throws {
    let run = try PreviewExecutable.run(arguments)
    #expect(run.status == 0)
    #expect(run.output.contains("USAGE: tabbar-preview"))
    #expect(run.error.isEmpty)
  }

  @Test(
    "Bad command lines exit 2 with one line on stderr naming the problem and what is accepted",
    arguments: [
      (
        ["paint"],
        "unknown command \"paint\": accepted commands are render, animate, gallery, projection-table"
      ),
      (
        ["render", "--out", "x.svg", "--colour", "red"],
        "unknown option \"--colour\": accepted options are --out"
      ),
      (["render", "--out"], "--out needs a value"),
      (["render", "--out", "x.svg", "--width", "wide"], "--width needs a number, not \"wide\""),
      (["render", "--out", "x.svg", "--width", "nan"], "--width needs a number, not \"nan\""),
      (["render", "--out", "x.svg", "--width", "0"], "--width 0 is out of range"),
      (
        ["render", "--out", "x.svg", "--width", "-5"],
        "--width -5 is out of range: a number of points from 1 to 10000"
      ),
      (["render", "--out", "x.svg", "--width", "inf"], "--width inf is out of range: a number of points"),
      (
        ["render", "--out", "x.svg", "--height", "1e400"],
        "--height 1e400 is out of range: a number of points"
      ),
      (["render", "--out", "x.svg", "--width"], "--width needs a value: a number of points from 1 to 10000"),
      (["render", "--width", "--out", "x.svg"], "--width needs a value: a number of points"),
      (
        ["animate", "--out", "dir", "--to", "2", "--fps", "nan"],
        "unknown value \"nan\" for --fps: accepted values are 60, 120"
      ),
      (["animate", "--out", "dir", "--to", "2", "--fps", "30"], "unknown value \"30\" for --fps"),
      (["animate", "--out", "dir", "--to", "2", "--fps", "60.0"], "unknown value \"60.0\" for --fps"),
      (
        ["animate", "--out", "dir", "--to", "2", "--frames", "3"],
        "unknown option \"--frames\": accepted options are --out, --from, --to, --fps, --reduce-motion, "
          + "--duration, --bounce, --style"
      ),
      (["animate", "--out", "dir", "--to", "2", "--reduce-motion=yes"], "--reduce-motion takes no value"),
      (
        ["animate", "--out", "dir", "--to", "2", "--duration", "5"],
        "--duration 5 is out of range: seconds from 0.1 to 2"
      ),
      (
        ["animate", "--out", "dir", "--to", "2", "--bounce", "springy"],
        "--bounce needs a number, not \"springy\": from -0.5 to 0.5"
      ),
      (["render", "--out", "x.svg", "--bottom-inset", "-3"], "--bottom-inset -3 is out of range"),
      (
        ["render", "--out", "x.svg", "--style", "round"],
        "unknown value \"round\" for --style: accepted values are curved, floating, indicator, material"
      ),
      (
        ["render", "--out", "x.svg", "--dynamic-type", "huge"],
        "unknown value \"huge\" for --dynamic-type: accepted values are xSmall, small, medium, large"
      ),
      (["render", "--out", "x.svg", "--appearance", "sepia"], "accepted values are light, dark"),
      (["render", "--out", "x.svg", "--direction", "up"], "accepted values are ltr, rtl"),
      (["render", "--out", "x.gif"], "--out \"x.gif\" must end in .svg or .png"),
      (["render"], "render needs --out PATH"),
      (["render", "--out", "x.svg", "--scale", "2"], "--scale applies to PNG output only"),
      (
        ["render", "--out", "x.svg", "--scale", "9"], "--scale 9 is out of range: pixels a point from 1 to 4"
      ),
      (
        ["render", "--out", "x.svg", "--selected", "7"],
        "--selected 7 is not a tab: give a position from 1 to 4"
      ),
      (["render", "--out", "x.svg", "--badges", "9=1"], "tab 9 does not exist, give 1…4"),
      (["render", "--out", "x.svg", "--tabs", "Home"], "has no symbol: write Title:symbol"),
      (
        ["render", "--out", "x.svg", "--tabs", "A\u{1B}[2J:house,B:bell", "--selected", "C"],
        "--selected \"C\" names no tab: give 1…2 or one of \"A\\u{1B}[2J\", \"B\""
      ),
      (["render", "--out", "x.svg", "--action=yes"], "--action takes no value"),
      (["render", "--out", "x.svg", "stray"], "unexpected argument \"stray\""),
      (["animate", "--out", "dir"], "animate needs --to N|TITLE"),
      (["animate", "--out", "dir", "--to", "2", "--fps", "0"], "unknown value \"0\" for --fps"),
      (
        ["animate", "--out", "dir", "--to", "2", "--selected", "9"],
        "--selected 9 is not a tab: give a position from 1 to 4"
      ),
      (
        ["animate", "--out", "dir", "--to", "Home"],
        "--from and --to both name tab 1 \"Home\": give two different tabs"
      ),
      (
        ["animate", "--out", "dir", "--sequence", "wobble"],
        "unknown value \"wobble\" for --sequence: accepted values are minimize, swipe, scrub, retarget"
      ),
      (["animate", "--out", "dir", "--sequence", "scrub"], "animate needs --to N|TITLE"),
      (["animate", "--out", "dir", "--sequence", "retarget", "--to", "1"], "give two different tabs"),
      // Seven tabs at 390 pt: A, B, C and More in the curved bar (with the action), A to D in a
      // floating one; the rest are behind More, where no finger can reach them.
      (
        ["animate", "--out", "dir", "--sequence", "scrub", "--tabs", sevenTabs, "--to", "5"],
        "--to 5 \"E\" is behind the More item: scrub needs a tab the bar shows, give one of 1…3"
      ),
      (
        ["animate", "--out", "dir", "--sequence", "scrub", "--tabs", sevenTabs, "--to", "G"],
        "--to 7 \"G\" is behind the More item: scrub needs a tab the bar shows, give one of 1…3"
      ),
      (
        ["animate", "--out", "dir", "--sequence", "retarget", "--tabs", sevenTabs, "--to", "4"],
        "--to 4 \"D\" is behind the More item: retarget needs a tab the bar shows"
      ),
      (
        [
          "animate", "--out", "dir", "--sequence", "swipe", "--style", "floating", "--tabs", sevenTabs,
          "--from", "7",
        ],
        "--from 7 \"G\" is behind the More item: swipe needs a tab the bar shows, give one of 1…4"
      ),
      (
        [
          "animate", "--out", "dir", "--sequence", "scrub", "--tabs", sevenTabs, "--selected", "6", "--to",
          "1",
        ],
        "--selected 6 \"F\" is behind the More item"
      ),
      (
        ["render", "--out", "x.svg", "--notch", "sideways"],
        "unknown value \"sideways\" for --notch: accepted values are action, follows"
      ),
      (
        ["animate", "--out", "dir", "--sequence", "minimize", "--style", "floating", "--notch", "follows"],
        "--notch follows needs a style with a notch: --style curved"
      ),
      (["gallery"], "gallery needs --out DIR"),
      (
        ["gallery", "--out", "d", "--style", "curved"],
        "unknown option \"--style\": accepted options are --out, --help"
      ),
    ] as [([String], String)])
  func usageErrors(_ arguments: [String], message: String) throws {
    let scratch = try ScratchDirectory("usage")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run(
      arguments.map { $0 == "x.svg" || $0 == "dir" ? scratch.path($0) : $0 })
    #expect(run.status == 2)
    #expect(run.errorLines.count == 1)
    #expect(run.error.contains(message), "\(run.error)")
    #expect(run.error.hasPrefix("tabbar-preview: error: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
  }

  @Test("render writes a well-formed SVG, creating the directory, and leaves no temporary file")
  func renderSVG() throws {
    let scratch = try ScratchDirectory("render")
    defer { scratch.remove() }
    let out = scratch.path("new/dir/bar.svg")
    let run = try PreviewExecutable.run([
      "render", "--style", "floating", "--tabs", "Home:house,Q\\,A:message,Me:person", "--selected", "Q,A",
      "--badges", "1=3,3=!", "--appearance", "dark", "--direction", "rtl", "--dynamic-type", "xxxLarge",
      "--width", "430", "--height", "932", "--bottom-inset", "34", "--reduce-transparency", "--out", out,
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("wrote \(out)"))
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    #expect(try XMLLint.problems(in: svg) == nil)
    #expect(svg.contains(">Q,A</text>") && svg.contains("direction=\"rtl\""))
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("new/dir")) == ["bar.svg"])
  }

  @Test("render draws the same SVG as the renderer for the same options")
  func renderMatchesRenderer() throws {
    let scratch = try ScratchDirectory("same")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run(["render", "--style", "indicator", "--out", scratch.path("a.svg")])
    #expect(run.status == 0)
    var options = BarOptions()
    options.style = .indicator
    let expected = TabBarSVGRenderer.document(for: try options.picture()).xml
    #expect(try String(contentsOfFile: scratch.path("a.svg"), encoding: .utf8) == expected)
  }

  @Test("render writes PNG through rsvg-convert, --scale pixels a point")
  func renderPNG() throws {
    let scratch = try ScratchDirectory("png")
    defer { scratch.remove() }
    for (scale, width) in [("1", 390), ("3", 1170)] {
      let file = scratch.path("bar@\(scale)x.png")
      let run = try PreviewExecutable.run(["render", "--style", "material", "--scale", scale, "--out", file])
      #expect(run.status == 0, "\(run.error)")
      let data = try #require(FileManager.default.contents(atPath: file))
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      // The IHDR chunk's width, big-endian at bytes 16…19.
      let pixels = data.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
      #expect(pixels == width)
    }
  }

  @Test("Without rsvg-convert, PNG output fails with exit 1 naming the package librsvg2-bin")
  func pngWithoutConverter() throws {
    let scratch = try ScratchDirectory("norsvg")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run(["render", "--out", scratch.path("bar.png")], path: scratch.url.path)
    #expect(run.status == 1)
    #expect(run.errorLines.count == 1)
    #expect(run.error.contains("install the package librsvg2-bin"))
    #expect(!FileManager.default.fileExists(atPath: scratch.path("bar.png")))
  }

  @Test("An unwritable destination is a clear error with exit 1, not a crash")
  func unwritable() throws {
    let scratch = try ScratchDirectory("unwritable")
    defer { scratch.remove() }
    try Data("x".utf8).write(to: scratch.url.appendingPathComponent("file"))
    try FileManager.default.createDirectory(
      atPath: scratch.path("folder.svg"), withIntermediateDirectories: false)
    // Tests run as root, whom file modes do not stop: /proc takes no new files, whoever asks.
    for arguments in [
      ["render", "--out", scratch.path("file/bar.svg")],
      ["animate", "--to", "2", "--out", scratch.path("file")],
      ["gallery", "--out", scratch.path("file/sub")],
      ["render", "--out", scratch.path("folder.svg")],
      ["render", "--out", "/proc/tabbarkit-test.svg"],
      ["animate", "--to", "2", "--out", "/proc/tabbarkit-test"],
      ["gallery", "--out", "/proc/tabbarkit-test/sub"],
    ] {
      let run = try PreviewExecutable.run(arguments)
      #expect(run.status == 1, "\(arguments)")
      #expect(run.errorLines.count == 1)
      #expect(run.error.contains("cannot"), "\(run.error)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("folder.svg")).isEmpty)
  }

  @Test("--out resolves . and .. in the text of the path: out/../x.svg writes x.svg and creates no out")
  func dotDotInOut() throws {
    let scratch = try ScratchDirectory("dotdot")
    defer { scratch.remove() }
    for (arguments, written) in [
      (["render", "--out", scratch.path("out/./../bar.svg")], "bar.svg"),
      (["animate", "--to", "2", "--out", scratch.path("a/b/../../frames/")], "frames/"),
    ] {
      let run = try PreviewExecutable.run(arguments)
      #expect(
        run.status == 0 && run.output.contains(" " + scratch.path(written)), "\(run.output)\(run.error)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["bar.svg", "frames"])
  }

  @Test("A gallery killed at any moment leaves no half-written index.html, only obviously temporary files")
  func killedGallery() throws {
    let executable = try #require(PreviewExecutable.url)
    let scratch = try ScratchDirectory("killed")
    defer { scratch.remove() }
    let directory = scratch.path("site")
    // Fixed delays, then "the moment a temporary file appears": killed while writing it.
    let delays: [Duration?] = [
      .milliseconds(50), .milliseconds(200), .milliseconds(800), .seconds(2), nil, nil,
    ]
    var killedWhileWriting = 0
    for delay in delays {
      let process = Process()
      process.executableURL = executable
      process.arguments = ["gallery", "--out", directory]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      if let delay {
        Thread.sleep(
          forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
      } else {
        while process.isRunning, !(Self.entries(of: directory).contains { $0.hasSuffix(".tmp") }) {
          usleep(200)
        }
        if process.isRunning { killedWhileWriting += 1 }
      }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      let entries = Self.entries(of: directory)
      for name in entries where name != "index.html" {
        #expect(
          OutputFile.isTemporaryName(name, for: "index.html"), "\(name) after \(String(describing: delay))")
      }
      if entries.contains("index.html") {
        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        #expect(html.hasSuffix("</html>\n"))
        #expect(try XMLLint.problems(inFiles: [directory + "/index.html"]) == nil)
      }
    }
    print(
      "killed gallery: \(delays.count) kill points, \(killedWhileWriting) while the temporary file was written"
    )
    // A later run writes a complete page and leaves other runs' temporary files alone.
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let leftover = OutputFile.temporaryName(for: "index.html")
    try Data("<html".utf8).write(to: URL(fileURLWithPath: directory + "/" + leftover))
    let run = try PreviewExecutable.run(["gallery", "--out", directory])
    #expect(run.status == 0, "\(run.error)")
    #expect(try XMLLint.problems(inFiles: [directory + "/index.html"]) == nil)
    #expect(Self.entries(of: directory).contains(leftover))
  }

  /// The names in `directory`, none when it does not exist.
  private static func entries(of directory: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  }

  @Test(
    "animate writes numbered frames and a self-playing page, named from sanitised titles, inside DIR only")
  func animate() throws {
    let scratch = try ScratchDirectory("animate")
    defer { scratch.remove() }
    let directory = scratch.path("frames")
    let run = try PreviewExecutable.run([
      "animate", "--style", "floating", "--tabs", "../../Up:house,Two/Slash:bell,..:person", "--from", "1",
      "--to", "3", "--out", directory,
    ])
    #expect(run.status == 0, "\(run.error)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    let frames = files.filter { $0.hasSuffix(".svg") }
    #expect(frames.first == "up-to-tab-0000.svg")
    let options = try PreviewTransition.options(.floating, tabs: "../../Up:house,Two/Slash:bell,..:person")
    #expect(frames.count == (try PreviewTransition.of(options, from: 1, to: 3)).frameCount)
    #expect(files.contains("up-to-tab.html"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["frames"])
    #expect(try XMLLint.problems(inFiles: (frames + ["up-to-tab.html"]).map { directory + "/" + $0 }) == nil)
    let first = try String(contentsOfFile: directory + "/" + frames[0], encoding: .utf8)
    let last = try String(contentsOfFile: directory + "/" + frames[frames.count - 1], encoding: .utf8)
    #expect(first != last)
  }

  @Test(
    "animate draws the core's transition: frameCount frames, the first the start bar, the last the end bar",
    arguments: [
      ([], TransitionTiming(), 60), (["--fps", "120"], TransitionTiming(), 120),
      (
        ["--duration", "0.4", "--bounce", "0"],
        TransitionTiming(spring: TabBarSpring(duration: 0.4, bounce: 0)), 60
      ),
      (["--reduce-motion", "--fps=120"], TransitionTiming(motion: .reducedWithCrossFade), 120),
    ] as [([String], TransitionTiming, Int)])
  func animateFollowsTheCore(options extra: [String], timing: TransitionTiming, framesPerSecond: Int) throws {
    let scratch = try ScratchDirectory("animate-core")
    defer { scratch.remove() }
    let bar = [
      "--style", "indicator", "--tabs", "Home:house,Search:magnifyingglass,Alerts:bell,Profile:person",
    ]
    let runs = try [
      ["animate", "--from", "1", "--to", "3", "--out", scratch.path("frames")] + extra,
      ["render", "--selected", "1", "--out", scratch.path("start.svg")],
      ["render", "--selected", "3", "--out", scratch.path("end.svg")],
    ].map { try PreviewExecutable.run($0 + bar) }
    #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.error))")
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path("frames")).sorted()
    let frames = try names.filter { $0.hasSuffix(".svg") }.map {
      try String(contentsOfFile: scratch.path("frames/" + $0), encoding: .utf8)
    }
    let start = try String(contentsOfFile: scratch.path("start.svg"), encoding: .utf8)
    let end = try String(contentsOfFile: scratch.path("end.svg"), encoding: .utf8)
    let options = try PreviewTransition.options(.indicator, tabs: bar[3])
    let transition = try PreviewTransition.of(
      options, from: 1, to: 3, timing: timing, framesPerSecond: framesPerSecond)
    #expect(frames.count == transition.frameCount)
    #expect(frames.last == end)
    let indicators = frames.map(Self.indicators)
    if timing.motion.reducesMotion {
      // Nothing travels: the start's indicator fades out under the end's.
      let ends = Self.indicators(in: start) + Self.indicators(in: end)
      #expect(indicators.first == ends)
      #expect(indicators.allSatisfy { $0.allSatisfy(ends.contains) })
    } else {
      #expect(frames.first == start)
      #expect(Set(indicators.joined()).count > frames.count / 2, "the indicator travels")
    }
  }

  /// The indicators an SVG draws, each as its `<rect>`'s position and size.
  private static func indicators(in svg: String) -> [String] {
    svg.matches(of: #/<rect (x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*")[^>]*class="indicator"/#).map {
      String($0.output.1)
    }
  }

  /// `number` with a comma every three digits, as the README writes figures: 1,408.
  static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }

  @Test("gallery writes a well-formed index.html and reports its time, under 2 s in release builds")
  func gallery() throws {
    let scratch = try ScratchDirectory("gallery")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run(["gallery", "--out", scratch.path("site")])
    #expect(run.status == 0, "\(run.error)")
    let html = try String(contentsOfFile: scratch.path("site/index.html"), encoding: .utf8)
    #expect(try XMLLint.problems(inFiles: [scratch.path("site/index.html")]) == nil)
    // Every picture of the gallery draws each symbol with its own glyph: the shared library
    // defines the neutral one too, but no drawing uses it.
    #expect(
      html.contains("href=\"#lib-glyph-house")
        && !html.contains("href=\"#lib-glyph-\(SymbolCatalog.neutralName)"))
    let designs = TabBarDesign.allCases.count
    #expect(
      html.contains("\(designs * 192) bars") && html.contains("\(designs * 6) bars with Reduce Transparency"))
    // The README's figures are the gallery's own: "the whole gallery (N bars, M animation frames)".
    let words = run.output.split(separator: " ")
    let bars = try #require(words.firstIndex(of: "bars").map { words[$0 - 1] }.flatMap { Int($0) })
    let frames = try #require(words.firstIndex(of: "animation").map { words[$0 - 1] }.flatMap { Int($0) })
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../README.md"), encoding: .utf8)
    let figures = "the whole gallery (\(Self.grouped(bars)) bars, \(Self.grouped(frames)) animation frames)"
    #expect(readme.contains(figures), "README.md should say: \(figures)")
    let seconds = try #require(
      run.output.split(separator: " ").reversed().dropFirst().first.flatMap { Double($0) })
    #if DEBUG
      #expect(seconds < 10)
    #else
      #expect(seconds < 2)
    #endif
  }
}
