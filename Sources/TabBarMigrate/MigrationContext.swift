/// The files given to one run, read together: a label property, a title property or a helper's
/// selection type may be declared in another file than the tabs that use it.
///
/// ```swift
/// let context = MigrationContext(files: [try SourceFile(tabs), try SourceFile(screens)])
/// let migration = try FileMigration.migrate(tabs, context: context)
/// ```
package struct MigrationContext: Sendable {
  /// The files, each read once.
  package var files: [SourceFile]

  /// A context of `files`.
  package init(files: [SourceFile] = []) {
    self.files = files
  }

  /// `files`, with `file` first when it is not among them.
  func including(_ file: SourceFile) -> [SourceFile] {
    files.contains { $0.bytes == file.bytes } ? files : [file] + files
  }
}

/// A declaration found in one of the context's files.
struct Declaration {
  /// The file holding it.
  var file: SourceFile
  /// The name's token.
  var name: Int
  /// The `{` of its body.
  var open: Int
  /// The name of the type (or extension) it is declared in, if any.
  var owner: String?
  /// Its declared type as written (`some View`, `String`, `LocalizedStringKey`).
  var type: String
}

extension SourceFile {
  /// Every computed property (`var name: Type {`) and function without parameters
  /// (`func name() -> Type {`) named `name`.
  func computedMembers(named name: String) -> [Declaration] {
    tokens.indices.compactMap { index in
      isIdentifier(next(after: index), name) ? computedMember(at: index) : nil
    }
  }

  /// The computed property or function without parameters whose `var`/`func` is at `index`.
  func computedMember(at index: Int) -> Declaration? {
    guard isIdentifier(index, "var") || isIdentifier(index, "func") else { return nil }
    let nameToken = next(after: index)
    guard isIdentifier(nameToken) else { return nil }
    var cursor = next(after: nameToken)
    if isIdentifier(index, "func") {
      guard isByte(cursor, "("), next(after: cursor) == partner[cursor] else { return nil }
      cursor = next(after: partner[cursor])
      guard isByte(cursor, "-"), isByte(next(after: cursor), ">") else { return nil }
      cursor = next(after: next(after: cursor))
    } else {
      guard isByte(cursor, ":") else { return nil }
      cursor = next(after: cursor)
    }
    let typeStart = cursor
    while cursor < tokens.count, !isByte(cursor, "{"), !isByte(cursor, "="), !isByte(cursor, ";"),
      !hasNewline(between: typeStart, and: cursor) || cursor == typeStart
    {
      cursor = next(after: cursor)
    }
    guard isByte(cursor, "{"), cursor > typeStart else { return nil }
    return Declaration(
      file: self, name: nameToken, open: cursor, owner: owner(of: index),
      type: source(typeStart, through: previous(before: cursor)))
  }

  /// The dotted name of the types around `index` (`AppView.Tab`), from the outermost.
  func qualifiedOwner(of index: Int) -> String? {
    var names: [String] = []
    var cursor = index
    while let name = owner(of: cursor), let keyword = ownerKeyword(of: cursor) {
      names.insert(name, at: 0)
      cursor = keyword
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }

  /// The keyword's token of the innermost type around `index`.
  private func ownerKeyword(of index: Int) -> Int? {
    guard let name = owner(of: index) else { return nil }
    return tokens.indices.last {
      $0 < index && isIdentifier(next(after: $0), name)
        && ["enum", "struct", "class", "actor", "extension"].contains(text($0))
    }
  }

  /// The name of the innermost `enum`, `struct`, `class`, `actor` or `extension` around `index`.
  func owner(of index: Int) -> String? {
    var best: Int?
    for open in 0..<index where isByte(open, "{") && partner[open] > index {
      best = open
    }
    var open = best
    while let brace = open {
      var cursor = previous(before: brace)
      while cursor >= 0, !isByte(cursor, "{"), !isByte(cursor, "}"), !isByte(cursor, ";") {
        let word = isIdentifier(cursor) ? text(cursor) : ""
        if ["enum", "struct", "class", "actor", "extension"].contains(word) {
          let name = next(after: cursor)
          return isIdentifier(name) ? text(name) : nil
        }
        cursor = tokens[cursor].kind == .close ? previous(before: partner[cursor]) : previous(before: cursor)
      }
      open = (0..<brace).last { isByte($0, "{") && partner[$0] > brace }
    }
    return nil
  }
}
