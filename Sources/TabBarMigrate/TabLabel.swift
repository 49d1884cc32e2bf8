/// The title and icon of a classic `.tabItem { … }` label, as `TabBarTab`'s arguments.
///
/// ```swift
/// // .tabItem { Label("Home", systemImage: "house") }  → "Home", systemImage: "house"
/// // .tabItem { Text("Home"); Image("mark") }          → "Home", image: "mark"
/// // .tabItem { Label { Text("Menu", comment: "…") } icon: { Image(systemName: "list.bullet") } }
/// //   → LocalizedStringResource("Menu", comment: "…"), systemImage: "list.bullet"
/// ```
enum TabLabel {
  /// The arguments, or `nil` when the label is another view.
  static func lift(_ file: SourceFile, _ closure: CallChain.Closure) -> String? {
    guard let parts = LabelParts.read(file, from: file.next(after: closure.open), end: closure.close) else {
      return nil
    }
    return parts.arguments(file)
  }
}

/// A label's title and icon arguments, from the shapes SwiftUI's labels take: `Label(title,
/// systemImage:)` or `image:`, `Label { Text(…) } icon: { Image(…) }`, `Text` and `Image` (in
/// either order, in a `VStack`/`HStack`/`Group` or not); modifiers on them are styling and left out.
struct LabelParts {
  /// The title's argument.
  var title: CallArguments.Argument
  /// The `comment:` of `Text(_:comment:)`.
  var comment: CallArguments.Argument?
  /// The icon's argument, `nil` when the icon is not a symbol or asset name (`Image.fountain`).
  var icon: CallArguments.Argument?
  /// `systemImage` or `image`, for `icon`.
  var iconLabel: String?

  /// `title, systemImage: icon` as written, when the icon is known.
  func arguments(_ file: SourceFile) -> String? {
    guard let icon, let iconLabel else { return nil }
    return "\(titleSource(file)), \(iconLabel): \(file.source(icon))"
  }

  /// The title as `TabBarTab`'s first argument: the text, or a `LocalizedStringResource` with its
  /// comment.
  func titleSource(_ file: SourceFile) -> String {
    guard let comment else { return file.source(title) }
    return "LocalizedStringResource(\(file.source(title)), comment: \(file.source(comment)))"
  }

  private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "Group"]

  /// The parts of the one label written in tokens `first..<end`.
  static func read(_ file: SourceFile, from first: Int, end: Int) -> LabelParts? {
    var chains: [CallChain] = []
    var index = first
    while index < end {
      guard let chain = CallChain.parse(file, at: index) else { return nil }
      chains.append(chain)
      index = file.next(after: chain.end)
      if file.isByte(index, ";") { index = file.next(after: index) }
    }
    guard index == end else { return nil }
    if chains.count == 1, let stack = chains.first, stack.base.dot == nil,
      stacks.contains(file.text(stack.base.name)), stack.base.closures.count == 1,
      let closure = stack.base.closures.first
    {
      return read(file, from: file.next(after: closure.open), end: closure.close)
    }
    if chains.count == 1, let label = chains.first, file.text(label.base.name) == "Label",
      label.base.dot == nil
    {
      return labelView(file, label.base)
    }
    guard chains.count == 2, let text = chains.first(where: { isCall($0, "Text", file) }),
      let image = chains.first(where: { isCall($0, "Image", file) }), var parts = textParts(file, text.base)
    else { return nil }
    (parts.icon, parts.iconLabel) = imageParts(file, image.base)
    return parts
  }

  private static func isCall(_ chain: CallChain, _ name: String, _ file: SourceFile) -> Bool {
    chain.base.dot == nil && file.text(chain.base.name) == name
  }

  /// `Label(title, systemImage:)` / `image:`, or `Label { Text(…) } icon: { … }`.
  private static func labelView(_ file: SourceFile, _ call: CallChain.Call) -> LabelParts? {
    if let open = call.argumentsOpen, call.closures.isEmpty {
      let values = CallArguments(file, open: open).values
      guard values.count == 2, values[0].label == nil, let kind = values[1].label,
        ["systemImage", "image"].contains(kind)
      else { return nil }
      return LabelParts(title: values[0], comment: nil, icon: values[1], iconLabel: kind)
    }
    guard call.argumentsOpen == nil, call.closures.count == 2,
      call.closures[0].label == nil
        || file.text(call.closures[0].label!) == "title",
      let iconLabel = call.closures[1].label, file.text(iconLabel) == "icon"
    else { return nil }
    let titleClosure = call.closures[0]
    let first = file.next(after: titleClosure.open)
    guard let text = CallChain.parse(file, at: first), file.next(after: text.end) == titleClosure.close,
      isCall(text, "Text", file), var parts = textParts(file, text.base)
    else { return nil }
    let iconClosure = call.closures[1]
    if let image = CallChain.parse(file, at: file.next(after: iconClosure.open)),
      file.next(after: image.end) == iconClosure.close, isCall(image, "Image", file)
    {
      (parts.icon, parts.iconLabel) = imageParts(file, image.base)
    }
    return parts
  }

  /// `Text(title)` or `Text(title, comment:)`.
  private static func textParts(_ file: SourceFile, _ call: CallChain.Call) -> LabelParts? {
    guard let open = call.argumentsOpen, call.closures.isEmpty else { return nil }
    let values = CallArguments(file, open: open).values
    guard let title = values.first, title.label == nil else { return nil }
    if values.count == 1 { return LabelParts(title: title) }
    guard values.count == 2, values[1].label == "comment", file.tokens[title.first].kind == .string,
      title.first == title.last
    else { return nil }
    return LabelParts(title: title, comment: values[1])
  }

  /// `Image(systemName:)` or `Image(name)`; `(nil, nil)` for another image.
  private static func imageParts(
    _ file: SourceFile, _ call: CallChain.Call
  ) -> (CallArguments.Argument?, String?) {
    guard let open = call.argumentsOpen else { return (nil, nil) }
    let values = CallArguments(file, open: open).values
    guard values.count == 1 else { return (nil, nil) }
    switch values[0].label {
    case "systemName": return (values[0], "systemImage")
    case nil: return (values[0], "image")
    default: return (nil, nil)
    }
  }
}
