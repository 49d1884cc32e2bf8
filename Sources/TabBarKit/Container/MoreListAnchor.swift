#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The tabs behind the bar's More item, listed in a popover anchored to the item (a sheet
  /// where the system turns popovers into sheets): each tab's icon, title and badge, the selected
  /// one checked, disabled ones dimmed. Choosing one selects it through the core.
  @MainActor
  struct MoreListAnchor<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>
    let layout: TabBarLayout
    /// The container's left and top insets: the core's coordinates start at the container's
    /// corner, this canvas at the safe area's.
    let left: CGFloat
    let top: CGFloat

    var body: some View {
      let state = scene.state
      let send = scene.send
      if let moreID = state.bar.moreItemID, let item = layout.items.first(where: { $0.id == moreID }) {
        let frame = item.hitFrame
        Color.clear
          .frame(width: frame.width, height: frame.height)
          .popover(
            isPresented: Binding(
              get: { state.isMoreListPresented },
              set: { if !$0 { send(.dismissMoreList) } }),
            // The edge of the item the arrow stands on: its top, so the list opens above the
            // bar (`.bottom` would ask for room below the bar, which the screen does not have).
            arrowEdge: .top
          ) {
            // The overlay draws in a left-to-right canvas; the list reads in the app's direction.
            MoreList(scene: scene)
              .environment(\.layoutDirection, LayoutDirection(state.context.layoutDirection))
          }
          .position(x: frame.midX - left, y: frame.midY - top)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
      }
    }
  }

  /// The list inside the More popover.
  @MainActor
  private struct MoreList<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>

    var body: some View {
      let state = scene.state
      let send = scene.send
      NavigationStack {
        List(state.bar.overflowItems) { item in
          let shown = TabShown(item, at: .moreRow, decoration: nil)
          Button {
            send(.chooseTab(id: item.id))
          } label: {
            HStack {
              Label {
                Text(verbatim: item.title)
              } icon: {
                moreIcon(item)
              }
              Spacer()
              if item.id == state.selectedID {
                Image(systemName: "checkmark").foregroundStyle(.tint).accessibilityHidden(true)
              }
            }
          }
          .tabBarSystemBadge(shown.badgeText)
          .disabled(!item.isEnabled)
          .tabRowSpeech(state.rowSpeech(of: item))
          .accessibilityAddTraits(item.id == state.selectedID ? .isSelected : [])
          .tabShownIdentity(shown)
        }
        .navigationTitle(Text(verbatim: state.bar.moreItem?.title ?? ""))
        .tabBarInlineNavigationTitle()
        .tabBarSheetDoneButton(state.string(.done)) { send(.dismissMoreList) }
      }
      .frame(minWidth: MoreListMetrics.minimumWidth, minHeight: MoreListMetrics.minimumHeight)
      .presentationCompactAdaptationIfAvailable()
    }

    /// The icon of a tab behind More: its declared icon.
    @ViewBuilder
    private func moreIcon(_ item: TabItem) -> some View {
      if let position = scene.declarations.position(of: item.id) {
        scene.declarations.tabs[position].icon.image(isSelected: false, variant: .none)
      }
    }
  }

  /// The More list's size where it is a popover.
  enum MoreListMetrics {
    /// The narrowest the popover gets.
    static let minimumWidth: CGFloat = 280
    /// The shortest the popover gets.
    static let minimumHeight: CGFloat = 240
  }
#endif
