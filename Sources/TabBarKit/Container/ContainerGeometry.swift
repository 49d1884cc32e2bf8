#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// What a `GeometryReader` at the container reports: the size inside the safe area and the
  /// insets around it, which the core's layout takes as one container with insets.
  struct ContainerGeometry: Equatable {
    var size: CGSize
    var insets: SwiftUI.EdgeInsets

    init(_ proxy: GeometryProxy) {
      size = proxy.size
      insets = proxy.safeAreaInsets
    }

    /// The whole container, safe areas included: the core's coordinate space.
    var containerSize: CGSize {
      CGSize(
        width: size.width + insets.leading + insets.trailing,
        height: size.height + insets.top + insets.bottom)
    }

    /// The insets in the core's terms.
    var coreInsets: TabBarCore.TabBarInsets {
      TabBarCore.TabBarInsets(
        top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }

    /// The inset on the left edge: the core's coordinates start at the container's left, the
    /// reader's at the safe area's.
    func leftInset(_ direction: TabBarCore.TabBarLayoutDirection) -> CGFloat {
      direction == .rightToLeft ? insets.trailing : insets.leading
    }
  }
#endif
