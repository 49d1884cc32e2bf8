#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// One moment of a drag, in the coordinate space the drag was made in.
  struct TabBarDragSample {
    /// Where the finger is.
    var location: CGPoint
    /// How far it has moved since it landed.
    var translation: CGSize
    /// Its velocity in points a second: SwiftUI's where it gives one (iOS 17, macOS 14), the
    /// core's ``DragVelocityEstimator`` before.
    var velocity: CGSize
  }

  /// Which drags a platform has for the bar's gestures.
  enum TabBarDragKind {
    /// A finger (or pointer) along the bar, scrubbing it: iPhone, iPad, Mac, Apple Vision Pro.
    case scrub
    /// A horizontal swipe over the content changing tabs: iPhone and iPad only.
    case swipe
  }

  extension View {
    /// A drag of `kind` where the platform has it, nothing elsewhere (Apple TV has no drags).
    /// A scrub has priority over the bar's buttons once it moves `minimumDistance` (a tap,
    /// which does not move, still reaches them; VoiceOver activates them without a drag); a
    /// swipe is recognised alongside the content's own gestures, and on iOS 18 and later is a
    /// UIKit pan that waits for the content's own pans to fail (``TabBarSwipeRecognizer``).
    @MainActor
    func tabBarDrag(
      _ kind: TabBarDragKind, minimumDistance: CGFloat, isEnabled: Bool,
      onChanged: @escaping @MainActor (TabBarDragSample) -> Void,
      onEnded: @escaping @MainActor (TabBarDragSample) -> Void
    ) -> some View {
      modifier(
        TabBarDragModifier(
          kind: kind, minimumDistance: minimumDistance, isEnabled: isEnabled, onChanged: onChanged,
          onEnded: onEnded))
    }
  }

  /// See ``SwiftUICore/View/tabBarDrag(_:minimumDistance:isEnabled:onChanged:onEnded:)``.
  @MainActor
  private struct TabBarDragModifier: ViewModifier {
    let kind: TabBarDragKind
    let minimumDistance: CGFloat
    let isEnabled: Bool
    let onChanged: @MainActor (TabBarDragSample) -> Void
    let onEnded: @MainActor (TabBarDragSample) -> Void
    /// The drag's recent samples, for its velocity where SwiftUI gives none.
    @State private var estimator = DragVelocityEstimator()

    func body(content: Content) -> some View {
      #if os(iOS) && canImport(SwiftUI, _version: 6.0)
        // The system's version never changes while the app runs: one branch for the view's life.
        // view-branch: constant — `kind` is a let each call site fixes
        if #available(iOS 18.0, *), kind == .swipe {
          content.gesture(TabBarSwipeRecognizer(isEnabled: isEnabled, onChanged: onChanged, onEnded: onEnded))
        } else {
          attach(content)
        }
      #elseif os(iOS) || os(visionOS)
        attach(content)
      #elseif os(macOS)
        // view-branch: constant — `kind` is a let each call site fixes
        if kind == .scrub { attach(content) } else { content }
      #else
        content
      #endif
    }

    #if os(iOS) || os(visionOS) || os(macOS)
      @ViewBuilder
      private func attach(_ content: Content) -> some View {
        let mask: GestureMask = isEnabled ? .all : .subviews
        // A scrub reads the finger in the bar's left-to-right canvas; a swipe only its travel, in
        // the screen's space, which right-to-left layout never mirrors.
        let space: CoordinateSpace = kind == .scrub ? .local : .global
        let drag = DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
          .onChanged { onChanged(sample($0)) }
          .onEnded {
            onEnded(sample($0))
            estimator.reset()
          }
        // view-branch: constant — `kind` is a let each call site fixes
        if kind == .scrub {
          content.highPriorityGesture(drag, including: mask)
        } else {
          content.simultaneousGesture(drag, including: mask)
        }
      }

      /// A moment of the drag, its velocity from SwiftUI or, before iOS 17 and macOS 14, from
      /// the samples so far.
      private func sample(_ value: DragGesture.Value) -> TabBarDragSample {
        let velocity: CGSize
        if #available(iOS 17.0, macOS 14.0, visionOS 1.0, *) {
          velocity = value.velocity
        } else {
          estimator.add(value.location, at: value.time.timeIntervalSinceReferenceDate)
          velocity = estimator.velocity
        }
        return TabBarDragSample(location: value.location, translation: value.translation, velocity: velocity)
      }
    #endif
  }
#endif
