#if canImport(SwiftUI)
  import SwiftUI

  // The title forms SwiftUI's `Tab` has for each of its icons, beside those in `TabBarTab.swift`:
  // with an asset-catalog name, a title shown as it is (`StringProtocol`); with a generated asset
  // symbol (`ImageResource`), a `LocalizedStringKey` and a `StringProtocol` title.
  // `scripts/api-coverage --check` holds every initializer of `Tab` to a counterpart with its
  // argument types.
  extension TabBarTab {
    /// Creates a tab whose title is a string shown as it is, such as a name from your data, and
    /// whose icon is from the app's asset catalog.
    ///
    /// ```swift
    /// TabBarTab(movie.title, image: movie.posterName, value: AppTab.movie(movie.id)) { MovieView(movie) }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, shown as it is.
    ///   - image: The image's name in the asset catalog of `bundle`.
    ///   - bundle: The bundle of the asset catalog; the main bundle when `nil`.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    public init<Title: StringProtocol, Content: View>(
      _ title: Title, image: String, bundle: Bundle? = nil, value: Value, role: TabBarTabRole? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.init(
        title: .verbatim(String(title)), icon: .asset(image, bundle: bundle), value: value, role: role,
        content: content())
    }

    /// Creates a tab whose title is a `LocalizedStringKey` and whose icon is a generated
    /// asset-catalog symbol (`ImageResource`).
    ///
    /// ```swift
    /// let title: LocalizedStringKey = "Brand"
    /// TabBarTab(title, image: .brandMark, value: AppTab.brand) { BrandView() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The title's catalog key.
    ///   - image: The asset catalog's image.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    public init<Content: View>(
      _ titleKey: LocalizedStringKey, image: ImageResource, value: Value, role: TabBarTabRole? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.init(
        title: .key(of: titleKey), icon: .resource(image), value: value, role: role, content: content())
    }

    /// Creates a tab whose title is a string shown as it is and whose icon is a generated
    /// asset-catalog symbol (`ImageResource`).
    ///
    /// ```swift
    /// TabBarTab(brand.name, image: .brandMark, value: AppTab.brand) { BrandView() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, shown as it is.
    ///   - image: The asset catalog's image.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<Title: StringProtocol, Content: View>(
      _ title: Title, image: ImageResource, value: Value, role: TabBarTabRole? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.init(
        title: .verbatim(String(title)), icon: .resource(image), value: value, role: role, content: content())
    }
  }

  extension TabBarIcon.Source {
    /// A generated asset-catalog symbol's image, drawn as the catalog's images are.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    static func resource(_ image: ImageResource) -> TabBarIcon.Source {
      .view(AnyView(Image(image).resizable().scaledToFit()))
    }
  }
#endif
