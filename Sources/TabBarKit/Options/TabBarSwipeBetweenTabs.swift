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
    /// The swipe claims a drag only by `TabBarSwipe/claimsGesture(translation:contentCanScroll:)`:
    /// at least `TabBarSwipe/slop` points sideways and clearly more horizontal than vertical,
    /// so vertical scrolling is never taken. It is recognised alongside the content's own
    /// gestures; on UIKit the content under the finger keeps a drag it can take (a horizontal
    /// scroll view with room that way, a row's swipe actions, a slider), decided as the drag
    /// starts. Elsewhere (a Mac, SwiftUI-only gestures the probe cannot see) leave this off for
    /// content whose own horizontal gestures must win.
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
