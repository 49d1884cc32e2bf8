#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension View {
    /// Hides the ``TabBarContainer``'s bar while this view is shown in the selected tab, such as a
    /// detail view pushed onto a ``TabBarNavigationStack``: the bar slides away as the view is
    /// pushed and back as it is popped, and the content's inset moves with it.
    ///
    /// `toolbar(.hidden, for: .tabBar)` reaches only the system tab bar; this reaches TabBarKit's
    /// (and, with ``SwiftUI/View/tabBarUsesSystemBar(_:)``, the system's).
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

  /// The request behind ``SwiftUI/View/tabBarHidden(_:)``: made when the view appears, changed
  /// with `hidden`, withdrawn when the view disappears. It carries how deep in its navigation
  /// stack the view sits, so the core withdraws it as soon as the stack pops above it, at the
  /// start of the pop rather than after it.
  @MainActor
  struct TabBarHiddenRequest: ViewModifier {
    let hidden: Bool
    @Environment(\.tabBarTabContext) private var tab
    @Environment(\.tabBarStackDepth) private var depth
    @State private var requester = UUID()

    func body(content: Content) -> some View {
      content
        .onAppear { report(hidden) }
        .onValueChange(of: hidden) { report($0) }
        .onDisappear { report(false) }
    }

    private func report(_ hides: Bool) {
      guard let tab else { return }
      // The bar and the content's inset move in one transaction, on the style's spring.
      withAnimation(tab.barAnimation) {
        tab.send(
          .hideRequest(tabID: tab.tabID, requesterID: requester.uuidString, hides: hides, depth: depth))
      }
    }
  }
#endif
