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
    _ file: SourceFile, _ closure: CallChain.Closure, value: String, context: MigrationContext,
    generated: inout [GeneratedTitle]
  ) -> Resolution? {
    resolve(
      file, from: file.next(after: closure.open), end: closure.close, value: value, context: context,
      generated: &generated)
  }

  /// The resolution for the label expression in tokens `first..<end`.
  static func resolve(
    _ file: SourceFile, from first: Int, end: Int, value: String, context: MigrationContext,
    generated: inout [GeneratedTitle]
  ) -> Resolution? {
    if let helper = helperCall(file, from: first, end: end) {
      return resolve(file, helper: helper, context: context)
    }
    guard let chain = CallChain.parse(file, at: first), file.next(after: chain.end) == end,
      chain.base.argumentsOpen == nil, chain.base.closures.isEmpty, let member = chain.members.first,
      member.closures.isEmpty, member.argumentsOpen.map({ file.next(after: $0) == file.partner[$0] }) ?? true
    else { return nil }
    let receiver = file.source(chain.start, through: chain.base.end)
    guard receiver.first?.isLetter == true else { return nil }
    let name = file.text(member.name)
    let staticCase = caseName(receiver) ?? caseName(value)
    let owner = typeName(receiver) ?? typeName(value)
    let definitions = context.computedMembers(named: name, mentioning: owner)
      .filter { $0.type == "some View" && (owner == nil || $0.owner == owner) }
    // Several types have a label of that name: the one declared in the tab's file, else the one
    // whose type the tab's file names.
    let local = definitions.filter { $0.file.bytes == file.bytes }
    let named = definitions.filter { definition in
      definition.owner.map { owner in file.tokens.indices.contains { file.isIdentifier($0, owner) } } ?? false
    }
    let candidates = [definitions, local, named].first { $0.count == 1 }
    guard let definition = candidates?.first else { return .untitled }
    let dynamic = staticCase == nil ? receiver : nil
    return resolve(
      definition, receiver: dynamic ?? receiver, staticCase: staticCase, context: context,
      generated: &generated)
  }

  private static func resolve(
    _ definition: Declaration, receiver: String, staticCase: String?, context: MigrationContext,
    generated: inout [GeneratedTitle]
  ) -> Resolution {
    let file = definition.file
    let body = Body(file: file, open: definition.open)
    if let label = body.singleLabel() {
      guard let title = substitute(file, label.title, receiver: receiver) else { return .untitled }
      let titled =
        label.comment.map { "LocalizedStringResource(\(title), comment: \(file.source($0)))" } ?? title
      if let icon = label.icon, let kind = label.iconLabel,
        let iconSource = substitute(file, icon, receiver: receiver)
      {
        return .lifted("\(titled), \(kind): \(iconSource)")
      }
      return file.stringLiteral(label: label.title) != nil ? .titled(localized(file, label)) : .untitled
    }
    guard let cases = body.switchOverSelf() else { return .untitled }
    if let staticCase, let label = cases.first(where: { $0.names.contains(staticCase) })?.label {
      return label.arguments(file).map(Resolution.lifted) ?? literalTitle(file, label)
    }
    let titles = Dictionary(
      cases.flatMap { entry in entry.names.map { ($0, file.stringLiteral(label: entry.label.title)) } },
      uniquingKeysWith: { first, _ in first })
    guard let owner = definition.owner, !titles.values.contains(nil) else { return .untitled }
    let matching = { (values: [String: String?]) -> [Declaration] in
      context.files.flatMap { $0.computedMembers(inType: owner) }.filter { candidate in
        Body(file: candidate.file, open: candidate.open).literalSwitchOverSelf() == values
      }
    }
    let titleProperty = matching(titles).first
    let icons = Dictionary(
      cases.flatMap { entry in entry.names.map { ($0, entry.label.icon.flatMap(file.stringLiteral(label:))) }
      },
      uniquingKeysWith: { first, _ in first })
    let kinds = Set(cases.map(\.label.iconLabel))
    if let titleProperty, kinds.count == 1, let kind = kinds.first ?? nil, !icons.values.contains(nil),
      let iconProperty = matching(icons).first
    {
      let title = titleProperty.file.text(titleProperty.name)
      let icon = iconProperty.file.text(iconProperty.name)
      return .lifted("\(receiver).\(title), \(kind): \(receiver).\(icon)")
    }
    if let titleProperty {
      let title = "\(receiver).\(titleProperty.file.text(titleProperty.name))"
      switch titleProperty.type {
      case "String": return .titled(title)
      case "LocalizedStringResource": return .titled("String(localized: \(title))")
      default: break
      }
    }
    // No property says the titles: one is written beside the tabs, from the label's cases.
    let qualified = file.qualifiedOwner(of: definition.name) ?? owner
    let property = GeneratedTitle.propertyName(for: file.text(definition.name))
    let lines = cases.flatMap { entry in
      entry.names.map { "    case .\($0): \(localized(file, entry.label))" }
    }
    let entry = GeneratedTitle(
      type: qualified, property: property, label: file.text(definition.name), cases: lines)
    if !generated.contains(where: { $0.type == entry.type && $0.property == entry.property }) {
      generated.append(entry)
    }
    return .titled("\(receiver).\(property)")
  }

  /// `String(localized: "…")` (with its comment) of a label's literal title.
  private static func localized(_ file: SourceFile, _ label: LabelParts) -> String {
    let literal = file.stringLiteral(label: label.title) ?? file.source(label.title)
    return "String(localized: \(literal)" + (label.comment.map { ", comment: \(file.source($0))" } ?? "")
      + ")"
  }

  private static func literalTitle(_ file: SourceFile, _ label: LabelParts) -> Resolution {
    file.stringLiteral(label: label.title) != nil ? .titled(localized(file, label)) : .untitled
  }

  /// `tabbarItem(text: "Movies", image: "film")` or `self.tabbarItem(…)`: a function of the view
  /// with arguments.
  private static func helperCall(_ file: SourceFile, from first: Int, end: Int) -> CallChain.Call? {
    guard let chain = CallChain.parse(file, at: first), file.next(after: chain.end) == end else { return nil }
    if chain.members.isEmpty, chain.base.dot == nil, chain.base.argumentsOpen != nil,
      chain.base.closures.isEmpty, file.text(chain.base.name).first?.isLowercase == true
    {
      return chain.base
    }
    guard file.text(chain.base.name) == "self", chain.members.count == 1, let call = chain.members.first,
      call.argumentsOpen != nil, call.closures.isEmpty
    else { return nil }
    return call
  }

  /// The label of a function with parameters, its arguments put for its parameters.
  private static func resolve(_ file: SourceFile, helper: CallChain.Call, context: MigrationContext)
    -> Resolution
  {
    guard let open = helper.argumentsOpen else { return .untitled }
    let arguments = CallArguments(file, open: open).values
    let name = file.text(helper.name)
    for source in context.files {
      for index in source.tokens.indices where source.isIdentifier(index, "func") {
        guard source.isIdentifier(source.next(after: index), name),
          let function = FunctionLabel(source, keyword: index), function.labels == arguments.map(\.label),
          let label = Body(file: source, open: function.open).singleLabel()
        else { continue }
        let values = Dictionary(
          zip(function.names, arguments.map { file.source($0) }), uniquingKeysWith: { first, _ in first })
        let put = { (argument: CallArguments.Argument) -> String? in
          if source.stringLiteral(label: argument) != nil { return source.source(argument) }
          return argument.first == argument.last ? values[source.text(argument.first)] : nil
        }
        guard let title = put(label.title) else { return .untitled }
        if let icon = label.icon, let kind = label.iconLabel, let iconSource = put(icon) {
          return .lifted("\(title), \(kind): \(iconSource)")
        }
        return .untitled
      }
    }
    return .untitled
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

/// The body of a computed property, read for the shapes a label or title takes.
struct Body {
  let file: SourceFile
  let open: Int

  /// The first token of the body's expression, after a `return`.
  private func start(from index: Int) -> Int {
    file.isIdentifier(index, "return") ? file.next(after: index) : index
  }

  /// The one label the body is.
  func singleLabel() -> LabelParts? {
    let first = start(from: file.next(after: open))
    if file.isIdentifier(first, "if") {
      // `if self != .other { Label(…) }`: the label of the cases that have one.
      var brace = file.next(after: first)
      while brace < file.partner[open], !file.isByte(brace, "{") {
        brace = file.next(after: file.tokens[brace].kind == .open ? file.partner[brace] : brace)
      }
      guard brace < file.partner[open], file.next(after: file.partner[brace]) == file.partner[open] else {
        return nil
      }
      return LabelParts.read(file, from: file.next(after: brace), end: file.partner[brace])
    }
    return LabelParts.read(file, from: first, end: file.partner[open])
  }

  /// The cases of `switch self { case .a: <one expression> … }` (each case name of a `case .a, .b:`
  /// gets the same), the body's only statement, with the token range of each case's expression.
  private func cases() -> [(names: [String], first: Int, end: Int)]? {
    let keyword = start(from: file.next(after: open))
    guard file.isIdentifier(keyword, "switch"), file.isIdentifier(file.next(after: keyword), "self") else {
      return nil
    }
    let brace = file.next(after: file.next(after: keyword))
    guard file.isByte(brace, "{"), file.next(after: file.partner[brace]) == file.partner[open] else {
      return nil
    }
    var result: [(names: [String], first: Int, end: Int)] = []
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
      result.append((names, start(from: first), end))
      index = end
    }
    return result
  }

  /// A `switch self` whose every case is a label.
  func switchOverSelf() -> [(names: [String], label: LabelParts)]? {
    guard let cases = cases() else { return nil }
    var labels: [(names: [String], label: LabelParts)] = []
    for entry in cases {
      guard let label = LabelParts.read(file, from: entry.first, end: entry.end) else { return nil }
      labels.append((entry.names, label))
    }
    return labels
  }

  /// A `switch self` whose every case is a string literal (`"Map"`, `String(localized: "Map")`,
  /// `LocalizedStringKey("Map")`, `LocalizedStringResource("Map")`), as the literals' text.
  func literalSwitchOverSelf() -> [String: String?]? {
    guard let cases = cases() else { return nil }
    var literals: [String: String?] = [:]
    for entry in cases {
      let last = file.previous(before: entry.end)
      guard let text = file.stringLiteral(first: entry.first, last: last) else { return nil }
      for name in entry.names { literals[name] = text }
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

/// A title property the tool writes beside the tabs when a label's cases have literal titles and
/// the type has no property saying them: `fileprivate`, in an extension at the end of the file.
///
/// ```swift
/// // extension AppScreen {
/// //   fileprivate var labelTitle: String {
/// //     switch self {
/// //     case .birds: String(localized: "Birds")
/// //     …
/// ```
struct GeneratedTitle: Equatable {
  /// The type extended, as it is named from the file's top level.
  var type: String
  /// The property's name.
  var property: String
  /// The label property it reads.
  var label: String
  /// The `case .x: String(localized: "…")` lines.
  var cases: [String]

  /// `labelTitle` for `label`, `tabItemTitle` for `tabItem`.
  static func propertyName(for label: String) -> String {
    label + "Title"
  }

  /// The extension's text, after a blank line, with `indent` as one level.
  func text(indent: String) -> String {
    let body = cases.map { $0.replacingOccurrences(of: "    ", with: indent + indent, options: .anchored) }
    return "\nextension \(type) {\n"
      + "\(indent)/// The title `\(label)` shows, which VoiceOver, the sidebar and More read (tabbar-migrate wrote\n"
      + "\(indent)/// it from `\(label)`'s cases: keep the two in step).\n"
      + "\(indent)fileprivate var \(property): String {\n"
      + "\(indent)\(indent)switch self {\n" + body.joined(separator: "\n") + "\n"
      + "\(indent)\(indent)}\n\(indent)}\n}\n"
  }
}

/// A `func name(label name: Type, …) -> some View {` declaration's parameters and body.
struct FunctionLabel {
  /// The argument labels (`nil` for `_`).
  var labels: [String?]
  /// The parameters' names inside the body.
  var names: [String]
  /// The body's `{`.
  var open: Int

  init?(_ file: SourceFile, keyword: Int) {
    let parenthesis = file.next(after: file.next(after: keyword))
    guard file.isByte(parenthesis, "(") else { return nil }
    labels = []
    names = []
    var index = file.next(after: parenthesis)
    while index < file.partner[parenthesis] {
      let first = index
      let second = file.next(after: first)
      guard file.isIdentifier(first) else { return nil }
      if file.isIdentifier(second) {
        labels.append(file.text(first) == "_" ? nil : file.text(first))
        names.append(file.text(second))
      } else {
        labels.append(file.text(first))
        names.append(file.text(first))
      }
      while index < file.partner[parenthesis], !file.isByte(index, ",") {
        index = file.next(after: file.tokens[index].kind == .open ? file.partner[index] : index)
      }
      if index < file.partner[parenthesis] { index = file.next(after: index) }
    }
    var cursor = file.next(after: file.partner[parenthesis])
    guard file.isByte(cursor, "-"), file.isByte(file.next(after: cursor), ">") else { return nil }
    cursor = file.next(after: file.next(after: cursor))
    guard file.isIdentifier(cursor, "some"), file.isIdentifier(file.next(after: cursor), "View") else {
      return nil
    }
    let open = file.next(after: file.next(after: cursor))
    guard file.isByte(open, "{") else { return nil }
    self.open = open
  }
}
