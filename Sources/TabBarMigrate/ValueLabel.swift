/// A tab label that is a property or function of the tab's value (`.tabItem { screen.label }`,
/// `label: { tab.label.environment(\.symbolVariants, .fill) }`), read through its definition in
/// the files given, so the tab keeps its title.
///
/// ```swift
/// // var label: some View { Label(title, systemImage: icon) }
/// // .tabItem { screen.label }          → TabBarTab(screen.title, systemImage: screen.icon, value: …)
/// // var label: some View { switch self { case .map: Label("Map", systemImage: "map") … } }
/// // .tabItem { TransitTab.map.label }  → TabBarTab("Map", systemImage: "map", value: …)
/// // Tab(value: tab) { … } label: { tab.label }, with var name: String matching each case's title
/// //                                    → TabBarTab(value: tab, accessibilityTitle: tab.name) { … } label: { … }
/// ```
enum ValueLabel {
  /// What the tab is given.
  enum Resolution: Equatable {
    /// `TabBarTab`'s title and icon arguments.
    case lifted(String)
    /// The label kept, with this `accessibilityTitle:` expression.
    case titled(String)
    /// The label kept, no title found.
    case untitled
  }

  /// The resolution for a label closure whose one expression is `value.member` (with modifiers
  /// after it), `nil` when the label is not of that form. `value` is the tab's value as written.
  static func resolve(
    _ file: SourceFile, _ closure: CallChain.Closure, value: String, context: MigrationContext
  ) -> Resolution? {
    let first = file.next(after: closure.open)
    guard let chain = CallChain.parse(file, at: first), file.next(after: chain.end) == closure.close,
      chain.base.argumentsOpen == nil, chain.base.closures.isEmpty, let member = chain.members.first,
      member.closures.isEmpty, member.argumentsOpen.map({ file.next(after: $0) == file.partner[$0] }) ?? true
    else { return nil }
    let receiver = file.source(chain.start, through: chain.base.end)
    guard receiver.first?.isLetter == true else { return nil }
    let name = file.text(member.name)
    let staticCase = caseName(receiver) ?? caseName(value)
    let owner = typeName(receiver) ?? typeName(value)
    let definitions = context.files.flatMap { $0.computedMembers(named: name) }
      .filter { $0.type == "some View" && (owner == nil || $0.owner == owner) }
    guard definitions.count == 1, let definition = definitions.first else { return .untitled }
    let dynamic = staticCase == nil ? receiver : nil
    return resolve(definition, receiver: dynamic ?? receiver, staticCase: staticCase, context: context)
  }

  private static func resolve(
    _ definition: Declaration, receiver: String, staticCase: String?, context: MigrationContext
  ) -> Resolution {
    let file = definition.file
    let body = Body(file: file, open: definition.open)
    if let label = body.singleLabel() {
      guard let title = substitute(file, label.title, receiver: receiver),
        let icon = substitute(file, label.icon, receiver: receiver)
      else { return .untitled }
      return .lifted("\(title), \(label.iconLabel): \(icon)")
    }
    guard let cases = body.switchOverSelf() else { return .untitled }
    if let staticCase, let label = cases[staticCase] {
      return .lifted("\(file.source(label.title)), \(label.iconLabel): \(file.source(label.icon))")
    }
    let titles = cases.mapValues { file.stringLiteral(label: $0.title) }
    guard let owner = definition.owner, !titles.values.contains(nil) else { return .untitled }
    let matching = { (values: [String: String?]) -> [Declaration] in
      context.files.flatMap { $0.computedMembers(inType: owner) }.filter { candidate in
        Body(file: candidate.file, open: candidate.open).literalSwitchOverSelf() == values
      }
    }
    let titleProperty = matching(titles).first
    let icons = cases.mapValues { file.stringLiteral(label: $0.icon) }
    let kinds = Set(cases.values.map(\.iconLabel))
    if let titleProperty, kinds.count == 1, let kind = kinds.first, !icons.values.contains(nil),
      let iconProperty = matching(icons).first
    {
      let title = titleProperty.file.text(titleProperty.name)
      let icon = iconProperty.file.text(iconProperty.name)
      return .lifted("\(receiver).\(title), \(kind): \(receiver).\(icon)")
    }
    guard let titleProperty else { return .untitled }
    let title = "\(receiver).\(titleProperty.file.text(titleProperty.name))"
    switch titleProperty.type {
    case "String": return .titled(title)
    case "LocalizedStringResource": return .titled("String(localized: \(title))")
    default: return .untitled
    }
  }

  /// `argument` with the members of `self` it names read from `receiver`; `nil` when it is more
  /// than a literal or a path of members.
  private static func substitute(
    _ file: SourceFile, _ argument: CallArguments.Argument, receiver: String
  ) -> String? {
    if file.stringLiteral(label: argument) != nil { return file.source(argument) }
    let indices = (argument.first...argument.last).filter { !file.tokens[$0].isTrivia }
    guard indices.allSatisfy({ file.isIdentifier($0) || file.isByte($0, ".") }),
      file.isIdentifier(argument.first), let firstText = indices.first.map(file.text),
      firstText.first?.isLowercase == true
    else { return nil }
    let path = file.source(argument)
    if firstText == "self" { return receiver + path.dropFirst(4) }
    return receiver + "." + path
  }

  /// `x` of `.x` or `Type.x`.
  private static func caseName(_ expression: String) -> String? {
    let parts = expression.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].isEmpty || parts[0].first?.isUppercase == true,
      parts[1].first?.isLowercase == true, parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(parts[1])
  }

  /// `Type` of `Type.x`.
  private static func typeName(_ expression: String) -> String? {
    let parts = expression.split(separator: ".")
    guard parts.count == 2, parts[0].first?.isUppercase == true else { return nil }
    return String(parts[0])
  }
}

/// A label's title and icon arguments.
struct LabelArguments {
  var title: CallArguments.Argument
  var icon: CallArguments.Argument
  /// `systemImage` or `image`.
  var iconLabel: String
}

/// The body of a computed property, read for the shapes a label or title takes.
struct Body {
  let file: SourceFile
  let open: Int

  /// The first token of the body's expression, after a `return`.
  private func start(from index: Int) -> Int {
    file.isIdentifier(index, "return") ? file.next(after: index) : index
  }

  /// `Label(title, systemImage: icon)` (or `image:`), or `Text(title)` with `Image(…)`, alone.
  func singleLabel() -> LabelArguments? {
    label(from: start(from: file.next(after: open)), end: file.partner[open])
  }

  private func label(from first: Int, end: Int) -> LabelArguments? {
    var calls: [(name: String, arguments: CallArguments)] = []
    var index = first
    while index < end {
      guard let chain = CallChain.parse(file, at: index), chain.base.dot == nil, chain.base.closures.isEmpty,
        let open = chain.base.argumentsOpen
      else { return nil }
      calls.append((file.text(chain.base.name), CallArguments(file, open: open)))
      index = file.next(after: chain.end)
    }
    if calls.count == 1, calls[0].name == "Label" {
      let values = calls[0].arguments.values
      guard values.count == 2, values[0].label == nil, let kind = values[1].label,
        ["systemImage", "image"].contains(kind)
      else { return nil }
      return LabelArguments(title: values[0], icon: values[1], iconLabel: kind)
    }
    guard calls.count == 2, let text = calls.first(where: { $0.name == "Text" })?.arguments.values,
      let image = calls.first(where: { $0.name == "Image" })?.arguments.values, text.count == 1,
      text[0].label == nil, image.count == 1
    else { return nil }
    switch image[0].label {
    case "systemName": return LabelArguments(title: text[0], icon: image[0], iconLabel: "systemImage")
    case nil: return LabelArguments(title: text[0], icon: image[0], iconLabel: "image")
    default: return nil
    }
  }

  /// The cases of `switch self { case .a: <one expression> … }` (each case name of a `case .a, .b:`
  /// gets the same), the body's only statement, with the token range of each case's expression.
  private func cases() -> [String: (first: Int, end: Int)]? {
    let keyword = start(from: file.next(after: open))
    guard file.isIdentifier(keyword, "switch"), file.isIdentifier(file.next(after: keyword), "self") else {
      return nil
    }
    let brace = file.next(after: file.next(after: keyword))
    guard file.isByte(brace, "{"), file.next(after: file.partner[brace]) == file.partner[open] else {
      return nil
    }
    var result: [String: (first: Int, end: Int)] = [:]
    var index = file.next(after: brace)
    let close = file.partner[brace]
    while index < close {
      guard file.isIdentifier(index, "case") else { return nil }
      var names: [String] = []
      var cursor = file.next(after: index)
      while cursor < close, !file.isByte(cursor, ":") {
        if file.isByte(cursor, "."), file.isIdentifier(file.next(after: cursor)) {
          names.append(file.text(file.next(after: cursor)))
        } else if !file.isByte(cursor, ","), !file.isIdentifier(cursor) {
          return nil
        }
        cursor = file.next(after: cursor)
      }
      let first = file.next(after: cursor)
      var end = first
      while end < close, !file.isIdentifier(end, "case") {
        end = file.next(after: file.tokens[end].kind == .open ? file.partner[end] : end)
      }
      guard !names.isEmpty, first < end else { return nil }
      for name in names { result[name] = (start(from: first), end) }
      index = end
    }
    return result
  }

  /// A `switch self` whose every case is a label.
  func switchOverSelf() -> [String: LabelArguments]? {
    guard let cases = cases() else { return nil }
    var labels: [String: LabelArguments] = [:]
    for (name, range) in cases {
      guard let label = label(from: range.first, end: range.end) else { return nil }
      labels[name] = label
    }
    return labels
  }

  /// A `switch self` whose every case is a string literal (`"Map"`, `String(localized: "Map")`,
  /// `LocalizedStringKey("Map")`, `LocalizedStringResource("Map")`), as the literals' text.
  func literalSwitchOverSelf() -> [String: String?]? {
    guard let cases = cases() else { return nil }
    var literals: [String: String?] = [:]
    for (name, range) in cases {
      let last = file.previous(before: range.end)
      guard let text = file.stringLiteral(first: range.first, last: last) else { return nil }
      literals[name] = text
    }
    return literals
  }
}

extension SourceFile {
  /// The literal text of an argument that is one plain string literal, bare or in
  /// `String(localized:)`, `LocalizedStringKey(…)` or `LocalizedStringResource(…)`.
  func stringLiteral(label argument: CallArguments.Argument) -> String? {
    stringLiteral(first: argument.first, last: argument.last)
  }

  func stringLiteral(first: Int, last: Int) -> String? {
    if first == last, tokens[first].kind == .string {
      let text = text(first)
      return text.contains("\\(") ? nil : text
    }
    let open = next(after: first)
    guard isIdentifier(first),
      ["String", "LocalizedStringKey", "LocalizedStringResource"].contains(text(first)),
      isByte(open, "("), partner[open] == last
    else { return nil }
    var literal = next(after: open)
    if text(first) == "String" {
      guard isIdentifier(literal, "localized"), isByte(next(after: literal), ":") else { return nil }
      literal = next(after: next(after: literal))
    }
    return next(after: literal) == last ? stringLiteral(first: literal, last: literal) : nil
  }

  /// Every computed property and function without parameters declared in `type` or its extensions.
  func computedMembers(inType type: String) -> [Declaration] {
    guard tokens.indices.contains(where: { isIdentifier($0, type) }) else { return [] }
    return tokens.indices.compactMap { computedMember(at: $0) }.filter { $0.owner == type }
  }
}
