#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// One tab of a ``TabBarContainer``: the value that selects it, its title and symbol, and the
  /// content it shows. Declared like SwiftUI's `Tab` (iOS 18), and available from iOS 16.
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) {
  ///   TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
  ///   TabBarTab("Inbox", systemImage: "bell", value: AppTab.inbox) { InboxView() }
  ///     .tabBarBadge(3)
  ///   TabBarTab("Admin", systemImage: "lock", value: AppTab.admin) { AdminView() }
  ///     .disabled(!isAdmin)
  /// }
  /// ```
  ///
  /// The content is built when the tab is declared but mounted only on the tab's first visit,
  /// and then kept alive (with its navigation and scroll state) while other tabs are shown.
  public struct TabBarTab<Value: Hashable> {
    /// The value that selects this tab through the container's selection binding.
    ///
    /// ```swift
    /// homeTab.value  // AppTab.home
    /// ```
    public let value: Value
    /// The title: the label under the icon and what VoiceOver reads.
    ///
    /// ```swift
    /// homeTab.title  // "Home"
    /// ```
    public let title: String
    /// The SF Symbol name of the icon; the selected tab draws its filled variant when the
    /// style's theme asks for it.
    ///
    /// ```swift
    /// homeTab.systemImage  // "house"
    /// ```
    public let systemImage: String
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
    /// The content, type-erased so tabs of different views share one list.
    let content: AnyView

    /// Creates a tab with a localized title.
    ///
    /// ```swift
    /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, looked up in the app's string catalog.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - content: The tab's content.
    public init<Content: View>(
      _ title: LocalizedStringResource, systemImage: String, value: Value,
      @ViewBuilder content: () -> Content
    ) {
      self.init(verbatim: String(localized: title), systemImage: systemImage, value: value, content: content)
    }

    /// Creates a tab whose title is shown as it is (not localized).
    ///
    /// ```swift
    /// TabBarTab(verbatim: account.name, systemImage: "person", value: AppTab.profile) { ProfileView() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title, shown as it is.
    ///   - systemImage: The SF Symbol name of the icon.
    ///   - value: The selection value of this tab; unique within the container.
    ///   - content: The tab's content.
    public init<Content: View>(
      verbatim title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
      self.value = value
      self.title = title
      self.systemImage = systemImage
      self.content = AnyView(content())
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
