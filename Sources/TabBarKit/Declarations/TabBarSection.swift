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
    /// The header view, for a section declared with one.
    private var header: AnyView?
    /// The views after the section's tabs in the sidebar.
    private var actions: AnyView?
    /// The accessibility of the section's sidebar header, in the order the app applied it.
    var headerAccessibility: [TabBarSectionHeaderAccessibility] = []

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

    /// Creates a section whose sidebar header is a view, like `TabSection(content:header:)`.
    ///
    /// ```swift
    /// TabBarSection {
    ///   TabBarTab("Albums", systemImage: "square.stack", value: AppTab.albums) { AlbumsView() }
    /// } header: {
    ///   Label("Library", systemImage: "books.vertical")
    /// }
    /// .accessibilityLabel("Library")
    /// ```
    ///
    /// A view has no title to read back, so the section's stored id comes from its first tab
    /// (give it ``customizationID(_:)`` when its tabs change), and VoiceOver reads the header
    /// view as it is drawn (`accessibilityLabel(_:isEnabled:)` names it otherwise).
    /// The header shows where the tabs are a sidebar (the Mac, iPad by choice); a bar shows the
    /// section's tabs one by one and has no place for it.
    ///
    /// - Parameters:
    ///   - content: The section's tabs.
    ///   - header: The sidebar's header over them.
    public init<Header: View>(
      @TabBarContentBuilder<Value> content: () -> [TabBarTab<Value>], @ViewBuilder header: () -> Header
    ) {
      self.init(title: .verbatim(""), symbol: "folder", tabs: content())
      self.header = AnyView(header())
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
      let firstTabName = tabs.first?.customizationName
      let membership = TabBarSectionMembership(
        id: customizationID ?? TabItemGroup.defaultID(title: title.key, firstTabName: firstTabName),
        title: title, symbol: symbol, header: header, actions: actions,
        headerAccessibility: headerAccessibility)
      return tabs.map { $0.inSection(membership) }
    }

    /// This section with `content` listed after its tabs in the sidebar, like `TabSection`'s
    /// `sectionActions(content:)`: an "Add" button for a section of lists, say.
    ///
    /// ```swift
    /// TabBarSection("Playlists") {
    ///   TabBarForEach(playlists) { playlist in playlistTab(playlist) }
    /// }
    /// .sectionActions {
    ///   Button("New Playlist", systemImage: "plus") { isCreating = true }
    /// }
    /// ```
    ///
    /// The actions show in the sidebar (the Mac, iPad by choice), after the section's rows and
    /// outside edit mode, on the Mac as on iOS (SwiftUI's Mac sidebar shows them on hover); a bar
    /// has no place for them. A section without tabs shows neither its header nor its actions.
    ///
    /// - Parameter content: The actions, usually buttons.
    /// - Returns: The section with those actions.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> TabBarSection {
      var copy = self
      copy.actions = AnyView(content())
      return copy
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
