#if canImport(SwiftUI)
  import SwiftUI

  /// What a ``TabBarContainer``'s builder accepts: a ``TabBarTab``, a ``TabBarSection``, a
  /// ``TabBarForEach``, or a helper returning `some TabBarContent<Value>`, like SwiftUI's
  /// `TabContent`.
  ///
  /// ```swift
  /// var libraryTabs: some TabBarContent<AppTab> {
  ///   TabBarSection("Library") {
  ///     TabBarTab("Albums", systemImage: "square.stack", value: AppTab.albums) { AlbumsView() }
  ///     TabBarTab("Artists", systemImage: "music.mic", value: AppTab.artists) { ArtistsView() }
  ///   }
  /// }
  /// ```
  public protocol TabBarContent<Value> {
    /// The type of the values that select the tabs.
    associatedtype Value: Hashable

    /// The tabs this content declares, in order, each knowing its section.
    ///
    /// ```swift
    /// libraryTabs.tabBarTabs.count  // 2
    /// ```
    var tabBarTabs: [TabBarTab<Value>] { get }
  }

  extension TabBarTab: TabBarContent {
    /// This tab alone.
    ///
    /// ```swift
    /// homeTab.tabBarTabs  // [homeTab]
    /// ```
    public var tabBarTabs: [TabBarTab<Value>] { [self] }
  }
#endif
