import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// A hit test answers points below a notch's depth without fitting the notch; the answers are
/// exactly those of tracing the outline.
@Suite("Notch containment")
struct NotchContainmentTests {
  @Test("Containment near a notch, answered without fitting it below its depth, is the path's own")
  func containmentNearTheNotch() throws {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 72)
    var belowTheNotch = 0
    var inTheNotch = 0
    for configuration in RandomConfiguration.sweep(1_500, salt: 72) {
      let outline = TabBarLayoutEngine.layout(configuration.request).outline
      guard let notch = outline.resolvedNotch else { continue }
      let chords = OutlineChecks.polyline(outline.path(), pieces: 64)
      let half = notch.halfFootprint
      for _ in 0..<40 {
        let point = CGPoint(
          x: .random(in: (notch.centerX - half - 4)...(notch.centerX + half + 4), using: &random),
          y: notch.top + .random(in: -4...(notch.depth + 8), using: &random))
        let (inside, distance) = OutlineChecks.insideAndDistance(point, chords: chords)
        guard distance > 0.25 else { continue }
        try #require(outline.contains(point) == inside, "\(point): \(configuration)")
        if point.y > notch.top + notch.depth { belowTheNotch += 1 } else if !inside { inTheNotch += 1 }
      }
    }
    #expect(belowTheNotch > 3_000 && inTheNotch > 5_000, "\(belowTheNotch) below, \(inTheNotch) in the notch")
  }
}
