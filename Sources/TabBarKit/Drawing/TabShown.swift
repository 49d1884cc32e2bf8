#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// One tab as one place shows it (``TabPlace``): the adapter every view that stands for a tab
  /// reads what the tab declared through (the bar's buttons, the raised button, the sidebar's and
  /// the More list's rows, the system's `Tab` and `.tabItem`). Each value is what the core's
  /// ``TabProjection`` says the place does with it: `nil` or empty where the place does not offer
  /// it, so no view decides on its own which attributes it carries.
  struct TabShown {
    /// Where the tab is shown.
    let place: TabPlace
    /// The tab.
    let item: TabItem
    /// What the tab declared for the views that stand for it.
    private let decoration: TabBarItemDecorations.Decoration?

    /// `item` as `place` shows it, with its declared decorations.
    init(_ item: TabItem, at place: TabPlace, decoration: TabBarItemDecorations.Decoration?) {
      self.item = item
      self.place = place
      self.decoration = decoration
    }

    /// Whether the place offers `attribute`.
    func offers(_ attribute: TabAttribute) -> Bool {
      TabProjection.treatment(of: attribute, at: place).isApplied
    }

    /// The app's accessibility identifier, where the place carries one.
    var identifier: String? { offers(.identifier) ? item.accessibilityOverrides.identifier : nil }
    /// The app's Voice Control input labels, where the place carries them.
    var inputLabels: [String] { offers(.identifier) ? item.accessibilityOverrides.inputLabels : [] }
    /// The tab's context menu, where the place offers one.
    var contextMenu: AnyView? { offers(.contextMenu) ? decoration?.contextMenu : nil }
    /// The tab's popover, where the place anchors one.
    var popover: TabBarItemAttachment? { offers(.popover) ? decoration?.popover : nil }
    /// The tab's drop destination, where the place takes drops.
    var drop: TabBarTabDrop? { offers(.drop) ? decoration?.drop : nil }
    /// The tab's spring loading, where the place springs; disabled elsewhere.
    var springLoading: TabBarSpringLoadingBehavior {
      offers(.springLoading) ? decoration?.springLoading ?? .disabled : .disabled
    }
    /// The badge's text, where the place shows badges.
    var badgeText: String? { offers(.badge) ? item.badge?.displayText : nil }

    /// The tab's drop target at this place, for its selection state.
    func dropTarget(isSelected: Bool) -> TabDropTarget {
      TabDropTarget(
        acceptsDrops: drop != nil,
        spring: TabSpringLoading(behavior: springLoading, isEnabled: item.isEnabled, isSelected: isSelected))
    }
  }
#endif
