#if canImport(SwiftUI)
  import SwiftUI

  /// The floating action button of a ``TabBarContainer``: a title (read by VoiceOver), a symbol
  /// and what it does. Set it with ``SwiftUICore/View/tabBarAction(_:systemImage:action:)``.
  ///
  /// It is an action, not a tab: it never becomes the selection and is not counted among the
  /// tabs ("Tab, 2 of 4").
  ///
  /// ```swift
  /// TabBarContainer(selection: $tab) { … }
  ///   .tabBarAction("New Post", systemImage: "plus") { isComposing = true }
  /// ```
  struct TabBarActionButton {
    /// The title: VoiceOver's label, and the button's text in a sidebar; resolved in the
    /// environment's locale when the container is drawn.
    let title: TabBarTitle
    /// The SF Symbol name of the button's glyph.
    ///
    /// ```swift
    /// Image(systemName: button.systemImage)
    /// ```
    let systemImage: String
    /// What the button does.
    let action: @MainActor () -> Void

    /// Creates an action button.
    ///
    /// ```swift
    /// TabBarActionButton(title: "New", systemImage: "plus") { compose() }
    /// ```
    init(title: LocalizedStringResource, systemImage: String, action: @escaping @MainActor () -> Void) {
      self.title = .resource(title)
      self.systemImage = systemImage
      self.action = action
    }
  }

  /// Where the action button travels through the environment to the container.
  private struct TabBarActionButtonKey: EnvironmentKey {
    static var defaultValue: TabBarActionButton? { nil }
  }

  extension EnvironmentValues {
    /// The action button set by ``SwiftUICore/View/tabBarAction(_:systemImage:action:)`` for the
    /// container below; containers clear it for their tabs' content.
    var tabBarActionButton: TabBarActionButton? {
      get { self[TabBarActionButtonKey.self] }
      set { self[TabBarActionButtonKey.self] = newValue }
    }
  }

  extension View {
    /// Gives the ``TabBarContainer`` below a floating action button: raised in the curved
    /// style's notch, in the row of items in the others, a prominent button in a sidebar, a page
    /// of its own on Apple Watch.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarStyle(.curved)
    ///   .tabBarAction("New Post", systemImage: "plus") { isComposing = true }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The button's title, looked up in the app's string catalog; VoiceOver reads it.
    ///   - systemImage: The SF Symbol name of its glyph.
    ///   - action: What tapping it does.
    public func tabBarAction(
      _ title: LocalizedStringResource, systemImage: String, action: @escaping @MainActor () -> Void
    ) -> some View {
      environment(
        \.tabBarActionButton, TabBarActionButton(title: title, systemImage: systemImage, action: action))
    }
  }
#endif
