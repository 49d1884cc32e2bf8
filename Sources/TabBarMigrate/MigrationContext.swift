/// The files given to one run, read together: a label property, a title property or a helper's
/// selection type may be declared in another file than the tabs that use it.
///
/// ```swift
/// let context = MigrationContext(files: [try SourceFile(tabs), try SourceFile(screens)])
/// let migration = try FileMigration.migrate(tabs, context: context)
/// ```
package struct MigrationContext: Sendable {
  /// The files, each read once.
  package let files: [SourceFile]
  /// Each `var`/`func` keyword of the files by the name after it, in file order then token
  /// order: built once per run, so a lookup by name reads no other token.
  private let members: [String: [Member]]
  /// Each `init` keyword of the files, in file order then token order.
  private let initializers: [Member]
  /// Each file's identifiers, so a lookup skips the files that never name a type.
  private let identifiers: [Set<String>]

  /// Where a `var` or `func` keyword is: the file's index in ``files`` and the token's.
  private struct Member: Sendable {
    var file: Int
    var keyword: Int
  }

  /// A context of `files`.
  package init(files: [SourceFile] = []) {
    self.files = files
    var members: [String: [Member]] = [:]
    var initializers: [Member] = []
    var identifiers: [Set<String>] = []
    for (fileIndex, file) in files.enumerated() {
      identifiers.append(Set(file.tokens.indices.lazy.filter { file.isIdentifier($0) }.map(file.text)))
      for index in file.tokens.indices
      where file.isIdentifier(index, "var") || file.isIdentifier(index, "func") {
        let name = file.next(after: index)
        guard file.isIdentifier(name) else { continue }
        members[file.text(name), default: []].append(Member(file: fileIndex, keyword: index))
      }
      for index in file.tokens.indices where file.isIdentifier(index, "init") {
        initializers.append(Member(file: fileIndex, keyword: index))
      }
    }
    self.members = members
    self.initializers = initializers
    self.identifiers = identifiers
  }

  /// The files that name `name`, in file order.
  func files(mentioning name: String) -> [SourceFile] {
    files.indices.filter { identifiers[$0].contains(name) }.map { files[$0] }
  }

  /// Every `init` keyword of the files, with its file.
  func initializerKeywords() -> [(file: SourceFile, keyword: Int)] {
    initializers.map { (files[$0.file], $0.keyword) }
  }

  /// This context, with `file` first when it is not among its files.
  func including(_ file: SourceFile) -> MigrationContext {
    files.contains { $0.bytes == file.bytes } ? self : MigrationContext(files: [file] + files)
  }

  /// Every computed property (`var name: Type {`) and function without parameters
  /// (`func name() -> Type {`) named `name` in the files, grouped by file in file order.
  func computedMembersByFile(named name: String) -> [[Declaration]] {
    computedMembersByFile(named: name, mentioning: nil)
  }

  /// ``computedMembersByFile(named:)`` of the files that name `owner` (all when `nil`): a
  /// member of `owner` is in a file that names it.
  func computedMembersByFile(named name: String, mentioning owner: String?) -> [[Declaration]] {
    var groups: [[Declaration]] = []
    var lastFile = -1
    for member in members[name] ?? [] where owner.map({ identifiers[member.file].contains($0) }) ?? true {
      guard let declaration = files[member.file].computedMember(at: member.keyword) else { continue }
      if member.file == lastFile {
        groups[groups.count - 1].append(declaration)
      } else {
        groups.append([declaration])
        lastFile = member.file
      }
    }
    return groups
  }

  /// Every computed property and function without parameters named `name` in the files.
  func computedMembers(named name: String, mentioning owner: String? = nil) -> [Declaration] {
    computedMembersByFile(named: name, mentioning: owner).flatMap { $0 }
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
