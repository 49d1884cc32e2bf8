/// Random Swift-like text that uses no tab API in code: views, modifiers, closures, `ForEach`,
/// `Group` and `.tag` outside any `TabView`, with strings (raw, multi-line, interpolated) and
/// comments (nested) that do spell `TabView(selection:)`, `.tabItem` and `.toolbar(…, for: .tabBar)`.
struct SwiftLikeText {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// SplitMix64.
  private mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  static let names = [
    "Text", "VStack", "ForEach", "Group", "List", "Button", "item", "title", "Tabs", "tabs",
  ]
  static let modifiers = ["padding", "tag", "badge", "font", "toolbar", "onAppear", "environment", "tint"]
  static let hidden = [
    "TabView(selection: $tab) {", ".tabItem { Label(\\\"A\\\", systemImage: \\\"a\\\") }",
    ".toolbar(.hidden, for: .tabBar)",
    "Tab(\\\"x\\\", systemImage: \\\"y\\\", value: 1) {", "UITabBar.appearance()", "some TabContent<Int>",
  ]

  /// A file of `statements` statements.
  mutating func file(statements: Int) -> String {
    (0..<statements).map { _ in statement(depth: 0) }.joined(separator: "\n") + "\n"
  }

  private mutating func statement(depth: Int) -> String {
    switch next(5) {
    case 0: return comment()
    case 1: return "let v\(next(100)) = " + expression(depth: depth)
    default: return expression(depth: depth)
    }
  }

  private mutating func expression(depth: Int) -> String {
    var text = Self.names[next(Self.names.count)]
    if next(2) == 0 { text += "(" + arguments(depth: depth) + ")" }
    if depth < 4, next(3) == 0 {
      text += " { " + (next(2) == 0 ? "x in " : "") + block(depth: depth + 1) + "\n}"
    }
    for _ in 0..<next(3) {
      text += (next(2) == 0 ? "\n  ." : ".") + Self.modifiers[next(Self.modifiers.count)]
      text += "(" + arguments(depth: depth) + ")"
    }
    return text
  }

  private mutating func block(depth: Int) -> String {
    (0..<(1 + next(3))).map { _ in statement(depth: depth) }.joined(separator: "\n")
  }

  private mutating func arguments(depth: Int) -> String {
    (0..<next(3)).map { _ in
      switch next(6) {
      case 0: return string()
      case 1: return "\(next(1000))"
      case 2 where depth < 4: return "[" + arguments(depth: depth + 1) + "]"
      case 3: return "for: .navigationBar"
      case 4 where depth < 4: return expression(depth: depth + 1)
      default: return "\\.self"
      }
    }.joined(separator: ", ")
  }

  private mutating func string() -> String {
    let word = Self.hidden[next(Self.hidden.count)]
    switch next(4) {
    case 0: return "\"" + word + " \\(" + Self.names[next(Self.names.count)] + "(\"}\"))\""
    case 1: return "#\"" + word.replacingOccurrences(of: "\\\"", with: "\"") + " \\#(x) \"#"
    case 2: return "\"\"\"\n  " + word.replacingOccurrences(of: "\\\"", with: "\"") + "\n  \"\"\""
    default: return "\"" + word + "\""
    }
  }

  private mutating func comment() -> String {
    let word = Self.hidden[next(Self.hidden.count)].replacingOccurrences(of: "\\\"", with: "\"")
    return next(2) == 0 ? "// " + word : "/* " + word + " /* nested { */ ) */"
  }
}
