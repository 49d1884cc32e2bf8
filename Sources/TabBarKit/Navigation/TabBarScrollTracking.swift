#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Lets this scroll view (a `ScrollView`, a `List`, a `Form`, …) minimize and expand the
    /// ``TabBarContainer``'s bar as it scrolls, with
    /// ``TabBarContainer/tabBarMinimizeBehavior(_:)``, where the system reports scroll geometry
    /// (`onScrollGeometryChange(for:of:action:)`: iOS 18, macOS 15, tvOS 18, watchOS 11,
    /// visionOS 2). ``TabBarScrollView`` reports on every system and needs nothing more; this
    /// is for the scroll views you keep.
    ///
    /// ```swift
    /// TabBarTab("Mail", systemImage: "tray", value: AppTab.mail) {
    ///   List(messages) { MessageRow($0) }
    ///     .tabBarTracksScrolling()
    /// }
    /// ```
    @MainActor
    public func tabBarTracksScrolling() -> some View {
      modifier(ScrollTracking())
    }
  }

  /// See ``SwiftUICore/View/tabBarTracksScrolling()``.
  @MainActor
  private struct ScrollTracking: ViewModifier {
    @Environment(\.tabBarTabContext) private var tab

    func body(content: Content) -> some View {
      content.tabBarScrollOffsetReading(report: tab?.reportScrollOffset)
    }
  }
#endif
