#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// Where the swipe option travels to the container.
  private struct TabBarSwipeBetweenTabsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  extension EnvironmentValues {
    /// Whether a horizontal swipe over the content changes tabs (see
    /// ``SwiftUICore/View/tabBarSwipeBetweenTabs(_:)``).
    var tabBarSwipeBetweenTabs: Bool {
      get { self[TabBarSwipeBetweenTabsKey.self] }
      set { self[TabBarSwipeBetweenTabsKey.self] = newValue }
    }
  }

  extension View {
    /// Lets a horizontal swipe over the ``TabBarContainer``'s content move to the next or the
    /// previous tab (iPhone and iPad; elsewhere it does nothing). Off by default.
    ///
    /// While the finger moves, the bar's marker (indicator, pill or notch) slides towards the
    /// tab being revealed by the same share of the swipe (`TabBarSwipe`); on release the
    /// core decides from the position and the finger's velocity whether the swipe goes to the
    /// neighbour or springs back, and the marker settles on the style's spring starting at the
    /// finger's speed (SwiftUI's velocity on iOS 17 and later; on iOS 16 the core's
    /// `DragVelocityEstimator` fits it from the drag's samples). Right to left, swiping right
    /// reveals the next tab.
    ///
    /// Who owns a drag is the core's `TabBarSwipeClaim`: nothing is decided before
    /// `TabBarSwipe/slop` points; a drag that then is not clearly sideways is the content's for
    /// good (vertical scrolling is never taken, even if the finger turns sideways later); a
    /// sideways one is claimed only after twice that, and the content is asked again at every
    /// sample until then, so a pan of its own that begins a moment after the finger (a row's
    /// swipe actions) keeps the drag. The first decision is final. On UIKit the content under
    /// the finger keeps a drag it can take (a horizontal scroll view with room that way, a pan
    /// of its own under way, a slider), and from iOS 18 the swipe is a UIKit pan that waits for
    /// the content's own pans to fail. Elsewhere (a Mac, SwiftUI-only gestures UIKit cannot
    /// see) leave this off for content whose own horizontal gestures must win.
    ///
    /// A pushed screen's horizontal drag is the back swipe's (iOS 26's full-width one too), so
    /// the swipe is off while the selected tab shows a pushed screen. The container knows a tab
    /// has pushed only from a ``TabBarNavigationStack``: in a plain `NavigationStack` the swipe
    /// stays on in pushed screens and competes with the back swipe there (on iOS 18 it waits
    /// for the back swipe's pan to fail, earlier it may change tabs). Use
    /// `TabBarNavigationStack` in each tab that pushes.
    ///
    /// ```swift
    /// TabBarContainer(selection: $tab) { … }
    ///   .tabBarSwipeBetweenTabs(true)
    /// ```
    ///
    /// - Parameter enabled: Whether swiping over the content changes tabs.
    public func tabBarSwipeBetweenTabs(_ enabled: Bool) -> some View {
      environment(\.tabBarSwipeBetweenTabs, enabled)
    }
  }
#endif
