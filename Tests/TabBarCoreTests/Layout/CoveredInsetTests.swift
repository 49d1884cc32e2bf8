import Foundation
import TabBarCore
import Testing

/// How much room content keeps when the keyboard raises the bottom safe area over the bar.
@Suite("Content inset above a larger bottom inset")
struct CoveredInsetTests {
  static let items = try! TabItems([
    TabItem(id: "home", title: "Home", symbol: "house"),
    TabItem(id: "new", title: "New", symbol: "plus", role: .action),
    TabItem(id: "me", title: "Profile", symbol: "person"),
  ])

  static func layout(_ metrics: TabBarMetrics, bottom: CGFloat = 34) -> TabBarLayout {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: "home", containerSize: CGSize(width: 390, height: 844),
        safeAreaInsets: TabBarInsets(bottom: bottom), metrics: metrics))
  }

  @Test(
    "With the layout's own bottom inset the answer is the layout's content inset",
    arguments: TabBarDesign.allCases)
  func ownInset(preset: TabBarDesign) {
    for bottom: CGFloat in [0, 21, 34] {
      let layout = Self.layout(preset.metrics(on: .iPhone), bottom: bottom)
      #expect(abs(layout.contentInset(aboveBottomInset: bottom) - layout.contentInset) < 1e-9)
    }
  }

  @Test("A keyboard that covers the bar leaves no inset", arguments: TabBarDesign.allCases)
  func coveredBar(preset: TabBarDesign) {
    let layout = Self.layout(preset.metrics(on: .iPhone))
    let keyboardTop = 844 - layout.barFrame.minY + 1
    #expect(layout.contentInset(aboveBottomInset: keyboardTop) == 0)
    #expect(layout.contentInset(aboveBottomInset: 900) == 0)
  }

  @Test("A keyboard that covers part of the bar leaves room only for the part above it")
  func partlyCoveredBar() {
    let layout = Self.layout(.curved)
    let keyboardTop = 844 - (layout.barFrame.minY + 30)
    #expect(abs(layout.contentInset(aboveBottomInset: keyboardTop) - 30) < 1e-9)
  }

  @Test("NaN and infinite insets give the content inset; negative insets count as zero")
  func hostileInsets() {
    let layout = Self.layout(.indicator)
    #expect(layout.contentInset(aboveBottomInset: .nan) == layout.contentInset)
    #expect(layout.contentInset(aboveBottomInset: .infinity) == layout.contentInset)
    #expect(layout.contentInset(aboveBottomInset: -.infinity) == layout.contentInset)
    #expect(layout.contentInset(aboveBottomInset: -50) == layout.contentInset(aboveBottomInset: 0))
    #expect(!layout.contentInset(aboveBottomInset: -50).isNaN)
  }

  @Test("Counting the raised action button adds its rise above the bar, and nothing where it does not rise")
  func actionButtonRise() throws {
    let curved = Self.layout(.curved)
    let button = try #require(curved.actionButton)
    let rise = max(0, curved.barFrame.minY - button.frame.minY)
    #expect(rise > 0, "the curved design's button rises above the bar")
    #expect(
      abs(curved.contentInset(aboveBottomInset: 34, includingActionButton: true) - curved.contentInset - rise)
        < 1e-9)
    #expect(
      abs(
        curved.contentInset(aboveBottomInset: .nan, includingActionButton: true) - curved.contentInset - rise)
        < 1e-9)
    let indicator = Self.layout(.indicator)
    #expect(
      indicator.contentInset(aboveBottomInset: 34, includingActionButton: true)
        == indicator.contentInset(aboveBottomInset: 34))
  }
}
