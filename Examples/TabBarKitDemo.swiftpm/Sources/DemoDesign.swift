import SwiftUI
import TabBarKit

/// A screen of the demo: every built-in design (`TabBarDesign.allCases`, so a design added to
/// the core appears here by itself), then a curved bar raising a prominent tab, Liquid Glass,
/// the system's tab bar, a style of the app's own (``HighlightBarStyle``),
/// and the screen of the device checks.
struct DemoDesign: RawRepresentable, Hashable, Identifiable {
  /// The design's name (`TabBarDesign.name`), or the variation's.
  var rawValue: String

  static let prominent = DemoDesign(rawValue: "prominent")
  static let glass = DemoDesign(rawValue: "glass")
  static let system = DemoDesign(rawValue: "system")
  static let customStyle = DemoDesign(rawValue: "customStyle")
  static let checks = DemoDesign(rawValue: "checks")
  static let curved = DemoDesign(rawValue: TabBarDesign.curved.name)

  /// The menu's entries, in order.
  static var allCases: [DemoDesign] {
    TabBarDesign.allCases.map { DemoDesign(rawValue: $0.name) } + [.prominent, .glass, .system, .customStyle, .checks]
  }

  var id: String { rawValue }

  /// The built-in design this screen shows, if it is one.
  private var design: TabBarDesign? { TabBarDesign.allCases.first { $0.name == rawValue } }

  /// The menu title.
  var title: String {
    switch self {
    case .prominent: "Curved with a prominent tab"
    case .glass: "Liquid Glass"
    case .system: "System tab bar"
    case .checks: "Device checks (docs/DeviceChecks.md)"
    case .customStyle: "Your own style"
    default: design?.title ?? rawValue
    }
  }

  /// The screen's root view: the seed designs' own screens (their tabs as the originals), and
  /// any other design on the demo's four tabs.
  @MainActor @ViewBuilder
  var view: some View {
    switch rawValue {
    case TabBarDesign.curved.name: CurvedDemo()
    case TabBarDesign.floating.name: FloatingDemo()
    case TabBarDesign.indicator.name: IndicatorDemo()
    case TabBarDesign.material.name: MaterialDemo(usesSystemBar: false)
    case Self.prominent.rawValue: ProminentDemo()
    case Self.glass.rawValue: GlassDemo()
    case Self.system.rawValue: MaterialDemo(usesSystemBar: true)
    case Self.customStyle.rawValue: CustomStyleDemo()
    case Self.checks.rawValue: ChecksDemo()
    default: DesignDemo(design: design ?? .curved)
    }
  }
}
