#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI
  import TabBarCore

  /// The sidebar and the tabs' content side by side, as the core's ``TabSidebarColumn`` says:
  /// in the system's split view on the Mac (a sidebar the person resizes and collapses, under the
  /// title bar, with the sidebar toggle in the toolbar and Control-Command-S), or as a fixed
  /// column beside the content that comes and goes with the presentation (iPad). Either way the
  /// content keeps one place in the view tree, so every tab keeps its state.
  @MainActor
  struct TabBarSidebarColumns<Sidebar: View, Content: View>: View {
    let column: TabSidebarColumn
    /// Whether the presentation is a sidebar now.
    let showsSidebar: Bool
    @ViewBuilder let sidebar: Sidebar
    @ViewBuilder let content: Content
    /// The split view's columns: the person collapses and reopens the sidebar.
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
      switch column {
      case .splitView:
        NavigationSplitView(columnVisibility: $visibility) {
          sidebar.navigationSplitViewColumnWidth(
            min: TabSidebarColumn.minimumWidth, ideal: TabSidebarColumn.idealWidth,
            max: TabSidebarColumn.maximumWidth)
        } detail: {
          content
        }
      case .beside:
        HStack(spacing: 0) {
          if showsSidebar {
            sidebar.frame(width: TabSidebarColumn.idealWidth)
            Divider()
          }
          content
        }
      }
    }
  }
#endif
