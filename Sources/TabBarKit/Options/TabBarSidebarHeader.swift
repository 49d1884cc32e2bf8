#if canImport(SwiftUI)
  import SwiftUI

  /// The app's views around a container's sidebar: above its tabs, after them, and pinned to its
  /// bottom (``TabBarContainer/tabBarSidebarHeader(content:)`` and its siblings).
  struct TabBarSidebarAccessories {
    /// Shown at the top of the sidebar's list, scrolling with it.
    var header: AnyView?
    /// Shown at the end of the sidebar's list, scrolling with it.
    var footer: AnyView?
    /// Pinned to the bottom of the sidebar, over the list.
    var bottomBar: AnyView?
  }

  /// Where a container's sidebar accessories travel to its sidebar.
  private struct TabBarSidebarAccessoriesKey: EnvironmentKey {
    static var defaultValue: TabBarSidebarAccessories { TabBarSidebarAccessories() }
  }

  extension EnvironmentValues {
    /// The sidebar accessories of the container whose sidebar reads them; every container sets
    /// its own, so a container nested in a tab never shows its parent's.
    var tabBarSidebarAccessories: TabBarSidebarAccessories {
      get { self[TabBarSidebarAccessoriesKey.self] }
      set { self[TabBarSidebarAccessoriesKey.self] = newValue }
    }
  }

  extension TabBarContainer {
    /// Shows `content` at the top of the container's sidebar, above its tabs, as iPadOS 18's and
    /// macOS 15's `tabViewSidebarHeader(content:)` does for a sidebar-adaptable `TabView`: an
    /// account, a search field. It scrolls with the tabs.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSidebarHeader { AccountHeader(account) }
    /// ```
    ///
    /// It shows wherever the tabs are a sidebar: on the Mac in the split view's sidebar column, on
    /// iPad beside the content or over it (``SwiftUICore/View/tabBarShowsSidebar(_:)``,
    /// ``SwiftUICore/View/tabBarSidebarAdaptable(id:)``). Where the tabs are a bar, pages or the
    /// system's bar (iPhone, iPad's bar, Apple Watch, Apple TV) it is not drawn. Write it on
    /// the container itself, before modifiers that return `some View`.
    ///
    /// - Parameter content: The header.
    /// - Returns: The container with that header.
    public func tabBarSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> TabBarContainer {
      var copy = self
      copy.sidebarAccessories.header = AnyView(content())
      return copy
    }

    /// Shows `content` at the end of the container's sidebar, after its tabs and sections, as
    /// `tabViewSidebarFooter(content:)` does: a storage meter, a version line. It scrolls with the
    /// tabs.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSidebarFooter { StorageMeter(usage) }
    /// ```
    ///
    /// Like ``tabBarSidebarHeader(content:)`` it is drawn only where the tabs are a sidebar
    /// (the Mac's split view, iPad beside or over the content), never with a bar.
    ///
    /// - Parameter content: The footer.
    /// - Returns: The container with that footer.
    public func tabBarSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> TabBarContainer {
      var copy = self
      copy.sidebarAccessories.footer = AnyView(content())
      return copy
    }

    /// Pins `content` to the bottom of the container's sidebar, as
    /// `tabViewSidebarBottomBar(content:)` does: a sync status, a settings button. It stays while
    /// the tabs scroll, above the sidebar's own edit button and the action button.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSidebarBottomBar { SyncStatus(sync) }
    /// ```
    ///
    /// Like ``tabBarSidebarHeader(content:)`` it is drawn only where the tabs are a sidebar
    /// (the Mac's split view, iPad beside or over the content), never with a bar.
    ///
    /// - Parameter content: The bottom bar.
    /// - Returns: The container with that bottom bar.
    public func tabBarSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> TabBarContainer
    {
      var copy = self
      copy.sidebarAccessories.bottomBar = AnyView(content())
      return copy
    }
  }
#endif
