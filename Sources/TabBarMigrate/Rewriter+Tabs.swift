/// The tabs mode: a container's content, a section's, a helper's body. `Tab` and `TabSection` are
/// renamed, `ForEach` and `Group` take their tab forms (here only), `if`/`switch` keep their tabs
/// mode, and a view with `.tabItem`/`.tag` is rewritten as a classic tab.
///
/// ```swift
/// // ForEach(items) { item in Tab(item.name, systemImage: "folder", value: item) { … } }
/// // → TabBarForEach(items) { item in TabBarTab(item.name, systemImage: "folder", value: item) { … } }
/// ```
extension Rewriter {
  /// Keywords that open a block whose body stays in the tabs mode.
  private static let blockKeywords: Set<String> = ["if", "else", "switch", "for", "while"]

  /// Writes tokens `first..<end` in the tabs mode; `pushed` are modifiers of an enclosing
  /// `Group`/`ForEach` moved into each tab's content.
  mutating func emitTabs(from first: Int, to end: Int, pushed: [PushedModifier] = []) {
    var index = first
    while index < end {
      let token = file.tokens[index]
      if token.isTrivia || file.isByte(index, ";") {
        copy(index)
        index += 1
      } else if file.isByte(index, "#") {
        index = copyLine(from: index, to: end)
      } else if token.kind == .identifier {
        index = emitTabStatement(index, end: end, pushed: pushed)
      } else {
        report(index, Reasons.unexpectedAmongTabs, blocking: true)
        copy(index)
        index += 1
      }
    }
  }

  /// Copies up to the line's end: `#if`, `#else`, `#endif` lines.
  private mutating func copyLine(from first: Int, to end: Int) -> Int {
    var index = first
    while index < end, file.tokens[index].kind != .newline {
      if file.tokens[index].kind == .open {
        emitGeneral(from: index, to: file.partner[index] + 1)
        index = file.partner[index] + 1
      } else {
        index = emitGeneralToken(index)
      }
    }
    return index
  }

  private mutating func emitTabStatement(_ index: Int, end: Int, pushed: [PushedModifier]) -> Int {
    let name = file.text(index)
    if Self.blockKeywords.contains(name) {
      var open = file.next(after: index)
      while open < end, !file.isByte(open, "{") {
        open = file.next(after: file.tokens[open].kind == .open ? file.partner[open] : open)
      }
      guard open < end else { return copyRest(index, end: end) }
      emitGeneral(from: index, to: open)
      copy(open)
      emitTabs(from: open + 1, to: file.partner[open], pushed: pushed)
      copy(file.partner[open])
      return file.partner[open] + 1
    }
    if name == "let" || name == "var" {
      // A declaration among the tabs (the badge computed once, a ForEach's value): the builder
      // takes it as it is.
      let last = statementEnd(from: index, end: end)
      emitGeneral(from: index, to: last + 1)
      return last + 1
    }
    if name == "case" || name == "default" {
      var colon = file.next(after: index)
      while colon < end, !file.isByte(colon, ":") {
        colon = file.next(after: file.tokens[colon].kind == .open ? file.partner[colon] : colon)
      }
      guard colon < end else { return copyRest(index, end: end) }
      emitGeneral(from: index, to: colon + 1)
      return colon + 1
    }
    guard let chain = CallChain.parse(file, at: index) else {
      report(index, Reasons.unexpectedAmongTabs, blocking: true)
      return copyRest(index, end: end)
    }
    if skippedTabs.contains(chain.start) {
      // The dummy centre tab goes, with the line it stood on.
      while output.last == UInt8(ascii: " ") || output.last == UInt8(ascii: "\t") { output.removeLast() }
      if output.last == UInt8(ascii: "\n") { output.removeLast() }
      return chain.end + 1
    }
    emitTabItem(chain, pushed: pushed)
    return chain.end + 1
  }

  /// The last token of the statement starting at `first`: it goes on over a line break after an
  /// operator, `=`, `,` or `:`, or before a `.member` or an operator.
  func statementEnd(from first: Int, end: Int) -> Int {
    var cursor = first
    while true {
      let next = file.next(after: cursor)
      guard next < end else { return cursor }
      if file.hasNewline(between: cursor, and: next), !continues(after: cursor), !continues(before: next) {
        return cursor
      }
      cursor = file.tokens[next].kind == .open ? file.partner[next] : next
    }
  }

  private func continues(after index: Int) -> Bool {
    file.tokens[index].kind == .punctuation && !file.isByte(index, ";")
  }

  private func continues(before index: Int) -> Bool {
    file.tokens[index].kind == .punctuation && !file.isByte(index, "#") && !file.isByte(index, "@")
      && !file.isByte(index, ";")
  }

  private mutating func copyRest(_ index: Int, end: Int) -> Int {
    copy(from: index, through: end - 1)
    return end
  }

  /// Writes one tab, section, `ForEach`, `Group`, helper reference or classic tab.
  mutating func emitTabItem(_ chain: CallChain, pushed: [PushedModifier]) {
    let name = file.text(chain.base.name)
    let isClassic = chain.members.contains { ["tabItem", "tag"].contains(file.text($0.name)) }
    if isClassic {
      emitClassicTab(chain, pushed: pushed)
      return
    }
    if name == "Tab" { liftAccessibilityText(chain) }
    switch name {
    case "Tab" where emitLabelTab(chain):
      if !pushed.isEmpty { report(chain.start, Reasons.modifierOnGroup, blocking: true) }
    case "Tab", "TabSection":
      if !pushed.isEmpty { report(chain.start, Reasons.modifierOnGroup, blocking: true) }
      emitCall(chain.base, renamed: name == "Tab" ? "TabBarTab" : "TabBarSection") { rewriter, closure in
        let label = closure.label.map { rewriter.file.text($0) }
        if name == "Tab", label == nil || label == "content" {
          let isSearch = chain.base.argumentsOpen.map { rewriter.isSearchRole($0) } ?? false
          rewriter.emitTabContent(closure, isSearch: isSearch)
        } else if name == "TabSection", label == nil || label == "content" {
          rewriter.emitTabs(from: closure.open + 1, to: closure.close)
        } else {
          rewriter.emitGeneral(from: closure.open + 1, to: closure.close)
        }
      }
      emitMembers(chain)
    case "ForEach", "Group":
      emitTabCollection(chain, renamed: name == "ForEach" ? "TabBarForEach" : "TabBarGroup", pushed: pushed)
    default:
      if !pushed.isEmpty { report(chain.start, Reasons.modifierOnGroup, blocking: true) }
      if chain.base.dot == nil, name.first?.isLowercase == true {
        if excludedHelpers.contains(name) {
          // Kept a view because its container stays for another reason, said already.
          blockingCount += 1
        } else if staysAView(name) {
          report(chain.start, Reasons.viewHelperAmongTabs, blocking: true)
        } else if helperNames.values.contains(name) {
          classicTabs += 1
        }
      }
      if name.first?.isUppercase == true, !name.hasPrefix("TabBar") {
        report(chain.start, name == "Spacer" ? Reasons.spacerTab : Reasons.viewAmongTabs, blocking: true)
      }
      emitGeneral(from: chain.start, to: chain.end + 1)
    }
  }

  /// Modifiers every ``TabBarContent`` has (a group, a section, a helper's tabs), so they may stay
  /// on a group that holds other tabs than classic ones.
  static let contentModifiers: Set<String> = ["environment", "environmentObject", "modifier"]

  /// Whether `name` is a `some View` property or function of the run that is not retyped as tabs
  /// (so a container holding it would not compile).
  func staysAView(_ name: String) -> Bool {
    for group in context.computedMembersByFile(named: name) {
      let declarations = group.filter { $0.type == "some View" }
      guard let source = declarations.first?.file else { continue }
      var planned = Rewriter(file: source)
      planned.context = context
      if source.bytes == file.bytes {
        planned.tabsBodies = tabsBodies
      } else {
        ClassicHelpers.plan(&planned)
      }
      if declarations.contains(where: { !planned.tabsBodies.contains($0.open) }) { return true }
    }
    return false
  }

  /// `ForEach`/`Group` among tabs: their modifiers move into each classic tab's content; when the
  /// group holds other tabs (helpers, `Tab`s) and its modifiers are ``contentModifiers``, they stay
  /// on the `TabBarGroup`, which hands them to each of its tabs.
  private mutating func emitTabCollection(_ chain: CallChain, renamed: String, pushed: [PushedModifier]) {
    let own = chain.parts.map { part in
      PushedModifier(
        text: capturePart(part, of: chain), indentation: file.indentation(ofLineAt: chain.start(of: part)))
    }
    let keepsOwn =
      !own.isEmpty && chain.members.allSatisfy { Self.contentModifiers.contains(file.text($0.name)) }
      && pushingFails(chain, pushed: pushed + own, renamed: renamed)
    emitCall(chain.base, renamed: renamed) { rewriter, closure in
      rewriter.emitTabs(
        from: rewriter.bodyStart(of: closure), to: closure.close, pushed: pushed + (keepsOwn ? [] : own))
    }
    if keepsOwn { emitMembers(chain) }
  }

  /// Whether moving `pushed` into the tabs of `chain` meets a tab that cannot take them.
  private func pushingFails(_ chain: CallChain, pushed: [PushedModifier], renamed: String) -> Bool {
    var trial = self
    trial.findings = []
    _ = trial.capture { rewriter in
      rewriter.emitCall(chain.base, renamed: renamed) { rewriter, closure in
        rewriter.emitTabs(from: rewriter.bodyStart(of: closure), to: closure.close, pushed: pushed)
      }
    }
    return trial.findings.contains { $0.reason == Reasons.modifierOnGroup }
  }

  /// Writes a call's name (renamed), arguments and closures, each closure's body by `body`.
  mutating func emitCall(
    _ call: CallChain.Call, renamed: String?, body: (inout Rewriter, CallChain.Closure) -> Void
  ) {
    if let renamed {
      append(renamed)
    } else {
      emitGeneral(from: call.dot ?? call.name, to: call.name + 1)
    }
    var cursor = call.name + 1
    for closure in call.closures {
      emitGeneral(from: cursor, to: closure.open)
      copy(closure.open)
      body(&self, closure)
      copy(closure.close)
      cursor = closure.close + 1
    }
    emitGeneral(from: cursor, to: call.end + 1)
  }

  /// Writes the members after the base in the general mode.
  mutating func emitMembers(_ chain: CallChain) {
    emitGeneral(from: chain.base.end + 1, to: chain.end + 1)
  }

  /// The first token of a closure's body after its parameters (`item in`), copying them.
  mutating func bodyStart(of closure: CallChain.Closure) -> Int {
    var index = file.next(after: closure.open)
    var steps = 0
    while index < closure.close, steps < 40 {
      if file.isIdentifier(index, "in") {
        emitGeneral(from: closure.open + 1, to: index + 1)
        return index + 1
      }
      let token = file.tokens[index]
      guard token.kind == .identifier || token.kind == .open || token.kind == .punctuation else { break }
      if token.kind == .open, file.isByte(index, "{") { break }
      index = file.next(after: token.kind == .open ? file.partner[index] : index)
      steps += 1
    }
    return closure.open + 1
  }
}

/// A modifier written on a `Group` or `ForEach` of classic tabs, moved into each tab's content.
struct PushedModifier {
  /// The modifier as rewritten, from its `.`.
  var text: String
  /// The indentation of the line it was written on.
  var indentation: String
}
