#if canImport(SwiftUI)
  import CoreTransferable
  import SwiftUI

  extension TabBarTab {
    /// This tab accepting items of `payloadType` dropped on its bar item or its sidebar row,
    /// like `Tab`'s `dropDestination(for:action:)`. A drag that pauses over the tab also selects
    /// it first (spring loading, see `springLoadingBehavior(_:)`), so the person can drop into
    /// its content instead. A drag carrying nothing of `payloadType` is shown it cannot drop
    /// there (from iOS 18.2, macOS 15.2 and visionOS 2.2, where the system lists the types a
    /// payload imports; before, such a drop is taken and the items that do not load are left
    /// out, the action not called with none). A tab without a drop destination takes no drop.
    /// Under the system's bar the system's `Tab` gets none (see the Platforms article's table).
    ///
    /// ```swift
    /// TabBarTab("Trash", systemImage: "trash", value: AppTab.trash) { TrashView() }
    ///   .dropDestination(for: Message.self) { messages in trash.add(messages) }
    /// ```
    ///
    /// - Parameters:
    ///   - payloadType: The type of the items accepted.
    ///   - action: Called with the dropped items, on the main actor.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public func dropDestination<T: Transferable & Sendable>(
      for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void
    ) -> TabBarTab {
      var copy = self
      copy.drop = TabBarTabDrop(contentTypes: TabDropLoading.contentTypes(of: T.self)) { providers in
        TabDropLoading.load(T.self, from: providers, then: action)
      }
      return copy
    }

    /// Whether a drag that pauses over this tab's bar item or sidebar row selects the tab, like
    /// `Tab`'s `springLoadingBehavior(_:)`: ``TabBarSpringLoadingBehavior/automatic`` (the
    /// default) and ``TabBarSpringLoadingBehavior/enabled`` do, after the system's pause (half a
    /// second); ``TabBarSpringLoadingBehavior/disabled`` never. A disabled or selected tab does
    /// not spring. No effect on Apple TV and Apple Watch, which have no drag and drop.
    ///
    /// ```swift
    /// TabBarTab("Settings", systemImage: "gear", value: AppTab.settings) { SettingsView() }
    ///   .springLoadingBehavior(.disabled)
    /// ```
    ///
    /// - Parameter behavior: Whether the tab spring-loads.
    public func springLoadingBehavior(_ behavior: TabBarSpringLoadingBehavior) -> TabBarTab {
      var copy = self
      copy.springLoading = behavior
      return copy
    }
  }
#endif
