#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension SymbolVariants {
    /// SwiftUI's variant for a theme's: applied with `symbolVariant(_:)`, which draws the plain
    /// symbol when a symbol has no such variant, so a selected icon never goes blank.
    init(_ variant: TabBarCore.SymbolVariant) {
      switch variant {
      case .plain: self = .none
      case .fill: self = .fill
      }
    }
  }
#endif
