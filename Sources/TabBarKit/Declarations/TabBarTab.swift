#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// One tab of a ``TabBarContainer``: the value that selects it, its title and icon, and the
  /// content it shows. Declared like SwiftUI's `Tab` (iOS 18), and available from iOS 16.
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) {
  ///   TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
  ///   TabBarTab("Inbox", systemImage: "bell", value: AppTab.inbox) { InboxView() }
  ///     .tabBarBadge(3)
  ///   TabBarTab(account.name, image: "avatar", value: AppTab.profile) { ProfileView() }
  ///   TabBarTab("Admin", systemImage: "lock", value: AppTab.admin) { AdminView() }
  ///     .disabled(!isAdmin)
  /// }
  /// ```
  ///
  /// The content is kept by the container from the tab's first visit on, with its navigation and
  /// scroll state, while only the selected tab is in the window.
  public struct TabBarTab<Value: Hashable> {
    /// The value that selects this tab through the container's selection binding.
    ///
    /// ```swift
    /// homeTab.value  // AppTab.home
    /// ```
    public let value: Value
    /// The title as declared; the container resolves it in the environment's locale.
    let title: TabBarTitle
    /// The icon.
    var icon: TabBarIcon
    /// The badge, set with ``tabBarBadge(_:)-(Int)``.
    ///
    /// ```swift
    /// inboxTab.tabBarBadge(3).badge  // .count(3)
    /// ```
    public private(set) var badge: TabBadge?
    /// Whether the tab can be chosen, cleared with ``disabled(_:)``.
    ///
    /// ```swift
    /// adminTab.disabled(true).isEnabled  // false
    /// ```
    public private(set) var isEnabled: Bool = true
    /// The content, type-erased so tabs of different views share one list; the classic-style
    /// modifiers (`TabBarContent+ViewModifiers.swift`) wrap it.
    var content: AnyView
    /// The core's role: an ordinary tab, or the search tab.
    let role: TabItemRole
    /// The stable id stored customizations use, set with ``customizationID(_:)``.
    var customizationID: String?
    /// The name the tab's item id is made from (its customization id, else its value's
    /// description): one rule for the container's ids and an untitled section's default id.
    var customizationName: String { customizationID ?? String(describing: value) }
    /// What a person may change in the sidebar's edit mode.
    var customizationBehavior = TabBarCustomizationBehavior.automatic
    /// Where the tab may appear, set with ``tabPlacement(_:)``.
    var placement = TabBarTabPlacement.automatic
    /// Where the tab is hidden until a person shows it, set with ``defaultVisibility(_:for:)``.
    var hiddenByDefault: Set<TabVisibilityPlacement> = []
    /// Whether the app hides the tab for now, set with ``hidden(_:)``.
    var isHidden = false
    /// What VoiceOver, Voice Control and UI tests know the tab by, set with `accessibilityLabel`,
    /// `accessibilityValue`, `accessibilityHint`, `accessibilityIdentifier` and
    /// `accessibilityInputLabels`.
    var accessibility = TabBarTabAccessibility()
    /// What a long press (or a secondary click) on the tab's bar item and sidebar row offers,
    /// set with `contextMenu(menuItems:)`.
    var contextMenu: AnyView?
    /// The popover anchored to the tab's bar item, set with `popover(isPresented:…)` or
    /// `popover(item:…)`.
    var popover: TabBarItemAttachment?
    /// What the tab does with items dropped on its bar item or sidebar row, set with
    /// `dropDestination(for:action:)`.
    var drop: TabBarTabDrop?
    /// Whether a drag pausing over the tab selects it, set with `springLoadingBehavior(_:)`.
    var springLoading = TabBarSpringLoadingBehavior.automatic
    /// The section the tab was declared in, if any.
    private(set) var section: TabBarSectionMembership?

    /// Creates a tab with a title from the app's string catalog and an SF Symbol.
    ///
    /// ```swift
    /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, looked up in the app's string catalog in the environment's locale.
    ///   - systemImage: The SF Symbol name of the icon; selected tabs use the style's variant
    ///     (filled where the symbol has a filled form).
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    public init<Content: View>(
      _ title: LocalizedStringResource, systemImage: String, value: Value, role: TabBarTabRole? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.init(
        title: .resource(title), icon: .system(systemImage), value: value, role: role, content: content())
    }

    /// Creates a tab whose title is a `LocalizedStringKey`, as `Tab`'s: the key is looked up in
    /// the app's string catalog in the environment's locale. String literals choose the
    /// `LocalizedStringResource` initializer, which reads the same.
    ///
    /// ```swift
    /// let title: LocalizedStringKey = "Home"
    /// TabBarTab(title, systemImage: "house", value: AppTab.home) { HomeView() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The title's catalog key. Interpolated values cannot be read back from a
    ///     `LocalizedStringKey`: use `LocalizedStringResource` for titles that have them.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    @_disfavoredOverload
    public init<Content: View>(
      _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabBarTabRole? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.init(
        title: .key(of: titleKey), icon: .system(systemImage), value: value, role: role, content: content())
    }

    /// Creates a tab whose title is a `LocalizedStringKey` and whose icon is from the app's asset
    /// catalog, as `Tab`'s.
    ///
    /// ```swift
    /// let title: LocalizedStringKey = "Brand"
    /// TabBarTab(title, image: "brand-mark", value: AppTab.brand) { BrandView() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The title's catalog key.
    ///   - image: The image's name in the asset catalog of `bundle`.
    ///   - bundle: The bundle of the asset catalog; the main bundle when `nil`.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    @_disfavoredOverload
    public init<Content: View>(
      _ titleKey: LocalizedStringKey, image: String, bundle: Bundle? = nil, value: Value,
      role: TabBarTabRole? = nil, @ViewBuilder content: () -> Content
    ) {
      self.init(
        title: .key(of: titleKey), icon: .asset(image, bundle: bundle), value: value, role: role,
        content: content())
    }

    /// Creates a tab whose title is a string shown as it is, such as a name from your data.
    ///
    /// ```swift
    /// TabBarTab(folder.name, systemImage: "folder", value: AppTab.folder(folder.id)) { FolderView(folder) }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, shown as it is.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    public init<Title: StringProtocol, Content: View>(
      _ title: Title, systemImage: String, value: Value, role: TabBarTabRole? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.init(
        title: .verbatim(String(title)), icon: .system(systemImage), value: value, role: role,
        content: content())
    }

    /// Creates a tab with an icon from the app's asset catalog.
    ///
    /// ```swift
    /// TabBarTab("Brand", image: "brand-mark", value: AppTab.brand) { BrandView() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, looked up in the app's string catalog in the environment's locale.
    ///   - image: The image's name in the asset catalog of `bundle`.
    ///   - bundle: The bundle of the asset catalog; the main bundle when `nil`.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    public init<Content: View>(
      _ title: LocalizedStringResource, image: String, bundle: Bundle? = nil, value: Value,
      role: TabBarTabRole? = nil, @ViewBuilder content: () -> Content
    ) {
      self.init(
        title: .resource(title), icon: .asset(image, bundle: bundle), value: value, role: role,
        content: content())
    }

    /// Creates a tab with an icon from a generated asset-catalog symbol (`ImageResource`).
    ///
    /// ```swift
    /// TabBarTab("Brand", image: .brandMark, value: AppTab.brand) { BrandView() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, looked up in the app's string catalog in the environment's locale.
    ///   - image: The asset catalog's image.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role: ``TabBarTabRole/search`` for the search tab, `nil` (the
    ///     default) for an ordinary one.
    ///   - content: The tab's content.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public init<Content: View>(
      _ title: LocalizedStringResource, image: ImageResource, value: Value, role: TabBarTabRole? = nil,
      @ViewBuilder content: () -> Content
    ) {
      self.init(title: .resource(title), icon: .resource(image), value: value, role: role, content: content())
    }

    /// Creates a tab whose label is any view: the label's title is read by VoiceOver and drawn
    /// under the icon, the label's icon is the tab's icon.
    ///
    /// ```swift
    /// TabBarTab(value: AppTab.profile) {
    ///   ProfileView()
    /// } label: {
    ///   Label(account.name, image: "avatar")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title VoiceOver reads and the bar draws.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - content: The tab's content.
    ///   - icon: The icon.
    public init<Title: StringProtocol, Content: View, Icon: View>(
      _ title: Title, value: Value, @ViewBuilder content: () -> Content, @ViewBuilder icon: () -> Icon
    ) {
      self.init(
        title: .verbatim(String(title)), icon: .view(AnyView(icon())), value: value, content: content())
    }

    /// Creates a tab whose label is any view, like `Tab(value:content:label:)`. The bar draws the
    /// label's icon (`labelStyle(.iconOnly)`), but cannot read a title out of a view: VoiceOver,
    /// the sidebar and More read `accessibilityTitle`, or, when it is `nil`, the value described
    /// plainly (an optional unwrapped, text as it is: never `Optional("…")`); a value that is not
    /// text (an enum's case name) is also named in a debug-build console message, once per
    /// container appearance. Prefer an initializer with a title when you have one.
    ///
    /// ```swift
    /// TabBarTab(value: AppTab.profile, accessibilityTitle: account.name) {
    ///   ProfileView()
    /// } label: {
    ///   Label(account.name, image: "avatar")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selection value of this tab; unique within the container.
    ///   - accessibilityTitle: The title VoiceOver reads and the sidebar and More list show.
    ///   - role: The tab's role, such as ``TabBarTabRole/search``.
    ///   - content: The tab's content.
    ///   - label: The label; its icon is drawn in the bar.
    public init<Content: View, Label: View>(
      value: Value, accessibilityTitle: String? = nil, role: TabBarTabRole? = nil,
      @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
      self.init(
        title: accessibilityTitle.map(TabBarTitle.verbatim) ?? .fallback(for: value),
        icon: .label(AnyView(label())), value: value, role: role, content: content())
    }

    /// Creates a tab without a title or an icon of its own, like `Tab(value:role:content:)`:
    /// with `role: .search`, the search tab titled "Search" (looked up in the app's string
    /// catalog) with a magnifying glass; with any other role or none, like `Tab(value:content:)`,
    /// a tab with no icon whose VoiceOver text is its value described plainly.
    ///
    /// ```swift
    /// TabBarTab(value: AppTab.search, role: .search) { SearchView() }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The selection value of this tab; unique within the container.
    ///   - role: The tab's role, such as ``TabBarTabRole/search``; `nil` for an ordinary tab.
    ///   - content: The tab's content.
    public init<Content: View>(value: Value, role: TabBarTabRole? = nil, @ViewBuilder content: () -> Content)
    {
      let isSearch = role == .search
      self.init(
        title: isSearch ? .resource("Search") : .fallback(for: value),
        icon: isSearch ? .system("magnifyingglass") : .view(AnyView(EmptyView())), value: value, role: role,
        content: content())
    }

    /// The tab every public initializer makes (`TabBarTab+TitleForms.swift`'s too).
    init(
      title: TabBarTitle, icon: TabBarIcon.Source, value: Value, role: TabBarTabRole? = nil,
      content: some View
    ) {
      self.value = value
      self.title = title
      self.icon = TabBarIcon(normal: icon)
      self.role = role?.itemRole ?? .tab
      self.content = AnyView(content)
    }

    /// This tab in `section`, unless it already is in one.
    func inSection(_ section: TabBarSectionMembership) -> TabBarTab {
      guard self.section == nil else { return self }
      var copy = self
      copy.section = section
      return copy
    }

    /// This tab with a numeric badge; a count of 0 or less shows none, and counts above 99 show
    /// as "99+".
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "bell", value: AppTab.inbox) { InboxView() }
    ///   .tabBarBadge(unreadCount)
    /// ```
    public func tabBarBadge(_ count: Int) -> TabBarTab {
      var copy = self
      copy.badge = .count(count)
      return copy
    }

    /// This tab with a short text badge, such as "!" or "New"; `nil` or an empty text shows none.
    ///
    /// ```swift
    /// TabBarTab("Settings", systemImage: "gear", value: AppTab.settings) { SettingsView() }
    ///   .tabBarBadge(needsAttention ? "!" : nil)
    /// ```
    public func tabBarBadge(_ text: String?) -> TabBarTab {
      var copy = self
      copy.badge = text.map(TabBadge.text)
      return copy
    }

    /// This tab drawn with another SF Symbol while it is selected, in place of the style's
    /// variant of its own symbol.
    ///
    /// ```swift
    /// TabBarTab("Today", systemImage: "sun.max", value: AppTab.today) { TodayView() }
    ///   .tabBarSelectedImage(systemName: "sun.max.circle.fill")
    /// ```
    public func tabBarSelectedImage(systemName: String) -> TabBarTab {
      var copy = self
      copy.icon.selected = .system(systemName)
      return copy
    }

    /// This tab drawn with another asset-catalog image while it is selected.
    ///
    /// ```swift
    /// TabBarTab("Brand", image: "brand-mark", value: AppTab.brand) { BrandView() }
    ///   .tabBarSelectedImage("brand-mark-filled")
    /// ```
    public func tabBarSelectedImage(_ name: String, bundle: Bundle? = nil) -> TabBarTab {
      var copy = self
      copy.icon.selected = .asset(name, bundle: bundle)
      return copy
    }

    /// This tab disabled (drawn dimmed, refusing selection) when `isDisabled` is `true`. A
    /// selection bound to a disabled tab shows the first enabled tab instead.
    ///
    /// ```swift
    /// TabBarTab("Admin", systemImage: "lock", value: AppTab.admin) { AdminView() }
    ///   .disabled(!isAdmin)
    /// ```
    public func disabled(_ isDisabled: Bool) -> TabBarTab {
      var copy = self
      copy.isEnabled = copy.isEnabled && !isDisabled
      return copy
    }
  }
#endif
