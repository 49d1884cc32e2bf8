import CAllocationCounter
import Dispatch
import Foundation
import TabBarCore
import TabBarHostileInput

// Measures one full per-frame update of an animating bar: a spring sample, the layout (into
// reused storage), the outline path (into reused storage) and a hit test of one point, for 2,
// 5, 7, 16 and 64 tabs. Prints the median and 99th-percentile nanoseconds per frame and heap
// allocations per frame once warm (counted for real on Linux/glibc by interposing malloc).
//
//   swift run -c release tabbar-bench [--frames N]

let usage = "usage: tabbar-bench [--frames N]"
var measuredFrames = 20_000
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
  if option == "--help" || option == "-h" {
    print(usage)
    exit(0)
  }
  guard option == "--frames", let value = arguments.popFirst(), let number = Int(value), number > 0 else {
    FileHandle.standardError.write(Data("tabbar-bench: \(usage)\n".utf8))
    exit(2)
  }
  measuredFrames = number
}

#if DEBUG
  print("note: a debug build; run `swift run -c release tabbar-bench` for meaningful times")
#endif

let countsAllocations = tabbar_allocation_counting_available() == 1
let warmUpFrames = 2_000
let spring = TabBarSpring(duration: 0.5, bounce: 0.2)
let settling = spring.settlingDuration(from: 0, to: 1)
let framesPerAnimation = max(Int((settling * 120).rounded(.up)), 1)

/// The median and 99th percentile of `samples` (sorted in place).
func percentiles(_ samples: inout [UInt64]) -> (median: UInt64, p99: UInt64) {
  samples.sort()
  let last = samples.count - 1
  return (samples[last / 2], samples[min(last, Int((Double(last) * 0.99).rounded()))])
}

/// The clock's own cost per reading pair, to subtract from each frame's time.
func clockOverhead() -> UInt64 {
  var samples = [UInt64](repeating: 0, count: 10_000)
  for index in samples.indices {
    let start = DispatchTime.now().uptimeNanoseconds
    samples[index] = DispatchTime.now().uptimeNanoseconds &- start
  }
  return percentiles(&samples).median
}

/// A result of measuring one workload.
struct Measurement {
  let medianNanoseconds: UInt64
  let p99Nanoseconds: UInt64
  let allocationsPerFrame: Double
}

/// Runs `frame` (given the frame number) for the warm-up, then times each of `measuredFrames`
/// frames and counts the allocations over all of them.
func measure(frames measuredFrames: Int, overhead: UInt64, _ frame: (Int) -> Void) -> Measurement {
  for index in 0..<warmUpFrames { frame(index) }
  var samples = [UInt64](repeating: 0, count: measuredFrames)
  let allocationsBefore = tabbar_allocation_count()
  for index in 0..<measuredFrames {
    let start = DispatchTime.now().uptimeNanoseconds
    frame(warmUpFrames + index)
    let elapsed = DispatchTime.now().uptimeNanoseconds &- start
    samples[index] = elapsed > overhead ? elapsed - overhead : 0
  }
  let allocations = tabbar_allocation_count() - allocationsBefore
  let (median, p99) = percentiles(&samples)
  return Measurement(
    medianNanoseconds: median, p99Nanoseconds: p99,
    allocationsPerFrame: Double(allocations) / Double(measuredFrames))
}

/// Prints one row of a table: the label, the median and 99th percentile, and allocations.
func printRow(label: String, _ result: Measurement) {
  let allocations = countsAllocations ? String(format: "%.2f", result.allocationsPerFrame) : "n/a"
  print(
    label.padding(toLength: max(7, label.count + 2), withPad: " ", startingAt: 0)
      + String(result.medianNanoseconds).padding(toLength: 12, withPad: " ", startingAt: 0)
      + String(result.p99Nanoseconds).padding(toLength: 9, withPad: " ", startingAt: 0) + allocations)
}

/// A bar of `count` tabs in the curved style, its notch following the selection, on a 390 pt
/// iPhone; the selection moves from the first tab to the last.
func request(tabs count: Int) throws -> TabBarLayoutRequest {
  var metrics = TabBarMetrics.curved
  metrics.actionButton.notch?.anchor = .selection
  let items = try TabItems((0..<count).map { TabItem(id: "tab\($0)", title: "Tab \($0)", symbol: "circle") })
  return TabBarLayoutRequest(
    items: items, selectedID: "tab0", containerSize: CGSize(width: 390, height: 844),
    safeAreaInsets: TabBarInsets(bottom: 34), metrics: metrics)
}

/// The bar of ``request(tabs:)`` and its layouts with the first and with the last tab selected.
func selectionChange(tabs count: Int) throws -> (
  request: TabBarLayoutRequest, start: TabBarLayout, end: TabBarLayout
) {
  let request = try request(tabs: count)
  var target = request
  target.selectedID = "tab\(count - 1)"
  return (request, TabBarLayoutEngine.layout(request), TabBarLayoutEngine.layout(target))
}

let overhead = clockOverhead()
print(
  "tabbar-bench: \(measuredFrames) frames after \(warmUpFrames) warm-up frames; clock overhead \(overhead) ns subtracted"
)
print(
  countsAllocations
    ? "allocations: counted by interposing malloc/calloc/realloc/memalign (glibc)"
    : "allocations: not counted on this platform (n/a)")
print("")
print(
  "frame = spring sample + TabBarLayoutEngine.layout(_:into:) + BarOutline.path(into:) + TabBarLayout.hitTest(_:)"
)
print("tabs   median ns   p99 ns   allocs/frame")
var checksum: CGFloat = 0

/// Measures the full frame for `request`, its selection moving to `targetID` (the notch, when it
/// follows the selection, gliding on the spring).
@MainActor
func measureFrame(_ request: TabBarLayoutRequest, to targetID: String) -> Measurement {
  var request = request
  let start = TabBarLayoutEngine.layout(request)
  request.selectedID = targetID
  let end = TabBarLayoutEngine.layout(request)
  let fromX = start.outline.resolvedNotchCenterX ?? 0
  let toX = end.outline.resolvedNotchCenterX ?? 0
  let glides = request.metrics.actionButton.notch?.anchor == .selection
  var layout = start
  var path = start.outline.path()
  let probe = CGPoint(x: 195, y: 844 - 40)
  return measure(frames: measuredFrames, overhead: overhead) { frame in
    let time = Double(frame % framesPerAnimation) / 120
    let progress = CGFloat(spring.value(from: 0, to: 1, at: time))
    if glides { request.notchCenterX = fromX + (toX - fromX) * progress }
    TabBarLayoutEngine.layout(request, into: &layout)
    layout.outline.path(into: &path)
    if case .tab(let index)? = layout.hitTest(probe) { checksum += CGFloat(index) }
    checksum += path.boundingBox.width * 1e-9 + progress
  }
}

for count in [2, 5, 7, 16, 64] {
  printRow(label: String(count), measureFrame(try request(tabs: count), to: "tab\(count - 1)"))
}

print("")
print("the same frame for 5 tabs in each style")
print("style                         median ns   p99 ns   allocs/frame")
let styles: [(String, TabBarMetrics, Bool)] = [
  ("indicator (line, no notch)", .indicator, false),
  ("floating (pill)", .floating, false),
  ("material", .material, false),
  ("curved, notch holds action", .curved, true),
  ("curved, notch follows tab", try request(tabs: 1).metrics, false),
]
for (name, metrics, hasAction) in styles {
  var base = try request(tabs: 5)
  base.metrics = metrics
  if hasAction {
    var list = base.items.all
    list.insert(TabItem(id: "new", title: "New", symbol: "plus", role: .action), at: 2)
    base.items = try TabItems(list)
  }
  printRow(label: name.padding(toLength: 30, withPad: " ", startingAt: 0), measureFrame(base, to: "tab4"))
}

print("")
print("each part alone, at the frame's time 0.1 s")
print("part              tabs   median ns   p99 ns   allocs/frame")
for count in [2, 5, 7, 16, 64] {
  var (request, _, end) = try selectionChange(tabs: count)
  request.notchCenterX = end.outline.resolvedNotchCenterX
  var layout = TabBarLayoutEngine.layout(request)
  var path = layout.outline.path()
  let probe = CGPoint(x: 195, y: 844 - 40)
  let parts: [(String, (Int) -> Void)] = [
    (
      "spring sample",
      { frame in checksum += CGFloat(spring.value(from: 0, to: 1, at: 0.1 + Double(frame & 1) * 1e-9)) }
    ),
    ("layout(_:into:)", { _ in TabBarLayoutEngine.layout(request, into: &layout) }),
    ("path(into:)", { _ in layout.outline.path(into: &path) }),
    ("hitTest(_:)", { _ in if case .tab(let index)? = layout.hitTest(probe) { checksum += CGFloat(index) } }),
  ]
  for (name, part) in parts {
    printRow(
      label: name.padding(toLength: 18, withPad: " ", startingAt: 0) + String(count),
      measure(frames: measuredFrames, overhead: overhead, part))
  }
}

print("")
print("an animation frame between two layouts: TabBarLayout.interpolated(to:fraction:into:)")
print("tabs   median ns   p99 ns   allocs/frame")
for count in [2, 5, 7, 16, 64] {
  let (_, start, end) = try selectionChange(tabs: count)
  var layout = TabBarLayout.empty
  let result = measure(frames: measuredFrames, overhead: overhead) { frame in
    let time = Double(frame % framesPerAnimation) / 120
    start.interpolated(to: end, fraction: CGFloat(spring.value(from: 0, to: 1, at: time)), into: &layout)
    checksum += layout.indicator?.frame.minX ?? 0
  }
  printRow(label: String(count), result)
}
print("")
print("a bar that moves with the user, 5 tabs: one frame of each gesture")
print("frame                                             median ns   p99 ns   allocs/frame")
let gestureItems = try request(tabs: 5).items
var gestureRequest = try request(tabs: 5)
gestureRequest.metrics = .curvedFollowing
let restingLayout = TabBarLayoutEngine.layout(gestureRequest)
let gestureProbe = CGPoint(x: 195, y: 844 - 40)

/// A row label of the gesture table, padded to its column.
func gestureLabel(_ text: String) -> String { text.padding(toLength: 50, withPad: " ", startingAt: 0) }

/// A finger sweeping across the bar at frame `frame`.
func fingerX(_ frame: Int) -> CGFloat { 20 + CGFloat(frame % 350) }

// Scrub: hit test under the finger, retarget the marker's spring, lay out with the notch under
// the marker, draw the outline, hit test a touch.
var scrub = TabBarScrub(layout: restingLayout, items: gestureItems, startX: 20)
var marker = SpringMotion(spring: spring, from: 20, to: 20)
var scrubLayout = restingLayout
var scrubPath = restingLayout.outline.path()
printRow(
  label: gestureLabel("scrub (move + retarget + layout + path + hit)"),
  measure(frames: measuredFrames, overhead: overhead) { frame in
    scrub.move(to: fingerX(frame))
    marker = marker.retargeted(to: Double(scrub.markerX), at: 1.0 / 120)
    var frameRequest = gestureRequest
    scrub.apply(to: &frameRequest)
    frameRequest.notchCenterX = CGFloat(marker.state(at: 0).position)
    TabBarLayoutEngine.layout(frameRequest, into: &scrubLayout)
    scrub.placeMarker(in: &scrubLayout)
    scrubLayout.outline.path(into: &scrubPath)
    if case .tab(let index)? = scrubLayout.hitTest(gestureProbe) { checksum += CGFloat(index) }
  })

// Swipe: the page fraction, the bar interpolated towards the neighbour, outline, hit test.
var swipeTargetRequest = gestureRequest
swipeTargetRequest.selectedID = "tab1"
let swipeNext = TabBarLayoutEngine.layout(swipeTargetRequest)
var swipe = TabBarSwipe(items: gestureItems, selectedIndex: 0, layoutDirection: .leftToRight)
var swipeLayout = restingLayout
var swipePath = restingLayout.outline.path()
printRow(
  label: gestureLabel("swipe (drag + interpolate + path + hit)"),
  measure(frames: measuredFrames, overhead: overhead) { frame in
    swipe.drag(translation: -fingerX(frame), pageWidth: 390)
    swipe.layout(current: restingLayout, next: swipeNext, previous: restingLayout, into: &swipeLayout)
    swipeLayout.outline.path(into: &swipePath)
    if case .tab(let index)? = swipeLayout.hitTest(gestureProbe) { checksum += CGFloat(index) }
  })

// Retarget: a layout animation sent to a new selection every 6 frames, then one frame of it.
let retargetLayouts = (0..<5).map { index -> TabBarLayout in
  var target = gestureRequest
  target.selectedID = "tab\(index)"
  return TabBarLayoutEngine.layout(target)
}
var animation = TabBarLayoutAnimation(from: retargetLayouts[0], to: retargetLayouts[4])
var animationLayout = restingLayout
var animationPath = restingLayout.outline.path()
printRow(
  label: gestureLabel("retarget (animation frame + path + hit)"),
  measure(frames: measuredFrames, overhead: overhead) { frame in
    if frame % 6 == 0 { animation.retarget(to: retargetLayouts[frame / 6 % 5], at: 6.0 / 120) }
    animation.layout(at: Double(frame % 6) / 120, into: &animationLayout)
    animationLayout.outline.path(into: &animationPath)
    if case .tab(let index)? = animationLayout.hitTest(gestureProbe) { checksum += CGFloat(index) }
  })

// Minimize: read the scroll offset, sample the morph's spring, interpolate the full bar towards
// the minimized one, outline, hit test.
var minimization = TabBarMinimization(isEnabled: true)
var morph = minimization.morph(from: SpringState(position: 0, velocity: 0))
var morphTime = 0.0
var minimizedLayout = restingLayout
TabBarLayoutEngine.minimizedLayout(gestureRequest, into: &minimizedLayout)
var minimizeLayout = restingLayout
var minimizePath = restingLayout.outline.path()
printRow(
  label: gestureLabel("minimize (scroll + spring + interp + path + hit)"),
  measure(frames: measuredFrames, overhead: overhead) { frame in
    let wasMinimized = minimization.isMinimized
    minimization.scroll(to: CGFloat(frame % 400) * 2)
    morphTime += 1.0 / 120
    if minimization.isMinimized != wasMinimized {
      morph = minimization.morph(from: morph.state(at: morphTime))
      morphTime = 0
    }
    let progress = CGFloat(morph.state(at: morphTime).position)
    restingLayout.interpolated(to: minimizedLayout, fraction: progress, into: &minimizeLayout)
    minimizeLayout.outline.path(into: &minimizePath)
    if case .tab(let index)? = minimizeLayout.hitTest(gestureProbe) { checksum += CGFloat(index) }
  })

// Reorder: a tab held under a finger sweeping the bar (the gap moving, the tabs it passes
// retargeted on their springs), the bar drawn with every tab where it is, outline, hit test.
var reorder = TabBarReorder()
let reorderStart = CGPoint(x: fingerX(0), y: restingLayout.contentBand.midY)
reorder.begin(
  at: reorderStart, in: restingLayout, arrangement: TabBarArrangement(declared: .unsectioned(gestureItems)),
  time: 0)
var reorderLayout = restingLayout
var reorderPath = restingLayout.outline.path()
printRow(
  label: gestureLabel("reorder (move + slides + layout + path + hit)"),
  measure(frames: measuredFrames, overhead: overhead) { frame in
    let time = Double(frame) / 120
    reorder.move(to: CGPoint(x: fingerX(frame), y: reorderStart.y), time: time)
    reorder.layout(restingLayout, at: time, into: &reorderLayout)
    reorderLayout.outline.path(into: &reorderPath)
    if case .tab(let index)? = reorderLayout.hitTest(gestureProbe) { checksum += CGFloat(index) }
  })

print("")
print("the container state: a tap on the bar (TabBarState.send), and what a body reads")
print("tabs   median ns   p99 ns   allocs/frame")
for count in [5, 7, 16] {
  var state = TabBarState(
    items: try request(tabs: count).items, selectedID: nil, context: TabBarContext(containerWidth: 390))
  let barCount = state.bar.items.count
  printRow(
    label: "\(count) tap",
    measure(frames: measuredFrames, overhead: overhead) { frame in
      checksum += CGFloat(state.send(.chooseBarItem(at: frame % barCount)).count)
    })
  printRow(
    label: "\(count) read",
    measure(frames: measuredFrames, overhead: overhead) { frame in
      let id = state.bar.itemID(atBarIndex: frame % barCount) ?? ""
      let mounted = state.isMounted(id) && !state.isBarHidden && state.reselectRequest(for: id) == nil
      checksum += CGFloat((state.shortcutDigit(ofTab: id) ?? 0) + (mounted ? 1 : 0))
    })
}
print("")
print("text measurement of the hostile corpus' longest titles (width + two truncations)")
print("scalars   ms (fastest of 3)   × the time of its first quarter (linear: about 4)")
for text in HostileStrings.corpus where text.unicodeScalars.count >= 10_000 {
  func milliseconds(_ sample: String) -> Double {
    (0..<3).map { _ in
      let start = DispatchTime.now().uptimeNanoseconds
      checksum += TextMeasurement.width(of: sample, fontSize: 10)
      checksum += CGFloat(TextMeasurement.truncated(sample, toWidth: 1e9, fontSize: 10).count)
      checksum += CGFloat(TextMeasurement.truncated(sample, toWidth: 60, fontSize: 10).count)
      return Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e6
    }.min() ?? 0
  }
  let full = milliseconds(text)
  let quarter = milliseconds(String(text.unicodeScalars.prefix(text.unicodeScalars.count / 4)))
  print(
    String(text.unicodeScalars.count).padding(toLength: 10, withPad: " ", startingAt: 0)
      + String(format: "%-20.2f%.1f", full, full / max(quarter, 1e-6)))
}
print("")
print("calibration of the allocation counter (expected: 0, then 1 per frame)")
print("work   median ns   p99 ns   allocs/frame")
printRow(
  label: "none",
  measure(frames: measuredFrames, overhead: overhead) { frame in checksum += CGFloat(frame & 1) })
printRow(
  label: "array",
  measure(frames: measuredFrames, overhead: overhead) { frame in
    let array = [Int](repeating: frame, count: 1 + frame % 7)
    checksum += CGFloat(array.count)
  })
print("")
print("checksum \(checksum)")
