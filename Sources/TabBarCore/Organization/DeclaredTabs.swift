/// The tabs an app declares, checked once: its items, its sections and the tabs a person may not
/// hide. ``TabBarCustomization`` is merged with it and ``TabBarArrangement`` is made from it.
///
/// Only tabs (``TabItemRole/tab``) are customizable and belong to sections: the action button
/// and the search tab keep their places. A section's unknown ids, its action or search ids, and
/// tabs already claimed by an earlier section are left out of it.
///
/// ```swift
/// let declared = try DeclaredTabs(
///   items: items,
///   sections: [TabSection(id: "library", title: "Library", tabIDs: ["albums", "artists"])],
///   unhideableIDs: ["home"])
/// declared.customizableIDs  // every tab's id, in declared order
/// ```
public struct DeclaredTabs: Sendable, Hashable {
  /// The checked items.
  public let items: TabItems
  /// The sections, in declared order, each holding only tabs no earlier section holds.
  public let sections: [TabSection]
  /// The tabs a person may not hide (ids of tabs only).
  public let unhideableIDs: Set<String>
  /// The ids of the customizable tabs (every ``TabItemRole/tab``), in declared order.
  public let customizableIDs: [String]

  /// Checks and wraps a declaration.
  /// - Parameters:
  ///   - items: The checked items.
  ///   - sections: The sections; none by default.
  ///   - unhideableIDs: The ids of tabs a person may not hide; unknown ids are ignored.
  /// - Throws: ``TabBarError/duplicateID(id:indices:)`` when a section's id repeats or equals an
  ///   item's id (positions count the items first, then the sections).
  public init(items: TabItems, sections: [TabSection] = [], unhideableIDs: Set<String> = []) throws {
    let ids = items.all.map(\.id) + sections.map(\.id)
    if let duplicate = TabItems.firstDuplicate(in: ids) {
      throw TabBarError.duplicateID(id: ids[duplicate.first], indices: duplicate.all)
    }
    self.init(checked: items, sections: sections, unhideableIDs: unhideableIDs)
  }

  /// The declaration of `items` without sections, every tab hideable; it cannot fail, as the
  /// items' ids are already unique.
  ///
  /// ```swift
  /// DeclaredTabs.unsectioned(items).sections  // []
  /// ```
  public static func unsectioned(_ items: TabItems) -> DeclaredTabs {
    DeclaredTabs(checked: items, sections: [], unhideableIDs: [])
  }

  private init(checked items: TabItems, sections: [TabSection], unhideableIDs: Set<String>) {
    let tabIDs = items.all.filter { $0.role == .tab }.map(\.id)
    let customizable = Set(tabIDs)
    var claimed = Set<String>()
    self.sections = sections.map { section in
      var cleaned = section
      cleaned.tabIDs = section.tabIDs.filter { customizable.contains($0) && claimed.insert($0).inserted }
      return cleaned
    }
    self.items = items
    self.customizableIDs = tabIDs
    self.unhideableIDs = unhideableIDs.intersection(customizable)
  }

  /// The section that holds the tab `id`, if any.
  public func section(holding id: String) -> TabSection? {
    sections.first { $0.tabIDs.contains(id) }
  }

  /// The item with `id`, if it is declared.
  public func item(_ id: String) -> TabItem? {
    items.index(of: id).map { items.all[$0] }
  }
}
