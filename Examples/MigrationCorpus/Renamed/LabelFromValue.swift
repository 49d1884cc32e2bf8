import SwiftUI
import TabBarKit

enum ReaderScreen: String, Hashable, CaseIterable, Identifiable {
  case feed, saved, discover, profile

  var id: String { rawValue }

  var title: LocalizedStringKey {
    switch self {
    case .feed: "Feed"
    case .saved: "Saved"
    case .discover: "Discover"
    case .profile: "Profile"
    }
  }

  var icon: String {
    switch self {
    case .feed: "newspaper"
    case .saved: "bookmark"
    case .discover: "sparkles"
    case .profile: "person.crop.circle"
    }
  }

  @ViewBuilder
  var label: some View {
    Label(title, systemImage: icon)
  }

  @ViewBuilder
  var destination: some View {
    Text(rawValue.capitalized)
  }
}

// A news reader whose enum of screens owns each tab's title and icon: the classic tabs are a
// `ForEach` over the cases, labelled `.tabItem { screen.label }`.
struct LabelFromValueView: View {
  @State private var selection: ReaderScreen = .feed

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarForEach(ReaderScreen.allCases) { screen in
        TabBarTab(screen.title, systemImage: screen.icon, value: screen) {
          screen.destination
        }
      }
    }
  }
}
