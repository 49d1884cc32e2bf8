/// The latest built-in response asked of one tab: its navigation stack pops to the root, or its
/// scroll view scrolls to the top. Each request has a new ``serial``, so a view reacts to a
/// change of its own tab's request only.
///
/// ```swift
/// if let request = state.reselectRequest(for: "home") {
///   request.response  // .popToRoot when the tab reported a depth above 0
/// }
/// ```
package struct TabReselectRequest: Sendable, Hashable {
  /// Grows with every request the state makes, across all tabs.
  package let serial: Int
  /// What the tab does.
  package let response: ReselectResponse

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - serial: The request's number in the state's sequence.
  ///   - response: What the tab does.
  package init(serial: Int, response: ReselectResponse) {
    self.serial = serial
    self.response = response
  }
}
