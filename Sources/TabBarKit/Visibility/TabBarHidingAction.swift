#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  /// How a view in a tab asks the container to hide the bar: each asking view keeps a request
  /// under its own token, and the bar is hidden while any view of the selected tab asks.
  ///
  /// It travels down the environment, which reaches views pushed onto a `NavigationStack`; a
  /// preference set in a pushed view does not come back up out of the stack, so it could not.
  struct TabBarHidingAction {
    /// Records whether the view of `requester` asks for the bar to be hidden.
    let update: (_ requester: UUID, _ hides: Bool) -> Void
  }

  /// Where the hiding action travels to a tab's content.
  private struct TabBarHidingActionKey: EnvironmentKey {
    static var defaultValue: TabBarHidingAction? { nil }
  }

  extension EnvironmentValues {
    /// The container's hiding action for this tab; `nil` where the bar cannot be hidden (the
    /// system's `TabView`, a sidebar's rows).
    var tabBarHidingAction: TabBarHidingAction? {
      get { self[TabBarHidingActionKey.self] }
      set { self[TabBarHidingActionKey.self] = newValue }
    }
  }

  /// The request behind ``SwiftUI/View/tabBarHidden(_:)``: made when the view appears, changed
  /// with `hidden`, withdrawn when the view disappears (popped off its stack, or its tab removed).
  struct TabBarHiddenRequest: ViewModifier {
    let hidden: Bool
    @Environment(\.tabBarHidingAction) private var hiding
    @State private var requester = UUID()

    func body(content: Content) -> some View {
      content
        .onAppear { hiding?.update(requester, hidden) }
        .onValueChange(of: hidden) { hiding?.update(requester, $0) }
        .onDisappear { hiding?.update(requester, false) }
    }
  }
#endif
