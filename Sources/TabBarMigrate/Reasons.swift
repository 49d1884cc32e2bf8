/// The reasons printed for what the tool does not migrate, each saying what to do instead.
///
/// ```swift
/// print("App.swift:12: \(Reasons.noSelection)")
/// ```
enum Reasons {
  static let noSelection =
    "TabView without a selection is not migrated: add a @State selection of the tags' type and write "
    + "TabBarContainer(selection:)"
  static let availabilityBranches =
    "both branches of this if #available are migrated to TabBarContainer; TabBarKit runs from iOS 16, "
    + "so the branch for older systems is likely unnecessary: keep the newer one alone"
  static let pageStyle = "a page-style TabView (a pager, not a tab bar) stays SwiftUI's"
  static let settingsPanes =
    "a Settings window's TabView (the macOS pane switcher, not a tab bar) stays SwiftUI's"
  static let appearanceProxy =
    "UITabBar.appearance() styles the system bar, which a drawn bar does not use: "
    + "set the style's palette (.tabBarStyle(…)) instead"
  static let appearance =
    "UITabBarAppearance styles the system bar, which a drawn bar does not use: set the style's palette "
    + "(.tabBarStyle(…)) instead"
  static let controllerLookup =
    "code that looks for a UITabBarController finds none under a drawn bar: use .tabBarUsesSystemBar(true) "
    + "to keep the system's bar, or the container's options"
  static let controllerWalk =
    "a walk to the top view controller that also steps through UITabBarController: under a drawn bar it "
    + "steps through the container's hosting controller instead; check it still finds the controller you want"
  static let preview =
    "a TabView in a preview is left as it is (preview code hosts views, not the app's tab bar)"
  static let spacerTab =
    "a Spacer() tab (a gap for an overlaid button) is not migrated: remove it and add the button with "
    + ".tabBarAction(_:systemImage:action:) on the container"
  static let dummyTab =
    "an empty tab (a place in the bar for a button) whose action was not found (no .overlay Button on the "
    + "TabView, no selection setter catching its value): remove it and add the button with "
    + ".tabBarAction(_:systemImage:action:) on the container"
  static let toolbarBackground =
    ".toolbarBackground(_:for: .tabBar) reaches only the system bar: set the style's palette (.tabBarStyle(…))"
  static let toolbarMixedBars =
    "toolbar visibility for .tabBar together with other bars is not migrated: write .tabBarHidden(_:) for the "
    + "tab bar and keep the other bars in their own call"
  static let missingTag = "a .tabItem without .tag has no value: add .tag(…) with the selection's value"
  static let conditionalTabItems =
    "a classic tab with a different .tabItem in each branch of an #if is not migrated: write one "
    + "TabBarTab per branch"
  static let missingTabItem = "a .tag without .tabItem has no label: add .tabItem { Label(…) }"
  static let accessibilityTitle =
    "give the tab an accessibility title: its label is a view whose title could not be read (VoiceOver "
    + "reads the value), so pass accessibilityTitle: to TabBarTab(value:accessibilityTitle:content:label:)"
  static let viewHelperAmongTabs =
    "a some View helper among the tabs holds no classic tab the tool reads (.tabItem with .tag), so it "
    + "stays a view: make it return TabBarTab(…) as some TabBarContent<Value>, or move its view into a tab"
  static func labelModifiers(_ names: [String]) -> String {
    "the label's " + names.joined(separator: ", ")
      + " left out with the title and icon lifted out of it: the "
      + "bar draws the symbol in the style's own way (filled when selected); set the style's palette for another look"
  }
  static let viewAmongTabs =
    "a view among the tabs without .tabItem is not a tab: give it .tabItem and .tag, or move it into a tab"
  static let unexpectedAmongTabs = "code among the tabs that is not a tab, a ForEach, a Group or a condition"
  static let modifierOnGroup =
    "a modifier on a group of tabs that are not all classic .tabItem tabs is not migrated: move it into "
    + "each tab's content"
  static let tabAccessibilityText =
    "a tab's accessibility label, hint or value as a Text that is not one plain string literal is not "
    + "migrated: TabBarTab takes a LocalizedStringResource or a String; pass that instead of the Text"
  static let helperValue =
    "a some View helper returning tabs: its selection type could not be inferred (no TabView(selection:) "
    + "using it and no .tag(Type.case)); retype it some TabBarContent<Value> by hand"
}
