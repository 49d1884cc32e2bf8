#if canImport(SwiftUI)
  import SwiftUI

  /// Whether the selected tab asks for the bar to be hidden, reported by the mounted tabs to the
  /// container around them (the tabs gather their views' requests through
  /// ``TabBarHidingAction``, which, unlike a preference, reaches views pushed onto a stack).
  struct TabBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }

  extension View {
    /// Hides the ``TabBarContainer``'s bar while this view is shown in the selected tab, such as a
    /// detail view pushed onto a ``TabBarNavigationStack``; content then reaches the bottom edge.
    ///
    /// `toolbar(.hidden, for: .tabBar)` reaches only the system tab bar; this reaches TabBarKit's.
    ///
    /// ```swift
    /// ArticleView(article)
    ///   .tabBarHidden(true)
    /// ```
    public func tabBarHidden(_ hidden: Bool = true) -> some View {
      modifier(TabBarHiddenRequest(hidden: hidden))
    }
  }
#endif
