import SwiftUI
import TabBarKit

/// The seed designs the demo recreates.
enum DemoDesign: String, CaseIterable, Identifiable, Hashable {
  case curvedSpanish
  case floating
  case indicator
  case material
  case system

  var id: String { rawValue }

  /// The menu title.
  var title: String {
    switch self {
    case .curvedSpanish: "Curved (Spanish)"
    case .floating: "Floating capsule"
    case .indicator: "Line indicator"
    case .material: "Material"
    case .system: "System tab bar"
    }
  }

  /// The design's root view.
  @MainActor @ViewBuilder
  var view: some View {
    switch self {
    case .curvedSpanish: CurvedSpanishDemo()
    case .floating: FloatingDemo()
    case .indicator: IndicatorDemo()
    case .material: MaterialDemo(usesSystemBar: false)
    case .system: MaterialDemo(usesSystemBar: true)
    }
  }
}
