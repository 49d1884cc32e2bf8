#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit
  import Testing

  /// One bar to render: a style, an appearance, a direction and a text size, declared through
  /// TabBarKit's public API only, and the layout the core computes for the same bar. The pixel
  /// tests read the picture at the points of that layout.
  struct BarPicture: Sendable, CustomTestStringConvertible {
    /// The tabs of every picture.
    enum PictureTab: Hashable, CaseIterable { case home, search, inbox, profile }

    /// An iPhone 15/16's screen in points.
    static let screenSize = CGSize(width: 390, height: 844)
    /// What the tabs show and what shows through the notch: a green no style uses.
    static let backdrop = RGBAColor(red: 0, green: 1, blue: 0)
    /// The action button's title and symbol (curved style only).
    static let actionTitle = "New"
    static let actionSymbol = "plus"

    let name: String
    let preset: TabBarDesign
    let appearance: ThemeAppearance
    let direction: TabBarCore.TabBarLayoutDirection
    let typeSize: DynamicTypeSize
    let hasAction: Bool
    var selection = PictureTab.home

    /// The four presets at the default text size, light, left to right; the curved one with its
    /// action button, as the seed design has it.
    static let presets: [BarPicture] = [
      BarPicture(name: "curved", preset: .curved, hasAction: true),
      BarPicture(name: "floating", preset: .floating, hasAction: false),
      BarPicture(name: "indicator", preset: .indicator, hasAction: false),
      BarPicture(name: "material", preset: .material, hasAction: false),
    ]

    /// Every preset light and dark, left to right and right to left, default and accessibility3.
    static let all: [BarPicture] = presets.flatMap { scene in
      [ThemeAppearance.light, .dark].flatMap { appearance in
        [TabBarCore.TabBarLayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
          [DynamicTypeSize.large, .accessibility3].map { size in
            scene.with(appearance: appearance, direction: direction, typeSize: size)
          }
        }
      }
    }

    init(
      name: String, preset: TabBarDesign, appearance: ThemeAppearance = .light,
      direction: TabBarCore.TabBarLayoutDirection = .leftToRight,
      typeSize: DynamicTypeSize = .large, hasAction: Bool
    ) {
      self.name = name
      self.preset = preset
      self.appearance = appearance
      self.direction = direction
      self.typeSize = typeSize
      self.hasAction = hasAction
    }

    func with(
      appearance: ThemeAppearance, direction: TabBarCore.TabBarLayoutDirection, typeSize: DynamicTypeSize
    ) -> BarPicture {
      BarPicture(
        name: "\(name) \(appearance.rawValue) \(direction.rawValue) \(typeSize)", preset: preset,
        appearance: appearance, direction: direction, typeSize: typeSize, hasAction: hasAction)
    }

    /// What the test log calls this scene.
    var testDescription: String { name }

    /// The preset's style, as an app names it (`.tabBarStyle(.curved)` is this style).
    @MainActor var style: TabBarDesign { preset }

    /// The palette the style paints this scene with.
    @MainActor var palette: TabBarPalette { style.theme.palette(for: appearance) }

    /// The core's layout of this bar: the items as the container declares them (its tabs in
    /// order, then the action), at the screen's size, with no safe area (ImageRenderer has none).
    @MainActor func expectedLayout() throws -> TabBarLayout {
      var items = PictureTab.allCases.map { tab in
        TabItem(id: "\(tab)", title: Self.title(of: tab), symbol: Self.symbol(of: tab))
      }
      if hasAction {
        items.append(
          TabItem(id: "action", title: Self.actionTitle, symbol: Self.actionSymbol, role: .action))
      }
      return TabBarLayoutEngine.layout(
        TabBarLayoutRequest(
          items: try TabItems(items), selectedID: "\(selection)", containerSize: Self.screenSize,
          layoutDirection: direction,
          dynamicTypeFactor: TabBarCore.TabBarDynamicTypeSize(typeSize).scaleFactor,
          metrics: style.metrics))
    }

    /// The container as an app declares it, over the backdrop.
    @MainActor func view(selection: Binding<PictureTab>) -> some View {
      ZStack {
        Color(Self.backdrop).ignoresSafeArea()
        container(selection: selection)
      }
      .frame(width: Self.screenSize.width, height: Self.screenSize.height)
      .environment(\.colorScheme, appearance == .dark ? .dark : .light)
      .environment(\.layoutDirection, direction == .rightToLeft ? .rightToLeft : .leftToRight)
      .environment(\.dynamicTypeSize, typeSize)
      .environment(\.horizontalSizeClass, .compact)
    }

    @MainActor @ViewBuilder private func container(selection: Binding<PictureTab>) -> some View {
      let bar = TabBarContainer(selection: selection) {
        for tab in PictureTab.allCases {
          TabBarTab(Self.title(of: tab), systemImage: Self.symbol(of: tab), value: tab) {
            Color(Self.backdrop).ignoresSafeArea()
          }
        }
      }
      .tabBarStyle(style)
      if hasAction {
        bar.tabBarAction(
          LocalizedStringResource(stringLiteral: Self.actionTitle), systemImage: Self.actionSymbol
        ) {}
      } else {
        bar
      }
    }

    static func title(of tab: PictureTab) -> String {
      switch tab {
      case .home: "Home"
      case .search: "Search"
      case .inbox: "Inbox"
      case .profile: "Profile"
      }
    }

    static func symbol(of tab: PictureTab) -> String {
      switch tab {
      case .home: "house"
      case .search: "magnifyingglass"
      case .inbox: "bell"
      case .profile: "person"
      }
    }
  }
#endif
