/// What VoiceOver reads for a tab's row in a list (the sidebar, the More list), where the row's
/// own title and badge are read by the list: the label to read in place of the title (the app's
/// `accessibilityLabel`, else the title made speakable), and the app's value and hint.
///
/// ```swift
/// let speech = state.rowSpeech(of: inbox)  // inbox labelled "Mail" by the app
/// speech.label  // "Mail"
/// speech.value  // nil
/// ```
package struct TabRowSpeech: Sendable, Hashable {
  /// The row's label.
  package var label: String
  /// The app's value, read after the row's badge; `nil` for none.
  package var value: String?
  /// The app's hint; `nil` for none.
  package var hint: String?
}
