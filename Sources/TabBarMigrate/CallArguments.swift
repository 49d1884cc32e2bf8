/// The arguments between a call's parentheses, split at its top-level commas.
///
/// ```swift
/// // .toolbar(.hidden, for: .tabBar)
/// let arguments = CallArguments(file, open: parenthesis)
/// arguments.values.map(\.label)  // [nil, "for"]
/// ```
package struct CallArguments: Sendable {
  /// One argument.
  package struct Argument: Sendable {
    /// The label, `nil` for an unlabeled argument.
    package var label: String?
    /// The value's first token.
    package var first: Int
    /// The value's last token.
    package var last: Int
  }

  /// The arguments in order.
  package var values: [Argument] = []

  /// The arguments of the `(` at `open`.
  package init(_ file: SourceFile, open: Int) {
    let close = file.partner[open]
    var index = file.next(after: open)
    while index < close {
      var label: String?
      if file.isIdentifier(index), file.isByte(file.next(after: index), ":") {
        label = file.text(index)
        index = file.next(after: file.next(after: index))
      }
      let first = index
      var last = index
      while index < close, !file.isByte(index, ",") {
        let end = file.tokens[index].kind == .open ? file.partner[index] : index
        last = end
        index = file.next(after: end)
      }
      if first < close { values.append(Argument(label: label, first: first, last: last)) }
      if index < close { index = file.next(after: index) }
    }
  }

  /// The argument labelled `label`.
  package func argument(_ label: String?) -> Argument? {
    values.first { $0.label == label }
  }
}

extension SourceFile {
  /// The bytes of tokens `first` through `last`, as written.
  package func source(_ first: Int, through last: Int) -> String {
    guard first <= last, first < tokens.count else { return "" }
    return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
  }

  /// An argument's value as written.
  package func source(_ argument: CallArguments.Argument) -> String {
    source(argument.first, through: argument.last)
  }

  /// The text between a bracket and its partner, as written, without the spaces at either end.
  package func inside(_ open: Int) -> String {
    let first = next(after: open)
    let last = previous(before: partner[open])
    return first > last ? "" : source(first, through: last)
  }
}
