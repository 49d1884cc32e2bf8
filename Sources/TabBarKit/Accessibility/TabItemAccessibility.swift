#if canImport(SwiftUI)
  import TabBarCore

  /// What VoiceOver reads for a tab: the title as the label; the badge and, where the system has
  /// no tab-bar trait to count for it, "Tab, n of m" as the value.
  ///
  /// The count skips the action button, which is not a tab.
  struct TabItemAccessibility {
    /// The label: the tab's title.
    let label: String
    /// The value: position and badge, comma separated; empty when there is nothing to say.
    let value: String

    init(itemIndex: Int, items: TabItems, countsTabs: Bool) {
      let item = items.all.indices.contains(itemIndex) ? items.all[itemIndex] : nil
      label = item?.title ?? ""
      var parts: [String] = []
      if countsTabs, let position = items.tabIndices.firstIndex(of: itemIndex) {
        parts.append("Tab, \(position + 1) of \(items.tabIndices.count)")
      }
      if let badge = item?.badge?.displayText { parts.append(badge) }
      value = parts.joined(separator: ", ")
    }
  }
#endif
