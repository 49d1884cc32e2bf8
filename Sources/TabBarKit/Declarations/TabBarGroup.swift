#if canImport(SwiftUI)
  import SwiftUI

  /// Tabs grouped without a level, to apply a condition once or return several tabs from a
  /// helper, like SwiftUI's `Group` inside a `TabView` (SwiftUI's `Group` only holds views and
  /// SwiftUI's own tabs).
  ///
  /// ```swift
  /// var adminTabs: some TabBarContent<AppTab> {
  ///   TabBarGroup {
  ///     TabBarTab("Users", systemImage: "person.2", value: AppTab.users) { UsersView() }
  ///     TabBarTab("Logs", systemImage: "doc.text", value: AppTab.logs) { LogsView() }
  ///   }
  /// }
  /// ```
  public struct TabBarGroup<Value: Hashable>: TabBarContent {
    /// The grouped tabs, in order.
    public let tabBarTabs: [TabBarTab<Value>]

    /// Groups `content`'s tabs.
    ///
    /// ```swift
    /// TabBarGroup { usersTab; logsTab }
    /// ```
    ///
    /// - Parameter content: The tabs.
    public init(@TabBarContentBuilder<Value> content: () -> [TabBarTab<Value>]) {
      tabBarTabs = content()
    }
  }
#endif
