/// `TabView(selection:) { … }` and its modifiers become `TabBarContainer(selection:) { … }`, all or
/// nothing: when one of its tabs cannot be migrated the whole container stays as it was.
///
/// ```swift
/// // TabView(selection: $tab) { … }.tabViewStyle(.sidebarAdaptable)
/// // → TabBarContainer(selection: $tab) { … }.tabBarSidebarAdaptable()
/// ```
extension Rewriter {
  /// Writes the container whose `TabView` name is at `index`; returns the index after it.
  mutating func emitContainer(at index: Int) -> Int? {
    guard let chain = CallChain.parse(file, at: index), chain.base.name == index else { return nil }
    if chain.members.contains(where: isPageStyle) {
      note(index, Reasons.pageStyle)
      return copyContainer(chain)
    }
    if isInPreview(index) {
      note(index, Reasons.preview)
      return copyContainer(chain)
    }
    if isSettingsPanes(index) {
      note(index, Reasons.settingsPanes)
      return copyContainer(chain)
    }
    guard let open = chain.base.argumentsOpen, CallArguments(file, open: open).argument("selection") != nil,
      let content = chain.base.contentClosure(in: file)
    else {
      report(index, Reasons.noSelection)
      return keepContainer(chain)
    }
    var centre: CentreAction?
    switch CentreAction.find(file, chain: chain, content: content) {
    case .success(let action)?:
      centre = action
      skippedTabs.insert(action.tab)
    case .failure(let dummy)?:
      report(dummy.start, Reasons.dummyTab)
      return keepContainer(chain)
    case nil:
      break
    }
    let outputMark = output.count
    let blockingMark = blockingCount
    let generatedMark = generatedTitles.count
    append("TabBarContainer")
    if let selection = centre?.selection {
      append("(selection: \(selection))")
      copy(from: file.partner[open] + 1, through: content.open - 1)
    } else {
      emitGeneral(from: index + 1, to: content.open)
    }
    copy(content.open)
    emitTabs(from: content.open + 1, to: content.close)
    copy(content.close)
    emitGeneral(from: content.close + 1, to: chain.base.end + 1)
    let savedLoose = allowsLooseRenames
    allowsLooseRenames = true
    emitContainerMembers(chain, centre: centre)
    allowsLooseRenames = savedLoose
    if blockingCount > blockingMark {
      output.removeLast(output.count - outputMark)
      blockingCount = blockingMark
      generatedTitles.removeLast(generatedTitles.count - generatedMark)
      return keepContainer(chain)
    }
    noteAvailabilityBranches(around: index)
    migratedContainers += 1
    return chain.end + 1
  }

  /// Notes an `if #available … else …` whose two branches both hold a `TabView`: both are
  /// migrated, and as TabBarKit runs from iOS 16 the branch for older systems is likely unneeded.
  private mutating func noteAvailabilityBranches(around index: Int) {
    guard let open = (0..<index).last(where: { file.isByte($0, "{") && file.partner[$0] > index }) else {
      return
    }
    var ifBrace = open
    var elseBrace: Int?
    let before = file.previous(before: open)
    if file.isIdentifier(before, "else") {
      let close = file.previous(before: before)
      guard file.isByte(close, "}") else { return }
      ifBrace = file.partner[close]
      elseBrace = open
    } else {
      let elseToken = file.next(after: file.partner[open])
      guard file.isIdentifier(elseToken, "else"), file.isByte(file.next(after: elseToken), "{") else {
        return
      }
      elseBrace = file.next(after: elseToken)
    }
    guard let elseBrace, let keyword = availabilityCheck(before: ifBrace) else { return }
    let other = elseBrace == open ? ifBrace : elseBrace
    let holdsTabView = (other..<file.partner[other]).contains {
      file.isIdentifier($0, "TabView") && !file.isByte(file.previous(before: $0), ".")
    }
    if holdsTabView { note(keyword, Reasons.availabilityBranches) }
  }

  /// The `if` of `if #available(…) {` whose `{` is `brace`.
  private func availabilityCheck(before brace: Int) -> Int? {
    let close = file.previous(before: brace)
    guard file.isByte(close, ")") else { return nil }
    let name = file.previous(before: file.partner[close])
    let hash = file.previous(before: name)
    let keyword = file.previous(before: hash)
    guard file.isIdentifier(name, "available"), file.isByte(hash, "#"), file.isIdentifier(keyword, "if")
    else {
      return nil
    }
    return keyword
  }

  private mutating func keepContainer(_ chain: CallChain) -> Int {
    unmigratedContainers += 1
    let helpers = Set(helperNames.values)
    for index in chain.start...chain.end where file.isIdentifier(index) && helpers.contains(file.text(index))
    {
      keptHelpers.insert(file.text(index))
    }
    copy(from: chain.start, through: chain.end)
    return chain.end + 1
  }

  /// A `TabView` that is no tab bar stays SwiftUI's, and the file keeps the renames.
  private mutating func copyContainer(_ chain: CallChain) -> Int {
    copy(from: chain.start, through: chain.base.name)
    emitGeneral(from: chain.base.name + 1, to: chain.end + 1)
    return chain.end + 1
  }

  /// Pager styles: `.page`, `.verticalPage` and `.carousel`, as members or types.
  private func isPageStyle(_ member: CallChain.Call) -> Bool {
    guard file.text(member.name) == "tabViewStyle", let open = member.argumentsOpen else { return false }
    let style = file.inside(open)
    return [
      ".page", ".verticalPage", ".carousel", "PageTabViewStyle", "VerticalPageTabViewStyle",
      "CarouselTabViewStyle",
    ]
    .contains { style.hasPrefix($0) }
  }

  /// Whether the `TabView` at `index` switches the panes of a macOS `Settings` window: written
  /// inside `Settings { … }`, or in a type that a `Settings { … }` of the files given shows.
  private func isSettingsPanes(_ index: Int) -> Bool {
    let settingsScenes = { (source: SourceFile) in
      source.tokens.indices.filter {
        source.isIdentifier($0, "Settings") && source.isByte(source.next(after: $0), "{")
          && !source.isByte(source.previous(before: $0), ".")
      }.map { source.next(after: $0) }
    }
    if settingsScenes(file).contains(where: { $0 < index && file.partner[$0] > index }) { return true }
    guard let owner = file.owner(of: index) else { return false }
    return context.files.contains { source in
      settingsScenes(source).contains { open in
        (open..<source.partner[open]).contains { source.isIdentifier($0, owner) }
      }
    }
  }

  private func isAdaptableStyle(_ member: CallChain.Call) -> Bool {
    file.text(member.name) == "tabViewStyle" && member.argumentsOpen.map(file.inside) == ".sidebarAdaptable"
  }

  /// Whether the member sets the style the bar already has (`.tabBarOnly`, `.automatic`).
  private func isDefaultStyle(_ member: CallChain.Call) -> Bool {
    guard file.text(member.name) == "tabViewStyle", let open = member.argumentsOpen else { return false }
    return [".tabBarOnly", ".automatic", "DefaultTabViewStyle()"].contains(file.inside(open))
  }

  /// Modifiers that are `TabBarContainer`'s own methods, so they come before any modifier that
  /// returns `some View`: SwiftUI's names (renamed as they are written).
  static let containerMethods: Set<String> = [
    "tabBarMinimizeBehavior", "tabViewSidebarHeader", "tabViewSidebarFooter", "tabViewSidebarBottomBar",
  ]

  /// The parts in order, the container's own methods first (a postfix `#if` holding only such
  /// methods among them), the adaptable placement right after the adaptable style, default
  /// styles left out.
  private mutating func emitContainerMembers(_ chain: CallChain, centre: CentreAction?) {
    let source = file
    let name = { (part: CallChain.Part) -> String? in
      guard case .member(let index) = part else { return nil }
      return source.text(chain.members[index].name)
    }
    let isOwnMethod = { (part: CallChain.Part) in
      chain.memberIndices(of: part).allSatisfy {
        Self.containerMethods.contains(source.text(chain.members[$0].name))
      }
    }
    let first = chain.parts.filter(isOwnMethod)
    var others = chain.parts.filter { part in
      guard !isOwnMethod(part) else { return false }
      guard case .member(let index) = part else { return true }
      return !isDefaultStyle(chain.members[index])
    }
    // The placements are the adaptable container's: right after `.tabBarSidebarAdaptable()`.
    let isPlacement = { (part: CallChain.Part) in
      ["defaultAdaptableTabBarPlacement", "defaultTabBarPlacement"].contains(name(part) ?? "")
    }
    let isAdaptable = { (part: CallChain.Part) -> Bool in
      guard case .member(let index) = part else { return false }
      return self.isAdaptableStyle(chain.members[index])
    }
    if let adaptable = others.firstIndex(where: isAdaptable) {
      let placement = others.filter(isPlacement)
      let before = others[...adaptable].filter { !isPlacement($0) }
      others = before + placement + others[(adaptable + 1)...].filter { !isPlacement($0) }
    }
    var actionWritten = false
    for part in first + others {
      if let centre, !actionWritten,
        centre.overlay == nil || chain.memberIndices(of: part) == [centre.overlay]
      {
        emitCentreAction(centre, chain: chain)
        actionWritten = true
        if centre.overlay != nil { continue }
      }
      emitPart(part, of: chain)
    }
    if let centre, !actionWritten { emitCentreAction(centre, chain: chain) }
  }

  /// `.tabBarAction(title, systemImage:) { … }` on its own line after the container.
  private mutating func emitCentreAction(_ centre: CentreAction, chain: CallChain) {
    let indentation = file.indentation(ofLineAt: chain.start)
    let action =
      centre.action.hasPrefix("{")
      ? " " + Self.shift(centre.action, from: centre.actionIndentation, to: indentation)
      : ""
    let argument = centre.action.hasPrefix("{") ? "" : ", " + centre.action
    append(
      "\n" + indentation + ".tabBarAction(\(centre.title), systemImage: \(centre.icon)\(argument))" + action)
  }
}
