#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit
  import Testing

  // The style of Sources/TabBarKit/TabBarKit.docc/WritingAStyle.md, word for word (a core test
  // compares the three copies: the article's, the demo's, this one), conforming to TabBarStyle as
  // an app does: through TabBarKit's public API only.
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

  #if os(iOS)
    /// A style written outside TabBarKit draws the bar through the public configuration: the
    /// capsule goes behind the selected tab, not the others, and moves with the selection.
    @MainActor @Suite("A custom style is drawn where the core lays the bar out")
    struct CustomStyleTests {
      enum Tab: Hashable, CaseIterable { case home, explore, saved, profile }

      static let size = CGSize(width: 390, height: 844)
      static let backdrop = RGBAColor(red: 0, green: 1, blue: 0)

      /// The container with the custom style over the backdrop, `selection` selected.
      func view(selection: Tab) -> some View {
        ZStack {
          Color(Self.backdrop).ignoresSafeArea()
          TabBarContainer(selection: .constant(selection)) {
            for tab in Tab.allCases {
              TabBarTab("\(tab)", systemImage: "circle", value: tab) {
                Color(Self.backdrop).ignoresSafeArea()
              }
            }
          }
          .tabBarStyle(HighlightBarStyle())
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .environment(\.horizontalSizeClass, .compact)
      }

      /// The core's layout of the same bar.
      func layout(selection: Tab) throws -> TabBarLayout {
        let items = try TabItems(Tab.allCases.map { TabItem(id: "\($0)", title: "\($0)", symbol: "circle") })
        return TabBarLayoutEngine.layout(
          TabBarLayoutRequest(
            items: items, selectedID: "\(selection)", containerSize: Self.size,
            metrics: HighlightBarStyle().metrics))
      }

      /// A point inside the capsule's inset area of `item`, clear of its icon and label.
      static func probe(_ item: ItemLayout) -> CGPoint {
        let inset = HighlightBarStyle.highlightInset
        return CGPoint(x: item.hitFrame.minX + inset.width + 6, y: item.hitFrame.midY)
      }

      @Test("The capsule is behind the selected tab only, and follows the selection")
      func highlightFollowsSelection() throws {
        for selection in [Tab.home, .saved] {
          let layout = try layout(selection: selection)
          let image = try #require(RenderedImage(view(selection: selection)), "no image")
          let selected = try #require(layout.items.first { $0.isSelected })
          let other = try #require(layout.items.first { !$0.isSelected })
          let inside = try #require(image.color(at: Self.probe(selected)))
          let outside = try #require(image.color(at: Self.probe(other)))
          #expect(
            colorDistance(inside, Self.backdrop) > 0.1, "the bar's surface is drawn under \(selected.id)")
          #expect(colorDistance(inside, outside) > 0.02, "\(selected.id) is highlighted, \(other.id) is not")
        }
      }
    }
  #endif
#endif
