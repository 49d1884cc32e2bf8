import TabBarCore

/// The rules every ``TabPageSlots`` keeps, checked by the page slots' own sweep and by the state's
/// event sweep alike.
enum PageChecks {
  /// Why walking `slots`' tab views breaks the rules, or `nil`: every tab of `ids` found once at
  /// its own path, no tab view holding more than five pages, each inner one one blank page.
  static func walkFailure(of slots: TabPageSlots, ids: [String]) -> String? {
    var found: [String] = []
    var pending: [[Int]] = [[]]
    while let path = pending.popLast() {
      let pages = slots.pages(of: path)
      if pages.count > TabPageSlots.tabViewCapacity { return "\(path) holds \(pages.count) pages" }
      if !path.isEmpty, pages.filter({ $0.content == .blank }).count != 1 {
        return "\(path) has no blank page"
      }
      for page in pages {
        switch page.content {
        case .tab(let id):
          found.append(id)
          if slots.path(of: id) != page.path { return "\(id) is found at \(page.path)" }
        case .tabView: pending.append(page.path)
        case .blank: break
        }
      }
    }
    return found.sorted() == ids.sorted() ? nil : "the pages hold \(found), not the tabs \(ids)"
  }

  /// Why a tab of `ids` moved between `before` and `slots` without the levels growing, or `nil`.
  static func movedFailure(of slots: TabPageSlots, before: TabPageSlots, ids: [String]) -> String? {
    guard before.depth == slots.depth else { return nil }
    let moved = ids.first { id in before.path(of: id).map { $0 != slots.path(of: id) } ?? false }
    return moved.map { "\($0) moved from \(String(describing: before.path(of: $0)))" }
  }
}
