import SwiftUI
import TabBarKit

/// The four seed designs the demo recreates, Liquid Glass, and the system's tab bar.
enum DemoDesign: String, CaseIterable, Identifiable, Hashable {
  case curved
  case floating
  case indicator
  case material
  case glass
  case system

  var id: String { rawValue }

  /// The menu title.
  var title: String {
    switch self {
    case .curved: "Curved with action button"
    case .floating: "Floating capsule"
    case .indicator: "Line indicator"
    case .material: "Material (Spanish)"
    case .glass: "Liquid Glass"
    case .system: "System tab bar"
    }
  }

  /// The design's root view.
  @MainActor @ViewBuilder
  var view: some View {
    switch self {
    case .curved: CurvedDemo()
    case .floating: FloatingDemo()
    case .indicator: IndicatorDemo()
    case .material: MaterialDemo(usesSystemBar: false)
    case .glass: GlassDemo()
    case .system: MaterialDemo(usesSystemBar: true)
    }
  }
}
