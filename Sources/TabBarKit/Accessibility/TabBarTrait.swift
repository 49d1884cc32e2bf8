#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The tab-bar trait (`AccessibilityTraits.isTabBar`): documented from iOS 17, but first
  /// declared in the iOS 18 SDK (SwiftUI 6), so it is used where the SDK declares it and the
  /// system is iOS 17 (and the matching releases) or later. Elsewhere each item carries
  /// "Tab, n of m" in its value.
  enum TabBarTrait {
    /// Whether the running system gets the trait, so VoiceOver counts the tabs itself.
    static var isApplied: Bool {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
          return true
        }
      #endif
      return false
    }
  }

  /// Makes a view the tab bar's accessibility container: its tab buttons stay separate elements,
  /// grouped under the tab-bar trait where the system has it, so VoiceOver counts them. The
  /// action button is drawn outside it: it is not a tab. Custom styles apply it with
  /// ``SwiftUICore/View/tabBarItemsContainer()``.
  ///
  /// Where the core's ``TabBarTabCounting`` has the items say their own places (the search tab
  /// drawn apart), the container carries no trait, as a value: its buttons keep their identity.
  struct TabBarAccessibilityContainer: ViewModifier {
    @Environment(\.tabBarTabCounting) private var counting

    func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
          content.accessibilityElement(children: .contain)
            .accessibilityAddTraits(counting.containerHasTrait ? .isTabBar : [])
        } else {
          content.accessibilityElement(children: .contain)
        }
      #else
        content.accessibilityElement(children: .contain)
      #endif
    }
  }

  extension View {
    /// Marks a custom style's tab buttons as the tab bar VoiceOver counts ("Tab, 2 of 4"). Put
    /// the tabs (and a More item) inside it and the action button outside: an action is not a
    /// tab. ``TabBarDrawing`` does this for the built-in styles.
    ///
    /// ```swift
    /// ZStack {
    ///   HStack { ForEach(configuration.layout.items, id: \.id) { TabBarItemButton(item: $0, configuration: configuration) } }
    ///     .tabBarItemsContainer()
    ///   actionButton
    /// }
    /// ```
    public func tabBarItemsContainer() -> some View {
      modifier(TabBarAccessibilityContainer())
    }
  }

  extension EnvironmentValues {
    /// Who reads the bar's tabs' places (``TabBarTabCounting``): set by the container around its
    /// bar; the system where it has the trait, outside one.
    var tabBarTabCounting: TabBarTabCounting {
      get { self[TabBarTabCountingKey.self] }
      set { self[TabBarTabCountingKey.self] = newValue }
    }
  }

  private struct TabBarTabCountingKey: EnvironmentKey {
    static var defaultValue: TabBarTabCounting {
      TabBarTabCounting(systemHasTrait: TabBarTrait.isApplied, searchStandsApart: false)
    }
  }
#endif
