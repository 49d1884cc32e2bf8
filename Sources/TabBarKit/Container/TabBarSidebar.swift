#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The tabs as a sidebar column (Mac, and iPad by choice): a sidebar `List` whose selection is
  /// the core's, grouped as the core's ``TabBarArrangement`` says (loose tabs and search, then
  /// each section under its header), each row the tab's icon, title and badge and its
  /// Command-digit, with the action as a prominent button under the list. With the app's
  /// customization, an Edit button lets people reorder (`onMove`; pinned and search rows stay),
  /// hide tabs, add them to or remove them from the bar, put a section back in its declared
  /// order, and reset. ``TabBarSidebarColumns`` puts it beside the tabs' content (in the
  /// system's split view on the Mac), which keeps its place, so switching between bar and
  /// sidebar keeps every tab's state. The edit mode's words are the core's in the app's
  /// language (``TabBarState/string(_:strings:)``), as the keyboard commands' titles are.
  /// The app's sidebar header and footer (``TabBarContainer/tabBarSidebarHeader(content:)``,
  /// ``TabBarContainer/tabBarSidebarFooter(content:)``) open and close the list, its bottom bar
  /// sits over the edit and action buttons; a section declared with a header view shows that
  /// view, and its `sectionActions` follow its rows.
  @MainActor
  struct TabBarSidebar<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>

    @State private var isEditing = false
    /// The app's header, footer and bottom bar for this container's sidebar.
    @Environment(\.tabBarSidebarAccessories) private var accessories
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
      let state = scene.state
      let send = scene.send
      let selectedID = state.selectedID
      List(
        selection: Binding<String?>(
          get: { selectedID },
          set: { if let id = $0 { send(.chooseTab(id: id)) } })
      ) {
        if let sidebarHeader = accessories.header {
          Section { sidebarHeader }
        }
        ForEach(scene.arrangement.sidebar(editing: isEditing)) { group in
          let membership = section(withID: group.sectionID)
          Section {
            ForEach(group.rows) { row in
              sidebarRow(row, selectedID: selectedID)
                .moveDisabled(!row.canMove)
            }
            .onMove { offsets, destination in
              edit {
                $0.move(fromOffsets: offsets, toOffset: destination, among: group.rows.map(\.id), in: $1)
              }
            }
            if !isEditing, let actions = membership?.actions {
              actions
            }
          } header: {
            sectionHeader(group, section: membership)
          }
        }
        if let sidebarFooter = accessories.footer {
          Section { sidebarFooter }
        }
      }
      .listStyle(.sidebar)
      .tabBarSidebarEditing(isEditing)
      .safeAreaInset(edge: .bottom) { footer(action: state.items.action) }
    }

    /// The declaration of the section with `id`, read from its first tab; `nil` for the tabs
    /// outside sections.
    private func section(withID id: String?) -> TabBarSectionMembership? {
      guard let id else { return nil }
      return scene.declarations.tabs.lazy.compactMap(\.section).first { $0.id == id }
    }

    /// A tab's row, with its hide switch in edit mode.
    @ViewBuilder
    private func sidebarRow(_ row: SidebarRow, selectedID: String?) -> some View {
      if let position = scene.declarations.position(of: row.id) {
        HStack {
          let tab = scene.declarations.tabs[position]
          let shown = TabShown(
            row.item, at: .sidebarRow,
            decoration: TabBarItemDecorations.Decoration(
              contextMenu: tab.contextMenu, drop: tab.drop, springLoading: tab.springLoading))
          SidebarRowLabel(
            shown: shown, icon: tab.icon, isSelected: row.id == selectedID,
            speech: scene.state.rowSpeech(of: row.item)
          )
          .tabItemDecorated(
            shown, isSelected: row.id == selectedID, anchorsPopover: false, layoutDirection: layoutDirection
          ) { scene.send(.chooseTab(id: row.id)) }
          if isEditing {
            Spacer()
            barSwitch(row)
            if row.canHide {
              Button {
                edit { _ = $0.setHidden(!row.isHidden, for: row.id, in: $1) }
              } label: {
                Image(systemName: row.isHidden ? "eye.slash" : "eye")
              }
              .buttonStyle(.plain)
              .accessibilityLabel(Text(verbatim: scene.state.string(row.isHidden ? .showTab : .hideTab)))
            }
          }
        }
      }
    }

    /// In edit mode, whether a shown tab is also in the bar, where the person may change it (not
    /// for pinned, sidebar-only or unhideable tabs, nor the last tab in the bar).
    @ViewBuilder
    private func barSwitch(_ row: SidebarRow) -> some View {
      let customization = scene.arrangement.customization
      let declared = scene.arrangement.declared
      let inBar = customization.visibility(of: row.id, for: .tabBar, in: declared) == .visible
      if !row.isHidden, row.item.placement == .automatic,
        !inBar || customization.canHide(row.id, from: .tabBar, in: declared)
      {
        Button {
          edit { _ = $0.setVisibility(inBar ? .hidden : .visible, of: row.id, for: .tabBar, in: $1) }
        } label: {
          Image(systemName: inBar ? "dock.rectangle" : "rectangle")
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(verbatim: scene.state.string(inBar ? .removeFromTabBar : .addToTabBar)))
      }
    }

    /// A group's header: the section's header view or its title (none when the title is blank,
    /// the core's ``SidebarGroup/shownTitle``) with the section's accessibility, and in edit mode
    /// a button putting the section's tabs back in their declared order.
    @ViewBuilder
    private func sectionHeader(_ group: SidebarGroup, section: TabBarSectionMembership?) -> some View {
      let title = group.shownTitle
      if section?.header != nil || title != nil || (isEditing && group.sectionID != nil) {
        HStack {
          Group {
            // view-branch: constant — a section declares a header view or not
            if let header = section?.header {
              header
            } else if let title {
              Text(verbatim: title)
            }
          }
          .modifier(TabBarSectionHeaderAccessibilityModifier(attributes: section?.headerAccessibility ?? []))
          if isEditing, let sectionID = group.sectionID {
            Spacer()
            Button(scene.state.string(.resetSectionOrder)) {
              edit { $0.resetOrder(inSection: sectionID, in: $1) }
            }
            .font(.caption)
          }
        }
      }
    }

    /// The app's bottom bar, the edit and reset buttons when the app keeps a customization, and
    /// the action.
    /// On the bar material with a hairline above, as the system's bottom toolbars are, so the
    /// list scrolling under them never shows through the controls.
    private func footer(action: TabItem?) -> some View {
      VStack {
        accessories.bottomBar
        TabBarSidebarToggle(choice: scene.sidebarChoice)
        if scene.customization != nil {
          HStack {
            Button(scene.state.string(isEditing ? .done : .editTabs)) { isEditing.toggle() }
            if isEditing {
              Spacer()
              Button(scene.state.string(.resetCustomization)) {
                edit { customization, _ in customization.reset() }
              }
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
      .padding(.top, Self.footerTopPadding)
      .frame(maxWidth: .infinity)
      .background(.bar)
      .overlay(alignment: .top) { Divider() }
    }

    /// Room between the footer's hairline and its first control, in points.
    private static var footerTopPadding: CGFloat { 8 }

    /// Changes the app's customization by the core's rules; nothing when the app keeps none.
    private func edit(_ change: (inout TabBarCustomization, DeclaredTabs) -> Void) {
      scene.editCustomization(change)
    }
  }

  /// The label of one tab's row in the sidebar (the core's ``SidebarRow`` says what edit mode
  /// may do with the row), read by VoiceOver as the core says (the app's label in place of the
  /// title, its value and hint) and found by UI tests by the app's identifier.
  @MainActor
  private struct SidebarRowLabel: View {
    /// The tab as the sidebar shows it.
    let shown: TabShown
    let icon: TabBarIcon
    let isSelected: Bool
    let speech: TabRowSpeech

    var body: some View {
      TabItemLabel(title: shown.item.title, icon: icon, isSelected: isSelected)
        .tabBarSystemBadge(shown.badgeText)
        .disabled(!shown.item.isEnabled)
        .tabRowSpeech(speech)
        .tabShownIdentity(shown)
    }
  }
#endif
