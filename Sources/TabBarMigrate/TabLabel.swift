/// The title and icon of a classic `.tabItem { … }` label, as `TabBarTab`'s arguments.
///
/// ```swift
/// // .tabItem { Label("Home", systemImage: "house") }  → "Home", systemImage: "house"
/// // .tabItem { Text("Home"); Image("mark") }          → "Home", image: "mark"
/// ```
enum TabLabel {
  /// The arguments, or `nil` when the label is another view.
  static func lift(_ file: SourceFile, _ closure: CallChain.Closure) -> String? {
    var calls: [(name: String, arguments: CallArguments, open: Int)] = []
    var index = file.next(after: closure.open)
    while index < closure.close {
      guard let chain = CallChain.parse(file, at: index), chain.members.isEmpty, chain.base.dot == nil,
        chain.base.closures.isEmpty, let open = chain.base.argumentsOpen
      else { return nil }
      calls.append((file.text(chain.base.name), CallArguments(file, open: open), open))
      index = file.next(after: chain.end)
      if file.isByte(index, ";") { index = file.next(after: index) }
    }
    if calls.count == 1, calls[0].name == "Label" {
      let values = calls[0].arguments.values
      guard values.count == 2, values[0].label == nil, ["systemImage", "image"].contains(values[1].label)
      else { return nil }
      return file.inside(calls[0].open)
    }
    guard calls.count == 2, let text = calls.first(where: { $0.name == "Text" }),
      let image = calls.first(where: { $0.name == "Image" }),
      text.arguments.values.count == 1, text.arguments.values[0].label == nil,
      image.arguments.values.count == 1
    else { return nil }
    let title = file.source(text.arguments.values[0])
    let icon = image.arguments.values[0]
    switch icon.label {
    case "systemName": return "\(title), systemImage: \(file.source(icon))"
    case nil: return "\(title), image: \(file.source(icon))"
    default: return nil
    }
  }
}
