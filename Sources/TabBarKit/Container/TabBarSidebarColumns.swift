#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The sidebar and the tabs' content together, as the core's ``TabSidebarColumn`` says for the
  /// container's size: in the system's split view on the Mac (a sidebar the person resizes and
  /// collapses, under the title bar, with the toolbar's sidebar button and Control-Command-S (with the app's `SidebarCommands()`));
  /// on iPad a column beside the content, or, in portrait where the person makes the choice,
  /// over it with the rest dimmed until a tab is chosen. Beside or over, the content keeps one
  /// place in the view tree (only its leading padding changes), so every tab keeps its state as
  /// the column comes, goes, or the iPad turns.
  @MainActor
  struct TabBarSidebarColumns<Sidebar: View, Content: View>: View {
    let platform: TabBarPlatform
    /// Whether the presentation is a sidebar now.
    let showsSidebar: Bool
    /// The person's bar-or-sidebar choice (an adaptable container's); `nil` when the app decides.
    let choice: Binding<Bool>?
    /// The selected tab: a new one closes a sidebar over the content.
    let selectedID: String?
    /// The animation the sidebar closes on: the bar's, which returns.
    let animation: Animation?
    @ViewBuilder let sidebar: Sidebar
    @ViewBuilder let content: Content
    /// The split view's columns: the person collapses and reopens the sidebar.
    @State private var visibility = NavigationSplitViewVisibility.all
    /// The container's size as if the keyboard were down, which says portrait or landscape: the
    /// keyboard shortens the container, and must not turn a portrait iPad's overlay into a column.
    @State private var keyboardFreeSize: CGSize?
    /// Tells an adaptable container the column changed (``TabSidebarRotation``).
    @Environment(\.tabBarSidebarColumnChanged) private var columnChanged

    var body: some View {
      GeometryReader { proxy in
        let shape = keyboardFreeSize ?? proxy.size
        let column = TabSidebarColumn(
          for: platform, containerWidth: shape.width, containerHeight: shape.height,
          isPersonsChoice: choice != nil)
        // view-branch: constant — the split view is the Mac's alone, where the sidebar always shows
        if column == .splitView && showsSidebar {
          splitView
        } else {
          sideBySide(column)
            // A turn puts the sidebar away or brings it back; it never writes the person's choice.
            .onAppear { columnChanged?(column) }
            .onValueChange(of: column) { columnChanged?($0) }
        }
      }
      .background {
        GeometryReader { free in
          Color.clear
            .onAppear { keyboardFreeSize = free.size }
            .onValueChange(of: free.size) { keyboardFreeSize = $0 }
        }
        .ignoresSafeArea(.keyboard)
      }
    }

    /// The system's split view, the sidebar resizable between the core's widths.
    private var splitView: some View {
      NavigationSplitView(columnVisibility: $visibility) {
        sidebar.navigationSplitViewColumnWidth(
          min: TabSidebarColumn.minimumWidth, ideal: TabSidebarColumn.idealWidth,
          max: TabSidebarColumn.maximumWidth)
      } detail: {
        content
      }
    }

    /// The content with the sidebar at its leading edge: beside it (the content padded clear),
    /// or over it with the rest dimmed.
    private func sideBySide(_ column: TabSidebarColumn) -> some View {
      let overlays = column == .overlay
      let width = TabSidebarColumn.idealWidth
      return
        content
        .padding(.leading, showsSidebar && !overlays ? width + TabSidebarColumn.dividerWidth : 0)
        .overlay {
          if showsSidebar && overlays {
            Color.black.opacity(TabSidebarColumn.overlayDimming).ignoresSafeArea()
              .onTapGesture { close() }
              .accessibilityHidden(true)
              .transition(.opacity)
          }
        }
        .overlay(alignment: .leading) {
          if showsSidebar {
            HStack(spacing: 0) {
              sidebar.frame(width: width)
              Divider()
            }
            .shadow(
              color: overlays ? .black.opacity(TabSidebarColumn.overlayShadowOpacity) : .clear,
              radius: TabSidebarColumn.overlayShadowRadius
            )
            .accessibilityAddTraits(overlays ? .isModal : [])
            .accessibilityAction(.escape) { if overlays { close() } }
            .transition(.move(edge: .leading))
          }
        }
        .onValueChange(of: selectedID) { _ in if column.closesOnChoice { close() } }
        // The column slides in and the content makes room on the bar's animation, however the
        // sidebar opens (the toggle, a turn back to landscape, the app's default).
        .animation(animation, value: showsSidebar)
    }

    /// Closes the sidebar (the person's choice goes back to the bar), if it shows.
    private func close() {
      guard showsSidebar, let choice, choice.wrappedValue else { return }
      withAnimation(animation) { choice.wrappedValue = false }
    }
  }
#endif
