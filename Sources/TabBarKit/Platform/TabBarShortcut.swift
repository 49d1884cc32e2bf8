#if canImport(SwiftUI)
  import TabBarCore

  /// Which digit, with Command, chooses a tab: the tab's position among the tabs (the action not
  /// counted), 1 to 9; later tabs have none.
  enum TabBarShortcut {
    /// The highest digit a shortcut uses.
    static let maximumDigit = 9

    /// The digit of the item at `itemIndex` (into ``TabItems/all``), or `nil` for the action and
    /// for tabs after the ninth.
    static func digit(forItemAt itemIndex: Int, in items: TabItems) -> Int? {
      guard let position = items.tabIndices.firstIndex(of: itemIndex), position < maximumDigit else {
        return nil
      }
      return position + 1
    }
  }
#endif
