import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// Interpolation and the animation's three-way combination write into reused storage field by
/// field; whatever that storage held before, the result is exactly the whole-value copy's.
@Suite("In-place interpolation")
struct InPlaceInterpolationTests {
  static let cases = RandomConfiguration.sweep(600, salt: 41)
  static let fractions: [CGFloat] = [0, 1, 0.5, 0.3, 0.7, 1e-12, -0.4, 1.6, .nan, .infinity, -1e9]

  /// Three layouts of one configuration's bar (other selections, widths and notch places) and
  /// one of another configuration's bar (usually other tabs).
  static func layouts(_ index: Int) -> [TabBarLayout] {
    let configuration = cases[index]
    var request = configuration.request
    let first = TabBarLayoutEngine.layout(request)
    request.selectedID = request.items.tabs.last?.id
    request.containerSize.width += 40
    let second = TabBarLayoutEngine.layout(request)
    request.selectedID = request.items.tabs.first?.id
    request.notchCenterX = request.containerSize.width / 3
    request.dynamicTypeFactor *= 1.2
    let third = TabBarLayoutEngine.layout(request)
    let foreign = TabBarLayoutEngine.layout(cases[(index + 1) % cases.count].request)
    return [first, second, third, foreign]
  }

  @Test("Interpolating into storage that held anything gives exactly the whole-value result")
  func interpolationMatchesCopies() throws {
    var mixedInPlace = 0
    var replacedItems = 0
    for index in Self.cases.indices {
      let bars = Self.layouts(index)
      for (from, to) in [(bars[0], bars[1]), (bars[2], bars[0]), (bars[0], bars[3])] {
        for stored in [TabBarLayout.empty, bars[1], bars[3]] {
          for fraction in Self.fractions {
            var fast = stored
            var reference = stored
            from.interpolated(to: to, fraction: fraction, into: &fast)
            from.referenceInterpolated(to: to, fraction: fraction, into: &reference)
            try #require(fast == reference, "fraction \(fraction): \(Self.cases[index])")
            let moves = fraction.isFinite && fraction != 0 && fraction != 1 && from.showsSameTabs(as: to)
            if moves && stored.showsSameTabs(as: from) { mixedInPlace += 1 }
            if !stored.showsSameTabs(as: fast) { replacedItems += 1 }
          }
        }
      }
    }
    // Not vacuous: both ways of filling the storage, with the numbers really moving.
    #expect(mixedInPlace > 5_000)
    #expect(replacedItems > 5_000)
  }

  @Test("At either end the result is that end exactly, even numbers no layout would make")
  func endsAreCopiedAsTheyAre() throws {
    let index = try #require(Self.cases.indices.first { !Self.layouts($0)[0].items.isEmpty })
    let bars = Self.layouts(index)
    var odd = bars[0]
    odd.contentInset = -3
    odd.iconSize = -1
    odd.outline.cornerRadius = -2
    for item in odd.items.indices {
      odd.items[item].labelOpacity = 1.5
      odd.items[item].iconScale = -0.5
    }
    odd.indicator = IndicatorLayout(frame: CGRect(x: 10, y: 10, width: -4, height: 2), cornerRadius: -1)
    for stored in [TabBarLayout.empty, bars[1], bars[3]] {
      var start = stored
      odd.interpolated(to: bars[1], fraction: 0, into: &start)
      #expect(start == odd)
      var end = stored
      bars[1].interpolated(to: odd, fraction: 1, into: &end)
      #expect(end == odd)
    }
  }

  @Test("All the weight on the first of three layouts gives the first exactly")
  func wholeWeightIsTheFirst() {
    var matched = 0
    for index in Self.cases.indices {
      let bars = Self.layouts(index)
      var result = bars[3]
      TabBarLayout.combine(bars[0], bars[1], bars[2], weights: (1, 0, 0), into: &result)
      #expect(result == bars[0], "\(Self.cases[index])")
      if bars[0].showsSameTabs(as: bars[1]) && bars[0] != bars[1] { matched += 1 }
    }
    // Not vacuous: the other two really differ from the first.
    #expect(matched > 500)
  }

  @Test("Combining three layouts into reused storage gives exactly the whole-value result")
  func combinationMatchesCopies() throws {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 41)
    var combined = 0
    for index in Self.cases.indices {
      let bars = Self.layouts(index)
      for _ in 0..<8 {
        let (a, b, c) = (
          bars.randomElement(using: &random)!, bars.randomElement(using: &random)!,
          bars.randomElement(using: &random)!
        )
        let w2 = CGFloat.random(in: -2...2, using: &random)
        let w3 =
          Int.random(in: 0..<10, using: &random) == 0 ? .nan : CGFloat.random(in: -400...400, using: &random)
        let weights = (1 - w2 - w3, w2, w3)
        var fast = bars.randomElement(using: &random)!
        var reference = fast
        TabBarLayout.combine(a, b, c, weights: weights, into: &fast)
        TabBarLayout.referenceCombine(a, b, c, weights: weights, into: &reference)
        try #require(fast == reference, "weights \(weights): \(Self.cases[index])")
        if w3.isFinite && a.showsSameTabs(as: b) && a.showsSameTabs(as: c) { combined += 1 }
      }
    }
    #expect(combined > 1_000)
  }
}
