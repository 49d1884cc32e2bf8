import SwiftUI

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

  var placement: TabPlacement {
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
    TabView(selection: $selection) {
      ForEach([ForumTab.home, .inbox, .saved], id: \.self) { tab in
        Tab(value: tab) {
          Text("Threads")
        } label: {
          tab.label.environment(\.symbolVariants, tab == selection ? .fill : .none)
        }
        .tabPlacement(tab.placement)
      }
      Tab(value: ForumTab.more) {
        Text("More")
      } label: {
        Label(ForumTab.more.title, systemImage: ForumTab.more.icon)
          .symbolRenderingMode(.hierarchical)
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}
