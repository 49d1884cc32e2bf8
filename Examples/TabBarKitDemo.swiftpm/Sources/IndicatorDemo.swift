import SwiftUI
import TabBarKit

/// The line-indicator design (as LinkedIn's): a black 70 × 2 pt line over the selected tab,
/// gray unselected tabs, no background.
struct IndicatorDemo: View {
  enum Tab: Hashable { case home, favorite, job, profile }

  @State private var tab = Tab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house.fill", value: Tab.home) { DemoFeed(title: "Home") }
      TabBarTab("Favorite", systemImage: "heart.fill", value: Tab.favorite) {
        DemoFeed(title: "Favorite")
      }
      TabBarTab("Job", systemImage: "bag.fill", value: Tab.job) { DemoFeed(title: "Job") }
        .tabBarBadge(120)
      TabBarTab("Profile", systemImage: "person.2.fill", value: Tab.profile) {
        DemoFeed(title: "Profile")
      }
    }
    .tabBarStyle(.indicator)
  }
}
