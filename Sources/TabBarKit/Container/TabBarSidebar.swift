#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The tabs as a sidebar column (Mac, and iPad by choice): a sidebar `List` whose selection is
  /// the core's, each row the tab's icon, title and badge and its Command-digit, with the action
  /// as a prominent button under the list. The tabs' content stays where it was beside it, so
  /// switching between bar and sidebar keeps every tab's state.
  @MainActor
  struct TabBarSidebar<Value: Hashable>: View {
    let scene: TabBarScene<Value>

    var body: some View {
      let state = scene.state
      let send = scene.send
      let selectedID = state.selectedID
      List(
        selection: Binding<String?>(
          get: { selectedID },
          set: { if let id = $0 { send(.chooseTab(id: id)) } })
      ) {
        ForEach(scene.declarations.ids, id: \.self) { id in
          if let position = scene.declarations.position(of: id) {
            SidebarRow(
              item: scene.declarations.items.all[position], icon: scene.declarations.tabs[position].icon,
              isSelected: id == selectedID, shortcutDigit: scene.shortcutDigit(ofTab: id),
              choose: { send(.chooseTab(id: id)) })
          }
        }
      }
      .listStyle(.sidebar)
      .frame(width: SidebarMetrics.width)
      .safeAreaInset(edge: .bottom) {
        if let action = state.items.action {
          Button {
            send(.chooseTab(id: action.id))
          } label: {
            Label(action.title, systemImage: action.symbol).frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
          .padding()
        }
      }
    }
  }

  /// One tab in the sidebar.
  @MainActor
  private struct SidebarRow: View {
    let item: TabItem
    let icon: TabBarIcon
    let isSelected: Bool
    let shortcutDigit: Int?
    let choose: @MainActor () -> Void

    var body: some View {
      Label {
        Text(verbatim: item.title)
      } icon: {
        icon.image(isSelected: isSelected, variant: isSelected ? .fill : .none)
      }
      .tabBarSystemBadge(item.badge?.displayText)
      .disabled(!item.isEnabled)
      .tag(item.id)
      .background {
        // The row's Command-digit: an invisible button, since a List row is not a button.
        if let key = shortcutDigit.flatMap({ String($0).first }) {
          Button {
            choose()
          } label: {
            Color.clear
          }
          .tabBarKeyboardShortcut(KeyEquivalent(key), modifiers: .command)
          .opacity(0)
          .accessibilityHidden(true)
        }
      }
    }
  }

  /// The sidebar's size.
  enum SidebarMetrics {
    /// The sidebar column's width, as the system's sidebars on iPad and Mac.
    static let width: CGFloat = 260
  }
#endif
