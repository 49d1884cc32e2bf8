import Foundation
import TabBarCore

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

/// The full frame of the curved bar, its notch following the selection, for each tab count.
@MainActor
func frameTable() throws {
  print(
    "frame = spring sample + TabBarLayoutEngine.layout(_:into:) + BarOutline.path(into:) + TabBarLayout.hitTest(_:)"
  )
  print("tabs   median ns   p99 ns   allocs/frame")
  for count in benchTabCounts {
    printRow(label: String(count), measureFrame(try request(tabs: count), to: "tab\(count - 1)"))
  }
}

/// The full frame for 5 tabs in each style.
@MainActor
func styleTable() throws {
  print("the same frame for 5 tabs in each style")
  print("style                         median ns   p99 ns   allocs/frame")
  // Every design (its notch, if any, holding the action), then the curved notch following the tab.
  let styles: [(String, TabBarMetrics, Bool)] =
    TabBarDesign.allCases.map { design in
      let metrics = design.metrics(on: .iPhone)
      return (design.name, metrics, metrics.actionButton.notch != nil)
    } + [("curved, notch follows tab", try request(tabs: 1).metrics, false)]
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
}

/// Each part of the frame alone, for each tab count.
@MainActor
func partsTable() throws {
  print("each part alone, at the frame's time 0.1 s")
  print("part              tabs   median ns   p99 ns   allocs/frame")
  for count in benchTabCounts {
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
      (
        "hitTest(_:)",
        { _ in if case .tab(let index)? = layout.hitTest(probe) { checksum += CGFloat(index) } }
      ),
    ]
    for (name, part) in parts {
      printRow(
        label: name.padding(toLength: 18, withPad: " ", startingAt: 0) + String(count),
        measure(frames: measuredFrames, overhead: overhead, part))
    }
  }
}

/// An animation frame between two layouts, for each tab count.
@MainActor
func interpolationTable() throws {
  print("an animation frame between two layouts: TabBarLayout.interpolated(to:fraction:into:)")
  print("tabs   median ns   p99 ns   allocs/frame")
  for count in benchTabCounts {
    let (_, start, end) = try selectionChange(tabs: count)
    var layout = TabBarLayout.empty
    let result = measure(frames: measuredFrames, overhead: overhead) { frame in
      let time = Double(frame % framesPerAnimation) / 120
      start.interpolated(to: end, fraction: CGFloat(spring.value(from: 0, to: 1, at: time)), into: &layout)
      checksum += layout.indicator?.frame.minX ?? 0
    }
    printRow(label: String(count), result)
  }
}
