#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the scene's stored tab state travels to the container.
  private struct TabBarRestorationKey: EnvironmentKey {
    static var defaultValue: Binding<String>? { nil }
  }

  extension EnvironmentValues {
    /// The scene-stored ``TabBarRestoration`` text containers below read at launch and write as
    /// the selection changes (see ``SwiftUICore/View/tabBarRestoration(id:)``).
    var tabBarRestoration: Binding<String>? {
      get { self[TabBarRestorationKey.self] }
      set { self[TabBarRestorationKey.self] = newValue }
    }
  }

  /// Keeps a container's ``TabBarRestoration`` in the scene's storage.
  // Not marked @MainActor: SDKs before iOS 18 and macOS 15 call it from nonisolated View
  // extensions, where the modifier takes its isolation from its protocol.
  private struct TabBarRestorationModifier: ViewModifier {
    @SceneStorage private var stored: String

    init(key: String) {
      _stored = SceneStorage(wrappedValue: "", key)
    }

    func body(content: Content) -> some View {
      content.environment(\.tabBarRestoration, $stored)
    }
  }

  extension View {
    /// Keeps the ``TabBarContainer``'s selected tab across relaunches in the scene's storage
    /// (`@SceneStorage`), by tab id, as `TabBarRestoration`: the container stores the selected
    /// tab whenever it, or the tabs it is chosen among, changes (the core's
    /// `TabBarEffect/persistSelection(id:)`), and at launch the first tab it shows and mounts is
    /// the saved one, or, when that is gone, hidden or disabled, the first shown enabled tab; the
    /// app's selection binding is then set to it (a value the app writes to the binding before
    /// the container first appears gives way to the restored one). The person's arrangement is
    /// not stored here: keep it with ``SwiftUICore/View/tabBarCustomization(_:)``.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarRestoration(id: "main")
    /// ```
    ///
    /// Corrupted stored text is ignored. Tabs are identified by their
    /// ``TabBarTab/customizationID(_:)``, else their value's description. Give tabs whose values
    /// describe alike a customization id: their numbered ids ("x#2") follow the order the
    /// container first saw them in, which the next launch may not repeat.
    ///
    /// - Parameter id: A key unique among the scene's containers.
    public func tabBarRestoration(id: String) -> some View {
      modifier(TabBarRestorationModifier(key: "TabBarKit.restoration.\(id)"))
    }
  }
#endif
