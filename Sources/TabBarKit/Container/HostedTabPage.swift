#if canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
  import SwiftUI

  /// The root of a tab's own hosting controller (``TabContentHosting/tabControllers``): the
  /// tab's page as its container last described it (``TabPage/hosted(_:in:contentInset:environment:)``).
  ///
  /// The root is set once, when the controller is made; each update replaces the page in the
  /// model inside the container's transaction, so what the container animates (the content
  /// inset moving with a bar that hides on push or minimizes) animates in the tab's own view
  /// graph too, where assigning a new root would jump. The page is always a `TabPage` of one
  /// type, so replacing it never resets the tab's state.
  @MainActor
  struct HostedTabPage: View {
    @ObservedObject var model: Model

    var body: some View { model.page }

    /// The page a tab's hosting controller shows.
    @MainActor
    final class Model: ObservableObject {
      @Published private(set) var page = AnyView(EmptyView())

      /// Shows `page` with `transaction`'s animation, if any.
      func show(_ page: AnyView, in transaction: Transaction) {
        withTransaction(transaction) { self.page = page }
      }
    }
  }
#endif
