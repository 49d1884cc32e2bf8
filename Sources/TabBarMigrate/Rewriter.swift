/// Walks a file's tokens and writes them out, rewriting the constructs the rules know and copying
/// every other byte as it was.
///
/// Code outside tabs is read in the general mode, where `TabView(selection:)` starts a container,
/// `some TabContent<…>` a helper, and the renames apply; a container's content, a section's and
/// a helper's body are read in the tabs mode, where `ForEach` and `Group` are tab forms and a view
/// with `.tabItem` is a classic tab.
///
/// ```swift
/// var rewriter = Rewriter(file: file, plan: HelperPlan(file))
/// rewriter.emitGeneral(from: 0, to: file.tokens.count)
/// rewriter.output  // the migrated bytes
/// ```
package struct Rewriter {
  let file: SourceFile
  /// Tokens whose text is replaced wherever the general mode meets them.
  var replacements: [Int: String] = [:]
  /// `{` tokens whose body is read in the tabs mode (helpers' bodies).
  var tabsBodies: Set<Int> = []
  /// Tabs bodies of several statements written inside a `TabBarGroup { … }`.
  var groupedBodies: Set<Int> = []
  /// Whether renames that only mean something without SwiftUI's `TabView` apply outside a
  /// migrated container (off when the file keeps a `TabView`).
  var allowsLooseRenames = true
  var output: [UInt8] = []
  var findings: [Finding] = []
  /// Findings that make the enclosing container stay as it was.
  var blockingCount = 0
  /// Whether the search tab's content is being written.
  var inSearchTab = false
  /// Containers left as they were.
  var unmigratedContainers = 0
  /// Classic tabs (`.tabItem`/`.tag`) rewritten.
  var classicTabs = 0
  /// One level of indentation in this file.
  let indentUnit: String

  init(file: SourceFile) {
    self.file = file
    indentUnit = Self.indentUnit(of: file)
  }

  /// The first indentation found in the file, or two spaces.
  private static func indentUnit(of file: SourceFile) -> String {
    var atLineStart = true
    for token in file.tokens {
      if token.kind == .newline {
        atLineStart = true
        continue
      }
      if atLineStart, token.kind == .whitespace {
        let text = String(decoding: file.bytes[token.start..<token.end], as: UTF8.self)
        return text.hasPrefix("\t") ? "\t" : String(repeating: " ", count: min(text.count, 8))
      }
      atLineStart = false
    }
    return "  "
  }

  mutating func append(_ text: String) { output.append(contentsOf: Array(text.utf8)) }

  mutating func copy(_ index: Int) {
    let token = file.tokens[index]
    output.append(contentsOf: file.bytes[token.start..<token.end])
  }

  mutating func copy(from first: Int, through last: Int) {
    guard first <= last else { return }
    output.append(contentsOf: file.bytes[file.tokens[first].start..<file.tokens[last].end])
  }

  mutating func report(_ index: Int, _ reason: String, blocking: Bool = false) {
    findings.append(Finding(line: file.line(ofToken: index), reason: reason))
    if blocking { blockingCount += 1 }
  }

  /// What `body` writes, captured instead of written.
  mutating func capture(_ body: (inout Rewriter) -> Void) -> String {
    let saved = output
    output = []
    body(&self)
    let captured = String(decoding: output, as: UTF8.self)
    output = saved
    return captured
  }

  /// Writes tokens `first..<end` in the general mode.
  mutating func emitGeneral(from first: Int, to end: Int) {
    var index = first
    while index < end {
      index = emitGeneralToken(index)
    }
  }

  /// Writes the construct starting at `index` in the general mode; returns the index after it.
  mutating func emitGeneralToken(_ index: Int) -> Int {
    if let replacement = replacements[index] {
      append(replacement)
      return index + 1
    }
    let token = file.tokens[index]
    if token.kind == .open, tabsBodies.contains(index) {
      copy(index)
      if groupedBodies.contains(index) {
        emitGroupedTabs(index)
      } else {
        emitTabs(from: index + 1, to: file.partner[index])
      }
      copy(file.partner[index])
      return file.partner[index] + 1
    }
    if token.kind == .identifier, let next = emitIdentifier(index) { return next }
    if file.isByte(index, "."), let next = emitMember(index) { return next }
    copy(index)
    return index + 1
  }

  /// Names rewritten wherever they stand, and names reported as not migrated.
  private mutating func emitIdentifier(_ index: Int) -> Int? {
    let name = file.text(index)
    switch name {
    case "TabView":
      guard file.previous(before: index) < 0 || !file.isByte(file.previous(before: index), ".") else {
        return nil
      }
      return emitContainer(at: index)
    case "TabContent" where file.isIdentifier(file.previous(before: index), "some"):
      markTabsBody(afterType: index)
      append("TabBarContent")
      return index + 1
    case "TabContentBuilder":
      append("TabBarContentBuilder")
      return index + 1
    case "TabViewCustomization" where allowsLooseRenames:
      append("TabBarCustomization")
      return index + 1
    case "UITabBar" where file.isByte(file.next(after: index), "."):
      if file.isIdentifier(file.next(after: file.next(after: index)), "appearance") {
        report(index, Reasons.appearanceProxy)
      }
      return nil
    case "UITabBarAppearance":
      report(index, Reasons.appearance)
      return nil
    case "UITabBarController":
      report(index, Reasons.controllerLookup)
      return nil
    case "tabBarController" where file.isByte(file.previous(before: index), "."):
      report(index, Reasons.controllerLookup)
      return nil
    default:
      return nil
    }
  }

  /// The body of `{` at `open` in the tabs mode, inside `TabBarGroup { … }` one level deeper.
  private mutating func emitGroupedTabs(_ open: Int) {
    let close = file.partner[open]
    let indentation = file.indentation(ofLineAt: close)
    var body = capture { $0.emitTabs(from: open + 1, to: close) }
    while body.last == " " || body.last == "\t" { body.removeLast() }
    append("\n" + indentation + indentUnit + "TabBarGroup {")
    append(Self.shift(body, from: "", to: indentUnit))
    append(indentation + indentUnit + "}\n" + indentation)
  }

  /// Reads the body of a `some TabContent<…>` helper in the tabs mode.
  private mutating func markTabsBody(afterType index: Int) {
    var cursor = file.next(after: index)
    if file.isByte(cursor, "<") {
      while cursor < file.tokens.count, !file.isByte(cursor, ">") { cursor = file.next(after: cursor) }
      cursor = file.next(after: cursor)
    }
    if file.isByte(cursor, "{") { tabsBodies.insert(cursor) }
  }
}
