#if canImport(SwiftUI)
  import SwiftUI

  /// One or more tabs for each element of a collection, like SwiftUI's `ForEach` inside a
  /// `TabView` (SwiftUI's `ForEach` only holds views and SwiftUI's own tabs).
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) {
  ///   TabBarForEach(AppTab.allCases, id: \.self) { tab in
  ///     TabBarTab(tab.title, systemImage: tab.symbol, value: tab) { tab.content }
  ///   }
  /// }
  /// ```
  ///
  /// The tabs are made when the container's body is, in the collection's order; a tab's identity
  /// is its value, so the `id` only mirrors `ForEach`'s shape.
  public struct TabBarForEach<Data: RandomAccessCollection, ID: Hashable, Value: Hashable>: TabBarContent {
    /// The tabs made from the data, in order.
    public let tabBarTabs: [TabBarTab<Value>]

    /// Creates tabs for each element of `data`, identified by `id`.
    ///
    /// ```swift
    /// TabBarForEach(folders, id: \.path) { folder in
    ///   TabBarTab(folder.name, systemImage: "folder", value: AppTab.folder(folder.path)) { FolderView(folder) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's identity.
    ///   - content: The tabs of one element.
    public init(
      _ data: Data, id: KeyPath<Data.Element, ID>,
      @TabBarContentBuilder<Value> content: (Data.Element) -> [TabBarTab<Value>]
    ) {
      tabBarTabs = data.flatMap(content)
    }
  }

  extension TabBarForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates tabs for each element of a collection of identifiable elements.
    ///
    /// ```swift
    /// TabBarForEach(store.folders) { folder in
    ///   TabBarTab(folder.name, systemImage: "folder", value: AppTab.folder(folder.id)) { FolderView(folder) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: The tabs of one element.
    public init(_ data: Data, @TabBarContentBuilder<Value> content: (Data.Element) -> [TabBarTab<Value>]) {
      tabBarTabs = data.flatMap(content)
    }
  }

  extension TabBarForEach where Data == Range<Int>, ID == Int {
    /// Creates tabs for each number of a constant range.
    ///
    /// ```swift
    /// TabBarForEach(0..<3) { page in
    ///   TabBarTab("Page \(page + 1)", systemImage: "doc", value: page) { PageView(page) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The range.
    ///   - content: The tabs of one number.
    public init(_ data: Range<Int>, @TabBarContentBuilder<Value> content: (Int) -> [TabBarTab<Value>]) {
      tabBarTabs = data.flatMap(content)
    }
  }
#endif
