#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension View {
    /// Hides the ``TabBarContainer``'s bar while this view is shown in the selected tab, such as a
    /// detail view pushed onto a ``TabBarNavigationStack``: the bar slides away as the view is
    /// pushed and back as it is popped, and the content's inset moves with it.
    ///
    /// `toolbar(.hidden, for: .tabBar)` reaches only the system tab bar; this reaches TabBarKit's
    /// (and, with ``SwiftUICore/View/tabBarUsesSystemBar(_:)``, the system's).
    ///
    /// ```swift
    /// ArticleView(article)
    ///   .tabBarHidden(true)
    /// ```
    @MainActor
    public func tabBarHidden(_ hidden: Bool = true) -> some View {
      modifier(TabBarHiddenRequest(hidden: hidden))
    }
  }

  /// The request behind ``SwiftUICore/View/tabBarHidden(_:)``: made when the view appears, changed
  /// with `hidden` while it is on screen, and reported when it leaves the window (the core
  /// withdraws it only if its tab is still selected: switching tabs keeps it). It carries how deep
  /// in its navigation stack the view sits, read once when it first appears, so the core
  /// withdraws it as soon as the stack pops above it, at the start of the pop rather than after.
  /// On iOS the stack's navigation controller tells that depth exactly, pushes outside the path
  /// included, and the view's own probe tells the stack its depth as the view is pushed over or
  /// popped, so a pop that leaves a pushed screen on top brings the bar back as it starts too.
  @MainActor
  struct TabBarHiddenRequest: ViewModifier {
    let hidden: Bool
    @Environment(\.tabBarTabContext) private var tab
    @Environment(\.tabBarStackDepth) private var stackDepth
    @Environment(\.tabBarStackDepthReport) private var reportStackDepth
    @State private var requester = UUID()
    /// The view's depth in its stack, fixed at its first appearance.
    @State private var depth: Int?
    @State private var isOnScreen = false

    func body(content: Content) -> some View {
      content
        .background(
          NavigationControllerProbe(
            // As this screen is popped it tells the stack its new depth at once, which withdraws
            // this request as the pop starts, whichever screen the pop leaves on top.
            reportStackDepth: reportStackDepth,
            reportScreenDepth: { screenDepth in
              // The platform's stack knows the view's place even when the path does not (a
              // `NavigationLink(destination:)` push), so a pop above it withdraws the request.
              guard depth != screenDepth else { return }
              depth = screenDepth
              if isOnScreen { report(hidden) }
            })
        )
        .onAppear {
          isOnScreen = true
          if depth == nil { depth = stackDepth }
          report(hidden)
        }
        .onValueChange(of: hidden) { if isOnScreen { report($0) } }
        .onDisappear {
          isOnScreen = false
          guard let tab else { return }
          withAnimation(tab.barAnimation) {
            tab.send(.hiderDisappeared(tabID: tab.tabID, requesterID: requester.uuidString))
          }
        }
    }

    private func report(_ hides: Bool) {
      guard let tab else { return }
      // The bar and the content's inset move in one transaction, on the style's spring.
      withAnimation(tab.barAnimation) {
        tab.send(
          .hideRequest(
            tabID: tab.tabID, requesterID: requester.uuidString, hides: hides, depth: depth ?? stackDepth))
      }
    }
  }
#endif
