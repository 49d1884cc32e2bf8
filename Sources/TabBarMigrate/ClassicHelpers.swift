/// Finds the `some View` properties and functions that return classic tabs, and retypes them
/// `some TabBarContent<Value>`, their bodies read in the tabs mode (an `@ViewBuilder` body of
/// several statements inside a `TabBarGroup`).
///
/// ```swift
/// // private var adminTab: some View {
/// //   AdminView().tabItem { Label("Admin", systemImage: "lock") }.tag(AppTab.admin)
/// // }
/// // → private var adminTab: some TabBarContent<AppTab> {
/// ```
enum ClassicHelpers {
  /// Registers every classic helper of `file` with `rewriter`.
  static func plan(_ rewriter: inout Rewriter) {
    let file = rewriter.file
    // Until no helper is added: a helper of helpers (`@ViewBuilder var tabs: some View { homeTab;
    // searchTab }`) is one once those are.
    var added = true
    while added {
      added = false
      for index in file.tokens.indices
      where file.isIdentifier(index, "var") || file.isIdentifier(index, "func") {
        guard let helper = helper(file, keyword: index), file.text(helper.name) != "body",
          !rewriter.tabsBodies.contains(helper.open),
          !rewriter.excludedHelpers.contains(file.text(helper.name))
        else { continue }
        if plan(helper, in: &rewriter) { added = true }
      }
    }
  }

  /// Retypes `helper` when its body is tabs; whether it did.
  private static func plan(_ helper: Helper, in rewriter: inout Rewriter) -> Bool {
    let file = rewriter.file
    var trial = rewriter
    trial.findings = []
    trial.classicTabs = 0
    trial.blockingCount = 0
    _ = trial.capture { $0.emitTabs(from: helper.open + 1, to: file.partner[helper.open]) }
    guard trial.classicTabs > 0, trial.blockingCount == 0 else { return false }
    guard let value = ValueInference.value(for: helper, in: file, context: rewriter.context) else {
      rewriter.report(helper.name, Reasons.helperValue)
      return false
    }
    rewriter.replacements[helper.view] = "TabBarContent<\(value)>"
    if let builder = helper.builder {
      // The builder makes a list of tabs, not one content: the tabs go in a TabBarGroup.
      for token in (builder - 1)..<file.next(after: builder) { rewriter.replacements[token] = "" }
      let first = file.next(after: helper.open)
      let single = CallChain.parse(file, at: first).map {
        file.next(after: $0.end) == file.partner[helper.open]
      }
      if single != true { rewriter.groupedBodies.insert(helper.open) }
    }
    rewriter.tabsBodies.insert(helper.open)
    rewriter.helperNames[helper.open] = file.text(helper.name)
    return true
  }

  /// The helpers `kept` (referenced by containers left as they were) and every helper their
  /// bodies reference: none of them may be retyped.
  static func closure(of kept: Set<String>, in rewriter: Rewriter) -> Set<String> {
    var result = kept
    var pending = Array(kept)
    let file = rewriter.file
    while let name = pending.popLast() {
      for (open, helperName) in rewriter.helperNames where helperName == name {
        for index in open..<file.partner[open] where file.isIdentifier(index) {
          let text = file.text(index)
          if rewriter.helperNames.values.contains(text), result.insert(text).inserted { pending.append(text) }
        }
      }
    }
    return result
  }

  /// A `var name: some View {` or `func name(…) -> some View {` declaration.
  struct Helper {
    /// The name's token.
    var name: Int
    /// The `View` token.
    var view: Int
    /// The `{` of the body.
    var open: Int
    /// The `ViewBuilder` token of an `@ViewBuilder` attribute.
    var builder: Int?
  }

  private static func helper(_ file: SourceFile, keyword: Int) -> Helper? {
    let name = file.next(after: keyword)
    guard file.isIdentifier(name) else { return nil }
    var cursor = file.next(after: name)
    if file.isIdentifier(keyword, "func") {
      guard file.isByte(cursor, "(") else { return nil }
      cursor = file.next(after: file.partner[cursor])
      guard file.isByte(cursor, "-"), file.isByte(file.next(after: cursor), ">") else { return nil }
      cursor = file.next(after: file.next(after: cursor))
    } else {
      guard file.isByte(cursor, ":") else { return nil }
      cursor = file.next(after: cursor)
    }
    let view = file.next(after: cursor)
    let open = file.next(after: view)
    guard file.isIdentifier(cursor, "some"), file.isIdentifier(view, "View"), file.isByte(open, "{") else {
      return nil
    }
    return Helper(name: name, view: view, open: open, builder: builderAttribute(file, before: keyword))
  }

  /// The `ViewBuilder` of an `@ViewBuilder` among the declaration's attributes and modifiers.
  private static func builderAttribute(_ file: SourceFile, before keyword: Int) -> Int? {
    var index = file.previous(before: keyword)
    while index >= 0, file.isIdentifier(index) {
      if file.text(index) == "ViewBuilder", file.isByte(file.previous(before: index), "@") { return index }
      let previous = file.previous(before: index)
      index = file.isByte(previous, "@") ? file.previous(before: previous) : previous
    }
    return nil
  }
}
