import Foundation
import TabBarCore
import TabBarRender
import Testing

@Suite("Outline shapes")
struct OutlineTests {
  @Test("A rectangle is four lines, clockwise from the top left")
  func rectangle() {
    let path = BarOutline(frame: CGRect(x: 0, y: 0, width: 390, height: 80)).path()
    #expect(path.svgPathData == "M0 0L390 0L390 80L0 80L0 0Z")
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 390, height: 80))
  }

  @Test("A corner radius of half the height or more draws a capsule: two half circles")
  func capsule() {
    let outline = BarOutline(frame: CGRect(x: 16, y: 700, width: 358, height: 72), cornerRadius: 500)
    let path = outline.path()
    #expect(OutlineChecks.corners(path).isEmpty)
    let box = path.boundingBox
    #expect(abs(box.minX - 16) < 1e-9 && abs(box.maxX - 374) < 1e-9)
    // The end caps are round: the leftmost point is at mid-height.
    let leftmost = OutlineChecks.polyline(path, pieces: 64).map(\.0).min { $0.x < $1.x }!
    #expect(abs(leftmost.y - 736) < 0.5)
  }

  @Test("Continuous corners reach further along the edges than circular ones")
  func continuousCorners() {
    let frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    let circular = BarOutline(frame: frame, cornerRadius: 20).path()
    let continuous = BarOutline(frame: frame, cornerRadius: 20, cornerStyle: .continuous).path()
    #expect(circular.svgPathData.hasPrefix("M20 0"))
    #expect(continuous.svgPathData.hasPrefix("M30.573 0"))
    #expect(OutlineChecks.corners(continuous).isEmpty)
  }

  @Test("A notch near an end slides inwards to keep clear of the corner")
  func notchClampsAtEnds() throws {
    let notch = NotchMetrics(width: 80, depth: 40)
    let outline = BarOutline(
      frame: CGRect(x: 0, y: 0, width: 390, height: 80), cornerRadius: 16, notch: notch,
      notchCenterX: 0)
    let resolved = try #require(outline.resolvedNotch)
    #expect(abs(resolved.leadingEdgeX - 16) < 1e-9)
    #expect(resolved.scale == 1)
    let right = outline.mirrored(aroundX: 195).resolvedNotch
    #expect(abs((right?.trailingEdgeX ?? 0) - 374) < 1e-9)
  }

  @Test("A notch wider than the bar shrinks to fit; one under a point wide is left out")
  func notchWiderThanBar() throws {
    let notch = NotchMetrics(width: 400, depth: 60)
    let outline = BarOutline(
      frame: CGRect(x: 0, y: 0, width: 200, height: 80), notch: notch, notchCenterX: 100)
    let resolved = try #require(outline.resolvedNotch)
    #expect(resolved.scale < 1)
    #expect(abs(resolved.leadingEdgeX) < 1e-9 && abs(resolved.trailingEdgeX - 200) < 1e-9)
    let tiny = BarOutline(
      frame: CGRect(x: 0, y: 0, width: 0.5, height: 80), notch: notch, notchCenterX: 0)
    #expect(tiny.resolvedNotch == nil)
    #expect(OutlineChecks.isClosedChain(tiny.path()))
  }

  @Test("The classic Bézier valley leaves and meets the top edge horizontally")
  func bezierValley() throws {
    let notch = NotchMetrics(width: 120, depth: 36, shape: .bezierValley)
    let outline = BarOutline(
      frame: CGRect(x: 0, y: 0, width: 390, height: 80), notch: notch, notchCenterX: 195)
    let path = outline.path()
    #expect(
      path.svgPathData.hasPrefix("M0 0L135 0C165 0 165 36 195 36C225 36 225 0 255 0L390 0"))
    #expect(OutlineChecks.corners(path).count == 4)
  }

  @Test("Points inside the outline are contained; the notch's cut-out and the outside are not")
  func containment() {
    let outline = BarOutline(
      frame: CGRect(x: 0, y: 100, width: 390, height: 80), notch: NotchMetrics(width: 80, depth: 40),
      notchCenterX: 195)
    #expect(outline.contains(CGPoint(x: 50, y: 150)))
    #expect(outline.contains(CGPoint(x: 195, y: 170)))
    #expect(!outline.contains(CGPoint(x: 195, y: 120)))  // in the valley
    #expect(!outline.contains(CGPoint(x: 50, y: 90)))  // above the bar
    #expect(!outline.contains(CGPoint(x: CGFloat.nan, y: 150)))
  }
}

@Suite("Outline storage reuse")
struct OutlineReuseTests {
  @Test("Writing into an existing path gives the same path as drawing afresh")
  func pathInto() {
    var reused = BarOutline(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).path()
    for configuration in RandomConfiguration.sweep(200, salt: 9) {
      let outline = TabBarLayoutEngine.layout(configuration.request).outline
      outline.path(into: &reused)
      #expect(reused == outline.path())
    }
  }

  @Test("Over storage of as many elements, more or fewer, or none, the path is the one drawn afresh")
  func pathOverAnyStorage() throws {
    var (asMany, otherCounts) = (0, 0)
    let cases = RandomConfiguration.sweep(2_000, salt: 10)
    for (index, configuration) in cases.enumerated() {
      var request = configuration.request
      let outline = TabBarLayoutEngine.layout(request).outline
      let fresh = outline.path()
      request.notchCenterX = request.containerSize.width / 3
      request.selectedID = request.items.tabs.last?.id
      let stored = [
        BarPath(elements: []), TabBarLayoutEngine.layout(request).outline.path(),
        TabBarLayoutEngine.layout(cases[(index + 1) % cases.count].request).outline.path(),
        BarOutline(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).path(),
      ]
      for path in stored {
        var reused = path
        outline.path(into: &reused)
        try #require(reused == fresh, "\(configuration)")
        if path.elements.count == fresh.elements.count { asMany += 1 } else { otherCounts += 1 }
      }
    }
    // Not vacuous: storage overwritten in place, and storage of another size.
    #expect(asMany > 1_000 && otherCounts > 1_000, "\(asMany) in place, \(otherCounts) not")
  }
}
