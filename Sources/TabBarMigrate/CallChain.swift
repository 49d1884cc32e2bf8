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

  /// A postfix `#if … #endif` among the members (SE-0308): each clause's directive line and the
  /// members it holds.
  package struct Conditional: Sendable {
    /// One `#if`, `#elseif` or `#else` line and its members.
    package struct Clause: Sendable {
      /// The directive's `#`.
      package var directive: Int
      /// The directive line's last token.
      package var directiveEnd: Int
      /// The indices in ``CallChain/members`` of the clause's members.
      package var members: [Int]
    }

    /// The clauses in order.
    package var clauses: [Clause]
    /// The `#` of `#endif`.
    package var endif: Int
    /// The last token of the `#endif` line.
    package var end: Int
  }

  /// A member or a postfix conditional, in the order the chain writes them.
  package enum Part: Sendable {
    /// ``CallChain/members``' element at this index.
    case member(Int)
    /// ``CallChain/conditionals``' element at this index.
    case conditional(Int)
  }

  /// The base.
  package var base: Call
  /// The members, in order, those inside postfix conditionals included.
  package var members: [Call]
  /// The postfix conditionals.
  package var conditionals: [Conditional] = []
  /// The members outside conditionals and the conditionals, in order.
  package var parts: [Part] = []
  /// The first token.
  package var start: Int { base.dot ?? base.name }
  /// The last token.
  package var end: Int {
    switch parts.last {
    case .member(let index): members[index].end
    case .conditional(let index): conditionals[index].end
    case nil: base.end
    }
  }

  /// The first token of a part (its `.`, or the `#` of its `#if`).
  package func start(of part: Part) -> Int {
    switch part {
    case .member(let index): members[index].dot ?? members[index].name
    case .conditional(let index): conditionals[index].clauses[0].directive
    }
  }

  /// The last token of a part.
  package func end(of part: Part) -> Int {
    switch part {
    case .member(let index): members[index].end
    case .conditional(let index): conditionals[index].end
    }
  }

  /// The member indices of a part: its own, or every clause's.
  package func memberIndices(of part: Part) -> [Int] {
    switch part {
    case .member(let index): [index]
    case .conditional(let index): conditionals[index].clauses.flatMap(\.members)
    }
  }

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
    var chain = CallChain(base: base, members: [])
    var cursor = base.end
    while true {
      let dot = file.next(after: cursor)
      if let member = member(file, dot: dot) {
        chain.parts.append(.member(chain.members.count))
        chain.members.append(member)
        cursor = member.end
      } else if let end = chain.parseConditional(file, at: dot) {
        cursor = end
      } else {
        break
      }
    }
    return chain
  }

  /// The member whose `.` is at `dot`.
  private static func member(_ file: SourceFile, dot: Int) -> Call? {
    let name = file.next(after: dot)
    guard file.isByte(dot, "."), file.isIdentifier(name) else { return nil }
    return call(file, dot: dot, name: name)
  }

  /// Whether token `index` is the `#` of the directive `name` (`if`, `elseif`, `else`, `endif`).
  static func isDirective(_ file: SourceFile, _ index: Int, _ names: Set<String>) -> Bool {
    file.isByte(index, "#") && index + 1 < file.tokens.count && file.isIdentifier(index + 1)
      && names.contains(file.text(index + 1))
  }

  /// The last token of the line holding token `index` (before its line break).
  static func lineEnd(_ file: SourceFile, from index: Int) -> Int {
    var end = index
    while end + 1 < file.tokens.count, file.tokens[end + 1].kind != .newline {
      end = file.tokens[end + 1].kind == .open ? file.partner[end + 1] : end + 1
    }
    return end
  }

  /// Reads a postfix `#if` at `index` whose every clause holds only members, at least one of
  /// them; returns the `#endif` line's last token, or `nil` (the chain then ends before it).
  private mutating func parseConditional(_ file: SourceFile, at index: Int) -> Int? {
    guard Self.isDirective(file, index, ["if"]) else { return nil }
    var clauses: [Conditional.Clause] = []
    var newMembers: [Call] = []
    var directive = index
    while true {
      let directiveEnd = Self.lineEnd(file, from: directive)
      var clause = Conditional.Clause(directive: directive, directiveEnd: directiveEnd, members: [])
      var cursor = file.next(after: directiveEnd)
      while let member = Self.member(file, dot: cursor) {
        clause.members.append(members.count + newMembers.count)
        newMembers.append(member)
        cursor = file.next(after: member.end)
      }
      clauses.append(clause)
      if Self.isDirective(file, cursor, ["elseif", "else"]) {
        directive = cursor
        continue
      }
      guard Self.isDirective(file, cursor, ["endif"]), !newMembers.isEmpty else { return nil }
      let end = Self.lineEnd(file, from: cursor)
      parts.append(.conditional(conditionals.count))
      conditionals.append(Conditional(clauses: clauses, endif: cursor, end: end))
      members += newMembers
      return end
    }
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
