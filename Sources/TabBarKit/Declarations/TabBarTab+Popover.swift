#if canImport(SwiftUI)
  import SwiftUI

  extension TabBarTab {
    /// This tab with a popover anchored to its bar item while `isPresented`, like `Tab`'s
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`; in compact width SwiftUI
    /// shows it as a sheet. Only the bar has an item to anchor to: while the tabs are a sidebar
    /// the popover waits for the bar.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .popover(isPresented: $showsTip) { Text("New: swipe to archive").padding() }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover shows; set to `false` when it is dismissed.
    ///   - attachmentAnchor: Where on the bar item the popover points.
    ///   - arrowEdge: The edge of the anchor the arrow points from; the system's choice when `nil`.
    ///   - content: The popover's content.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func popover<Content: View>(
      isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> TabBarTab {
      var copy = self
      copy.popover = TabBarItemAttachment { view in
        AnyView(
          view.tabBarPopover(
            isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
            content: content))
      }
      return copy
    }

    /// This tab with a popover anchored to its bar item while `item` holds a value, like
    /// `Tab`'s `popover(item:attachmentAnchor:arrowEdge:content:)`.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .popover(item: $announcement) { announcement in AnnouncementView(announcement) }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The value the popover shows; set to `nil` when it is dismissed.
    ///   - attachmentAnchor: Where on the bar item the popover points.
    ///   - arrowEdge: The edge of the anchor the arrow points from; the system's choice when `nil`.
    ///   - content: The popover's content for the value.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func popover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> TabBarTab {
      var copy = self
      copy.popover = TabBarItemAttachment { view in
        AnyView(
          view.tabBarPopover(
            item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
      }
      return copy
    }
  }

  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` with the system's arrow edge
    /// when `arrowEdge` is `nil` (SDKs before Xcode 26 take no optional edge), its content in the
    /// app's reading direction (``inAppReadingDirection()``).
    @ViewBuilder
    nonisolated fileprivate func tabBarPopover<Content: View>(
      isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge?,
      content: @escaping () -> Content
    ) -> some View {
      let directed = { content().inAppReadingDirection() }
      // view-branch: constant — the edge is part of the tab's declaration, fixed where the app writes it
      if let arrowEdge {
        popover(
          isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
          content: directed)
      } else {
        popover(isPresented: isPresented, attachmentAnchor: attachmentAnchor, content: directed)
      }
    }

    /// `popover(item:attachmentAnchor:arrowEdge:content:)` with the system's arrow edge when
    /// `arrowEdge` is `nil`, its content in the app's reading direction.
    @ViewBuilder
    nonisolated fileprivate func tabBarPopover<Item: Identifiable, Content: View>(
      item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge?,
      content: @escaping (Item) -> Content
    ) -> some View {
      let directed = { (value: Item) in content(value).inAppReadingDirection() }
      // view-branch: constant — the edge is part of the tab's declaration, fixed where the app writes it
      if let arrowEdge {
        popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: directed)
      } else {
        popover(item: item, attachmentAnchor: attachmentAnchor, content: directed)
      }
    }
  }

  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    /// A popover's content in the app's reading direction: the drawn bar is a left-to-right
    /// canvas (the core mirrors its geometry), and a popover anchored to a bar item inherits that
    /// canvas's environment, so without this an Arabic or Hebrew app's popover would read left
    /// to right. The app's direction is the one the bar's decorations carry.
    nonisolated fileprivate func inAppReadingDirection() -> some View {
      transformEnvironment(\.self) { $0.layoutDirection = $0.tabBarItemDecorations.layoutDirection }
    }
  }
#endif
