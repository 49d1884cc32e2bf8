import SwiftUI
import TabBarKit

enum GardenTab: String, Hashable, CaseIterable {
  case plants, calendar, journal, shop

  var title: String {
    switch self {
    case .plants: "Plants"
    case .calendar: "Calendar"
    case .journal: "Journal"
    case .shop: "Shop"
    }
  }

  var symbol: String {
    switch self {
    case .plants: "leaf"
    case .calendar: "calendar"
    case .journal: "book"
    case .shop: "cart"
    }
  }

  var customizationID: String { "garden.tab." + rawValue }
}

// A gardening app in the shape of Apple's sample code: iOS 18 tabs whose modifier chains hold
// postfix `#if` blocks (SE-0308), one of them around a modifier the tool renames.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
struct PostfixConditionalChainView: View {
  @State private var selection: GardenTab = .plants
  @State private var customization = TabBarCustomization()

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarTab(GardenTab.plants.title, systemImage: GardenTab.plants.symbol, value: .plants) {
        Text("Plants")
      }
      .customizationID(GardenTab.plants.customizationID)
      #if !os(macOS) && !os(tvOS)
        .customizationBehavior(.disabled, for: .sidebar, .tabBar)
      #endif

      TabBarTab(GardenTab.calendar.title, systemImage: GardenTab.calendar.symbol, value: .calendar) {
        Text("Calendar")
      }
      .customizationID(GardenTab.calendar.customizationID)

      TabBarTab(GardenTab.journal.title, systemImage: GardenTab.journal.symbol, value: .journal) {
        Text("Journal")
      }
      .customizationID(GardenTab.journal.customizationID)
      #if os(iOS)
        .badge(2)
      #else
        .badge(0)
      #endif

      TabBarTab(GardenTab.shop.title, systemImage: GardenTab.shop.symbol, value: .shop) {
        Text("Shop")
      }
      .customizationID(GardenTab.shop.customizationID)
    }
    .tabBarSidebarAdaptable()
    #if os(iOS)
      .tabBarCustomization($customization)
    #endif
  }
}
