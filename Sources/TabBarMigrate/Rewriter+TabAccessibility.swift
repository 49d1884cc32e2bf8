/// A tab's accessibility label, hint or value written as `Text("…")`: `TabBarTab` takes the
/// string itself (a literal is a `LocalizedStringResource`, looked up as `Text`'s key is), so the
/// `Text(…)` around a plain literal goes; any other `Text` is reported.
///
/// ```swift
/// // Tab(…) { … }.accessibilityLabel(Text("Cards"))
/// //   → TabBarTab(…) { … }.accessibilityLabel("Cards")
/// ```
extension Rewriter {
  /// The modifiers of `Tab` whose first argument SwiftUI also takes as a `Text`.
  static let textAccessibilityModifiers: Set<String> = [
    "accessibilityLabel", "accessibilityHint", "accessibilityValue",
  ]

  /// Marks, for each such modifier of the tab `chain`, the `Text(…)` around its literal to be
  /// written as the literal alone; reports a `Text` that is not one plain literal.
  mutating func liftAccessibilityText(_ chain: CallChain) {
    for member in chain.members where Self.textAccessibilityModifiers.contains(file.text(member.name)) {
      guard let open = member.argumentsOpen,
        let argument = CallArguments(file, open: open).values.first, argument.label == nil,
        file.isIdentifier(argument.first, "Text")
      else { continue }
      let textOpen = file.next(after: argument.first)
      let literal = file.next(after: textOpen)
      let isPlainLiteral =
        file.isByte(textOpen, "(") && file.tokens[literal].kind == .string
        && file.next(after: literal) == file.partner[textOpen] && file.partner[textOpen] == argument.last
        && !file.text(literal).contains("\\(")
      guard isPlainLiteral else {
        report(member.dot ?? member.name, Reasons.tabAccessibilityText)
        continue
      }
      replacements[argument.first] = file.text(literal)
      for token in textOpen...argument.last { replacements[token] = "" }
    }
  }
}
