import TabBarCore

/// The badges of a `--badges` list: `"2=3,4=!"` puts a 3 on the second tab and "!" on the fourth.
///
/// Each entry is `position=value`, positions counting tabs from 1; a whole-number value is a
/// count (0 hides the badge, above 99 shows "99+"), any other value is shown as text. Entries
/// are split at unescaped commas and at the first unescaped `=` (see ``EscapedList``).
package enum BadgeSpec {
  /// The badges by tab index (from 0), checked against `tabCount`.
  package static func parseList(_ text: String, tabCount: Int) throws(UsageError) -> [Int: TabBadge] {
    var badges: [Int: TabBadge] = [:]
    for entry in try EscapedList.split(text, at: ",") {
      let (positionText, value) = EscapedList.splitOnce(entry, at: "=")
      let shown = ArgumentScanner.shown(entry)
      guard let value, !value.isEmpty else {
        throw UsageError("--badges entry \"\(shown)\" needs a value: write position=value, e.g. 2=3 or 4=!")
      }
      guard let position = Int(positionText) else {
        throw UsageError("--badges entry \"\(shown)\" needs a tab position (1…\(tabCount)) before \"=\"")
      }
      guard position >= 1, position <= tabCount else {
        throw UsageError("--badges entry \"\(shown)\": tab \(position) does not exist, give 1…\(tabCount)")
      }
      badges[position - 1] = Int(value).map(TabBadge.count) ?? .text(value)
    }
    return badges
  }
}
