#if canImport(SwiftUI)
  import TabBarCore

  /// A tab's special role, like SwiftUI's `TabRole`.
  ///
  /// ```swift
  /// TabBarTab("Search", systemImage: "magnifyingglass", value: AppTab.search, role: .search) {
  ///   SearchView()
  /// }
  /// ```
  public struct TabBarTabRole: Hashable, Sendable {
    /// The core's role for the tab's item.
    let itemRole: TabItemRole

    /// The search tab: set apart at the trailing end of the bar (its own circle in floating
    /// styles), first in the sidebar, chosen by Command-F. A container holds at most one; a
    /// second is an ordinary tab.
    ///
    /// ```swift
    /// TabBarTab(value: AppTab.search, role: .search) { SearchView() }
    /// ```
    public static let search = TabBarTabRole(itemRole: .search)

    /// The prominent tab, as iOS 27's `TabRole.prominent`, from iOS 16: a destination drawn apart
    /// and raised into the middle of the bar (the notch of ``TabBarStyle/curved``, the circle
    /// the action would take in the other styles). It is a tab: a tap selects it, its content
    /// keeps its state, VoiceOver counts it ("Tab, 3 of 5") where it is drawn. A container
    /// raises one item: with a ``SwiftUICore/View/tabBarAction(_:systemImage:action:)`` too,
    /// the action keeps the slot and this tab sits in the row; a second prominent tab is an
    /// ordinary one. In the sidebar and the More list it is a row like any tab. Apple's
    /// guidance applies: a destination (Compose as a screen, Camera), not an action that opens
    /// a sheet (that is the action's job).
    ///
    /// ```swift
    /// TabBarTab("Camera", systemImage: "camera", value: AppTab.camera, role: .prominent) {
    ///   CameraView()
    /// }
    /// ```
    public static let prominent = TabBarTabRole(itemRole: .prominent)
  }
#endif
