#if canImport(SwiftUI)
  import SwiftUI

  extension TabBarContentBuilder {
    /// Refuses a view written straight into a container, naming the fix: a tab for a view, the
    /// action button for a `Spacer` or button left as a centre "+" gap.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) {
    ///   HomeView()  // error: wrap it in TabBarTab(…)
    ///   Spacer()  // error: … use .tabBarAction(…) on the container
    /// }
    /// ```
    @available(
      *, unavailable,
      message:
        "a TabBarContainer holds tabs, not views: wrap the view in TabBarTab(\"Title\", systemImage: \"…\", value: …) { … }; for .tabItem/.tag, move the label and tag into TabBarTab; for a centre \"+\" button or gap, use .tabBarAction(\"New\", systemImage: \"plus\") { … } on the container"
    )
    public static func buildExpression<Content: View>(_ view: Content) -> [TabBarTab<Value>] { [] }
  }

  #if canImport(SwiftUI, _version: 6.0)
    extension TabBarContentBuilder {
      /// Refuses SwiftUI's `Tab` (and `TabSection`) left unrenamed, naming the fix.
      ///
      /// ```swift
      /// TabBarContainer(selection: $tab) {
      ///   Tab("Home", systemImage: "house", value: AppTab.home) { HomeView() }  // error: rename
      /// }
      /// ```
      @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
      @available(
        *, unavailable,
        message: "rename SwiftUI's Tab to TabBarTab, TabSection to TabBarSection and ForEach to TabBarForEach"
      )
      public static func buildExpression<Content: TabContent>(_ tab: Content) -> [TabBarTab<Value>] { [] }
    }
  #endif
#endif
