import Foundation
import TabBarCore
import Testing

/// The layouts the SwiftUI container draws while the bar minimizes: the ends are the engine's
/// full and minimized layouts, the inset never lets content under the bar or its accessory.
@Suite("Minimizing layouts")
struct TabBarMinimizingLayoutsTests {
  static let configurations = RandomConfiguration.sweep(300, salt: 7_717)

  @Test("Progress 0 is the full bar, 1 the minimized one; a bar that does not minimize stays full")
  func ends() {
    for configuration in Self.configurations {
      let request = configuration.request
      let layouts = TabBarMinimizingLayouts(request: request, minimizes: true)
      #expect(layouts.layout(at: 0) == TabBarLayoutEngine.layout(request), "\(configuration)")
      #expect(layouts.layout(at: .nan) == TabBarLayoutEngine.layout(request), "\(configuration)")
      #expect(
        layouts.layout(at: 1).barFrame == TabBarLayoutEngine.minimizedLayout(request).barFrame,
        "\(configuration)")
      let fixed = TabBarMinimizingLayouts(request: request, minimizes: false)
      #expect(fixed.layout(at: 1) == TabBarLayoutEngine.layout(request), "\(configuration)")
    }
  }

  @Test("Content clears the bar and the accessory at every progress")
  func insetClearsAccessory() {
    var inlineCount = 0
    for configuration in Self.configurations {
      let layouts = TabBarMinimizingLayouts(request: configuration.request, minimizes: true)
      let metrics = TabBarAccessoryMetrics()
      for progress in stride(from: CGFloat(0), through: 1, by: 0.25) {
        let bar = layouts.layout(at: progress)
        let inset = layouts.contentInset(aboveBottomInset: 34, accessory: metrics, at: progress)
        #expect(inset >= bar.contentInset(aboveBottomInset: 34), "\(configuration)")
        guard let accessory = layouts.accessory(metrics, at: progress) else { continue }
        #expect(bar.containerSize.height - 34 - inset <= accessory.frame.minY + 1e-6, "\(configuration)")
        if progress == 1, accessory.isInline { inlineCount += 1 }
      }
    }
    // Not vacuous: some minimized floating bars take the accessory inline.
    #expect(inlineCount > 0)
  }

  @Test("Selecting another tab lays the full bar out with it; out of range keeps the bar")
  func selecting() {
    for configuration in Self.configurations {
      let layouts = TabBarMinimizingLayouts(request: configuration.request, minimizes: false)
      let items = configuration.request.items.all
      for index in items.indices {
        var request = configuration.request
        request.selectedID = items[index].id
        #expect(layouts.layout(selecting: index) == TabBarLayoutEngine.layout(request), "\(configuration)")
      }
      #expect(layouts.layout(selecting: items.count) == layouts.full)
      #expect(layouts.layout(selecting: -1) == layouts.full)
    }
    let none = TabBarMinimizingLayouts(request: nil, minimizes: true)
    #expect(none.layout(at: 1) == .empty)
    #expect(none.accessory(TabBarAccessoryMetrics(), at: 1) == nil)
  }
}
