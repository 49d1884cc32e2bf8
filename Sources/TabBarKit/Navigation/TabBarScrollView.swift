#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A `ScrollView` that scrolls back to the top when its tab is chosen again while selected
  /// (after a ``TabBarNavigationStack`` around it has nothing left to pop), as the system tab
  /// bar does.
  /// With ``TabBarContainer/tabBarMinimizeBehavior(_:)`` its vertical offset minimizes and expands
  /// the bar (a plain `ScrollView` does not report its offset).
  ///
  /// ```swift
  /// TabBarTab("Feed", systemImage: "newspaper", value: AppTab.feed) {
  ///   TabBarNavigationStack {
  ///     TabBarScrollView {
  ///       LazyVStack { ForEach(posts) { PostRow($0) } }
  ///     }
  ///   }
  /// }
  /// ```
  @MainActor
  public struct TabBarScrollView<Content: View>: View {
    @Environment(\.tabBarReselection) private var reselection
    @Environment(\.tabBarTabContext) private var tab
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The scroll view's top safe-area inset, which its content rests below: the anchor's offset
    /// is measured from there (before iOS 18), as the system's scroll geometry is.
    @State private var topInset: CGFloat = 0
    private let axes: Axis.Set
    private let showsIndicators: Bool
    private let content: Content

    /// Creates a scroll view, with the same parameters as `ScrollView`.
    ///
    /// ```swift
    /// TabBarScrollView(showsIndicators: false) { ArticleBody() }
    /// ```
    public init(
      _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
      self.axes = axes
      self.showsIndicators = showsIndicators
      self.content = content()
    }

    /// Where the vertical offset goes: to the container while its bar minimizes on scroll
    /// (``TabBarContainer/tabBarMinimizeBehavior(_:)``); vertical scroll views only.
    private var offsetReporter: (@MainActor (CGFloat, CGFloat?) -> Void)? {
      axes.contains(.vertical) ? tab?.reportScrollOffset : nil
    }

    /// The scroll view with an anchor at its top.
    ///
    /// ```swift
    /// TabBarScrollView { ArticleBody() }.body
    /// ```
    public var body: some View {
      ScrollViewReader { proxy in
        ScrollView(axes, showsIndicators: showsIndicators) {
          // The anchor sits above the content without joining its stack, so the content keeps
          // ScrollView's default spacing between its views.
          VStack(spacing: 0) {
            Color.clear.frame(width: 0, height: 0).id(ScrollTopAnchor.top)
              .tabBarScrollOffsetAnchor(in: ScrollTopAnchor.space, topInset: topInset, report: offsetReporter)
            VStack { content }
          }
        }
        .tabBarScrollOffsetReading(report: offsetReporter)
        .coordinateSpace(name: ScrollTopAnchor.space)
        .background {
          GeometryReader { proxy in
            Color.clear
              .onAppear { topInset = proxy.safeAreaInsets.top }
              .onValueChange(of: proxy.safeAreaInsets.top) { topInset = $0 }
          }
        }
        .onValueChange(of: reselection) { reselection in
          guard reselection.response == .scrollToTop else { return }
          let timing = TransitionTiming(motion: reduceMotion ? .reducedImmediate : .standard)
          withAnimation(.tabBar(timing)) {
            proxy.scrollTo(ScrollTopAnchor.top, anchor: .top)
          }
        }
      }
    }
  }

  /// The id of the invisible view at the top of a ``TabBarScrollView``, and the name of its
  /// coordinate space.
  private enum ScrollTopAnchor: Hashable {
    case top
    case space
  }
#endif
