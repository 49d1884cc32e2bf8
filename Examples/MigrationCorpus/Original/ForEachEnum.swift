import SwiftUI

enum EnumTab: String, Hashable, CaseIterable {
  case home, explore, saved, profile

  /// A catalog key, as apps declare localized titles.
  var title: LocalizedStringKey { LocalizedStringKey(rawValue.capitalized) }

  var symbol: String {
    switch self {
    case .home: "house"
    case .explore: "safari"
    case .saved: "bookmark"
    case .profile: "person"
    }
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
@MainActor
struct ForEachEnumView: View {
  @State private var tab = EnumTab.home

  var body: some View {
    TabView(selection: $tab) {
      ForEach(EnumTab.allCases, id: \.self) { item in
        Tab(item.title, systemImage: item.symbol, value: item) { Text(item.title) }
      }
    }
  }
}
