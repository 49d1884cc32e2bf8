/// An app's own `Label` initializer, declared in the files given, that passes its parameters on
/// to SwiftUI's `Label(_:systemImage:)` or `Label(_:image:)`: a `Label(x, icon: y)` of it lifts.
///
/// ```swift
/// // extension Label where Title == Text, Icon == Image {
/// //   init(_ title: LocalizedStringKey, icon: Glyph) { self.init(title, systemImage: icon.name) }
/// // }
/// // .tabItem { Label(section.title, icon: section.glyph) }
/// //   → TabBarTab(section.title, systemImage: section.glyph.name, value: …)
/// ```
enum AppLabelInitializer {
  /// `title, systemImage: icon` for the label in tokens `first..<end`, `nil` when it is not a
  /// `Label(x, label: y)` of an initializer the files declare that way.
  static func lift(_ file: SourceFile, from first: Int, end: Int, context: MigrationContext) -> String? {
    guard let chain = CallChain.parse(file, at: first), file.next(after: chain.end) == end,
      chain.base.dot == nil, file.text(chain.base.name) == "Label", chain.base.closures.isEmpty,
      let open = chain.base.argumentsOpen
    else { return nil }
    let arguments = CallArguments(file, open: open).values
    guard arguments.count == 2, arguments[0].label == nil, let kind = arguments[1].label,
      !["systemImage", "image"].contains(kind)
    else { return nil }
    for (source, keyword) in context.initializerKeywords() where source.owner(of: keyword) == "Label" {
      guard let initializer = Initializer(source, keyword: keyword), initializer.labels == [nil, kind]
      else { continue }
      let values = Dictionary(
        zip(initializer.names, arguments.map { file.source($0) }), uniquingKeysWith: { first, _ in first })
      if let lifted = initializer.forwarded(values) { return lifted }
    }
    return nil
  }

  /// `init(_ a: A, label b: B) { self.init(…, systemImage: …) }`.
  private struct Initializer {
    var file: SourceFile
    var labels: [String?]
    var names: [String]
    /// The arguments of the `self.init(…)` the body is.
    var forwardedArguments: [CallArguments.Argument]

    init?(_ file: SourceFile, keyword: Int) {
      let parenthesis = file.next(after: keyword)
      guard file.isByte(parenthesis, "(") else { return nil }
      self.file = file
      labels = []
      names = []
      for parameter in CallArguments(file, open: parenthesis).values {
        // `_ title: T` or `icon: T`: CallArguments reads `icon:` as a label and `_ title: T`'s
        // first word as the value's first token.
        if let label = parameter.label {
          labels.append(label)
          names.append(label)
        } else {
          let second = file.next(after: parameter.first)
          guard file.isIdentifier(parameter.first), file.isIdentifier(second) else { return nil }
          labels.append(file.text(parameter.first) == "_" ? nil : file.text(parameter.first))
          names.append(file.text(second))
        }
      }
      let open = file.next(after: file.partner[parenthesis])
      guard file.isByte(open, "{"), let body = CallChain.parse(file, at: file.next(after: open)),
        file.next(after: body.end) == file.partner[open], file.text(body.base.name) == "self",
        body.members.count == 1, file.text(body.members[0].name) == "init",
        let arguments = body.members[0].argumentsOpen
      else { return nil }
      forwardedArguments = CallArguments(file, open: arguments).values
    }

    /// `title, systemImage: icon` with the call's arguments put for the parameters.
    func forwarded(_ values: [String: String]) -> String? {
      guard forwardedArguments.count == 2, forwardedArguments[0].label == nil,
        let kind = forwardedArguments[1].label, ["systemImage", "image"].contains(kind),
        let title = put(forwardedArguments[0], values), let icon = put(forwardedArguments[1], values)
      else { return nil }
      return "\(title), \(kind): \(icon)"
    }

    /// A parameter, or a parameter's member path (`icon.name`), with the argument put for it.
    private func put(_ argument: CallArguments.Argument, _ values: [String: String]) -> String? {
      let indices = (argument.first...argument.last).filter { !file.tokens[$0].isTrivia }
      guard indices.allSatisfy({ file.isIdentifier($0) || file.isByte($0, ".") }),
        let head = indices.first, let value = values[file.text(head)]
      else { return nil }
      return value + file.source(argument).dropFirst(file.text(head).count)
    }
  }
}
