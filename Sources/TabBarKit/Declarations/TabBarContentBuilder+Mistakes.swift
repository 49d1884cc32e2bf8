#if canImport(SwiftUI)
  import SwiftUI

  extension TabBarContentBuilder {
    /// Refuses a view written straight into a container, naming the fix.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) {
    ///   HomeView()  // error: wrap it in TabBarTab(…)
    /// }
    /// ```
    @available(
      *, unavailable,
      message:
        "a TabBarContainer holds tabs, not views: wrap the view in TabBarTab(\"Title\", systemImage: \"…\", value: …) { … }; for .tabItem/.tag, move the label and tag into TabBarTab; for a centre \"+\" button or gap, use .tabBarAction(\"New\", systemImage: \"plus\") { … } on the container"
    )
    public static func buildExpression<Content: View>(_ view: Content) -> [TabBarTab<Value>] { [] }

    /// Refuses a `Spacer` among the tabs, the classic way to leave a gap for a centre button,
    /// naming the action button, which the bar makes room for itself.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) {
    ///   homeTab
    ///   Spacer()  // error: use .tabBarAction
    ///   profileTab
    /// }
    /// ```
    @available(
      *, unavailable,
      message:
        "a TabBarContainer makes no gap from a Spacer: for a centre \"+\" button, remove the Spacer and put .tabBarAction(\"New\", systemImage: \"plus\") { … } on the container, which places the button between the tabs (the curved style notches the bar around it)"
    )
    public static func buildExpression(_ spacer: Spacer) -> [TabBarTab<Value>] { [] }
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
