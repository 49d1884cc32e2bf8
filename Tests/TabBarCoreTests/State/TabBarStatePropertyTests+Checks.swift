import Foundation
import TabBarCore

extension TabBarStatePropertyTests {
  /// What is wrong with `state`'s selection and mounting, or `nil`.
  static func invariantFailure(of state: TabBarState) -> String? {
    let items = state.items
    let tabs = items.tabs
    let enabled = tabs.filter(\.isEnabled)
    guard let id = state.selectedID else {
      return tabs.isEmpty ? nil : "nothing selected among \(tabs.count) tabs"
    }
    guard let index = state.selectedIndex, items.all[index].id == id, items.all[index].role == .tab else {
      return "the selection \(id) is not a tab"
    }
    if enabled.isEmpty ? id != tabs.first?.id : !items.all[index].isEnabled {
      return "the selection \(id) is disabled"
    }
    guard state.isMounted(id), state.mountedIDs.last == id else {
      return "the selected tab is not mounted last"
    }
    if let cap = state.maximumMounted, state.mountedIDs.count > cap { return "more than \(cap) mounted" }
    if Set(state.mountedIDs).count != state.mountedIDs.count
      || !state.mountedIDs.allSatisfy({ id in tabs.contains { $0.id == id } })
    {
      return "mounted ids \(state.mountedIDs) are not distinct tabs"
    }
    if state.isMoreListPresented, state.bar.moreItemID == nil { return "the More list is open without More" }
    if !(0...1).contains(state.barReveal) { return "the bar shows \(state.barReveal) of itself" }
    // The layout and VoiceOver normalise the bar's selection: they must select what the bar says.
    let bar = state.bar
    if bar.items.normalizedSelection(bar.selectedID).map({ bar.items.all[$0].id }) != bar.selectedID {
      return "the layout would select another bar item than \(String(describing: bar.selectedID))"
    }
    return nil
  }

  /// What is wrong with `state`'s More mapping and badge, or `nil`.
  static func mappingFailure(of state: TabBarState) -> String? {
    let bar = state.bar
    let shown = bar.items.all.indices.filter {
      !bar.isMoreItem(atBarIndex: $0) && bar.items.all[$0].role == .tab
    }
    .map { bar.items.all[$0].id }
    let overflow = bar.overflowItems.map(\.id)
    if (shown + overflow).sorted() != state.items.tabs.map(\.id).sorted() {
      return "bar tabs \(shown) and More's \(overflow) are not all the tabs once each"
    }
    for tab in state.items.all {
      guard let index = bar.barIndex(showing: tab.id), let shownID = bar.itemID(atBarIndex: index) else {
        return "\(tab.id) has no bar index"
      }
      if shownID != tab.id && !(bar.isInOverflow(tab.id) && shownID == bar.moreItemID) {
        return "\(tab.id) maps to \(shownID)"
      }
    }
    if (bar.moreItemID == nil) != overflow.isEmpty { return "a More item without tabs, or tabs without one" }
    let expectedSelected =
      state.selectedID.map { bar.isInOverflow($0) ? bar.moreItemID : $0 } ?? nil
    if bar.selectedID != expectedSelected { return "bar selects \(String(describing: bar.selectedID))" }
    return badgeFailure(bar)
  }

  /// Whether More's badge is the sum of its tabs' counts, a dot for texts only, or none.
  private static func badgeFailure(_ bar: TabBarDisplay) -> String? {
    let counts = bar.overflowItems.compactMap { item -> Int? in
      if case .count(let count)? = item.badge, count > 0 { return count }
      return nil
    }
    let texts = bar.overflowItems.contains {
      if case .text? = $0.badge { $0.badge?.isVisible == true } else { false }
    }
    let sum = counts.reduce(0) { $0.addingReportingOverflow($1).overflow ? Int.max : $0 + $1 }
    let expected: TabBadge? = sum > 0 ? .count(sum) : (texts ? .dot : nil)
    return bar.moreBadge == expected
      ? nil : "More's badge \(String(describing: bar.moreBadge)), not \(String(describing: expected))"
  }

  /// Whether the bar is the one ``TabBarAdaptation`` gives for the state's items and context.
  static func adaptationFailure(of state: TabBarState) -> String? {
    let context = state.context
    let adaptation = TabBarAdaptation(
      items: state.items, platform: context.platform, sizeClass: context.sizeClass,
      containerWidth: context.containerWidth, preferences: context.effectivePreferences)
    let title = AccessibilityStringTable.standard.string(.moreTab, language: context.language)
    guard let expected = try? adaptation.barItems(of: state.items, moreTitle: title) else {
      return "no bar items"
    }
    if state.bar.items != expected {
      return "bar \(state.bar.items.map(\.id)), adaptation \(expected.map(\.id))"
    }
    if state.bar.overflowItems.map(\.id) != adaptation.overflowItemIndices.map({ state.items.all[$0].id }) {
      return "overflow differs from the adaptation's"
    }
    if state.presentation != adaptation.presentation || state.bar.scrolls != adaptation.scrolls {
      return "presentation or scrolling differs from the adaptation's"
    }
    let moreSelected = adaptation.moreItemIsSelected(selectedIndex: state.selectedIndex)
    return moreSelected == (state.bar.selectedID != nil && state.bar.selectedID == state.bar.moreItemID)
      ? nil : "More's selection differs from the adaptation's"
  }

  /// Whether the state decided what the old rules decided for one event.
  static func ruleFailure(
    state: TabBarState, reference: OldRulesReference, old: (choice: TabSelectionEvent?, unmounted: [String]),
    effects: [TabBarEffect]
  ) -> String? {
    if state.selectedID != reference.selection.selectedID { return "selection differs from TabSelection's" }
    if state.mountedIDs != reference.mounting.mountedIDs { return "mounted differs from TabMounting's" }
    let unmounted = effects.flatMap { effect -> [String] in
      if case .unmounted(let ids) = effect { return ids }
      return []
    }
    if unmounted != old.unmounted { return "unmounted \(unmounted), TabMounting evicted \(old.unmounted)" }
    let chosen = effects.filter {
      switch $0 {
      case .selectionChanged, .reselected, .runAction: true
      case .presentMoreList, .dismissMoreList, .unmounted, .persistSelection: false
      }
    }
    return chosen == expectedEffects(of: old.choice, handling: state.reselectHandling)
      ? nil : "effects \(chosen) for TabSelection's \(String(describing: old.choice))"
  }

  /// The effects a choice of the old selection rule asks for.
  private static func expectedEffects(of choice: TabSelectionEvent?, handling: TabReselectHandling)
    -> [TabBarEffect]
  {
    switch choice {
    case .changed(let from, let to)?: [.selectionChanged(from: from, to: to)]
    case .reselected(let id, let response)?:
      [
        .reselected(
          id: id, response: handling.runsBuiltInResponse ? response : nil, notifiesApp: handling.notifiesApp)
      ]
    case .action(let id)?: [.runAction(id: id)]
    case .refusedDisabled?, .refusedUnknown?, nil: []
    }
  }
}
