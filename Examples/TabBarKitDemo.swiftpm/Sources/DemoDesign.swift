import SwiftUI
import TabBarKit

/// The four seed designs the demo recreates, a curved bar raising a prominent tab, Liquid
/// Glass, the system's tab bar, a style of the app's own (``HighlightBarStyle``), and the screen
/// of the device checks.
enum DemoDesign: String, CaseIterable, Identifiable, Hashable {
  case curved
  case prominent
  case floating
  case indicator
  case material
  case glass
  case system
  case checks
  case customStyle

  var id: String { rawValue }

  /// The menu title.
  var title: String {
    switch self {
    case .curved: "Curved with action button"
    case .prominent: "Curved with a prominent tab"
    case .floating: "Floating capsule"
    case .indicator: "Line indicator"
    case .material: "Material (Spanish)"
    case .glass: "Liquid Glass"
    case .system: "System tab bar"
    case .checks: "Device checks (docs/DeviceChecks.md)"
    case .customStyle: "Your own style"
    }
  }

  /// The design's root view.
  @MainActor @ViewBuilder
  var view: some View {
    switch self {
    case .curved: CurvedDemo()
    case .prominent: ProminentDemo()
    case .floating: FloatingDemo()
    case .indicator: IndicatorDemo()
    case .material: MaterialDemo(usesSystemBar: false)
    case .glass: GlassDemo()
    case .system: MaterialDemo(usesSystemBar: true)
    case .checks: ChecksDemo()
    case .customStyle: CustomStyleDemo()
    }
  }
}
