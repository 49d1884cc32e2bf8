/// A postfix expression as a view builder writes it: a name, its arguments and trailing
/// closures, then `.modifier(…) { … }` members, on one line or many.
///
/// ```swift
/// // Text("Feed")
/// //   .tabItem { Label("Feed", systemImage: "newspaper") }
/// //   .tag(AppTab.feed)
/// let chain = CallChain.parse(file, at: index)
/// chain?.members.map { file.text($0.name) }  // ["tabItem", "tag"]
/// ```
package struct CallChain: Sendable {
  /// A closure after a call: `{ … }` or `label: { … }`.
  package struct Closure: Sendable {
    /// The label's token, for `label: { … }`.
    package var label: Int?
    /// The `{`.
    package var open: Int
    /// The `}`.
    package var close: Int
  }

  /// A call: the name, its arguments' `(`…`)` and its trailing closures.
  package struct Call: Sendable {
    /// The `.` before a member; `nil` for the chain's base.
    package var dot: Int?
    /// The name token (the last one of a qualified base such as `SwiftUI.TabView`).
    package var name: Int
    /// The `(` of the arguments.
    package var argumentsOpen: Int?
    /// The trailing closures.
    package var closures: [Closure]
    /// The call's last token.
    package var end: Int
  }

  /// The base.
  package var base: Call
  /// The members, in order.
  package var members: [Call]
  /// The first token.
  package var start: Int { base.dot ?? base.name }
  /// The last token.
  package var end: Int { members.last?.end ?? base.end }

  /// Names that begin statements or declarations, never a chain.
  static let keywords: Set<String> = [
    "if", "else", "switch", "case", "default", "for", "while", "return", "let", "var", "func",
    "guard", "in", "do", "try", "await", "some", "any", "struct", "class", "enum", "extension",
    "import", "private", "fileprivate", "public", "internal", "package", "static", "where",
  ]

  /// The chain starting at token `index`, an identifier that is not a keyword.
  package static func parse(_ file: SourceFile, at index: Int) -> CallChain? {
    guard file.isIdentifier(index), !keywords.contains(file.text(index)) else { return nil }
    var name = index
    while file.isByte(file.next(after: name), "."),
      file.isIdentifier(file.next(after: file.next(after: name))),
      isTypeName(file.text(name)), !file.hasNewline(between: name, and: file.next(after: name))
    {
      name = file.next(after: file.next(after: name))
    }
    var base = call(file, dot: nil, name: name)
    if name != index { base.dot = index }
    var members: [Call] = []
    var cursor = base.end
    while true {
      let dot = file.next(after: cursor)
      let member = file.next(after: dot)
      guard file.isByte(dot, "."), file.isIdentifier(member) else { break }
      let next = call(file, dot: dot, name: member)
      members.append(next)
      cursor = next.end
    }
    return CallChain(base: base, members: members)
  }

  private static func isTypeName(_ text: String) -> Bool {
    text.first.map { $0.isUppercase } ?? false
  }

  private static func call(_ file: SourceFile, dot: Int?, name: Int) -> Call {
    var end = name
    var argumentsOpen: Int?
    let next = file.next(after: name)
    if file.isByte(next, "("), !file.hasNewline(between: name, and: next) {
      argumentsOpen = next
      end = file.partner[next]
    }
    var closures: [Closure] = []
    while true {
      let candidate = file.next(after: end)
      if file.isByte(candidate, "{") {
        closures.append(Closure(label: nil, open: candidate, close: file.partner[candidate]))
        end = file.partner[candidate]
      } else if !closures.isEmpty, file.isIdentifier(candidate), !keywords.contains(file.text(candidate)),
        file.isByte(file.next(after: candidate), ":"),
        file.isByte(file.next(after: file.next(after: candidate)), "{")
      {
        let open = file.next(after: file.next(after: candidate))
        closures.append(Closure(label: candidate, open: open, close: file.partner[open]))
        end = file.partner[open]
      } else {
        break
      }
    }
    return Call(dot: dot, name: name, argumentsOpen: argumentsOpen, closures: closures, end: end)
  }
}

extension CallChain.Call {
  /// The closure the call's content is in: the first one without a label, or `content:`.
  package func contentClosure(in file: SourceFile) -> CallChain.Closure? {
    closures.first { $0.label == nil || file.text($0.label!) == "content" }
  }
}
