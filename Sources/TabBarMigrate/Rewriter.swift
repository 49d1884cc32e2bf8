/// Walks a file's tokens and writes them out, rewriting the constructs the rules know and copying
/// every other byte as it was.
///
/// Code outside tabs is read in the general mode, where `TabView(selection:)` starts a container,
/// `some TabContent<…>` a helper, and the renames apply; a container's content, a section's and
/// a helper's body are read in the tabs mode, where `ForEach` and `Group` are tab forms and a view
/// with `.tabItem` is a classic tab.
///
/// ```swift
/// var rewriter = Rewriter(file: file)
/// ClassicHelpers.plan(&rewriter)  // the file's helpers that return a classic `.tabItem` tab
/// rewriter.emitGeneral(from: 0, to: file.tokens.count)
/// rewriter.output  // the migrated bytes
/// ```
package struct Rewriter {
  let file: SourceFile
  /// The files given with this one, for declarations made in another file.
  var context = MigrationContext()
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
  /// Containers migrated.
  var migratedContainers = 0
  /// Classic tabs (`.tabItem`/`.tag`) rewritten.
  var classicTabs = 0
  /// Helpers retyped, by the `{` of their body.
  var helperNames: [Int: String] = [:]
  /// Helpers that stay views: a container left as it was uses them.
  var excludedHelpers: Set<String> = []
  /// Helpers named inside containers left as they were.
  var keptHelpers: Set<String> = []
  /// Title properties to write at the end of the file, for labels whose cases have titles.
  var generatedTitles: [GeneratedTitle] = []
  /// Dummy centre tabs (by first token) that a `.tabBarAction` replaces: left out.
  var skippedTabs: Set<Int> = []
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

  mutating func report(_ index: Int, _ reason: String, blocking: Bool = false, aboutTheDrawnBar: Bool = false)
  {
    var finding = Finding(line: file.line(ofToken: index), reason: reason)
    finding.isAboutTheDrawnBar = aboutTheDrawnBar
    findings.append(finding)
    if blocking { blockingCount += 1 }
  }

  /// Records an informational line: nothing is left undone there.
  mutating func note(_ index: Int, _ reason: String) {
    findings.append(Finding(line: file.line(ofToken: index), reason: reason, isNote: true))
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
      guard isContainerCall(index) else { return nil }
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
    case "TabPlacement" where allowsLooseRenames && !file.isByte(file.previous(before: index), "."):
      // A tab's placement kept in a property (`var tabPlacement: TabPlacement`) feeds
      // `TabBarTab.tabPlacement(_:)`, whose cases are the same.
      append("TabBarTabPlacement")
      return index + 1
    case "UITabBar" where file.isByte(file.next(after: index), "."):
      if file.isIdentifier(file.next(after: file.next(after: index)), "appearance") {
        report(index, Reasons.appearanceProxy, aboutTheDrawnBar: true)
      }
      return nil
    case "UITabBarAppearance":
      report(index, Reasons.appearance, aboutTheDrawnBar: true)
      return nil
    case "UITabBarController":
      // Only a cast looks one up (`as? UITabBarController`, `is`); an app's own UIKit tab bar
      // controller (a subclass, a parameter's type) is not the TabView's.
      let previous = file.previous(before: index)
      let isCast =
        file.isIdentifier(previous, "is")
        || ((file.isByte(previous, "?") || file.isByte(previous, "!"))
          && file.isIdentifier(file.previous(before: previous), "as"))
      guard isCast else { return nil }
      if isInControllerWalk(index) {
        var finding = Finding(line: file.line(ofToken: index), reason: Reasons.controllerWalk, isNote: true)
        finding.isAboutTheDrawnBar = true
        findings.append(finding)
      } else {
        report(index, Reasons.controllerLookup, aboutTheDrawnBar: true)
      }
      return nil
    case "tabBarController" where file.isByte(file.previous(before: index), "."):
      report(index, Reasons.controllerLookup, aboutTheDrawnBar: true)
      return nil
    default:
      return nil
    }
  }

  /// Whether `UITabBarController` at `index` is one step of a generic walk to the top controller
  /// (its function also steps through navigation controllers or presented ones).
  func isInControllerWalk(_ index: Int) -> Bool {
    guard let open = (0..<index).last(where: { file.isByte($0, "{") && file.partner[$0] > index }) else {
      return false
    }
    return (open..<file.partner[open]).contains {
      file.isIdentifier($0, "UINavigationController") || file.isIdentifier($0, "presentedViewController")
    }
  }

  /// Whether token `index` is inside a `#Preview { … }` or a `static var previews` body.
  func isInPreview(_ index: Int) -> Bool {
    (0..<index).contains { open in
      guard file.isByte(open, "{"), file.partner[open] > index else { return false }
      let before = file.previous(before: open)
      let name = file.isByte(before, ")") ? file.previous(before: file.partner[before]) : before
      if file.isIdentifier(name, "Preview"), file.isByte(file.previous(before: name), "#") { return true }
      // static var previews: some View {
      let some = file.previous(before: before)
      let colon = file.previous(before: some)
      return file.isIdentifier(before, "View") && file.isIdentifier(file.previous(before: colon), "previews")
    }
  }

  /// Whether the `TabView` at `index` makes a view (`TabView(…)`, `TabView {`, `SwiftUI.TabView`),
  /// not a type, property or associated type merely named so.
  func isContainerCall(_ index: Int) -> Bool {
    let previous = file.previous(before: index)
    if previous >= 0, file.isByte(previous, ".") {
      guard file.isIdentifier(file.previous(before: previous), "SwiftUI") else { return false }
    }
    let declarations: Set<String> = [
      "associatedtype", "typealias", "struct", "class", "enum", "protocol", "actor", "var", "let", "func",
      "case", "extension",
    ]
    if previous >= 0, file.isIdentifier(previous), declarations.contains(file.text(previous)) { return false }
    // A type annotation (`var tabs: TabView {`) or a return type (`-> TabView {`).
    if file.isByte(previous, ">"), file.isByte(file.previous(before: previous), "-") { return false }
    if file.isByte(previous, ":") {
      let name = file.previous(before: previous)
      let keyword = file.previous(before: name)
      if file.isIdentifier(keyword, "var") || file.isIdentifier(keyword, "let") { return false }
    }
    let next = file.next(after: index)
    return (file.isByte(next, "(") || file.isByte(next, "{")) && !file.hasNewline(between: index, and: next)
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
