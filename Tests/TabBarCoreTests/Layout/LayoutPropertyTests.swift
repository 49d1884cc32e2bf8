import Foundation
import TabBarCore
import Testing

/// The layout's guarantees, over ten thousand random configurations each.
@Suite("Layout properties")
struct LayoutPropertyTests {
  static let cases = RandomConfiguration.sweep(10_000, salt: 2)

  @Test("Item hit frames lie inside the bar and never overlap")
  func framesInsideAndApart() throws {
    for configuration in Self.cases {
      let layout = TabBarLayoutEngine.layout(configuration.request)
      let bar = layout.barFrame.insetBy(dx: -1e-6, dy: -1e-6)
      for item in layout.items {
        let frame = item.hitFrame
        let inside =
          frame.minX >= bar.minX && frame.maxX <= bar.maxX && frame.minY >= bar.minY
          && frame.maxY <= bar.maxY
        try #require(inside, "\(item.id) \(frame) outside the bar \(bar): \(configuration)")
      }
      for (a, b) in zip(layout.items, layout.items.dropFirst()) {
        let overlap = a.hitFrame.intersection(b.hitFrame)
        try #require(overlap.isNull || overlap.width * overlap.height < 1e-6, "\(configuration)")
      }
    }
  }

  @Test("Hit frames are at least 44 × 44 pt whenever the layout says the width allowed it")
  func minimumHitSize() throws {
    var met = 0
    for configuration in Self.cases {
      let layout = TabBarLayoutEngine.layout(configuration.request)
      guard layout.meetsMinimumHitSize else { continue }
      met += 1
      for item in layout.items {
        try #require(item.hitFrame.width >= 44 - 1e-9 && item.hitFrame.height >= 44, "\(configuration)")
      }
      if let button = layout.actionButton { try #require(button.hitRadius >= 22) }
    }
    #expect(met > 9_000)
  }

  @Test("A right-to-left layout is the exact mirror of the left-to-right one")
  func rightToLeftMirrors() throws {
    for configuration in Self.cases {
      var request = configuration.request
      request.layoutDirection = .leftToRight
      let ltr = TabBarLayoutEngine.layout(request)
      request.layoutDirection = .rightToLeft
      request.notchCenterX = configuration.request.notchCenterX.map { request.containerSize.width - $0 }
      let rtl = TabBarLayoutEngine.layout(request)
      try #require(LayoutChecks.isMirror(ltr, rtl), "\(configuration)")
    }
  }

  @Test("Every frame, centre and size is finite")
  func finite() throws {
    for configuration in Self.cases {
      let layout = TabBarLayoutEngine.layout(configuration.request)
      try #require(layout.barFrame.isFinite && layout.contentBand.isFinite && layout.contentInset.isFinite)
      for item in layout.items {
        try #require(item.hitFrame.isFinite && item.iconFrame.isFinite && item.labelFrame.isFinite)
        try #require(item.badgeCenter.isFinite && item.iconScale.isFinite)
      }
      try #require(layout.actionButton.map { $0.center.isFinite && $0.diameter.isFinite } ?? true)
      try #require(layout.indicator.map { $0.frame.isFinite } ?? true)
    }
  }

  @Test("Interpolation returns its ends at 0 and 1 and stays between them in the middle")
  func interpolationEnds() throws {
    for configuration in Self.cases {
      var request = configuration.request
      let start = TabBarLayoutEngine.layout(request)
      request.selectedID = request.items.tabs.last?.id
      request.containerSize.width += 40
      let end = TabBarLayoutEngine.layout(request)
      try #require(start.interpolated(to: end, fraction: 0) == start, "\(configuration)")
      try #require(start.interpolated(to: end, fraction: 1) == end, "\(configuration)")
      let middle = start.interpolated(to: end, fraction: 0.5)
      try #require(
        LayoutChecks.close(middle.barFrame.width, (start.barFrame.width + end.barFrame.width) / 2),
        "\(configuration)")
      for item in middle.items { try #require((0...1).contains(item.labelOpacity)) }
    }
  }

  @Test("The content inset is exactly the bar's height above the bottom safe area")
  func contentInset() throws {
    for configuration in Self.cases {
      let layout = TabBarLayoutEngine.layout(configuration.request)
      let safeBottom = layout.containerSize.height - configuration.request.safeAreaInsets.bottom
      try #require(LayoutChecks.close(layout.contentInset, safeBottom - layout.barFrame.minY))
    }
  }

  @Test("Laying out into a reused layout gives exactly what a fresh layout gives")
  func layoutInto() {
    var reused = TabBarLayout.empty
    for configuration in Self.cases.prefix(1_000) {
      TabBarLayoutEngine.layout(configuration.request, into: &reused)
      #expect(reused == TabBarLayoutEngine.layout(configuration.request))
    }
  }

  @Test("Interpolating into reused storage gives exactly what a fresh interpolation gives")
  func interpolationInto() {
    var reused = TabBarLayout.empty
    for configuration in Self.cases.prefix(1_000) {
      var request = configuration.request
      let start = TabBarLayoutEngine.layout(request)
      request.selectedID = request.items.tabs.first?.id
      let end = TabBarLayoutEngine.layout(request)
      for fraction: CGFloat in [0, 0.3, 0.5, 1, 1.2] {
        start.interpolated(to: end, fraction: fraction, into: &reused)
        #expect(reused == start.interpolated(to: end, fraction: fraction))
      }
    }
  }
}
