#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  extension View {
    /// A search field for the search tab's content, as `searchable(text:prompt:)` gives, that
    /// its container activates when the core asks: on Command-F, and on choosing the search tab
    /// under ``TabBarSearchActivation/searchTabSelection`` (see
    /// ``SwiftUICore/View/tabBarSearchActivation(_:)``).
    ///
    /// Activation needs iOS 17, macOS 14 or visionOS: before, and on Apple TV and Apple Watch,
    /// the field is there and waits for a tap. On the Mac a search field lives in the window's
    /// toolbar, which is the app's and not a tab's: put `.searchable` on the container there.
    /// Outside a container it is a plain search field.
    ///
    /// ```swift
    /// TabBarTab(value: AppTab.search, role: .search) {
    ///   NavigationStack { ResultsView(query) }.tabBarSearchable(text: $query, prompt: Text("Songs"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text the field edits.
    ///   - prompt: What the empty field shows; the system's when `nil`.
    public func tabBarSearchable(text: Binding<String>, prompt: Text? = nil) -> some View {
      modifier(TabBarSearchableField(text: text, prompt: prompt))
    }
  }

  /// See ``SwiftUICore/View/tabBarSearchable(text:prompt:)``: the field, presented when the
  /// tab's activation request (the core's serial, in the tab context) is newer than the last one
  /// it answered, on a change or as the content appears (a Command-F that mounted the tab).
  // Not marked @MainActor: SDKs before iOS 18 and macOS 15 make it from nonisolated View
  // extensions, where the modifier takes its isolation from its protocol.
  private struct TabBarSearchableField: ViewModifier {
    @Binding var text: String
    let prompt: Text?
    @Environment(\.tabBarTabContext) private var tab
    @State private var isPresented = false
    /// The activation request this field last answered.
    @State private var answered: Int?

    func body(content: Content) -> some View {
      content
        .tabBarSearchField(text: $text, isPresented: $isPresented, prompt: prompt)
        .onAppear { answer(tab?.searchActivation) }
        .onValueChange(of: tab?.searchActivation) { answer($0) }
    }

    /// Presents the field for `request` unless it answered it already.
    private func answer(_ request: Int?) {
      guard let request, request != answered else { return }
      answered = request
      isPresented = true
    }
  }
#endif
