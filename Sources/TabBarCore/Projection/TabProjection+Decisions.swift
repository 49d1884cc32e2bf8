// Each attribute's decision for every place: a switch with no `default`, so a place added
// without a decision here does not build. The words are the Platforms article's.

extension TabProjection {
  static func hidden(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton, .sidebarRow, .moreRow:
      .applied("left out; its content keeps its state")
    case .systemTab, .systemTabDisablable, .systemTabGlass:
      .applied("`Tab(…).hidden(_:)`: the tab stays in the `TabView`, its content keeps its state")
    case .visionOrnament:
      .applied("`Tab(…).hidden(_:)` from visionOS 2, its state kept; on visionOS 1 its page leaves")
    case .systemTabItem:
      .appliedDifferently(
        "its page leaves the `TabView` (a `.tabItem` page cannot hide): its content starts afresh")
    case .tvTopBar:
      .appliedDifferently(
        "its page leaves the `TabView` (tvOS's `Tab` has no `hidden(_:)`): its content starts afresh")
    case .watchPage:
      .appliedDifferently("its page leaves the pages (a page cannot hide): its content starts afresh")
    }
  }

  static func disabled(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton, .sidebarRow, .moreRow:
      .applied("dimmed; it refuses selection")
    case .systemTabDisablable, .systemTabGlass:
      .applied("`Tab(…).disabled(_:)`")
    case .systemTab:
      .notOffered(
        "`Tab` has no `disabled(_:)` before iOS 18.4: it looks enabled; a tap is refused and the selection goes back"
      )
    case .systemTabItem:
      .notOffered(
        "a `.tabItem` page cannot be disabled: it looks enabled; a tap is refused and the selection goes back"
      )
    case .tvTopBar:
      .appliedDifferently(
        "`Tab(…).disabled(_:)` from tvOS 18.4; before, focus onto it is refused and goes back")
    case .visionOrnament:
      .appliedDifferently("`Tab(…).disabled(_:)` from visionOS 2.4; before, a tap is refused and goes back")
    case .watchPage:
      .appliedDifferently("its page shows; paging to it is refused and pages back")
    }
  }

  static func placement(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton: .applied("pinned tabs at the trailing end; sidebar-only ones behind More")
    case .raisedButton: .appliedDifferently("raised unless sidebar-only, then listed behind More")
    case .sidebarRow: .applied("pinned tabs in the leading group; sidebar-only ones as ordinary rows")
    case .moreRow: .applied("lists the sidebar-only tabs and those the bar has no slot for")
    case .systemTab, .systemTabDisablable, .systemTabGlass:
      .applied("`Tab(…).tabPlacement(_:)`: sidebar-only tabs stay out of the bar")
    case .tvTopBar:
      .applied("`Tab(…).tabPlacement(_:)` from tvOS 18; before, sidebar-only tabs are listed last")
    case .visionOrnament:
      .applied("`Tab(…).tabPlacement(_:)` from visionOS 2; before, sidebar-only tabs are listed last")
    case .systemTabItem:
      .appliedDifferently(
        "sidebar-only tabs are listed last, for the system's More once the bar is full; with room they show")
    case .watchPage: .notOffered("pages have no bar or sidebar: every shown tab is a page")
    }
  }

  static func defaultVisibility(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton: .applied("not in the row until the person adds it; behind More")
    case .sidebarRow: .applied("listed")
    case .moreRow: .applied("listed")
    case .systemTab, .systemTabDisablable, .systemTabGlass:
      .appliedDifferently(
        "as `Tab(…).tabPlacement(.sidebarOnly)` (the Kit keeps the person's choice): out of the bar")
    case .tvTopBar: .appliedDifferently("as sidebar-only from tvOS 18; before, listed last")
    case .visionOrnament: .appliedDifferently("as sidebar-only from visionOS 2; before, listed last")
    case .systemTabItem:
      .appliedDifferently("listed last, for the system's More once the bar is full; with room it shows")
    case .watchPage: .notOffered("pages have no bar: the tab is a page")
    }
  }

  static func identifier(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton, .sidebarRow, .moreRow:
      .applied("on the view, only where the app set them")
    case .systemTab, .systemTabDisablable, .systemTabGlass:
      .applied("`Tab(…).accessibilityIdentifier(_:)`, `.accessibilityInputLabels(_:)`")
    case .tvTopBar: .appliedDifferently("on the `Tab` from tvOS 18; not before")
    case .visionOrnament: .appliedDifferently("on the `Tab` from visionOS 2; not before")
    case .systemTabItem:
      .notOffered("a `.tabItem` label has no place for them: the system builds the bar's button")
    case .watchPage: .notOffered("a page's `.tabItem` has no place for them")
    }
  }

  static func accessibilityLabels(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton: .applied("the core's speech: the label, value, hint, \"Tab, 2 of 4\"")
    case .sidebarRow, .moreRow: .applied("the label, value and hint on the row")
    case .systemTab, .systemTabDisablable, .systemTabGlass:
      .applied("`Tab(…).accessibilityLabel`, `Value`, `Hint`")
    case .tvTopBar: .appliedDifferently("on the `Tab` from tvOS 18; the title before")
    case .visionOrnament: .appliedDifferently("on the `Tab` from visionOS 2; the title before")
    case .systemTabItem: .appliedDifferently("the title is the label; the value and hint are not carried")
    case .watchPage: .appliedDifferently("the title labels the page's icon")
    }
  }

  static func contextMenu(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton, .sidebarRow: .applied("`contextMenu`, in the app's reading direction")
    case .moreRow: .notOffered("a More row opens its tab; the menu is the bar button's")
    case .systemTab, .systemTabDisablable, .systemTabGlass, .systemTabItem, .visionOrnament:
      .notOffered("SwiftUI's `Tab` and `.tabItem` have no context menu")
    case .tvTopBar, .watchPage: .notOffered("tabs have no context menu on Apple TV and Apple Watch")
    }
  }

  static func popover(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton: .applied("anchored to the button")
    case .sidebarRow, .moreRow: .notOffered("a row is not where the bar's popover points")
    case .systemTab, .systemTabDisablable, .systemTabGlass, .systemTabItem, .tvTopBar, .visionOrnament:
      .notOffered("the system's bar button is not a view a popover can anchor to")
    case .watchPage: .notOffered("Apple Watch has no popovers")
    }
  }

  static func drop(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton, .sidebarRow:
      .applied("a drop delegate that takes only the declared type and forbids the rest")
    case .moreRow: .notOffered("a More row opens its tab: drop into the tab's content")
    case .systemTab, .systemTabDisablable, .systemTabGlass, .systemTabItem, .visionOrnament:
      .notOffered("the Kit's drop is a view's; it is not handed to the system's tab")
    case .tvTopBar, .watchPage: .notOffered("no drag and drop on Apple TV and Apple Watch")
    }
  }

  static func springLoading(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton, .sidebarRow:
      .applied("a pausing drag selects an enabled, unselected tab after half a second")
    case .moreRow: .notOffered("a More row is reached after the drag has left the bar")
    case .systemTab, .systemTabDisablable, .systemTabGlass, .visionOrnament:
      .applied("`Tab(…).springLoadingBehavior(_:)`")
    case .systemTabItem: .notOffered("a `.tabItem` page has no spring loading: the system's own applies")
    case .tvTopBar, .watchPage: .notOffered("no drag and drop on Apple TV and Apple Watch")
    }
  }

  static func badge(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton, .raisedButton: .applied("drawn by the core's badge layout")
    case .sidebarRow, .moreRow: .applied("`badge` on the row")
    case .systemTab, .systemTabDisablable, .systemTabGlass, .visionOrnament: .applied("`Tab(…).badge(_:)`")
    case .systemTabItem: .applied("`badge` on the page")
    case .tvTopBar: .notOffered("Apple TV's top bar shows no badges")
    case .watchPage: .notOffered("Apple Watch's pages show no badges")
    }
  }

  static func role(at place: TabPlace) -> TabTreatment {
    switch place {
    case .barButton:
      .applied("search set apart at the trailing end; the action a floating button, never a tab")
    case .raisedButton: .applied("the prominent tab in the middle slot, unless an action takes it")
    case .sidebarRow: .applied("search in the leading group; the action a prominent button")
    case .moreRow: .appliedDifferently("lists tabs only")
    case .systemTab, .systemTabDisablable, .visionOrnament:
      .appliedDifferently(
        "`Tab(role: .search)`; prominent an ordinary tab; the action a button beside the content")
    case .systemTabGlass:
      .appliedDifferently(
        "search in the system's own circle; prominent an ordinary tab; the action a button beside the content"
      )
    case .systemTabItem:
      .appliedDifferently("search an ordinary page; the action a button beside the content")
    case .tvTopBar:
      .appliedDifferently(
        "search with its role from tvOS 18; the action a button beside the content (focus would run it)")
    case .watchPage: .appliedDifferently("the action a page of its own after the tabs")
    }
  }
}
