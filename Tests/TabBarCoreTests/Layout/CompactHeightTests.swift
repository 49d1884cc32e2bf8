import Foundation
import TabBarCore
import Testing

/// In a container of compact height (an iPhone in landscape) every style turns compact.
@Suite("Compact height")
struct CompactHeightTests {
  @Test(
    "Compact height gives the style's compact form: icons only, a shorter row",
    arguments: TabBarDesign.allCases)
  func compact(preset: TabBarDesign) {
    let full = preset.metrics(on: .iPhone)
    let compact = full.adapted(toCompactHeight: true)
    #expect(compact == full.minimized())
    #expect(compact.labelVisibility == .never)
    #expect(compact.barHeight <= max(full.barHeight, compact.minimumHitSize))
    #expect(full.adapted(toCompactHeight: false) == full)
  }
}
