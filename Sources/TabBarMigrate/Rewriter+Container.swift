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
    guard let open = chain.base.argumentsOpen, CallArguments(file, open: open).argument("selection") != nil,
      let content = chain.base.contentClosure(in: file)
    else {
      report(index, Reasons.noSelection)
      return keepContainer(chain)
    }
    if chain.members.contains(where: isPageStyle) {
      report(index, Reasons.pageStyle)
      return keepContainer(chain)
    }
    let outputMark = output.count
    let blockingMark = blockingCount
    append("TabBarContainer")
    emitGeneral(from: index + 1, to: content.open)
    copy(content.open)
    emitTabs(from: content.open + 1, to: content.close)
    copy(content.close)
    emitGeneral(from: content.close + 1, to: chain.base.end + 1)
    let savedLoose = allowsLooseRenames
    allowsLooseRenames = true
    emitContainerMembers(chain)
    allowsLooseRenames = savedLoose
    if blockingCount > blockingMark {
      output.removeLast(output.count - outputMark)
      blockingCount = blockingMark
      return keepContainer(chain)
    }
    return chain.end + 1
  }

  private mutating func keepContainer(_ chain: CallChain) -> Int {
    unmigratedContainers += 1
    copy(from: chain.start, through: chain.end)
    return chain.end + 1
  }

  private func isPageStyle(_ member: CallChain.Call) -> Bool {
    guard file.text(member.name) == "tabViewStyle", let open = member.argumentsOpen else { return false }
    let style = file.inside(open)
    return style.hasPrefix(".page") || style.hasPrefix("PageTabViewStyle")
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
  private mutating func emitContainerMembers(_ chain: CallChain) {
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
    for part in first + others { emitPart(part, of: chain) }
  }
}
