/// Splits Swift source into ``Token``s without a regular expression over raw text: string literals
/// (single-line, multi-line, raw `#"…"#`, with interpolations), comments (nested block comments
/// included) and numbers are single tokens, so a `TabView` inside a string or a comment is never
/// taken for code.
///
/// ```swift
/// let tokens = try SwiftTokenizer.tokenize(Array("/* TabView { */ Text(\"}\")".utf8))
/// // blockComment, whitespace, identifier, open, string, close
/// ```
package struct SwiftTokenizer {
  private let bytes: [UInt8]
  private var index = 0
  private var tokens: [Token] = []
  private var interpolationDepth = 0
  /// Brackets open at this point (checked against ``SourceFile/nestingLimit`` as the file is read,
  /// so a file of nothing but brackets is refused at once).
  private var bracketDepth = 0

  /// How deep string interpolations may nest (`"\("\(…)")"`) before the file is refused.
  static let interpolationDepthLimit = 32

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The tokens of `bytes`, or the first reason they are not readable Swift (an unterminated
  /// string literal or block comment).
  package static func tokenize(_ bytes: [UInt8]) throws(MigrationInputError) -> [Token] {
    var tokenizer = SwiftTokenizer(bytes)
    try tokenizer.run()
    return tokenizer.tokens
  }

  private mutating func run() throws(MigrationInputError) {
    while index < bytes.count {
      let start = index
      let kind = try scanToken()
      tokens.append(Token(kind: kind, start: start, end: index))
    }
  }

  private func byte(_ offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private func error(_ reason: String, at offset: Int) -> MigrationInputError {
    MigrationInputError(line: LineTable(bytes).line(of: offset), reason: reason)
  }

  private mutating func scanToken() throws(MigrationInputError) -> Token.Kind {
    let first = bytes[index]
    switch first {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
      while let next = byte(index), next == 0x20 || next == 0x09 || next == 0x0B || next == 0x0C {
        index += 1
      }
      return .whitespace
    case UInt8(ascii: "\n"):
      index += 1
      return .newline
    case UInt8(ascii: "\r"):
      index += byte(index + 1) == UInt8(ascii: "\n") ? 2 : 1
      return .newline
    case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
      while let next = byte(index), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { index += 1 }
      return .lineComment
    case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
      try skipBlockComment()
      return .blockComment
    case UInt8(ascii: "\""):
      try skipString(hashes: 0)
      return .string
    case UInt8(ascii: "/") where startsBareRegex():
      return .string
    case UInt8(ascii: "#"):
      return try scanHash()
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
      bracketDepth += 1
      guard bracketDepth <= SourceFile.nestingLimit else {
        throw error("brackets nested more than \(SourceFile.nestingLimit) deep", at: index)
      }
      index += 1
      return .open
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
      bracketDepth -= 1
      index += 1
      return .close
    case UInt8(ascii: "`"):
      return scanQuotedIdentifier()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      while let next = byte(index),
        Self.isIdentifierByte(next) || next == UInt8(ascii: ".") && isDigit(index + 1)
      {
        index += 1
      }
      return .number
    case UInt8(ascii: "$") where byte(index + 1).map(Self.isIdentifierByte) == true:
      index += 1
      while let next = byte(index), Self.isIdentifierByte(next) { index += 1 }
      return .identifier
    default:
      if Self.isIdentifierByte(first) {
        while let next = byte(index), Self.isIdentifierByte(next) { index += 1 }
        return .identifier
      }
      index += 1
      return .punctuation
    }
  }

  /// Tokens before which a `/` starts an expression (a bare regex literal `/…/`), not a division.
  private static let expressionStarters: Set<UInt8> = Set("([{,:=;!&|?+-*%<>^~".utf8)
  private static let expressionKeywords: Set<String> = [
    "return", "case", "in", "where", "try", "await", "if", "guard", "while", "else", "throw", "yield",
  ]

  /// Reads a bare regex literal (`/\d+/`) at the `/` at `index` when one stands there: in an
  /// expression's first place, not followed by a space, closed on the same line.
  private mutating func startsBareRegex() -> Bool {
    guard let next = byte(index + 1), next != 0x20, next != 0x09, next != 0x0A, next != 0x0D,
      next != UInt8(ascii: "="), next != UInt8(ascii: "/")
    else { return false }
    if let previous = tokens.last(where: { !$0.isTrivia }) {
      let text = Array(bytes[previous.start..<previous.end])
      switch previous.kind {
      case .open: break
      case .punctuation:
        guard text.count == 1, Self.expressionStarters.contains(text[0]) else { return false }
      case .identifier:
        guard Self.expressionKeywords.contains(String(decoding: text, as: UTF8.self)) else { return false }
      default: return false
      }
    }
    var offset = index + 1
    var classDepth = 0
    while let current = byte(offset), current != 0x0A, current != 0x0D {
      switch current {
      case UInt8(ascii: "\\"): offset += 1
      case UInt8(ascii: "["): classDepth += 1
      case UInt8(ascii: "]"): classDepth = max(0, classDepth - 1)
      case UInt8(ascii: "/") where classDepth == 0:
        index = offset + 1
        return true
      default: break
      }
      offset += 1
    }
    return false
  }

  private func isDigit(_ offset: Int) -> Bool {
    byte(offset).map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
  }

  /// Letters, digits, `_` and every byte of a multi-byte UTF-8 character (identifiers may use them).
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
      true
    default: false
    }
  }

  private mutating func scanQuotedIdentifier() -> Token.Kind {
    var end = index + 1
    while let next = byte(end), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { end += 1 }
    guard byte(end) == UInt8(ascii: "`") else {
      index += 1
      return .punctuation
    }
    index = end + 1
    return .identifier
  }

  /// `#"raw"#`, `#/regex/#`, or a plain `#` (`#if`, `#available`).
  private mutating func scanHash() throws(MigrationInputError) -> Token.Kind {
    var hashes = 0
    while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
    switch byte(index + hashes) {
    case UInt8(ascii: "\""):
      index += hashes
      try skipString(hashes: hashes)
      return .string
    case UInt8(ascii: "/"):
      let start = index
      index += hashes + 1
      try skipRegex(hashes: hashes, from: start)
      return .string
    default:
      index += 1
      return .punctuation
    }
  }

  private mutating func skipBlockComment() throws(MigrationInputError) {
    let start = index
    var depth = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
    throw error("unterminated block comment", at: start)
  }

  private mutating func skipRegex(hashes: Int, from start: Int) throws(MigrationInputError) {
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), closes(hashes: hashes, after: index + 1) {
        index += 1 + hashes
        return
      }
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    throw error("unterminated regex literal", at: start)
  }

  private func closes(hashes: Int, after offset: Int) -> Bool {
    (0..<hashes).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
  }

  /// A string literal from its opening quote; `hashes` is its raw delimiter's `#` count.
  private mutating func skipString(hashes: Int) throws(MigrationInputError) {
    let start = index
    let quote = UInt8(ascii: "\"")
    let multiLine = byte(index + 1) == quote && byte(index + 2) == quote
    index += multiLine ? 3 : 1
    while index < bytes.count {
      let current = bytes[index]
      if current == quote, !multiLine || (byte(index + 1) == quote && byte(index + 2) == quote) {
        let after = index + (multiLine ? 3 : 1)
        if closes(hashes: hashes, after: after) {
          index = after + hashes
          return
        }
        index += 1
      } else if current == UInt8(ascii: "\\"), closes(hashes: hashes, after: index + 1) {
        index += 1 + hashes
        if byte(index) == UInt8(ascii: "(") {
          try skipInterpolation()
        } else if index < bytes.count {
          index += 1
        }
      } else if !multiLine, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
        break
      } else {
        index += 1
      }
    }
    throw error("unterminated string literal", at: start)
  }

  /// The code of `\( … )` from its `(`: nested parentheses, strings and comments included.
  private mutating func skipInterpolation() throws(MigrationInputError) {
    let start = index
    guard interpolationDepth < Self.interpolationDepthLimit else {
      throw error("string interpolations nested too deeply", at: start)
    }
    interpolationDepth += 1
    defer { interpolationDepth -= 1 }
    var depth = 0
    while index < bytes.count {
      let tokenStart = index
      let kind = try scanToken()
      let byte = bytes[tokenStart]
      if kind == .open, byte == UInt8(ascii: "(") { depth += 1 }
      if kind == .close, byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
    throw error("unterminated string interpolation", at: start)
  }
}
