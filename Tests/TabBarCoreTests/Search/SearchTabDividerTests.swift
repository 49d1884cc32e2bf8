import Foundation
import TabBarCore
import Testing

@Suite("The divider before a search column: one place, one look, for the views and the preview")
struct SearchTabDividerTests {
  @Test("An edge bar's search column has a divider at its leading edge across the middle half of its height")
  func column() throws {
    for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
      let split = SearchTabPlacement.layout(try SearchTabTests.request(.curved, direction: direction))
      let search = try #require(split.search)
      #expect(search.shape == .column)
      let divider = try #require(search.divider)
      #expect(divider.x == (direction == .leftToRight ? search.frame.minX : search.frame.maxX))
      #expect(abs(divider.minY - (search.frame.minY + search.frame.height / 4)) < 1e-9)
      #expect(abs(divider.maxY - (search.frame.maxY - search.frame.height / 4)) < 1e-9)
      #expect(abs(divider.height - search.frame.height / 2) < 1e-9)
    }
  }

  @Test("A search circle has no divider; the divider's look is the preview's golden one")
  func circleAndLook() throws {
    let split = SearchTabPlacement.layout(try SearchTabTests.request(.floating))
    #expect(split.search?.shape == .circle && split.search?.divider == nil)
    #expect(SearchTabDivider.opacity == 0.35 && SearchTabDivider.width == 1)
  }

  @Test(
    "A column with a height that is not a number, or negative, gives a finite divider, never a negative one")
  func hostile() {
    for height in [CGFloat.nan, -20] {
      let layout = SearchTabLayout(
        id: "s", shape: .column, frame: CGRect(x: 0, y: 0, width: 60, height: height), iconFrame: .zero,
        isSelected: false, dividerX: 0)
      let divider = layout.divider
      #expect(divider.map { $0.height.isFinite && $0.height >= 0 } == true, "height \(height)")
    }
  }
}
