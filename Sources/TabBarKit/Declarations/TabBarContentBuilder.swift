#if canImport(SwiftUI)
  import SwiftUI

  /// Builds the list of a ``TabBarContainer``'s tabs from ``TabBarTab`` declarations, with `if`,
  /// `switch`, `for`, ``TabBarForEach``, ``TabBarSection``, helpers returning
  /// `some TabBarContent<Value>` and availability checks, like SwiftUI's `TabContentBuilder`.
  /// SwiftUI's `Group` has no tab form; write the tabs in place (a block adds no level).
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) {
  ///   TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
  ///   if showsSearch {
  ///     TabBarTab("Search", systemImage: "magnifyingglass", value: AppTab.search) { SearchView() }
  ///   }
  ///   for folder in folders {
  ///     TabBarTab(folder.name, systemImage: "folder", value: AppTab.folder(folder.id)) {
  ///       FolderView(folder)
  ///     }
  ///   }
  /// }
  /// ```
  @resultBuilder
  public enum TabBarContentBuilder<Value: Hashable> {
    /// One tab.
    ///
    /// ```swift
    /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
    /// ```
    public static func buildExpression(_ tab: TabBarTab<Value>) -> [TabBarTab<Value>] { [tab] }

    /// A section, a ``TabBarForEach``, or tabs from a helper returning
    /// `some TabBarContent<Value>`.
    ///
    /// ```swift
    /// TabBarSection("Library") { albumsTab; artistsTab }
    /// ```
    public static func buildExpression<Content: TabBarContent>(_ content: Content) -> [TabBarTab<Value>]
    where Content.Value == Value {
      content.tabBarTabs
    }

    /// Tabs made elsewhere, such as by `map`.
    ///
    /// ```swift
    /// folders.map { TabBarTab($0.name, systemImage: "folder", value: AppTab.folder($0.id)) { FolderView($0) } }
    /// ```
    public static func buildExpression(_ tabs: [TabBarTab<Value>]) -> [TabBarTab<Value>] { tabs }

    /// The tabs of a block, in order.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { homeTab; searchTab }
    /// ```
    public static func buildBlock(_ parts: [TabBarTab<Value>]...) -> [TabBarTab<Value>] {
      parts.flatMap { $0 }
    }

    /// The tabs of an `if` without `else`: none when the condition is false.
    ///
    /// ```swift
    /// if showsSearch { searchTab }
    /// ```
    public static func buildOptional(_ part: [TabBarTab<Value>]?) -> [TabBarTab<Value>] { part ?? [] }

    /// The tabs of the first branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// if isSignedIn { profileTab } else { signInTab }
    /// ```
    public static func buildEither(first part: [TabBarTab<Value>]) -> [TabBarTab<Value>] { part }

    /// The tabs of the second branch of an `if`/`else` or `switch`.
    ///
    /// ```swift
    /// if isSignedIn { profileTab } else { signInTab }
    /// ```
    public static func buildEither(second part: [TabBarTab<Value>]) -> [TabBarTab<Value>] { part }

    /// The tabs of a `for` loop, in order.
    ///
    /// ```swift
    /// for folder in folders { folderTab(folder) }
    /// ```
    public static func buildArray(_ parts: [[TabBarTab<Value>]]) -> [TabBarTab<Value>] {
      parts.flatMap { $0 }
    }

    /// The tabs of an `if #available` block.
    ///
    /// ```swift
    /// if #available(iOS 17, *) { journalTab }
    /// ```
    public static func buildLimitedAvailability(_ part: [TabBarTab<Value>]) -> [TabBarTab<Value>] { part }
  }
#endif
