import SwiftUI
import TabBarKit

enum TransitTab: Hashable, CaseIterable {
  case departures, map, tickets

  var name: String {
    switch self {
    case .departures: String(localized: "Departures")
    case .map: String(localized: "Map")
    case .tickets: String(localized: "Tickets")
    }
  }

  @ViewBuilder
  var label: some View {
    switch self {
    case .departures: Label("Departures", systemImage: "tram")
    case .map: Label("Map", systemImage: "map")
    case .tickets: Label("Tickets", systemImage: "ticket")
    }
  }
}

// A transit app: iOS 18 tabs over the cases whose label is a `switch` over the value, drawn
// with a symbol variant, and one classic-style label from a known case.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
struct LabelFromSwitchView: View {
  @State private var selection: TransitTab = .departures

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarForEach(TransitTab.allCases, id: \.self) { tab in
        TabBarTab(value: tab, accessibilityTitle: tab.name) {
          Text(tab.name)
        } label: {
          tab.label.environment(\.symbolVariants, selection == tab ? .fill : .none)
        }
      }
    }
  }
}
