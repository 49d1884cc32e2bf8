/// The selection type a classic helper's tabs take: the type of the selection of the
/// `TabView(selection:)` that uses the helper (a `@State`, `@Binding` or model property declared
/// in the file), or else the type named by its tags (`.tag(AppTab.home)`).
///
/// ```swift
/// // @State private var tab = AppTab.home … TabView(selection: $tab) { homeTab }
/// ValueInference.value(for: helper, in: file)  // "AppTab"
/// ```
enum ValueInference {
  static func value(
    for helper: ClassicHelpers.Helper, in file: SourceFile, context: MigrationContext = MigrationContext()
  ) -> String? {
    let name = file.text(helper.name)
    // The container using the helper, and the selection's declaration, may be in another file
    // of the run (a helper in an extension of the view in a file of its own).
    let files = [file] + context.files.filter { $0.bytes != file.bytes }
    // Only a file that names the helper can use it.
    for source in [file] + context.files(mentioning: name).filter({ $0.bytes != file.bytes }) {
      guard let selection = selectionProperty(using: name, in: source) else { continue }
      for declaring in [source] + files {
        if let type = declaredType(of: selection, in: declaring) { return type }
      }
    }
    return tagType(in: helper.open, file: file)
  }

  /// The last name of the `selection:` of a `TabView` whose content mentions `helper`.
  private static func selectionProperty(using helper: String, in file: SourceFile) -> String? {
    for index in file.tokens.indices where file.isIdentifier(index, "TabView") {
      guard let chain = CallChain.parse(file, at: index), let open = chain.base.argumentsOpen,
        let selection = CallArguments(file, open: open).argument("selection"),
        let content = chain.base.contentClosure(in: file),
        (content.open..<content.close).contains(where: { file.isIdentifier($0, helper) })
      else { continue }
      let names = (selection.first...selection.last).filter { file.isIdentifier($0) }
      guard let last = names.last else { continue }
      let text = file.text(last)
      return text.hasPrefix("$") ? String(text.dropFirst()) : text
    }
    return nil
  }

  /// The type of `var name: Type` or `var name = Type.member` / `Type(…)` in the file.
  private static func declaredType(of name: String, in file: SourceFile) -> String? {
    for index in file.tokens.indices where file.isIdentifier(index, "var") || file.isIdentifier(index, "let")
    {
      let nameToken = file.next(after: index)
      guard file.isIdentifier(nameToken, name) else { continue }
      let after = file.next(after: nameToken)
      if file.isByte(after, ":") {
        var last = file.next(after: after)
        let first = last
        while true {
          let next = file.next(after: last)
          if next >= file.tokens.count || file.isByte(next, "=") || file.isByte(next, "{")
            || file.hasNewline(between: last, and: next)
          {
            break
          }
          last = next
        }
        return file.source(first, through: last)
      }
      let initializer = file.next(after: after)
      let following = file.next(after: initializer)
      if file.isByte(after, "="), file.isIdentifier(initializer),
        file.isByte(following, ".") || file.isByte(following, "(")
      {
        return typeName(file.text(initializer))
      }
    }
    return nil
  }

  /// The type named by the first `.tag(Type.member)` in the body.
  private static func tagType(in open: Int, file: SourceFile) -> String? {
    for index in open..<file.partner[open]
    where file.isIdentifier(index, "tag") && file.isByte(index - 1, ".") {
      let parenthesis = file.next(after: index)
      guard file.isByte(parenthesis, "(") else { continue }
      let first = file.next(after: parenthesis)
      if file.isIdentifier(first), file.isByte(file.next(after: first), "."),
        let type = typeName(file.text(first))
      {
        return type
      }
    }
    return nil
  }

  /// `name` when it reads as a type (capitalized).
  private static func typeName(_ name: String) -> String? {
    name.first?.isUppercase == true ? name : nil
  }
}
