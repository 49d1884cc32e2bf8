/// A classic tab, a view with `.tabItem { … }` and `.tag(…)`, becomes a `TabBarTab` around the
/// view: the title and icon lifted out of the label, the tag as the value, `.badge` on the tab,
/// every other modifier on the content, where it meant what it meant.
///
/// ```swift
/// // InboxView()
/// //   .tabItem { Label("Inbox", systemImage: "tray") }
/// //   .tag(AppTab.inbox)
/// //   .badge(unread)
/// // →
/// // TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) {
/// //   InboxView()
/// // }
/// // .badge(unread)
/// ```
extension Rewriter {
  /// Modifiers a classic tab carries that are not its content's.
  private static let tabParts: Set<String> = ["tabItem", "tag", "badge"]

  mutating func emitClassicTab(_ chain: CallChain, pushed: [PushedModifier]) {
    let members = chain.members
    let tabItems = members.filter { file.text($0.name) == "tabItem" }
    let tabItem = tabItems.first
    let tag = members.first { file.text($0.name) == "tag" }
    // `.tabItem(type.label)`: a function passed for the closure.
    let passed = tabItem.flatMap { item -> CallArguments.Argument? in
      guard item.closures.isEmpty, let open = item.argumentsOpen else { return nil }
      let values = CallArguments(file, open: open).values
      return values.count == 1 && values[0].label == nil ? values[0] : nil
    }
    let reason: String? =
      if file.text(chain.base.name) == "Spacer" {
        Reasons.spacerTab
      } else if tabItem?.closures.first == nil
        && passed == nil
      {
        Reasons.missingTabItem
      } else if tag?.argumentsOpen == nil { Reasons.missingTag } else if tabItems.count > 1 {
        Reasons.conditionalTabItems
      } else { nil }
    let labelRange =
      tabItem?.closures.first.map { (file.next(after: $0.open), $0.close) }
      ?? passed.map { ($0.first, file.next(after: $0.last)) }
    guard reason == nil, let labelRange, let tagOpen = tag?.argumentsOpen else {
      report(chain.start, reason ?? Reasons.missingTabItem, blocking: true)
      copy(from: chain.start, through: chain.end)
      return
    }
    let label = labelResolution(from: labelRange.0, end: labelRange.1, value: file.inside(tagOpen))
    classicTabs += 1
    let indentation = file.indentation(ofLineAt: chain.start)
    let source = file
    let isTabPart = { (member: CallChain.Call) in Self.tabParts.contains(source.text(member.name)) }
    var content = capture { rewriter in
      rewriter.markRoot(chain)
      rewriter.emitGeneral(from: chain.start, to: chain.base.end + 1)
      for part in chain.parts { rewriter.emitPart(part, of: chain) { !isTabPart($0) } }
    }
    for modifier in pushed {
      let shifted = Self.shift(modifier.text, from: modifier.indentation, to: indentation + indentUnit)
      content += "\n" + indentation + indentUnit + shifted
    }
    let isBadge = { (member: CallChain.Call) in source.text(member.name) == "badge" }
    let badges = chain.parts.map { part in
      let text = capturePart(part, of: chain, keeping: isBadge)
      let partIndentation = file.indentation(ofLineAt: chain.start(of: part))
      return text.isEmpty ? "" : "\n" + indentation + Self.shift(text, from: partIndentation, to: indentation)
    }
    let value = file.inside(tagOpen)
    append(labelTabHead(label, value: value, at: labelRange.0) + " {\n")
    append(indentation + indentUnit + Self.shift(content, from: "", to: indentUnit))
    append("\n" + indentation + "}")
    if case .lifted = label {
    } else if let closure = tabItem?.closures.first {
      let body = capture { $0.emitGeneral(from: closure.open + 1, to: closure.close) }
      let from = file.indentation(ofLineAt: closure.open)
      append(" label: {" + Self.shift(body, from: from, to: indentation) + "}")
    } else if let passed {
      append(" label: { \(file.source(passed))() }")
    }
    append(badges.joined())
  }

  /// What a tab whose label is written in tokens `first..<end` is given: the title and icon
  /// lifted out of a `Label`, a title only (the icon is another image), the title read through a
  /// property or function of the value, or, for another view, none (reported).
  mutating func labelResolution(from first: Int, end: Int, value: String) -> ValueLabel.Resolution {
    let resolution = readLabel(from: first, end: end, value: value)
    if case .lifted = resolution {
      let dropped = droppedLabelModifiers(from: first, end: end)
      if !dropped.isEmpty { note(first, Reasons.labelModifiers(dropped)) }
    }
    return resolution
  }

  /// The label's own modifiers (`.symbolRenderingMode(…)`, `.environment(\.symbolVariants, …)`),
  /// which the title and icon lifted out of it leave behind.
  private func droppedLabelModifiers(from first: Int, end: Int) -> [String] {
    var names: [String] = []
    var index = first
    while index < end, let chain = CallChain.parse(file, at: index) {
      // `tab.label.environment(…)`: the first member is the label itself.
      let isValueLabel = file.text(chain.base.name).first?.isLowercase == true
      names += chain.members.dropFirst(isValueLabel ? 1 : 0).map { "." + file.text($0.name) }
      index = file.next(after: chain.end)
      if file.isByte(index, ";") { index = file.next(after: index) }
    }
    return names
  }

  private mutating func readLabel(from first: Int, end: Int, value: String) -> ValueLabel.Resolution {
    if let parts = LabelParts.read(file, from: first, end: end) {
      if let arguments = parts.arguments(file) { return .lifted(arguments) }
      guard let literal = file.stringLiteral(label: parts.title) else { return .untitled }
      let comment = parts.comment.map { ", comment: \(file.source($0))" } ?? ""
      return .titled("String(localized: \(literal)\(comment))")
    }
    if let lifted = AppLabelInitializer.lift(file, from: first, end: end, context: context) {
      return .lifted(lifted)
    }
    // Any other view: the label form, with a finding that asks for the title.
    return ValueLabel.resolve(
      file, from: first, end: end, value: value, context: context, generated: &generatedTitles) ?? .untitled
  }

  /// `TabBarTab(title, systemImage: icon, value: value)`, or, for a label kept,
  /// `TabBarTab(value: value, accessibilityTitle: title)` (reported when no title was found:
  /// VoiceOver would read the value).
  mutating func labelTabHead(_ label: ValueLabel.Resolution, value: String, at index: Int) -> String {
    switch label {
    case .lifted(let arguments): return "TabBarTab(\(arguments), value: \(value))"
    case .titled(let title): return "TabBarTab(value: \(value), accessibilityTitle: \(title))"
    case .untitled:
      report(index, Reasons.accessibilityTitle)
      return "TabBarTab(value: \(value))"
    }
  }

  /// `text` with every line after the first moved from the indentation `from` to `to` (blank
  /// lines stay empty).
  static func shift(_ text: String, from: String, to: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices.dropFirst() where !lines[index].allSatisfy({ $0 == " " || $0 == "\t" }) {
      let line = lines[index]
      lines[index] = to + (line.hasPrefix(from) ? String(line.dropFirst(from.count)) : line)
    }
    return lines.joined(separator: "\n")
  }

  /// Writes a tab's content closure: its one root view takes its tab form, and in the search
  /// tab `.searchable(text:)` is the field the container activates, `.tabBarSearchable(text:)`.
  mutating func emitTabContent(_ closure: CallChain.Closure, isSearch: Bool = false) {
    if let root = singleChain(in: closure) { markRoot(root) }
    let saved = inSearchTab
    inSearchTab = isSearch
    emitGeneral(from: closure.open + 1, to: closure.close)
    inSearchTab = saved
  }

  /// `Tab(value:) { … } label: { Label("Profile", systemImage: "person") }`: the title lifted
  /// out of the label, `TabBarTab("Profile", systemImage: "person", value:) { … }`, so the bar,
  /// the sidebar and VoiceOver have it. `false` when the label is another view.
  mutating func emitLabelTab(_ chain: CallChain) -> Bool {
    let base = chain.base
    guard base.closures.count == 2, base.closures[0].label == nil, let labelToken = base.closures[1].label,
      file.text(labelToken) == "label", let open = base.argumentsOpen
    else { return false }
    let arguments = CallArguments(file, open: open)
    guard arguments.values.first?.label != nil, let value = arguments.argument("value") else { return false }
    let labelClosure = base.closures[1]
    let resolution = labelResolution(
      from: file.next(after: labelClosure.open), end: labelClosure.close, value: file.source(value))
    let content = base.closures[0]
    switch resolution {
    case .lifted(let lifted):
      append("TabBarTab(\(lifted), \(file.inside(open)))")
    case .titled, .untitled:
      let head = labelTabHead(resolution, value: file.source(value), at: labelClosure.open)
      let others = arguments.values.filter { $0.label != "value" }.map { "\($0.label!): \(file.source($0))" }
      append(head.dropLast() + others.map { ", " + $0 }.joined() + ")")
    }
    emitGeneral(from: file.partner[open] + 1, to: content.open)
    copy(content.open)
    emitTabContent(content, isSearch: isSearchRole(open))
    copy(content.close)
    if case .lifted = resolution {
    } else {
      emitGeneral(from: content.close + 1, to: labelClosure.close + 1)
    }
    emitMembers(chain)
    return true
  }

  /// Whether the arguments at `open` give the search role.
  func isSearchRole(_ open: Int) -> Bool {
    CallArguments(file, open: open).argument("role").map { file.source($0) == ".search" } ?? false
  }

  /// A tab's root `NavigationStack` becomes `TabBarNavigationStack` (a reselect pops it) and a
  /// root `ScrollView`, or one at the stack's root, `TabBarScrollView` (it scrolls to the top on a
  /// reselect and drives `.tabBarMinimizeBehavior`).
  mutating func markRoot(_ chain: CallChain) {
    guard chain.base.dot == nil else { return }
    switch file.text(chain.base.name) {
    case "NavigationStack":
      replacements[chain.base.name] = "TabBarNavigationStack"
      if let closure = chain.base.contentClosure(in: file) ?? chain.base.closures.first,
        let inner = singleChain(in: closure), inner.base.dot == nil,
        file.text(inner.base.name) == "ScrollView"
      {
        replacements[inner.base.name] = "TabBarScrollView"
      }
    case "ScrollView":
      replacements[chain.base.name] = "TabBarScrollView"
    default:
      break
    }
  }

  /// The closure's body when it is one expression.
  func singleChain(in closure: CallChain.Closure) -> CallChain? {
    let first = file.next(after: closure.open)
    guard first < closure.close, let chain = CallChain.parse(file, at: first),
      file.next(after: chain.end) == closure.close
    else { return nil }
    return chain
  }
}
