/// A tokenized Swift file with its brackets paired: the syntax view the rules read.
///
/// ```swift
/// let file = try SourceFile(Array("f(x) { }".utf8))
/// file.partner[1]  // 3: the `)` closing the `(`
/// ```
package struct SourceFile: Sendable {
  /// The file's bytes.
  package let bytes: [UInt8]
  /// Every token, trivia included.
  package let tokens: [Token]
  /// For a bracket token, the index of the bracket that pairs with it; otherwise -1.
  package let partner: [Int]
  /// Lines of byte offsets.
  package let lines: LineTable

  /// How deep brackets may nest before the file is refused (no hand-written file comes close).
  package static let nestingLimit = 256

  /// Reads `bytes`: UTF-8, every string and comment closed, every bracket paired and nested at
  /// most ``nestingLimit`` deep, or the first reason it is not.
  package init(_ bytes: [UInt8]) throws(MigrationInputError) {
    let lines = LineTable(bytes)
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw MigrationInputError(line: lines.line(of: offset), reason: "not UTF-8 text")
    }
    self.bytes = bytes
    self.lines = lines
    tokens = try SwiftTokenizer.tokenize(bytes)
    partner = try Self.pair(tokens, bytes: bytes, lines: lines)
  }

  private static func pair(
    _ tokens: [Token], bytes: [UInt8], lines: LineTable
  ) throws(MigrationInputError) -> [Int] {
    var partner = [Int](repeating: -1, count: tokens.count)
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() {
      if token.kind == .open {
        stack.append(index)
        guard stack.count <= nestingLimit else {
          throw MigrationInputError(
            line: lines.line(of: token.start), reason: "brackets nested more than \(nestingLimit) deep")
        }
      } else if token.kind == .close {
        let close = bytes[token.start]
        guard let open = stack.popLast(), matches(bytes[tokens[open].start], close) else {
          throw MigrationInputError(
            line: lines.line(of: token.start),
            reason: "unbalanced brackets: `\(Character(Unicode.Scalar(close)))` closes nothing open")
        }
        partner[index] = open
        partner[open] = index
      }
    }
    if let open = stack.last {
      let byte = bytes[tokens[open].start]
      throw MigrationInputError(
        line: lines.line(of: tokens[open].start),
        reason: "unbalanced brackets: `\(Character(Unicode.Scalar(byte)))` is never closed")
    }
    return partner
  }

  private static func matches(_ open: UInt8, _ close: UInt8) -> Bool {
    switch (open, close) {
    case (UInt8(ascii: "("), UInt8(ascii: ")")), (UInt8(ascii: "["), UInt8(ascii: "]")),
      (UInt8(ascii: "{"), UInt8(ascii: "}")):
      true
    default: false
    }
  }

  /// The token's text.
  package func text(_ index: Int) -> String {
    let token = tokens[index]
    return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// Whether token `index` is the single byte `byte`.
  package func isByte(_ index: Int, _ byte: Character) -> Bool {
    guard index >= 0, index < tokens.count else { return false }
    let token = tokens[index]
    return token.end - token.start == 1 && bytes[token.start] == byte.asciiValue
  }

  /// Whether token `index` is the identifier `name`.
  package func isIdentifier(_ index: Int, _ name: String? = nil) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
    return name.map { text(index) == $0 } ?? true
  }

  /// The first token after `index` that is not trivia (`tokens.count` at the end).
  package func next(after index: Int) -> Int {
    var next = index + 1
    while next < tokens.count, tokens[next].isTrivia { next += 1 }
    return next
  }

  /// The last token before `index` that is not trivia (-1 at the start).
  package func previous(before index: Int) -> Int {
    var previous = index - 1
    while previous >= 0, tokens[previous].isTrivia { previous -= 1 }
    return previous
  }

  /// Whether a line break lies between tokens `from` and `to` (exclusive).
  package func hasNewline(between from: Int, and to: Int) -> Bool {
    guard from + 1 < to else { return false }
    return tokens[(from + 1)..<to].contains { $0.kind == .newline }
  }

  /// The 1-based line of token `index`.
  package func line(ofToken index: Int) -> Int { lines.line(of: tokens[min(index, tokens.count - 1)].start) }

  /// The spaces and tabs that start the line holding token `index`.
  package func indentation(ofLineAt index: Int) -> String {
    var start = tokens[index].start
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") {
      start -= 1
    }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
