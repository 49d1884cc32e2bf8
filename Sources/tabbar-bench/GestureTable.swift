import Foundation
import TabBarCore

/// The bar the gesture rows move: 5 tabs, the curved style with its notch following the
/// selection, at rest on the first tab.
struct GestureBar {
  let items: TabItems
  let request: TabBarLayoutRequest
  let resting: TabBarLayout
  /// The point each frame hit tests.
  let probe = CGPoint(x: 195, y: 844 - 40)

  init() throws {
    var request = try tabbar_bench.request(tabs: 5)
    request.metrics = TabBarDesign.curved.followingSelection.metrics(on: .iPhone)
    items = request.items
    self.request = request
    resting = TabBarLayoutEngine.layout(request)
  }

  /// The layout with the tab at `index` selected.
  func layout(selecting index: Int) -> TabBarLayout {
    var target = request
    target.selectedID = "tab\(index)"
    return TabBarLayoutEngine.layout(target)
  }
}

/// A bar that moves with the user, 5 tabs: one frame of each gesture.
@MainActor
func gestureTable() throws {
  print("a bar that moves with the user, 5 tabs: one frame of each gesture")
  print("frame                                             median ns   p99 ns   allocs/frame")
  let bar = try GestureBar()
  printRow(label: gestureLabel("scrub (move + retarget + layout + path + hit)"), scrubFrames(bar))
  printRow(label: gestureLabel("swipe (drag + interpolate + path + hit)"), swipeFrames(bar))
  printRow(label: gestureLabel("retarget (animation frame + path + hit)"), retargetFrames(bar))
  printRow(label: gestureLabel("minimize (scroll + spring + interp + path + hit)"), minimizeFrames(bar))
  printRow(label: gestureLabel("reorder (move + slides + layout + path + hit)"), reorderFrames(bar))
}

/// A row label of the gesture table, padded to its column.
func gestureLabel(_ text: String) -> String { text.padding(toLength: 50, withPad: " ", startingAt: 0) }

/// A finger sweeping across the bar at frame `frame`.
func fingerX(_ frame: Int) -> CGFloat { 20 + CGFloat(frame % 350) }

/// Scrub: hit test under the finger, retarget the marker's spring, lay out with the notch under
/// the marker, draw the outline, hit test a touch.
@MainActor
func scrubFrames(_ bar: GestureBar) -> Measurement {
  var scrub = TabBarScrub(layout: bar.resting, items: bar.items, startX: 20)
  var marker = SpringMotion(spring: spring, from: 20, to: 20)
  var layout = bar.resting
  var path = bar.resting.outline.path()
  return measure(frames: measuredFrames, overhead: overhead) { frame in
    scrub.move(to: fingerX(frame))
    marker = marker.retargeted(to: Double(scrub.markerX), at: 1.0 / 120)
    var frameRequest = bar.request
    scrub.apply(to: &frameRequest)
    frameRequest.notchCenterX = CGFloat(marker.state(at: 0).position)
    TabBarLayoutEngine.layout(frameRequest, into: &layout)
    scrub.placeMarker(in: &layout)
    layout.outline.path(into: &path)
    if case .tab(let index)? = layout.hitTest(bar.probe) { checksum += CGFloat(index) }
  }
}

/// Swipe: the page fraction, the bar interpolated towards the neighbour, outline, hit test.
@MainActor
func swipeFrames(_ bar: GestureBar) -> Measurement {
  let next = bar.layout(selecting: 1)
  var swipe = TabBarSwipe(items: bar.items, selectedIndex: 0, layoutDirection: .leftToRight)
  var layout = bar.resting
  var path = bar.resting.outline.path()
  return measure(frames: measuredFrames, overhead: overhead) { frame in
    swipe.drag(translation: -fingerX(frame), pageWidth: 390)
    swipe.layout(current: bar.resting, next: next, previous: bar.resting, into: &layout)
    layout.outline.path(into: &path)
    if case .tab(let index)? = layout.hitTest(bar.probe) { checksum += CGFloat(index) }
  }
}

/// Retarget: a layout animation sent to a new selection every 6 frames, then one frame of it.
@MainActor
func retargetFrames(_ bar: GestureBar) -> Measurement {
  let targets = (0..<5).map { bar.layout(selecting: $0) }
  var animation = TabBarLayoutAnimation(from: targets[0], to: targets[4])
  var layout = bar.resting
  var path = bar.resting.outline.path()
  return measure(frames: measuredFrames, overhead: overhead) { frame in
    if frame % 6 == 0 { animation.retarget(to: targets[frame / 6 % 5], at: 6.0 / 120) }
    animation.layout(at: Double(frame % 6) / 120, into: &layout)
    layout.outline.path(into: &path)
    if case .tab(let index)? = layout.hitTest(bar.probe) { checksum += CGFloat(index) }
  }
}

/// Minimize: read the scroll offset, sample the morph's spring, interpolate the full bar towards
/// the minimized one, outline, hit test.
@MainActor
func minimizeFrames(_ bar: GestureBar) -> Measurement {
  var minimization = TabBarMinimization(isEnabled: true)
  var morph = minimization.morph(from: SpringState(position: 0, velocity: 0))
  var morphTime = 0.0
  var minimized = bar.resting
  TabBarLayoutEngine.minimizedLayout(bar.request, into: &minimized)
  var layout = bar.resting
  var path = bar.resting.outline.path()
  return measure(frames: measuredFrames, overhead: overhead) { frame in
    let wasMinimized = minimization.isMinimized
    minimization.scroll(to: CGFloat(frame % 400) * 2)
    morphTime += 1.0 / 120
    if minimization.isMinimized != wasMinimized {
      morph = minimization.morph(from: morph.state(at: morphTime))
      morphTime = 0
    }
    let progress = CGFloat(morph.state(at: morphTime).position)
    bar.resting.interpolated(to: minimized, fraction: progress, into: &layout)
    layout.outline.path(into: &path)
    if case .tab(let index)? = layout.hitTest(bar.probe) { checksum += CGFloat(index) }
  }
}

/// Reorder: a tab held under a finger sweeping the bar (the gap moving, the tabs it passes
/// retargeted on their springs), the bar drawn with every tab where it is, outline, hit test.
@MainActor
func reorderFrames(_ bar: GestureBar) -> Measurement {
  var reorder = TabBarReorder()
  let start = CGPoint(x: fingerX(0), y: bar.resting.contentBand.midY)
  reorder.begin(
    at: start, in: bar.resting, arrangement: TabBarArrangement(declared: .unsectioned(bar.items)), time: 0)
  var layout = bar.resting
  var path = bar.resting.outline.path()
  return measure(frames: measuredFrames, overhead: overhead) { frame in
    let time = Double(frame) / 120
    reorder.move(to: CGPoint(x: fingerX(frame), y: start.y), time: time)
    reorder.layout(bar.resting, at: time, into: &layout)
    layout.outline.path(into: &path)
    if case .tab(let index)? = layout.hitTest(bar.probe) { checksum += CGFloat(index) }
  }
}
