#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The tabs as a sidebar column (Mac, and iPad by choice): a sidebar `List` whose selection is
  /// the core's, grouped as the core's ``TabBarArrangement`` says (loose tabs and search, then
  /// each section under its header), each row the tab's icon, title and badge and its
  /// Command-digit, with the action as a prominent button under the list. With the app's
  /// customization, an Edit button lets people reorder (`onMove`) and hide tabs, and reset. The tabs' content stays where it was beside it, so
  /// switching between bar and sidebar keeps every tab's state.
  @MainActor
  struct TabBarSidebar<Value: Hashable>: View {
    let scene: TabBarScene<Value>

    @State private var isEditing = false

    var body: some View {
      let state = scene.state
      let send = scene.send
      let selectedID = state.selectedID
      List(
        selection: Binding<String?>(
          get: { selectedID },
          set: { if let id = $0 { send(.chooseTab(id: id)) } })
      ) {
        ForEach(scene.arrangement.sidebar(editing: isEditing)) { group in
          Section {
            ForEach(group.rows) { row in
              sidebarRow(row, selectedID: selectedID)
            }
            .onMove { offsets, destination in
              edit {
                $0.move(fromOffsets: offsets, toOffset: destination, among: group.rows.map(\.id), in: $1)
              }
            }
          } header: {
            if let title = group.title { Text(verbatim: title) }
          }
        }
      }
      .listStyle(.sidebar)
      .tabBarSidebarEditing(isEditing)
      .frame(width: SidebarMetrics.width)
      .safeAreaInset(edge: .bottom) { footer(action: state.items.action) }
    }

    /// A tab's row, with its hide switch in edit mode.
    @ViewBuilder
    private func sidebarRow(_ row: TabBarCore.SidebarRow, selectedID: String?) -> some View {
      if let position = scene.declarations.position(of: row.id) {
        HStack {
          SidebarRow(
            item: row.item, icon: scene.declarations.tabs[position].icon, isSelected: row.id == selectedID)
          if isEditing && row.canHide {
            Spacer()
            Button {
              edit { _ = $0.setHidden(!row.isHidden, for: row.id, in: $1) }
            } label: {
              Image(systemName: row.isHidden ? "eye.slash" : "eye")
            }
            .buttonStyle(.plain)
            .accessibilityLabel(Text(row.isHidden ? "Show" : "Hide"))
          }
        }
      }
    }

    /// The edit and reset buttons when the app keeps a customization, and the action.
    private func footer(action: TabItem?) -> some View {
      VStack {
        TabBarSidebarToggle()
        if scene.customization != nil {
          HStack {
            Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
            if isEditing {
              Spacer()
              Button("Reset") { edit { customization, _ in customization.reset() } }
            }
          }
          .padding(.horizontal)
        }
        if let action {
          Button {
            scene.send(.chooseTab(id: action.id))
          } label: {
            Label(action.title, systemImage: action.symbol).frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
          .padding()
        }
      }
    }

    /// Changes the app's customization by the core's rules; nothing when the app keeps none.
    private func edit(_ change: (inout TabBarCustomization, DeclaredTabs) -> Void) {
      guard let customization = scene.customization else { return }
      var edited = scene.arrangement.customization
      change(&edited, scene.arrangement.declared)
      customization.wrappedValue = edited
    }
  }

  /// One tab in the sidebar.
  @MainActor
  private struct SidebarRow: View {
    let item: TabItem
    let icon: TabBarIcon
    let isSelected: Bool

    var body: some View {
      TabItemLabel(title: item.title, icon: icon, isSelected: isSelected)
        .tabBarSystemBadge(item.badge?.displayText)
        .disabled(!item.isEnabled)
    }
  }

  /// The sidebar's size.
  enum SidebarMetrics {
    /// The sidebar column's width, as the system's sidebars on iPad and Mac.
    static let width: CGFloat = 260
  }
#endif
