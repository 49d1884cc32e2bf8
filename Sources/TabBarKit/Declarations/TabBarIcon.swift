#if canImport(SwiftUI)
  import SwiftUI

  /// A tab's icon: an SF Symbol, an image from an asset catalog, or any view, optionally with a
  /// different image for the selected state.
  ///
  /// SF Symbols take the style's variant through `symbolVariant(_:)`, which falls back to the
  /// plain symbol when a symbol has no filled form (`magnifyingglass`, `gear`), so a selected icon
  /// never goes blank.
  ///
  /// ```swift
  /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
  /// TabBarTab("Brand", image: "brand-mark", value: AppTab.brand) { BrandView() }
  ///   .tabBarSelectedImage("brand-mark-filled")
  /// ```
  public struct TabBarIcon {
    /// Where an icon's image comes from.
    enum Source {
      /// An SF Symbol by name.
      case system(String)
      /// An image from an asset catalog, by name, in `bundle` (the main bundle when `nil`).
      case asset(String, bundle: Bundle?)
      /// Any view, such as a `Label`'s icon.
      case view(AnyView)
      /// A whole label view (title and icon), of which only the icon is drawn.
      case label(AnyView)
    }

    /// The image shown when the tab is not selected (and when it is, without ``selected``).
    let normal: Source
    /// The image shown when the tab is selected, if it differs.
    var selected: Source?

    /// The SF Symbol name the core and VoiceOver's Large Content Viewer use; empty for other
    /// images.
    var symbolName: String {
      if case .system(let name) = normal { return name }
      return ""
    }

    /// The icon drawn for a state, with the theme's symbol variant applied to SF Symbols.
    @MainActor @ViewBuilder
    func image(isSelected: Bool, variant: SymbolVariants) -> some View {
      // view-branch: leaf — an icon image
      switch (isSelected ? selected : nil) ?? normal {
      case .system(let name):
        Image(systemName: name).symbolVariant(variant)
      case .asset(let name, let bundle):
        Image(name, bundle: bundle).resizable().scaledToFit()
      case .view(let view):
        view
      case .label(let label):
        label.labelStyle(.iconOnly)
      }
    }
  }
#endif
