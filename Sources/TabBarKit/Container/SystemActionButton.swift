#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import TabBarCore

  /// The action beside the content of the system's `TabView`, never one of its tabs
  /// (``TabProjection``'s role row): a tab of the `TabView` would be a page the system selects
  /// before the core can refuse it (a flash of an empty page, iOS 26's selection lens sliding
  /// to it, VoiceOver counting it as a tab), and on Apple TV focus passing over it would run it.
  /// It sits at the bottom trailing corner of each tab's page, above the system's bar, shown
  /// with the bar: at a tab's root, not over a screen that hides the bar.
  @MainActor
  struct SystemActionButton<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>

    var body: some View {
      let state = scene.state
      let send = scene.send
      if let action = scene.declarations.items.action, !state.isBarHidden, state.selectedTabIsAtRoot {
        Button {
          send(.chooseTab(id: action.id))
        } label: {
          Label(action.title, systemImage: action.symbol)
        }
        .tabBarSystemActionStyle()
        .tabBarFocusSection()
        .padding()
      }
    }
  }

  extension View {
    /// A prominent round button on a touch screen or with a pointer (the icon alone; VoiceOver
    /// reads the title); Apple TV's own focusable button there.
    @ViewBuilder
    fileprivate func tabBarSystemActionStyle() -> some View {
      #if os(tvOS)
        self
      #else
        let prominent = labelStyle(.iconOnly).buttonStyle(.borderedProminent).controlSize(.large)
        // The capsule shape is the Mac's from macOS 14; macOS 13 keeps its rounded rectangle.
        if #available(macOS 14.0, *) {
          prominent.buttonBorderShape(.capsule)
        } else {
          prominent
        }
      #endif
    }
  }
#endif
