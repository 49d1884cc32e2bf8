#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension Font.Weight {
    /// SwiftUI's weight for a core label weight.
    ///
    /// ```swift
    /// Text(title).fontWeight(Font.Weight(theme.selectedLabelWeight))
    /// ```
    public init(_ weight: FontWeight) {
      switch weight {
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      }
    }
  }
#endif
