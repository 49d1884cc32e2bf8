/// One lexical piece of a Swift file: its kind and the bytes it spans.
///
/// Every byte of a file belongs to exactly one token, so copying the tokens' bytes in order gives
/// the file back byte for byte.
///
/// ```swift
/// let tokens = try SwiftTokenizer.tokenize(Array("Text(\"a\")".utf8))
/// // identifier "Text", open "(", string "\"a\"", close ")"
/// ```
package struct Token: Sendable, Equatable {
  /// What a token is.
  package enum Kind: Sendable, Equatable {
    /// Spaces and tabs.
    case whitespace
    /// One line break (`\n`, `\r\n` or `\r`).
    case newline
    /// `// …` up to the end of the line.
    case lineComment
    /// `/* … */`, nested ones included.
    case blockComment
    /// A name or keyword, `` `quoted` ``, `$0` and `$name` included.
    case identifier
    /// A number literal.
    case number
    /// A whole string literal: single-line, multi-line, raw, with its interpolations.
    case string
    /// `(`, `[` or `{`.
    case open
    /// `)`, `]` or `}`.
    case close
    /// Any other single byte: `.`, `,`, `:`, `@`, `#`, `\`, operator characters.
    case punctuation
  }

  /// The kind.
  package var kind: Kind
  /// The first byte's offset.
  package var start: Int
  /// The offset after the last byte.
  package var end: Int

  /// Whether the token carries no meaning for the syntax (spaces, line breaks, comments).
  package var isTrivia: Bool {
    switch kind {
    case .whitespace, .newline, .lineComment, .blockComment: true
    default: false
    }
  }
}
