#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The app's reselection handler, set with `onTabReselect`: what it does with a reselected
  /// tab's value, the value type it expects, and whether the built-in response still runs.
  struct TabReselectHandler {
    /// The type of the values the handler takes.
    let valueType: Any.Type
    /// Whether the tab still pops to its root or scrolls to the top.
    let runsBuiltInResponse: Bool
    /// Performs the handler with a value of ``valueType``; other values are ignored.
    let perform: @MainActor (AnyHashable) -> Void

    /// How the core answers a reselect with this handler in place.
    var handling: TabReselectHandling {
      runsBuiltInResponse ? .appAndBuiltIn : .appOnly
    }

    /// A handler for values of `Value`.
    init<Value: Hashable>(
      _: Value.Type, runsBuiltInResponse: Bool, action: @escaping @MainActor (Value) -> Void
    ) {
      valueType = Value.self
      self.runsBuiltInResponse = runsBuiltInResponse
      perform = { reselected in
        if let value = reselected.base as? Value { action(value) }
      }
    }

    /// Whether the handler can ever be called by a container whose values are `Value`; when it
    /// cannot, the container reports the mistake once (see ``TabBarDiagnostics``).
    func accepts<Value>(_: Value.Type) -> Bool {
      valueType == Value.self
    }
  }

  /// Where the handler travels to the container.
  private struct TabReselectHandlerKey: EnvironmentKey {
    static var defaultValue: TabReselectHandler? { nil }
  }

  extension EnvironmentValues {
    /// The handler set by `onTabReselect` for the container below.
    var tabReselectHandler: TabReselectHandler? {
      get { self[TabReselectHandlerKey.self] }
      set { self[TabReselectHandlerKey.self] = newValue }
    }
  }

  extension View {
    /// Performs `action` with the tab's value when the selected tab of the ``TabBarContainer``
    /// below is chosen again. Written directly on the container, the value's type is inferred
    /// (see ``TabBarContainer/onTabReselect(runsBuiltInResponse:perform:)``); further out, name
    /// it. A type that can never match the container's values is reported once at run time.
    ///
    /// By default the built-in behaviour runs as well: a ``TabBarNavigationStack`` in the tab
    /// pops to its root, or, at the root, a ``TabBarScrollView`` scrolls to the top. Pass
    /// `runsBuiltInResponse: false` to replace it with `action`. The selection binding is also
    /// written with the same value, as SwiftUI's `TabView` does.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.floating)
    ///   .onTabReselect { (tab: AppTab) in
    ///     if tab == .feed { feed.refresh() }
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - runsBuiltInResponse: Whether the tab still pops to its root or scrolls to the top.
    ///   - action: What to do with the reselected tab's value.
    public func onTabReselect<Value: Hashable>(
      runsBuiltInResponse: Bool = true, perform action: @escaping @MainActor (Value) -> Void
    ) -> some View {
      environment(
        \.tabReselectHandler,
        TabReselectHandler(Value.self, runsBuiltInResponse: runsBuiltInResponse, action: action))
    }
  }
#endif
