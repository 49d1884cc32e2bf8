import Foundation
import TabBarCore
import Testing

@Suite("A hidden bar slides past the container's bottom edge, with its accessory and shadow")
struct BarOffsetTests {
  static func layout(height: CGFloat = 844) throws -> TabBarLayout {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: try Fixtures.fourTabsAndAction(), selectedID: "home",
        containerSize: CGSize(width: 390, height: height), safeAreaInsets: TabBarInsets(bottom: 34),
        metrics: .curved))
  }

  @Test("Shown it stays; hidden it clears the edge by the shadow's room; a back swipe moves it in proportion")
  func offsets() throws {
    let layout = try Self.layout()
    let travel = layout.containerSize.height - layout.barFrame.minY + TabBarLayout.hiddenShadowClearance
    #expect(travel > TabBarLayout.hiddenShadowClearance)
    #expect(layout.barOffset(reveal: 1, accessoryFrame: nil) == 0)
    #expect(layout.barOffset(reveal: 0, accessoryFrame: nil) == travel)
    #expect(abs(layout.barOffset(reveal: 0.25, accessoryFrame: nil) - travel * 0.75) < 1e-9)
  }

  @Test("An accessory over the bar goes too: the slide starts from its top")
  func accessory() throws {
    let layout = try Self.layout()
    let accessory = CGRect(x: 20, y: layout.barFrame.minY - 60, width: 350, height: 48)
    let withAccessory = layout.barOffset(reveal: 0, accessoryFrame: accessory)
    #expect(withAccessory == layout.barOffset(reveal: 0, accessoryFrame: nil) + 60)
    let below = CGRect(x: 20, y: layout.barFrame.maxY + 10, width: 350, height: 48)
    #expect(
      layout.barOffset(reveal: 0, accessoryFrame: below) == layout.barOffset(reveal: 0, accessoryFrame: nil))
  }

  @Test("Readings that are not numbers, or out of range, give a defined, finite offset")
  func hostile() throws {
    let layout = try Self.layout()
    let hidden = layout.barOffset(reveal: 0, accessoryFrame: nil)
    #expect(layout.barOffset(reveal: .nan, accessoryFrame: nil) == 0)
    #expect(layout.barOffset(reveal: 7, accessoryFrame: nil) == 0)
    #expect(layout.barOffset(reveal: -3, accessoryFrame: nil) == hidden)
    let nanFrame = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
    #expect(layout.barOffset(reveal: 0, accessoryFrame: nanFrame) == hidden)
    for height in [0, -10, CGFloat.infinity, .nan] {
      let offset = try Self.layout(height: height).barOffset(reveal: 0, accessoryFrame: nil)
      #expect(offset.isFinite && offset >= TabBarLayout.hiddenShadowClearance, "height \(height)")
    }
  }
}
