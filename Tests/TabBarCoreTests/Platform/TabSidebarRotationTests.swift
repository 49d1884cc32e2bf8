import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// Turning an iPad puts its sidebar away and brings it back, and never writes the person's
/// choice.
@Suite("Sidebar across a rotation")
struct TabSidebarRotationTests {
  @Test("Portrait puts a shown sidebar away, landscape brings it back, the person's choice wins")
  func turns() {
    var rotation = TabSidebarRotation()
    #expect(rotation.showsSidebar(prefersSidebar: true))
    rotation.columnChanged(to: .overlay)
    #expect(!rotation.showsSidebar(prefersSidebar: true) && !rotation.showsSidebar(prefersSidebar: false))
    rotation.personChose()
    #expect(rotation.showsSidebar(prefersSidebar: true))
    rotation.columnChanged(to: .beside)
    #expect(rotation.showsSidebar(prefersSidebar: true) && !rotation.showsSidebar(prefersSidebar: false))
  }

  @Test("Over random turns, the sidebar shows in landscape exactly when it is preferred")
  func randomTurns() {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 606)
    var landscapeChecks = 0
    for _ in 0..<500 {
      var rotation = TabSidebarRotation()
      var column = TabSidebarColumn.beside
      var prefers = Bool.random(using: &random)
      for _ in 0..<20 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          column = column == .overlay ? .beside : .overlay
          rotation.columnChanged(to: column)
        case 1:
          prefers.toggle()
          rotation.personChose()
        default: break
        }
        let shows = rotation.showsSidebar(prefersSidebar: prefers)
        // Never a sidebar the person (or the app's default) did not ask for.
        #expect(!shows || prefers)
        if column == .beside {
          #expect(shows == prefers)
          landscapeChecks += 1
        }
      }
    }
    #expect(landscapeChecks > 2_000)
  }
}
