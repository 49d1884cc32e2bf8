#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the app's customization binding travels to the container.
  private struct TabBarCustomizationKey: EnvironmentKey {
    static var defaultValue: Binding<TabBarCustomization>? { nil }
  }

  extension EnvironmentValues {
    /// The customization containers below read and write (see
    /// ``SwiftUICore/View/tabBarCustomization(_:)``).
    var tabBarCustomization: Binding<TabBarCustomization>? {
      get { self[TabBarCustomizationKey.self] }
      set { self[TabBarCustomizationKey.self] = newValue }
    }
  }

  extension View {
    /// Lets people reorder and hide the ``TabBarContainer``'s tabs in the sidebar's edit mode,
    /// kept in `customization`, like `tabViewCustomization(_:)`. ``TabBarCustomization`` is a
    /// string for `@AppStorage` and `@SceneStorage`; stored data from an older version of the
    /// app merges with today's tabs, and corrupted data gives the declared order.
    ///
    /// ```swift
    /// @AppStorage("tabs") private var customization = TabBarCustomization()
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarCustomization($customization)
    /// ```
    ///
    /// Tabs are identified by their ``TabBarTab/customizationID(_:)``, else their value's
    /// description; ``TabBarTab/customizationBehavior(_:for:)`` keeps a tab from being hidden.
    ///
    /// - Parameter customization: The person's order and hidden tabs.
    public func tabBarCustomization(_ customization: Binding<TabBarCustomization>) -> some View {
      environment(\.tabBarCustomization, customization)
    }
  }
#endif
