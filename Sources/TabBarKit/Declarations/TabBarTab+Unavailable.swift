#if canImport(SwiftUI)
  import CoreTransferable
  import SwiftUI

  extension TabBarTab {
    /// Not offered: a person reorders tabs in the sidebar's edit mode (and the iPad's bar) of a
    /// container with `.tabBarCustomization(_:)`; to let a tab's data be dragged elsewhere, put
    /// `.draggable(_:)` on a view inside the tab's content.
    ///
    /// ```swift
    /// // In place of .draggable(payload) on the tab:
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView().draggable(payload) }
    /// ```
    @available(
      *, unavailable,
      message:
        "tabs are reordered through .tabBarCustomization(_:); put .draggable(_:) on a view in the tab's content"
    )
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> TabBarTab {
      self
    }

    /// Not offered: a tab's sidebar row has no swipe actions; offer the same actions with
    /// `contextMenu(menuItems:)`, which the row and the bar item show on a long press.
    ///
    /// ```swift
    /// // In place of .swipeActions { … } on the tab:
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .contextMenu { Button("Mark All as Read") { mailbox.markAllRead() } }
    /// ```
    @available(
      *, unavailable, message: "use .contextMenu(menuItems:), shown on the tab's bar item and sidebar row"
    )
    public func swipeActions<T: View>(
      edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> TabBarTab {
      self
    }
  }
#endif
