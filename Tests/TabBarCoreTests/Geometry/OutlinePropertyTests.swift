import Foundation
import TabBarCore
import Testing

/// The bar outline's guarantees, over ten thousand random configurations each.
@Suite("Outline properties")
struct OutlinePropertyTests {
  static let cases = RandomConfiguration.sweep(10_000, salt: 1)

  @Test("Every outline is a closed chain of finite segments")
  func closedAndFinite() throws {
    for configuration in Self.cases {
      let path = TabBarLayoutEngine.layout(configuration.request).outline.path()
      try #require(OutlineChecks.isFinite(path), "\(configuration)")
      try #require(OutlineChecks.isClosedChain(path), "\(configuration)")
    }
  }

  @Test("Every join is tangent-continuous (G1) except square corners of the frame")
  func smoothJoins() throws {
    for configuration in Self.cases {
      let layout = TabBarLayoutEngine.layout(configuration.request)
      let corner = OutlineChecks.unexpectedCorner(in: layout.outline)
      try #require(corner == nil, "unexpected corner at \(String(describing: corner)): \(configuration)")
    }
  }

  @Test("No outline crosses itself")
  func noSelfIntersection() throws {
    for configuration in Self.cases {
      let path = TabBarLayoutEngine.layout(configuration.request).outline.path()
      try #require(!OutlineChecks.selfIntersects(path), "\(configuration)")
    }
  }

  @Test("A cradled action button with no fixed centre keeps its clearance from the outline to within 0.5 pt")
  func buttonClearance() throws {
    var checked = 0
    for configuration in Self.cases {
      let metrics = configuration.request.metrics
      guard let notch = metrics.actionButton.notch, notch.anchor == .actionButton,
        metrics.actionButton.centerDepth == nil
      else { continue }
      let layout = TabBarLayoutEngine.layout(configuration.request)
      guard let button = layout.actionButton else { continue }
      let wanted = button.diameter / 2 + metrics.actionButton.clearance
      let distance = OutlineChecks.distance(from: button.center, to: layout.outline.path())
      try #require(abs(distance - wanted) <= 0.5, "distance \(distance), wanted \(wanted): \(configuration)")
      checked += 1
    }
    #expect(checked > 1_000)
  }

  @Test("The bounding box holds every point of the path and touches it")
  func boundingBox() throws {
    for configuration in Self.cases.prefix(2_000) {
      let path = TabBarLayoutEngine.layout(configuration.request).outline.path()
      let box = path.boundingBox
      let chords = OutlineChecks.polyline(path, pieces: 32)
      let points = chords.map(\.0)
      try #require(points.allSatisfy { box.insetBy(dx: -1e-6, dy: -1e-6).contains($0) }, "\(configuration)")
      try #require(abs((points.map(\.y).min() ?? 0) - box.minY) < 0.05, "\(configuration)")
      try #require(abs((points.map(\.x).max() ?? 0) - box.maxX) < 0.05, "\(configuration)")
    }
  }
}
