import SwiftUI
import TabBarKit

/// A bar of its own: a rounded slab in the bar's surface, a capsule behind the selected tab, and
/// the container's own tab buttons, which keep VoiceOver, the Large Content Viewer, a pointer's
/// hover and the keyboard's Command-digits.
struct HighlightBarStyle: TabBarStyle {
  /// The floating capsule's geometry: the core lays the bar out with it.
  var metrics: TabBarMetrics { TabBarDesign.floating.metrics }
  /// The floating design's colours: the palette the configuration hands over.
  var theme: TabBarTheme { TabBarDesign.floating.theme }

  func makeBody(configuration: Configuration) -> some View {
    let bar = configuration.barRelative(configuration.layout.barFrame)
    ZStack(alignment: .topLeading) {
      configuration.surfaceBackground(in: Capsule())
        .frame(width: bar.width, height: bar.height)
      Self.highlight(configuration)
      ZStack(alignment: .topLeading) {
        ForEach(configuration.layout.items, id: \.id) { item in
          TabBarItemButton(item: item, configuration: configuration)
        }
      }
      .frame(width: bar.width, height: bar.height, alignment: .topLeading)
      .tabBarItemsContainer()
    }
    .frame(width: bar.width, height: bar.height, alignment: .topLeading)
  }

  /// How far the capsule stands inside the selected tab's hit frame, in points.
  static let highlightInset = CGSize(width: 4, height: 6)
  /// How strongly the capsule shows the selected item's colour.
  static let highlightOpacity = 0.15

  /// The capsule behind the selected tab: one view whatever the selection, moved on the
  /// container's selection animation (none under Reduce Motion).
  static func highlight(_ configuration: TabBarStyleConfiguration) -> some View {
    let selected = configuration.layout.items.first { $0.isSelected }
    let frame =
      selected.map {
        configuration.barRelative($0.hitFrame).insetBy(dx: highlightInset.width, dy: highlightInset.height)
      } ?? .zero
    return Capsule()
      .fill(Color(configuration.palette.selectedItemColor).opacity(highlightOpacity))
      .frame(width: frame.width, height: frame.height)
      .position(x: frame.midX, y: frame.midY)
      .opacity(selected == nil ? 0 : 1)
      .animation(configuration.selectionAnimation, value: selected?.id)
      .accessibilityHidden(true)
  }
}

/// A custom style in an app: the floating design's tabs drawn by ``HighlightBarStyle``, the code
/// of the "Write your own style" article.
struct CustomStyleDemo: View {
  enum Tab: Hashable { case home, explore, saved, profile }

  @State private var tab = Tab.home

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Home", systemImage: "house", value: Tab.home) { DemoFeed(title: "Home") }
      TabBarTab("Explore", systemImage: "safari", value: Tab.explore) { DemoFeed(title: "Explore") }
      TabBarTab("Saved", systemImage: "bookmark", value: Tab.saved) { DemoFeed(title: "Saved") }
        .tabBarBadge(3)
      TabBarTab("Profile", systemImage: "person", value: Tab.profile) { DemoFeed(title: "Profile") }
    }
    .tabBarStyle(HighlightBarStyle())
  }
}
