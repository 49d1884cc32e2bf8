#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// What the container's tabs declared for the views that stand for them (context menus,
  /// popovers, drop destinations, spring loading), by item id, handed to the bar's item
  /// buttons through the environment, with the app's reading direction for what they present.
  struct TabBarItemDecorations {
    /// One tab's decorations.
    struct Decoration {
      var contextMenu: AnyView?
      var popover: TabBarItemAttachment?
      var drop: TabBarTabDrop?
      var springLoading: TabBarSpringLoadingBehavior
    }

    /// The decorations by item id.
    var byID: [String: Decoration] = [:]
    /// The app's reading direction, for menus and popovers drawn from a left-to-right bar.
    var layoutDirection = LayoutDirection.leftToRight

    /// The decorations of `declarations`' tabs.
    init<Value: Hashable>(_ declarations: TabDeclarations<Value>, layoutDirection: LayoutDirection) {
      for (tab, id) in zip(declarations.tabs, declarations.ids) {
        byID[id] = Decoration(
          contextMenu: tab.contextMenu, popover: tab.popover, drop: tab.drop, springLoading: tab.springLoading
        )
      }
      self.layoutDirection = layoutDirection
    }

    /// None: what a bar drawn outside a container (a custom style's preview) has.
    init() {}
  }

  private struct TabBarItemDecorationsKey: EnvironmentKey {
    static var defaultValue: TabBarItemDecorations { TabBarItemDecorations() }
  }

  extension EnvironmentValues {
    /// The container's tabs' decorations for the bar's item buttons.
    var tabBarItemDecorations: TabBarItemDecorations {
      get { self[TabBarItemDecorationsKey.self] }
      set { self[TabBarItemDecorationsKey.self] = newValue }
    }
  }
#endif
