#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A named group of tabs, like SwiftUI's `TabSection`: the sidebar lists its tabs under its
  /// title, and the bar shows them one by one, after the tabs outside sections (the core's
  /// `TabBarArrangement` rule; a section shown as one bar entry is not offered yet).
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) {
  ///   TabBarTab("Listen Now", systemImage: "play.circle", value: AppTab.listenNow) { ListenNowView() }
  ///   TabBarSection("Library") {
  ///     TabBarTab("Albums", systemImage: "square.stack", value: AppTab.albums) { AlbumsView() }
  ///     TabBarTab("Artists", systemImage: "music.mic", value: AppTab.artists) { ArtistsView() }
  ///   }
  /// }
  /// ```
  ///
  /// A section inside a section adds no level: its tabs keep the inner section.
  public struct TabBarSection<Value: Hashable>: TabBarContent {
    private let title: TabBarTitle
    private var symbol: String
    private var customizationID: String?
    private var tabs: [TabBarTab<Value>]

    /// Creates a section with a title from the app's string catalog.
    ///
    /// ```swift
    /// TabBarSection("Library") { albumsTab; artistsTab }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The sidebar's header, looked up in the app's string catalog.
    ///   - systemImage: The symbol of the section's bar entry; "folder" by default.
    ///   - content: The section's tabs.
    public init(
      _ title: LocalizedStringResource, systemImage: String = "folder",
      @TabBarContentBuilder<Value> content: () -> [TabBarTab<Value>]
    ) {
      self.init(title: .resource(title), symbol: systemImage, tabs: content())
    }

    /// Creates a section whose title is a `LocalizedStringKey`, as `TabSection`'s; string
    /// literals choose the `LocalizedStringResource` initializer, which reads the same.
    ///
    /// ```swift
    /// let title: LocalizedStringKey = "Library"
    /// TabBarSection(title) { albumsTab; artistsTab }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The sidebar header's catalog key.
    ///   - systemImage: The symbol of the section's bar entry; "folder" by default.
    ///   - content: The section's tabs.
    @_disfavoredOverload
    public init(
      _ titleKey: LocalizedStringKey, systemImage: String = "folder",
      @TabBarContentBuilder<Value> content: () -> [TabBarTab<Value>]
    ) {
      self.init(title: .key(of: titleKey), symbol: systemImage, tabs: content())
    }

    /// Creates a section whose title is shown as it is, such as a name from your data.
    ///
    /// ```swift
    /// TabBarSection(group.name) { TabBarForEach(group.folders) { folderTab($0) } }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The sidebar's header, shown as it is.
    ///   - systemImage: The symbol of the section's bar entry; "folder" by default.
    ///   - content: The section's tabs.
    public init<Title: StringProtocol>(
      _ title: Title, systemImage: String = "folder",
      @TabBarContentBuilder<Value> content: () -> [TabBarTab<Value>]
    ) {
      self.init(title: .verbatim(String(title)), symbol: systemImage, tabs: content())
    }

    private init(title: TabBarTitle, symbol: String, tabs: [TabBarTab<Value>]) {
      self.title = title
      self.symbol = symbol
      self.tabs = tabs
    }

    /// The section's tabs, each knowing this section unless it was declared in an inner one.
    ///
    /// ```swift
    /// TabBarSection("Library") { albumsTab }.tabBarTabs.count  // 1
    /// ```
    public var tabBarTabs: [TabBarTab<Value>] {
      let membership = TabBarSectionMembership(
        id: customizationID ?? "section:\(title.key)", title: title, symbol: symbol)
      return tabs.map { $0.inSection(membership) }
    }

    /// This section with `change` made to each of its tabs: how its tab-level modifiers reach
    /// them (`TabBarSection+TabModifiers.swift`).
    func eachTab(_ change: (inout TabBarTab<Value>) -> Void) -> TabBarSection {
      var copy = self
      for index in copy.tabs.indices { change(&copy.tabs[index]) }
      return copy
    }

    /// This section with a stable id for stored customizations, like `TabSection`'s
    /// `customizationID(_:)`; without one, the id is made from the title.
    ///
    /// ```swift
    /// TabBarSection("Library") { … }.customizationID("library")
    /// ```
    ///
    /// - Parameter id: An id unique among the container's sections and tabs.
    public func customizationID(_ id: String) -> TabBarSection {
      var copy = self
      copy.customizationID = id
      return copy
    }
  }
#endif
