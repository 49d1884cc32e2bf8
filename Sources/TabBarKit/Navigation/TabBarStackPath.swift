#if canImport(SwiftUI)
  import SwiftUI

  /// A ``TabBarNavigationStack``'s path, whichever kind it is (a `NavigationPath` or a collection
  /// of routes): its depth, how to empty it, and the `NavigationStack` on it.
  @MainActor
  struct TabBarStackPath<Data> {
    /// How many views are pushed.
    let depth: Int
    /// Empties the path: back to the root.
    let popToRoot: () -> Void
    /// The `NavigationStack` on this path around a root view.
    private let makeStack: (AnyView) -> AnyView

    /// The path of a `NavigationPath` binding.
    init(_ path: Binding<NavigationPath>) {
      depth = path.wrappedValue.count
      popToRoot = { path.wrappedValue.removeLast(path.wrappedValue.count) }
      makeStack = { root in AnyView(NavigationStack(path: path) { root }) }
    }

    /// The path of a binding to a collection of routes.
    init(_ path: Binding<Data>)
    where
      Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable
    {
      depth = path.wrappedValue.count
      popToRoot = { path.wrappedValue.removeAll() }
      makeStack = { root in AnyView(NavigationStack(path: path) { root }) }
    }

    /// The `NavigationStack` around `root`.
    func stack(root: some View) -> AnyView {
      makeStack(AnyView(root))
    }
  }
#endif
