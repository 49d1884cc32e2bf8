import Foundation
import TabBarPreview
import TabBarRender
import TabBarTestSupport
import Testing

/// The preview's sequences of a bar moving with the user: well-formed frames that end at rest,
/// and one golden frame of each.
@Suite("Motion sequences")
struct MotionSequenceTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")

  /// Each sequence in a style that shows it well.
  static func options(_ sequence: MotionSequence) -> BarOptions {
    var options = BarOptions()
    switch sequence {
    case .minimize: options.style = .floating
    case .swipe: options.style = .indicator
    case .scrub:
      options.style = .curved
      options.notchFollowsSelection = true
    case .retarget: options.style = .material
    case .reorder: options.style = .curved  // dragged across the action button
    }
    return options
  }

  static func frames(_ sequence: MotionSequence, timing: TransitionTiming = TransitionTiming()) throws
    -> [TabBarAnimationFrame]
  {
    let options = options(sequence)
    return sequence.frames(
      options: options, items: try options.items(), from: 0, to: 2, timing: timing, fps: 60)
  }

  @Test("Every frame is finite and the sequence ends at rest", arguments: MotionSequence.allCases)
  func wellFormed(sequence: MotionSequence) throws {
    let frames = try Self.frames(sequence)
    #expect(frames.count > 10)
    for frame in frames {
      let path = frame.layout.outline.path()
      #expect(path.elements.allSatisfy { $0.isFiniteElement })
      #expect(frame.layout.barFrame.isFinite)
    }
    let options = Self.options(sequence)
    let items = try options.items()
    let last = try #require(frames.last).layout
    let restingID: String? =
      switch sequence {
      case .minimize: "tab1"
      case .swipe: "tab2"
      case .scrub: "tab3"
      case .retarget: "tab2"  // interrupted on the way to tab 3 by its neighbour
      case .reorder: "tab1"  // the selected tab is the one dragged
      }
    let resting = TabBarLayoutEngine.layout(options.request(items: items, selectedID: restingID))
    #expect(abs(last.barFrame.width - resting.barFrame.width) < 0.5)
    #expect(last.selectedIndex == resting.selectedIndex)
    // A reordered tab takes its marker to tab 3's slot.
    let markerX = sequence == .reorder ? resting.items[2].hitFrame.midX : resting.indicator?.frame.midX
    let settled = abs((last.indicator?.frame.midX ?? 0) - (markerX ?? 0))
    #expect(settled < 0.5, "\(sequence) ends \(settled) pt from rest")
  }

  @Test(
    "With tabs behind More, every pair of tabs gives finite frames, hidden ones too (the command line refuses those)",
    arguments: MotionSequence.allCases)
  func overflowingTabs(sequence: MotionSequence) throws {
    var options = Self.options(sequence)
    options.tabs = (1...7).map { TabSpec(title: "T\($0)", symbol: "circle") }
    let items = try options.items()
    let barItems = options.state(items: items, selectedID: BarOptions.tabID(0)).bar.items
    let hidden = options.tabs.indices.filter { barItems.index(of: BarOptions.tabID($0)) == nil }
    #expect(!hidden.isEmpty, "some tabs are behind More")
    for from in options.tabs.indices {
      for to in options.tabs.indices where to != from {
        let frames = sequence.frames(
          options: options, items: barItems, from: from, to: to, timing: .init(), fps: 60)
        #expect(!frames.isEmpty, "\(from) → \(to)")
        #expect(
          frames.allSatisfy { $0.layout.barFrame.isFinite && $0.layout.indicator?.frame.isFinite != false })
      }
    }
  }

  @Test("The reorder ends with every tab where the bar in its new order puts it")
  func reorderSettles() throws {
    let options = Self.options(.reorder)
    let items = try options.items()
    let last = try #require(try Self.frames(.reorder).last).layout
    // Home dropped at Alerts' place: Search, Alerts, Home, Profile (the button keeps the middle).
    let order = ["tab2", "tab3", "tab1", "tab4"].compactMap { id in items.all.first { $0.id == id } }
    let reordered = try TabItems(order + items.all.filter { $0.role == .action })
    let expected = TabBarLayoutEngine.layout(options.request(items: reordered, selectedID: "tab1"))
    #expect(last.items.count == expected.items.count)
    for item in last.items {
      let target = try #require(expected.items.first { $0.id == item.id })
      #expect(abs(item.hitFrame.midX - target.hitFrame.midX) < 0.5, "\(item.id)")
    }
  }

  @Test("Under Reduce Motion nothing travels: minimizing is immediate")
  func reduceMotion() throws {
    let frames = try Self.frames(.minimize, timing: TransitionTiming(motion: .reducedImmediate))
    #expect(frames.count == 3)
  }

  @Test("The middle frame of each sequence matches its golden SVG", arguments: MotionSequence.allCases)
  func golden(sequence: MotionSequence) throws {
    let frames = try Self.frames(sequence)
    let options = Self.options(sequence)
    let scene = options.picture(frames[frames.count / 3], items: try options.items())
    let svg = TabBarSVGRenderer.document(for: scene).xml
    if let problem = try GoldenFile.mismatch(
      svg, name: "sequence-\(sequence.rawValue).svg", in: Self.directory)
    {
      Issue.record(Comment(rawValue: problem))
    }
  }
}

extension PathElement {
  fileprivate var isFiniteElement: Bool {
    switch self {
    case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
    case .quadCurve(let p, let c): p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
    case .curve(let p, let c1, let c2):
      [p, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite }
    case .closeSubpath: true
    }
  }
}

/// `tabbar-preview animate --sequence` writes its frames and page.
@Suite("Motion sequences on the command line")
struct MotionSequenceCommandTests {
  @Test("Each sequence writes numbered SVG frames and a page", arguments: MotionSequence.allCases)
  func writes(sequence: MotionSequence) throws {
    let scratch = try ScratchDirectory("sequence")
    defer { scratch.remove() }
    let run = try PreviewExecutable.run([
      "animate", "--sequence", sequence.rawValue, "--to", "3", "--style", "curved", "--notch", "follows",
      "--out", scratch.path("frames"),
    ])
    #expect(run.status == 0, "\(run.error)")
    let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("frames"))
    #expect(files.contains { $0.hasPrefix(sequence.rawValue + "-home") && $0.hasSuffix("-0000.svg") })
    #expect(files.contains { $0.hasSuffix(".html") })
  }
}
