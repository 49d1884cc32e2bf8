import Foundation
import TabBarCore
import TabBarRender
import Testing

/// Golden numbers: each seed design on a 390 × 844 pt iPhone with a 34 pt home indicator. Every
/// expected value is worked out here from the design's own numbers (seed-designs.md), not read
/// back from the layout, and must match the core's layout within 0.01 pt.
@Suite("Seed designs at 390 × 844 pt, from the designs' numbers")
struct PresetGoldenTests {
  static let screen = CGSize(width: 390, height: 844)
  static let homeIndicator: CGFloat = 34
  static let tolerance: CGFloat = 0.01

  static func layout(_ metrics: TabBarMetrics, _ items: TabItems) -> TabBarLayout {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: items.all[0].id, containerSize: screen,
        safeAreaInsets: TabBarInsets(bottom: homeIndicator), metrics: metrics))
  }

  static func tabs(_ entries: [(String, String)], actionAfter: Int? = nil) throws -> TabItems {
    var items = entries.map { TabItem(id: $0.0, title: $0.0, symbol: $0.1) }
    if let actionAfter {
      items.insert(
        TabItem(id: "action", title: "Main Action", symbol: "plus", role: .action), at: actionAfter)
    }
    return try TabItems(items)
  }

  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }
  static func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }
  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }

  /// The control points of the path's cubic curves, in order, with their end points.
  static func curves(_ path: BarPath) -> [(CGPoint, CGPoint, CGPoint)] {
    path.elements.compactMap {
      if case .curve(let to, let control1, let control2) = $0 { return (control1, control2, to) }
      return nil
    }
  }

  @Test(
    "Curved: 80 pt bar, 25 pt padding, two Bézier halves 80 × 40, button 15 pt below the top, dot 4 pt under 22 pt icons"
  )
  func curved() throws {
    let items = try Self.tabs(
      [
        ("Home", "house.fill"), ("Search", "magnifyingglass"), ("Favorites", "heart.fill"),
        ("Profile", "person.fill"),
      ],
      actionAfter: 2)
    let layout = Self.layout(.curved, items)
    // The bar: 80 pt above the home indicator, its background running to the bottom.
    let top = 844 - 34 - 80 as CGFloat
    #expect(Self.close(layout.contentBand, CGRect(x: 0, y: top, width: 390, height: 80)))
    #expect(Self.close(layout.barFrame, CGRect(x: 0, y: top, width: 390, height: 80 + 34)))
    // Two columns, the 80 pt gap, two columns, within 25 pt of padding.
    let column = (390 - 2 * 25 - 80) / 4 as CGFloat
    let mid: CGFloat = 195
    // The notch: from (mid − 40, top) down to (mid, top + 40) and back up to (mid + 40, top).
    let halves = Self.curves(layout.outline.path())
    try #require(halves.count == 2)
    #expect(Self.close(halves[0].0, CGPoint(x: mid - 20, y: top)))
    #expect(Self.close(halves[0].1, CGPoint(x: mid - 20, y: top + 40)))
    #expect(Self.close(halves[0].2, CGPoint(x: mid, y: top + 40)))
    #expect(Self.close(halves[1].0, CGPoint(x: mid + 20, y: top + 40)))
    #expect(Self.close(halves[1].1, CGPoint(x: mid + 20, y: top)))
    #expect(Self.close(halves[1].2, CGPoint(x: mid + 40, y: top)))
    #expect(layout.outline.path().svgPathData.hasPrefix("M0 \(Int(top))L\(Int(mid - 40)) \(Int(top))C"))
    // The 60 pt button: centre 15 pt below the top edge, so it rises 15 pt.
    let button = try #require(layout.actionButton)
    #expect(Self.close(button.center, CGPoint(x: mid, y: top + 15)))
    #expect(Self.close(button.diameter / 2, 30))
    #expect(Self.close(layout.barFrame.minY - button.frame.minY, 15))
    // Icons only, 22 pt, in a 50 pt row centred in the bar, with the dot's 4 + 5 pt under them.
    let iconTop = top + 40 - (22 + 4 + 5) / 2
    let centers = [25 + column / 2, 25 + 1.5 * column, 25 + 2.5 * column + 80, 25 + 3.5 * column + 80]
    for (item, centerX) in zip(layout.items, centers) {
      #expect(Self.close(item.iconFrame, CGRect(x: centerX - 11, y: iconTop, width: 22, height: 22)))
      #expect(!item.showsLabel)
    }
    let dot = try #require(layout.indicator)
    #expect(Self.close(dot.frame, CGRect(x: centers[0] - 2.5, y: iconTop + 22 + 4, width: 5, height: 5)))
  }

  @Test(
    "Floating: a 72 × 358 pt capsule 16 pt from the sides, 22 pt icons, an 11 pt label on the selected tab only"
  )
  func floating() throws {
    let items = try Self.tabs([
      ("Home", "homekit"), ("Search", "sparkle.magnifyingglass"), ("Notification", "bell.badge.fill"),
      ("Settings", "gear.circle"),
    ])
    let layout = Self.layout(.floating, items)
    let capsule = CGRect(x: 16, y: 844 - 34 - 72, width: 390 - 32, height: 72)
    #expect(Self.close(layout.barFrame, capsule))
    #expect(layout.outline.path().svgPathData.hasPrefix("M52 738L338 738C357.882 738 374 754.118 374 774"))
    #expect(layout.items.map(\.showsLabel) == [true, false, false, false])
    #expect(layout.indicator == nil)
    let column = (capsule.width - 2 * 16) / 4
    let lineHeight = 11 * TabBarMetrics.labelLineHeightMultiple
    let stackTop = capsule.midY - (22 + 4 + lineHeight) / 2
    let first = 16 + 16 + column / 2
    #expect(Self.close(layout.items[0].iconFrame, CGRect(x: first - 11, y: stackTop, width: 22, height: 22)))
    #expect(
      Self.close(
        layout.items[0].labelFrame,
        CGRect(x: first - column / 2 + 4, y: stackTop + 26, width: column - 8, height: lineHeight)))
    // An unselected tab's lone icon is centred in the capsule.
    #expect(
      Self.close(
        layout.items[1].iconFrame, CGRect(x: first + column - 11, y: capsule.midY - 11, width: 22, height: 22)
      ))
    #expect(layout.labelFontSize == 11)
  }

  @Test(
    "Indicator: a 70 pt row 26 pt from the sides, 14 pt into the safe area; 70 × 2 line 1 pt down, 20 pt icon, 14 pt label"
  )
  func indicator() throws {
    let items = try Self.tabs([
      ("Home", "house.fill"), ("Favorite", "heart.fill"), ("Job", "bag.fill"), ("Profile", "person.2.fill"),
    ])
    let layout = Self.layout(.indicator, items)
    let rowBottom = 844 - 34 + 14 as CGFloat
    let top = rowBottom - 70
    #expect(Self.close(layout.contentBand, CGRect(x: 0, y: top, width: 390, height: 70)))
    let column = (390 - 2 * 26) / 4 as CGFloat
    let first = 26 + column / 2
    #expect(
      layout.indicator.map { Self.close($0.frame, CGRect(x: first - 35, y: top + 1, width: 70, height: 2)) }
        == true)
    let iconTop = top + 1 + 2 + 10
    #expect(Self.close(layout.items[0].iconFrame, CGRect(x: first - 10, y: iconTop, width: 20, height: 20)))
    #expect(
      Self.close(
        layout.items[0].labelFrame,
        CGRect(
          x: 26 + 4, y: iconTop + 20 + 10, width: column - 8,
          height: 14 * TabBarMetrics.labelLineHeightMultiple)))
    #expect(layout.items.map(\.showsLabel) == [true, true, true, true])
    #expect(TabBarTheme.indicator.light.barFill == .solid(.clear))
    #expect(!TabBarDesign.indicator.animatesSelection)
  }

  @Test(
    "Material: padding 10 over 24 pt semibold icons and caption2 labels and 15 under, radius 25, 16 pt margins, 10 pt up"
  )
  func material() throws {
    let items = try Self.tabs([
      ("Inicio", "house.fill"), ("Buscar", "magnifyingglass"), ("Avisos", "bell.fill"),
      ("Perfil", "person.fill"),
    ])
    let layout = Self.layout(.material, items)
    // The selected icon grows 1.2 times about its centre: room for its growth is kept.
    let lineHeight = 11 * TabBarMetrics.labelLineHeightMultiple
    let growth = 24 * 0.2 as CGFloat
    let height = 10 + 24 + 4 + lineHeight + growth + 15
    let bottom = 844 - 34 - 10 as CGFloat
    let bar = CGRect(x: 16, y: bottom - height, width: 358, height: height)
    #expect(Self.close(layout.barFrame, bar))
    #expect(layout.outline.cornerRadius == 25 && layout.outline.cornerStyle == .continuous)
    #expect(layout.items.map(\.iconScale) == [1.2, 1, 1, 1])
    let column = 358 / 4 as CGFloat
    let iconTop = bar.minY + 10 + growth / 2
    #expect(
      Self.close(
        layout.items[0].iconFrame, CGRect(x: 16 + column / 2 - 12, y: iconTop, width: 24, height: 24)))
    #expect(
      Self.close(
        layout.items[0].labelFrame, CGRect(x: 20, y: iconTop + 28, width: column - 8, height: lineHeight)))
    #expect(TabBarTheme.material.iconWeight == .semibold)
    #expect(TabBarTheme.material.selectedLabelWeight == .bold)
    #expect(TabBarDesign.material.spring == TabBarSpring(response: 0.3, dampingFraction: 0.7))
  }

  @Test("Material on Apple Watch: 18 pt icons, no labels, 10 pt under the items; a preference picks the bar")
  func materialWatch() throws {
    let watch = TabBarDesign.material.metrics(on: .watch)
    #expect(watch.iconSize == 18 && watch.labelVisibility == .never && watch.bottomPadding == 10)
    #expect(TabBarDesign.material.metrics(on: .mac).bottomPadding == 10)
    #expect(TabBarDesign.material.metrics(on: .iPhone) == .material)
    let bar = TabBarAdaptationPreferences(watchPresentation: .iconBar)
    #expect(TabBarPresentation.adapting(to: .watch, sizeClass: .compact, preferences: bar) == .bottomBar)
    #expect(
      TabBarPresentation.adapting(to: .watch, sizeClass: .compact, preferences: .init()) == .verticalPages)
  }

  @Test("Larger text grows icons and labels up to the cap, then asks for the Large Content Viewer")
  func dynamicType() throws {
    var request = TabBarLayoutRequest(
      items: try Self.tabs([("Home", "house"), ("Job", "bag")]), selectedID: "Home",
      containerSize: Self.screen, safeAreaInsets: TabBarInsets(bottom: 34), metrics: .indicator)
    request.dynamicTypeFactor = TabBarDynamicTypeSize.xxxLarge.scaleFactor
    let capped = TabBarLayoutEngine.layout(request)
    request.dynamicTypeFactor = TabBarDynamicTypeSize.accessibility3.scaleFactor
    let beyond = TabBarLayoutEngine.layout(request)
    #expect(capped.labelFontSize == beyond.labelFontSize)
    #expect(abs(capped.labelFontSize - 14 * 23 / 17) < 1e-9)
    #expect(!capped.usesLargeContentViewer)
    #expect(beyond.usesLargeContentViewer)
    #expect(beyond.contentBand.height > 70)
  }
}
