#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension TabBarSection {
    /// This section and its tabs hidden while `isHidden`, like `TabSection`'s `hidden(_:)`: the
    /// section leaves the sidebar and each of its tabs leaves the bar, as ``TabBarTab/hidden(_:)``
    /// says (content, arrangement and a bound selection kept). A tab hidden on its own stays
    /// hidden when the section is shown.
    ///
    /// ```swift
    /// TabBarSection("Library") { albumsTab; artistsTab }
    ///   .hidden(sizeClass == .compact)
    /// ```
    ///
    /// - Parameter isHidden: Whether the section is hidden; `true` by default.
    public func hidden(_ isHidden: Bool = true) -> TabBarSection {
      eachTab { $0.isHidden = $0.isHidden || isHidden }
    }

    /// This section's tabs disabled when `isDisabled`, like `TabSection`'s `disabled(_:)`: each
    /// is drawn dimmed and refuses selection (``TabBarTab/disabled(_:)``).
    ///
    /// ```swift
    /// TabBarSection("Admin") { usersTab; logsTab }
    ///   .disabled(!isAdmin)
    /// ```
    ///
    /// - Parameter isDisabled: Whether the tabs are disabled.
    public func disabled(_ isDisabled: Bool) -> TabBarSection {
      eachTab { $0 = $0.disabled(isDisabled) }
    }

    /// This section's tabs placed as `placement` says, like `TabSection`'s `tabPlacement(_:)`
    /// (see ``TabBarTab/tabPlacement(_:)``); a tab that set its own placement keeps it.
    ///
    /// ```swift
    /// TabBarSection("Settings") { generalTab; privacyTab }
    ///   .tabPlacement(.sidebarOnly)
    /// ```
    ///
    /// - Parameter placement: Where the tabs may appear.
    public func tabPlacement(_ placement: TabBarTabPlacement) -> TabBarSection {
      eachTab { if $0.placement == .automatic { $0.placement = placement } }
    }

    /// This section's tabs hidden until a person shows them where `placements` say, like
    /// `TabSection`'s `defaultVisibility(_:for:)` (see ``TabBarTab/defaultVisibility(_:for:)``);
    /// `.visible` and `.automatic` leave each tab's own default.
    ///
    /// ```swift
    /// TabBarSection("Library") { albumsTab; artistsTab }
    ///   .defaultVisibility(.hidden, for: .tabBar)
    /// ```
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` to hide the tabs by default where `placements` say.
    ///   - placements: Where it applies.
    public func defaultVisibility(_ visibility: Visibility, for placements: TabBarAdaptablePlacement...)
      -> TabBarSection
    {
      guard visibility == .hidden else { return self }
      let hidden = placements.flatMap(\.visibilityPlacements)
      return eachTab { $0.hiddenByDefault.formUnion(hidden) }
    }

    /// What a person may change of this section's tabs in `placements`, like `TabSection`'s
    /// `customizationBehavior(_:for:)` (see ``TabBarTab/customizationBehavior(_:for:)``); a tab
    /// that set its own for a placement keeps it there.
    ///
    /// ```swift
    /// TabBarSection("Library") { albumsTab; artistsTab }
    ///   .customizationBehavior(.reorderable, for: .sidebar)
    /// ```
    ///
    /// - Parameters:
    ///   - behavior: What a person may change.
    ///   - placements: Where it applies: the bar, the sidebar, or both (``TabBarAdaptablePlacement/automatic``,
    ///     or no placement named).
    public func customizationBehavior(
      _ behavior: TabBarCustomizationBehavior, for placements: TabBarAdaptablePlacement...
    ) -> TabBarSection {
      let named = (placements.isEmpty ? [.automatic] : placements).flatMap(\.visibilityPlacements)
      return eachTab { tab in
        for placement in named where tab.customizationBehaviors[placement] == nil {
          tab.customizationBehaviors[placement] = behavior
        }
      }
    }

    /// Whether a drag pausing over this section's tabs selects them, like `TabSection`'s
    /// `springLoadingBehavior(_:)` (see ``TabBarTab/springLoadingBehavior(_:)``); a tab that set
    /// its own keeps it.
    ///
    /// ```swift
    /// TabBarSection("Settings") { generalTab; privacyTab }
    ///   .springLoadingBehavior(.disabled)
    /// ```
    ///
    /// - Parameter behavior: Whether the tabs spring-load.
    public func springLoadingBehavior(_ behavior: TabBarSpringLoadingBehavior) -> TabBarSection {
      eachTab { if $0.springLoading == .automatic { $0.springLoading = behavior } }
    }
  }
#endif
