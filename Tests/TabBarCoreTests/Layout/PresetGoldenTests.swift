import Foundation
import TabBarCore
import TabBarRender
import Testing

/// Golden numbers: the four seed designs on a 390 × 844 pt iPhone with a 34 pt home indicator.
@Suite("Seed presets at 390 × 844 pt")
struct PresetGoldenTests {
  static let items = try! TabItems([
    TabItem(id: "home", title: "Home", symbol: "house"),
    TabItem(id: "search", title: "Search", symbol: "magnifyingglass"),
    TabItem(id: "new", title: "New", symbol: "plus", role: .action),
    TabItem(id: "alerts", title: "Alerts", symbol: "bell", badge: .count(3)),
    TabItem(id: "profile", title: "Profile", symbol: "person"),
  ])

  static func layout(_ metrics: TabBarMetrics, items: TabItems = items) -> TabBarLayout {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: "home", containerSize: CGSize(width: 390, height: 844),
        safeAreaInsets: TabBarInsets(bottom: 34), metrics: metrics))
  }

  /// A rectangle as text, three decimals, for readable golden values.
  static func text(_ rect: CGRect) -> String {
    [rect.minX, rect.minY, rect.width, rect.height].map(DecimalText.format).joined(separator: " ")
  }

  @Test("Curved: an 80 pt bar under which the background runs to the bottom; the 60 pt button rises 25 pt")
  func curved() throws {
    let layout = Self.layout(.curved)
    #expect(Self.text(layout.barFrame) == "0 730 390 114")
    #expect(Self.text(layout.contentBand) == "0 730 390 80")
    #expect(layout.contentInset == 80)
    let button = try #require(layout.actionButton)
    #expect(button.center == CGPoint(x: 195, y: 735))
    #expect(button.diameter == 60)
    #expect(layout.barFrame.minY - button.frame.minY == 25)
    #expect(layout.outline.resolvedNotchCenterX == 195)
    #expect(
      layout.items.map { Self.text($0.hitFrame) } == [
        "8 730 68.202 80", "76.202 730 68.202 80", "245.596 730 68.202 80", "313.798 730 68.202 80",
      ])
    #expect(Self.text(layout.items[0].iconFrame) == "30.101 745.5 24 24")
    #expect(Self.text(layout.items[0].labelFrame) == "12 773.5 60.202 12")
    #expect(layout.indicator.map { Self.text($0.frame) } == "39.601 789.5 5 5")
    #expect(
      layout.outline.path().svgPathData
        == "M0 730L144.404 730C149.964 730 154.796 733.82 156.08 739.231C160.357 757.266 176.465 770 195 770"
        + "C213.535 770 229.643 757.266 233.92 739.231C235.204 733.82 240.036 730 245.596 730L390 730"
        + "L390 844L0 844L0 730Z")
  }

  @Test("Floating: a 72 pt capsule 16 pt from the sides, resting on the home indicator's inset")
  func floating() {
    let layout = Self.layout(.floating)
    #expect(Self.text(layout.barFrame) == "16 738 358 72")
    #expect(layout.contentInset == 72)
    #expect(layout.outline.path().svgPathData.hasPrefix("M52 738L338 738C357.882 738 374 754.118 374 774"))
    #expect(layout.items.map(\.showsLabel) == [true, false, false, false])
    #expect(layout.indicator.map { Self.text($0.frame) } == "32 747.4 58.5 53.2")
  }

  @Test("Indicator: a 56 pt bar; a 70 × 2 pt line on the selected item's top edge")
  func indicator() {
    let layout = Self.layout(.indicator, items: try! TabItems(Self.items.tabs))
    #expect(Self.text(layout.barFrame) == "0 754 390 90")
    #expect(
      layout.items.map { Self.text($0.hitFrame) } == [
        "8 754 93.5 56", "101.5 754 93.5 56", "195 754 93.5 56", "288.5 754 93.5 56",
      ])
    #expect(layout.indicator.map { Self.text($0.frame) } == "19.75 754 70 2")
    #expect(layout.outline.path().svgPathData == "M0 754L390 754L390 844L0 844L0 754Z")
  }

  @Test("Material: a 64 pt floating bar with continuous corners of 25 pt; the selected icon grows 1.2×")
  func material() {
    let layout = Self.layout(.material, items: try! TabItems(Self.items.tabs))
    #expect(Self.text(layout.barFrame) == "16 746 358 64")
    #expect(layout.items.map(\.iconScale) == [1.2, 1, 1, 1])
    #expect(layout.outline.path().svgPathData.hasPrefix("M48 746L342 746C"))
    #expect(OutlineChecks.corners(layout.outline.path()).isEmpty)
  }

  @Test("Larger text grows icons and labels up to the cap, then asks for the Large Content Viewer")
  func dynamicType() {
    var request = TabBarLayoutRequest(
      items: Self.items, selectedID: "home", containerSize: CGSize(width: 390, height: 844),
      safeAreaInsets: TabBarInsets(bottom: 34), metrics: .indicator)
    request.dynamicTypeFactor = TabBarDynamicTypeSize.xxxLarge.scaleFactor
    let capped = TabBarLayoutEngine.layout(request)
    request.dynamicTypeFactor = TabBarDynamicTypeSize.accessibility3.scaleFactor
    let beyond = TabBarLayoutEngine.layout(request)
    #expect(capped.labelFontSize == beyond.labelFontSize)
    #expect(abs(capped.labelFontSize - 10 * 23 / 17) < 1e-9)
    #expect(!capped.usesLargeContentViewer)
    #expect(beyond.usesLargeContentViewer)
    #expect(beyond.contentBand.height > 56)
  }
}
