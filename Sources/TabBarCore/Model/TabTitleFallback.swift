/// The title of a tab declared without one (a label view and no `accessibilityTitle`): what
/// VoiceOver, the sidebar and the More list read instead, and the debug message that names the
/// tab so the app can give it a real title.
///
/// The value is described plainly: an optional is unwrapped (`Optional("inbox")` reads
/// `inbox`, never `Optional("inbox")`), text reads as it is, anything else as its description
/// (an enum's case name, `profile`). Only text is a title in itself; any other value gets the
/// diagnostic, because a case name is a programmer's word, not the app's language.
///
/// ```swift
/// TabTitleFallback(describing: Optional("inbox")).title  // "inbox"
/// TabTitleFallback(describing: AppTab.profile).diagnostic(value: "AppTab.profile")  // "TabBarKit: …"
/// ```
package struct TabTitleFallback: Sendable, Hashable {
  /// The title shown and read: the value described plainly; empty for `nil`.
  package let title: String
  /// Whether the title is the app's own text (a string value), so no diagnostic is needed.
  package let isText: Bool

  /// The fallback title of a tab whose selection value is `value`.
  ///
  /// - Parameter value: The tab's selection value, of any type; optionals at any depth are
  ///   unwrapped, and `nil` gives an empty title.
  package init(describing value: Any) {
    let unwrapped = Self.unwrapped(value)
    switch unwrapped {
    case .none:
      title = ""
      isText = false
    case .some(let inner as any StringProtocol):
      title = String(inner)
      isText = !title.isEmpty
    case .some(let inner):
      title = String(describing: inner)
      isText = false
    }
  }

  /// The value inside any number of optionals; `nil` when one of them is empty.
  private static func unwrapped(_ value: Any) -> Any? {
    var current = value
    while true {
      let mirror = Mirror(reflecting: current)
      guard mirror.displayStyle == .optional else { return current }
      guard let wrapped = mirror.children.first?.value else { return nil }
      current = wrapped
    }
  }

  /// The debug message naming the untitled tab, `nil` when the title is the app's own text.
  ///
  /// - Parameter value: How the tab's value is written in code (`String(reflecting:)`), which
  ///   names the tab in the message.
  /// - Returns: A sentence saying what is read for the tab and how to give it a title.
  package func diagnostic(value: String) -> String? {
    guard !isText else { return nil }
    let read = title.isEmpty ? "nothing" : "\"\(title)\""
    return "TabBarKit: the tab \(value) has no title: VoiceOver, the sidebar and More read \(read). "
      + "Pass accessibilityTitle: to TabBarTab(value:accessibilityTitle:content:label:), or declare it "
      + "with a title (TabBarTab(\"Title\", systemImage: …, value: …))."
  }
}
