#if canImport(SwiftUI)
  import SwiftUI

  /// A modifier a tab declares for the view that stands for it (its bar item), kept until the
  /// container draws that view: a popover, say, whose anchor is the bar item.
  struct TabBarItemAttachment {
    /// Applies the modifier to the tab's view.
    let apply: (AnyView) -> AnyView
  }

  /// What a tab does with items dropped on its bar item or sidebar row, as declared with
  /// `dropDestination(for:action:)`; the payload type is kept inside `apply`.
  struct TabBarTabDrop {
    /// Makes `view` a drop destination that reports whether a drag is over it to `isTargeted`.
    let apply: (_ view: AnyView, _ isTargeted: @escaping (Bool) -> Void) -> AnyView
  }
#endif
