#if canImport(SwiftUI)
  import SwiftUI
  import UniformTypeIdentifiers

  /// A modifier a tab declares for the view that stands for it (its bar item), kept until the
  /// container draws that view: a popover, say, whose anchor is the bar item.
  struct TabBarItemAttachment {
    /// Applies the modifier to the tab's view.
    let apply: (AnyView) -> AnyView
  }

  /// What a tab does with items dropped on its bar item or sidebar row, as declared with
  /// `dropDestination(for:action:)`: the content types its payload type imports, and the
  /// loading of the dropped items into that type (kept inside `perform`).
  struct TabBarTabDrop {
    /// The types the payload imports: a drag carrying none of them is forbidden.
    let contentTypes: [UTType]
    /// Loads the items of `providers` as the payload type and hands them to the app's action.
    let perform: @MainActor (_ providers: [NSItemProvider]) -> Void
  }
#endif
