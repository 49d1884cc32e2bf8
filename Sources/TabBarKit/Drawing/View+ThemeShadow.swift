#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension View {
    /// This view with a theme's shadow (none for `nil`): the bar's, the action button's, the
    /// search circle's.
    @MainActor
    func themeShadow(_ shadow: ThemeShadow?) -> some View {
      self.shadow(
        color: shadow.map { Color($0.color) } ?? .clear, radius: shadow?.radius ?? 0, x: shadow?.x ?? 0,
        y: shadow?.y ?? 0)
    }
  }
#endif
