/// The four built-in designs, each a pair of ``TabBarMetrics`` (geometry) and ``TabBarTheme``
/// (colours) of the same name.
///
/// ```swift
/// TabBarStylePreset(rawValue: "floating")?.metrics   // TabBarMetrics.floating
/// ```
public enum TabBarStylePreset: String, Sendable, Hashable, CaseIterable, Codable {
  /// A bar with a notch cradling a raised gradient action button, and a dot indicator.
  case curved
  /// A floating capsule with a radial gradient; only the selected item shows its label.
  case floating
  /// An edge bar with a line over the selected item.
  case indicator
  /// A translucent floating bar.
  case material

  /// The style's geometry.
  public var metrics: TabBarMetrics {
    switch self {
    case .curved: .curved
    case .floating: .floating
    case .indicator: .indicator
    case .material: .material
    }
  }

  /// The style's colours.
  public var theme: TabBarTheme {
    switch self {
    case .curved: .curved
    case .floating: .floating
    case .indicator: .indicator
    case .material: .material
    }
  }
}
