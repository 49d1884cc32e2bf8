/// Reading languages from a string table written as data (the format of
/// `AccessibilityLanguage.builtInTable`): a header `[code] plural: rule` a language, then its
/// rows, `key "message"` or `key.category "message"`.
extension AccessibilityLanguage {
  /// A line of a string table that is neither a header, a row, a note nor blank, or a row that
  /// contradicts an earlier one.
  package struct TableError: Error, Equatable, CustomStringConvertible {
    /// The line's number, from 1.
    package var line: Int
    /// What is wrong with it.
    package var reason: String

    /// The line and the reason: `line 3: unknown key "tabPostion"`.
    package var description: String { "line \(line): \(reason)" }
  }

  /// The first character of a language's header, `[code] plural: rule`.
  private static let headerOpen: Character = "["
  /// The character that ends a header's code.
  private static let headerClose: Character = "]"
  /// What a header says before its plural rule's name.
  private static let pluralLabel = "plural:"
  /// The first character of a note line.
  private static let noteMark: Character = "#"
  /// What stands between a plural message's key and its category, `newItems.one`.
  private static let categorySeparator: Character = "."
  /// What a row's message stands between, so its spaces are its own: `done  "Fertig"`.
  private static let messageQuote: Character = "\""

  /// The languages of `table`, in its order.
  ///
  /// Untyped `throws`: the Swift 6.3 compiler crashes lowering a typed throw in this loop for
  /// Apple targets (iOS 17.4 SDK, seen by `../shared/tools/sdk-typecheck`).
  ///
  /// - Throws: ``TableError`` for the first line that does not read: a header without a code or
  ///   with an unknown rule, a row before any header, an unknown key or category, a key without
  ///   a quoted message, a message given twice or both as a text and as plural forms.
  package static func languages(fromTable table: String) throws -> [AccessibilityLanguage] {
    var languages: [AccessibilityLanguage] = []
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let number = index + 1
      let text = trimmed(line)
      if text.isEmpty || text.first == noteMark { continue }
      if text.first == headerOpen {
        languages.append(try header(text, line: number))
      } else if var language = languages.popLast() {
        try language.addRow(text, line: number)
        languages.append(language)
      } else {
        throw TableError(line: number, reason: "a row before any language's header")
      }
    }
    return languages
  }

  /// The empty language a header `[code] plural: rule` opens.
  private static func header(_ text: Substring, line: Int) throws -> AccessibilityLanguage {
    guard let close = text.firstIndex(of: headerClose) else {
      throw TableError(line: line, reason: "a header without \"\(headerClose)\"")
    }
    let code = trimmed(text[text.index(after: text.startIndex)..<close])
    let rest = trimmed(text[text.index(after: close)...])
    guard !code.isEmpty else { throw TableError(line: line, reason: "a header without a code") }
    guard rest.hasPrefix(pluralLabel) else {
      throw TableError(line: line, reason: "a header without \"\(pluralLabel) rule\"")
    }
    let ruleName = String(trimmed(rest.dropFirst(pluralLabel.count)))
    guard let rule = PluralRule.named[ruleName] else {
      throw TableError(line: line, reason: "unknown plural rule \"\(ruleName)\"")
    }
    return AccessibilityLanguage(code: String(code), pluralRule: rule, messages: [:])
  }

  /// Adds a row, `key "message"` (a text) or `key.category "message"` (one plural form).
  private mutating func addRow(_ text: Substring, line: Int) throws {
    let name = text.prefix { !$0.isWhitespace }
    let parts = name.split(separator: Self.categorySeparator, maxSplits: 1, omittingEmptySubsequences: false)
    guard let key = AccessibilityStringKey(rawValue: String(parts[0])) else {
      throw TableError(line: line, reason: "unknown key \"\(parts[0])\"")
    }
    guard let message = Self.quoted(Self.trimmed(text[name.endIndex...])) else {
      throw TableError(line: line, reason: "\(name) without a quoted message")
    }
    guard parts.count > 1 else {
      guard messages[key] == nil else { throw TableError(line: line, reason: "\(key) given twice") }
      messages[key] = .text(message)
      return
    }
    guard let category = PluralCategory(rawValue: String(parts[1])) else {
      throw TableError(line: line, reason: "unknown plural category \"\(parts[1])\"")
    }
    var forms: [PluralCategory: String] = [:]
    switch messages[key] {
    case nil: break
    case .plural(let given): forms = given
    case .text: throw TableError(line: line, reason: "\(key) given both as a text and as plural forms")
    }
    guard forms[category] == nil else {
      throw TableError(line: line, reason: "\(key).\(category) given twice")
    }
    forms[category] = message
    messages[key] = .plural(forms)
  }

  /// What stands between the quotes that open and close `text`, if that is not empty.
  private static func quoted(_ text: Substring) -> String? {
    guard text.count > 2, text.first == messageQuote, text.last == messageQuote else { return nil }
    return String(text.dropFirst().dropLast())
  }

  /// `text` without the spaces and tabs at either end.
  private static func trimmed(_ text: Substring) -> Substring {
    let start = text.drop { $0.isWhitespace }
    return start.dropLast(start.reversed().prefix { $0.isWhitespace }.count)
  }
}
