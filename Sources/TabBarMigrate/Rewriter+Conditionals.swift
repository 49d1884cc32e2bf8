/// Postfix `#if` blocks in a modifier chain (SE-0308) written part by part: a member with the
/// line break and indentation before it, a conditional with its directive lines kept verbatim
/// around the members it keeps (left out when it keeps none).
///
/// ```swift
/// // .customizationID("plants")
/// // #if !os(macOS)
/// //   .customizationBehavior(.disabled, for: .sidebar, .tabBar)
/// // #endif
/// ```
extension Rewriter {
  /// Copies the trivia (line breaks, indentation, comments) before token `index`.
  mutating func copyLeadingTrivia(_ index: Int) {
    copy(from: file.previous(before: index) + 1, through: index - 1)
  }

  /// Writes `part` of `chain` in the general mode with the trivia before it, keeping of its
  /// members those `keep` accepts.
  mutating func emitPart(
    _ part: CallChain.Part, of chain: CallChain, keeping keep: (CallChain.Call) -> Bool = { _ in true }
  ) {
    switch part {
    case .member(let index):
      let member = chain.members[index]
      guard keep(member) else { return }
      copyLeadingTrivia(member.dot ?? member.name)
      emitGeneral(from: member.dot ?? member.name, to: member.end + 1)
    case .conditional(let index):
      let conditional = chain.conditionals[index]
      guard conditional.clauses.contains(where: { $0.members.contains { keep(chain.members[$0]) } }) else {
        return
      }
      for clause in conditional.clauses {
        copyLeadingTrivia(clause.directive)
        copy(from: clause.directive, through: clause.directiveEnd)
        for memberIndex in clause.members where keep(chain.members[memberIndex]) {
          let member = chain.members[memberIndex]
          copyLeadingTrivia(member.dot ?? member.name)
          emitGeneral(from: member.dot ?? member.name, to: member.end + 1)
        }
      }
      copyLeadingTrivia(conditional.endif)
      copy(from: conditional.endif, through: conditional.end)
    }
  }

  /// `part` as `emitPart` writes it, without the trivia before it.
  mutating func capturePart(
    _ part: CallChain.Part, of chain: CallChain, keeping keep: (CallChain.Call) -> Bool = { _ in true }
  ) -> String {
    var text = capture { $0.emitPart(part, of: chain, keeping: keep) }
    while let first = text.first, first == " " || first == "\t" || first == "\n" || first == "\r" {
      text.removeFirst()
    }
    return text
  }
}
