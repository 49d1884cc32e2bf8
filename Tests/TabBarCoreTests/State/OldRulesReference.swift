import Foundation
import TabBarCore

/// The core's separate rules run side by side with a ``TabBarState``: ``TabSelection`` for
/// choosing, ``TabMounting`` for mounting, the keyboard helpers on ``TabItems``. The state must
/// decide exactly what they decide.
struct OldRulesReference {
  var selection: TabSelection
  var mounting: TabMounting
  var depths: [String: Int] = [:]

  init(items: TabItems, selectedID: String?, maximumMounted: Int?) {
    selection = TabSelection(items: items, selectedID: selectedID)
    mounting = TabMounting(items: items, selectedID: selection.selectedID, maximumMounted: maximumMounted)
  }

  /// What the old rules decide for `event`, given the bar the state showed before it: the
  /// selection event (if the event chose something) and the tabs unmounted.
  mutating func apply(_ event: TabBarEvent, bar: TabBarDisplay, direction: TabBarLayoutDirection) -> (
    choice: TabSelectionEvent?, unmounted: [String]
  ) {
    let result = decide(event, bar: bar, direction: direction)
    // A released tab's stack is gone with its content: it comes back at its root.
    for id in result.unmounted { depths[id] = nil }
    return result
  }

  private mutating func decide(_ event: TabBarEvent, bar: TabBarDisplay, direction: TabBarLayoutDirection)
    -> (
      choice: TabSelectionEvent?, unmounted: [String]
    )
  {
    var choice: TabSelectionEvent?
    switch event {
    case .chooseBarItem(let index) where !bar.isMoreItem(atBarIndex: index):
      if let id = bar.itemID(atBarIndex: index) { choice = select(id) }
    case .chooseTab(let id), .scrubReleased(let id): choice = select(id)
    case .shortcut(let digit):
      if let index = selection.items.tabIndex(forShortcutDigit: digit) {
        choice = select(selection.items.all[index].id)
      }
    case .arrowKey(let key): choice = selection.handle(key, in: direction)
    case .step(let step): choice = selection.move(step)
    case .selectionWritten(let id):
      if let index = selection.items.normalizedSelection(id) {
        selection.select(selection.items.all[index].id)
      }
      return (nil, selection.selectedID.map { mounting.visit($0) } ?? [])
    case .itemsChanged(let items):
      selection.updateItems(items)
      depths = depths.filter { id in items.tabs.contains { $0.id == id.key } }
      return (nil, mounting.updateItems(items, selectedID: selection.selectedID))
    case .navigationDepth(let id, let depth) where selection.items.tabs.contains(where: { $0.id == id }):
      depths[id] = max(depth, 0)
    default: break
    }
    guard case .changed(_, let to) = choice else { return (choice, []) }
    return (choice, mounting.visit(to))
  }

  private mutating func select(_ id: String) -> TabSelectionEvent {
    selection.select(id, isAtRoot: (depths[id] ?? 0) == 0)
  }
}
