#if canImport(SwiftUI)
  import SwiftUI

  extension TabBarTab {
    /// This tab with a menu a long press (a secondary click on the Mac) on its bar item or its
    /// sidebar row shows, like `Tab`'s `contextMenu(menuItems:)`.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .contextMenu {
    ///     Button("Mark All as Read") { mailbox.markAllRead() }
    ///   }
    /// ```
    ///
    /// - Parameter menuItems: The menu's items.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> TabBarTab {
      var copy = self
      copy.contextMenu = AnyView(menuItems())
      return copy
    }
  }
#endif
