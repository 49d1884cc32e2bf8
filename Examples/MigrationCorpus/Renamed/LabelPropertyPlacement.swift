import SwiftUI
import TabBarKit

enum ForumTab: Hashable, CaseIterable {
  case home, inbox, saved, more

  var title: LocalizedStringKey {
    switch self {
    case .home: "Home"
    case .inbox: "Inbox"
    case .saved: "Saved"
    case .more: "More"
    }
  }

  var icon: String {
    switch self {
    case .home: "house"
    case .inbox: "tray"
    case .saved: "bookmark"
    case .more: "ellipsis"
    }
  }

  var placement: TabBarTabPlacement {
    self == .home ? .pinned : .automatic
  }

  @ViewBuilder
  var label: some View {
    if self != .more {
      Label(title, systemImage: icon)
    }
  }
}

// A forum client whose enum of tabs owns a `@ViewBuilder` label inside an `if`, and each tab's
// placement as SwiftUI's `TabPlacement`; one tab draws its symbol with a rendering mode.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
struct LabelPropertyPlacementView: View {
  @State private var selection: ForumTab = .home

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarForEach([ForumTab.home, .inbox, .saved], id: \.self) { tab in
        TabBarTab(tab.title, systemImage: tab.icon, value: tab) {
          Text("Threads")
        }
        .tabPlacement(tab.placement)
      }
      TabBarTab(ForumTab.more.title, systemImage: ForumTab.more.icon, value: ForumTab.more) {
        Text("More")
      }
    }
    .tabBarSidebarAdaptable()
  }
}
