import SwiftUI
import TabBarKit

/// The material design: a translucent bar, the selected icon 1.2 times larger with a bold
/// label, and a "!" badge on Saved. With `usesSystemBar` the same tabs show in the system's
/// tab bar (Liquid Glass on iOS 26).
struct MaterialDemo: View {
  enum Tab: Hashable { case home, explore, cart, saved, settings }

  let usesSystemBar: Bool
  @State private var tab = Tab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house", value: Tab.home) { DemoFeed(title: "Home") }
      TabBarTab("Explore", systemImage: "sparkle.magnifyingglass", value: Tab.explore) {
        DemoFeed(title: "Explore")
      }
      TabBarTab("Cart", systemImage: "cart", value: Tab.cart) { DemoFeed(title: "Cart") }
      TabBarTab("Saved", systemImage: "bookmark", value: Tab.saved) { DemoFeed(title: "Saved") }
        .tabBarBadge("!")
      TabBarTab("Settings", systemImage: "gear", value: Tab.settings) { DemoFeed(title: "Settings") }
    }
    .tabBarStyle(usesSystemBar ? AnyTabBarStyle(.system) : AnyTabBarStyle(.material))
  }
}
