import TabBarCore

/// The sections of a `--sections` list: `"Library=3:4:5,Places=6"` puts tabs 3, 4 and 5 under
/// "Library" and tab 6 under "Places".
///
/// Entries are split at unescaped commas, each at its first unescaped `=` into a title and tab
/// positions (from 1) separated by colons (see ``EscapedList``). Section ids are `section1`,
/// `section2`, … in order.
package enum SectionSpec {
  /// The sections of `text` for `tabCount` tabs, each placed in the bar as `placement` says.
  package static func parseList(_ text: String, tabCount: Int, placement: TabSectionBarPlacement)
    throws(UsageError)
    -> [TabItemGroup]
  {
    var sections: [TabItemGroup] = []
    for entry in try EscapedList.split(text, at: ",") {
      let (title, positions) = EscapedList.splitOnce(entry, at: "=")
      let shown = ArgumentScanner.shown(entry)
      guard !title.isEmpty, let positions, !positions.isEmpty else {
        throw UsageError(
          "--sections entry \"\(shown)\" needs a title and tabs: write Title=2:3, e.g. Library=3:4")
      }
      var ids: [String] = []
      for part in positions.split(separator: ":", omittingEmptySubsequences: false) {
        guard let position = Int(part), position >= 1, position <= tabCount else {
          throw UsageError(
            "--sections entry \"\(shown)\": \"\(ArgumentScanner.shown(String(part)))\" is not a tab position 1…\(tabCount)"
          )
        }
        ids.append(BarOptions.tabID(position - 1))
      }
      sections.append(
        TabItemGroup(id: "section\(sections.count + 1)", title: title, tabIDs: ids, barPlacement: placement))
    }
    return sections
  }
}
