#if canImport(SwiftUI)
  import SwiftUI

  extension TabBarTab {
    /// This tab with a numeric badge, as `Tab`'s `badge(_:)` (a tab is no view, so SwiftUI's
    /// name is free here): the same as ``tabBarBadge(_:)-(Int)``.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "bell", value: AppTab.inbox) { InboxView() }
    ///   .badge(unreadCount)
    /// ```
    ///
    /// - Parameter count: The count; 0 or less shows none, above 99 shows "99+".
    public func badge(_ count: Int) -> TabBarTab { tabBarBadge(count) }

    /// This tab with a short text badge, as `Tab`'s `badge(_:)`: the same as
    /// ``tabBarBadge(_:)-(String?)``.
    ///
    /// ```swift
    /// TabBarTab("Settings", systemImage: "gear", value: AppTab.settings) { SettingsView() }
    ///   .badge(needsAttention ? "!" : nil)
    /// ```
    ///
    /// - Parameter text: The text, such as "!" or "New"; `nil` or an empty text shows none.
    public func badge(_ text: String?) -> TabBarTab { tabBarBadge(text) }

    /// Refuses a `Text` badge, which cannot be read back out of a view, naming the fix.
    ///
    /// ```swift
    /// TabBarTab("Settings", systemImage: "gear", value: AppTab.settings) { SettingsView() }
    ///   .badge(Text("!"))  // error: pass the string, .badge("!")
    /// ```
    ///
    /// - Parameter label: The badge's text view.
    @available(
      *, unavailable,
      message: "a tab's badge is a count or a string (a Text cannot be read back): .badge(3), .badge(\"!\")"
    )
    public func badge(_ label: Text?) -> TabBarTab { self }
  }
#endif
