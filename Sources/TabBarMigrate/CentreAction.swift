/// A dummy centre tab, an empty tab (`Spacer()`, `Color.clear`, `EmptyView()`) that holds a place
/// in the bar for a button, and the action it stands for: the button laid over the container
/// (`.overlay { Button { … } label: { … } }`), or the selection's setter that catches the tab's
/// value (`Binding(get:set:)` with `if newValue == .add { … } else { selection = newValue }`).
/// Both become `.tabBarAction(title, systemImage:) { … }` and the dummy tab goes.
///
/// ```swift
/// // Color.clear.tabItem { Label("New Post", systemImage: "plus.app") }.tag(Tab.capture)
/// // .overlay(alignment: .bottom) { Button { isCapturing = true } label: { Image(systemName: "plus") } }
/// // → .tabBarAction("New Post", systemImage: "plus") { isCapturing = true }
/// ```
struct CentreAction {
  /// The dummy tab's first token.
  var tab: Int
  /// The button's title, as written.
  var title: String
  /// The SF Symbol's name, as written.
  var icon: String
  /// The action: a closure `{ … }` as written, or `action: name`.
  var action: String
  /// The indentation of the action closure's first line.
  var actionIndentation: String
  /// The overlay member that held the button, which goes.
  var overlay: Int?
  /// The selection to write instead of the setter's `Binding`, such as `$selection`.
  var selection: String?

  /// Views that draw nothing: a tab made of one is a gap.
  static let emptyViews: Set<String> = ["Spacer", "EmptyView", "clear"]

  /// The centre action of the container `chain` whose content is `content`; `nil` when it has no
  /// dummy tab; `.failure` with the dummy tab's first token when no action is found.
  static func find(
    _ file: SourceFile, chain: CallChain, content: CallChain.Closure
  ) -> Result<CentreAction, DummyTab>? {
    guard let dummy = dummyTab(file, content: content) else { return nil }
    let (title, labelIcon) = dummy.label
    if let (member, button) = overlayButton(file, chain: chain), let action = buttonAction(file, button) {
      let icon = buttonIcon(file, button) ?? labelIcon
      guard let title, let icon else { return .failure(DummyTab(start: dummy.start)) }
      return .success(
        CentreAction(
          tab: dummy.start, title: title, icon: icon, action: action.text,
          actionIndentation: action.indentation,
          overlay: member, selection: nil))
    }
    if let setter = interceptingSetter(file, chain: chain, value: dummy.value), let title,
      let icon = labelIcon
    {
      return .success(
        CentreAction(
          tab: dummy.start, title: title, icon: icon, action: setter.action,
          actionIndentation: setter.indentation, overlay: nil, selection: setter.selection))
    }
    return .failure(DummyTab(start: dummy.start))
  }

  /// A dummy tab without an action found.
  struct DummyTab: Error {
    var start: Int
  }

  private struct Dummy {
    var start: Int
    var value: String
    var label: (title: String?, icon: String?)
  }

  /// The first classic tab among the content's statements whose view draws nothing.
  private static func dummyTab(_ file: SourceFile, content: CallChain.Closure) -> Dummy? {
    var index = file.next(after: content.open)
    while index < content.close {
      guard let chain = CallChain.parse(file, at: index) else {
        index = file.next(after: file.tokens[index].kind == .open ? file.partner[index] : index)
        continue
      }
      let name = file.text(chain.base.name)
      let isEmpty =
        emptyViews.contains(name)
        && (name != "clear" || file.source(chain.start, through: chain.base.end) == "Color.clear")
        && chain.base.closures.isEmpty
        && (chain.base.argumentsOpen.map { file.next(after: $0) == file.partner[$0] } ?? true)
      let tag = chain.members.first { file.text($0.name) == "tag" }?.argumentsOpen
      let tabItem = chain.members.first { file.text($0.name) == "tabItem" }?.closures.first
      if isEmpty, let tag, chain.conditionals.isEmpty {
        return Dummy(
          start: chain.start, value: file.inside(tag), label: tabItem.map { label(file, $0) } ?? (nil, nil))
      }
      index = file.next(after: chain.end)
    }
    return nil
  }

  /// The title and symbol of a `Label("…", systemImage: "…")` tab item.
  private static func label(_ file: SourceFile, _ closure: CallChain.Closure) -> (String?, String?) {
    let first = file.next(after: closure.open)
    guard let chain = CallChain.parse(file, at: first), file.text(chain.base.name) == "Label",
      let open = chain.base.argumentsOpen
    else { return (nil, nil) }
    let arguments = CallArguments(file, open: open)
    let title = arguments.values.first { $0.label == nil }.map(file.source)
    let icon = arguments.argument("systemImage").map(file.source)
    return (title, icon)
  }

  /// The container's `.overlay` member whose content is one `Button`.
  private static func overlayButton(_ file: SourceFile, chain: CallChain) -> (Int, CallChain)? {
    for case .member(let index) in chain.parts {
      let member = chain.members[index]
      guard file.text(member.name) == "overlay", let closure = member.closures.first,
        member.closures.count == 1
      else { continue }
      let first = file.next(after: closure.open)
      guard let button = CallChain.parse(file, at: first), file.text(button.base.name) == "Button",
        file.next(after: button.end) == closure.close
      else { continue }
      return (index, button)
    }
    return nil
  }

  /// `Button { action } label: { … }`, `Button(action: name) { … }` or `Button(action: { … })`.
  private static func buttonAction(_ file: SourceFile, _ button: CallChain) -> (
    text: String, indentation: String
  )? {
    if let open = button.base.argumentsOpen, let action = CallArguments(file, open: open).argument("action") {
      let text = file.source(action)
      return (text.hasPrefix("{") ? text : "action: " + text, file.indentation(ofLineAt: action.first))
    }
    guard button.base.argumentsOpen == nil, let closure = button.base.closures.first, closure.label == nil,
      button.base.closures.count == 2
    else { return nil }
    return (file.source(closure.open, through: closure.close), file.indentation(ofLineAt: button.start))
  }

  /// The `systemName:` of an `Image` in the button's label or trailing closure.
  private static func buttonIcon(_ file: SourceFile, _ button: CallChain) -> String? {
    for closure in button.base.closures {
      for index in closure.open..<closure.close where file.isIdentifier(index, "Image") {
        let open = file.next(after: index)
        guard file.isByte(open, "(") else { continue }
        if let name = CallArguments(file, open: open).argument("systemName") { return file.source(name) }
      }
    }
    return nil
  }

  /// `selection: Binding(get: { x }, set: { v in if v == .dummy { action } else { x = v } })`.
  private static func interceptingSetter(
    _ file: SourceFile, chain: CallChain, value: String
  ) -> (action: String, indentation: String, selection: String)? {
    guard let open = chain.base.argumentsOpen,
      let selection = CallArguments(file, open: open).argument("selection"),
      file.isIdentifier(selection.first, "Binding"), file.isByte(file.next(after: selection.first), "("),
      let set = CallArguments(file, open: file.next(after: selection.first)).argument("set"),
      file.isByte(set.first, "{"), set.last == file.partner[set.first]
    else { return nil }
    var body = file.next(after: set.first)
    var parameter = "$0"
    if file.isIdentifier(body), file.isIdentifier(file.next(after: body), "in") {
      parameter = file.text(body)
      body = file.next(after: file.next(after: body))
    }
    // if <parameter> == <value> { action } else { <name> = <parameter> }
    guard file.isIdentifier(body, "if"), file.isIdentifier(file.next(after: body), parameter) else {
      return nil
    }
    let equals = file.next(after: file.next(after: body))
    guard file.isByte(equals, "="), file.isByte(file.next(after: equals), "=") else { return nil }
    var cursor = file.next(after: file.next(after: equals))
    let compared = cursor
    while cursor < set.last, !file.isByte(cursor, "{") { cursor = file.next(after: cursor) }
    let written = file.source(compared, through: file.previous(before: cursor))
    guard cursor < set.last, sameCase(written, value) else { return nil }
    let action = cursor
    let elseToken = file.next(after: file.partner[action])
    let elseOpen = file.next(after: elseToken)
    guard file.isIdentifier(elseToken, "else"), file.isByte(elseOpen, "{"),
      file.next(after: file.partner[elseOpen]) == set.last
    else { return nil }
    let name = file.next(after: elseOpen)
    let assign = file.next(after: name)
    guard file.isIdentifier(name), file.isByte(assign, "="),
      file.isIdentifier(file.next(after: assign), parameter),
      file.next(after: file.next(after: assign)) == file.partner[elseOpen]
    else { return nil }
    return (
      file.source(action, through: file.partner[action]), file.indentation(ofLineAt: body),
      "$" + file.text(name)
    )
  }

  /// Whether `.add` and `BudgetTab.add` name the same case.
  private static func sameCase(_ written: String, _ value: String) -> Bool {
    let last = { (text: String) in text.split(separator: ".").last.map(String.init) ?? text }
    return last(written) == last(value)
      && (written.hasPrefix(".") || value.hasPrefix(".") || written == value)
  }
}
