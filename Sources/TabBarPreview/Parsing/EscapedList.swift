/// Splits the list options of `tabbar-preview` (`--tabs`, `--badges`) with one escaping rule:
/// a backslash makes the next character literal, so `\,` is a comma, `\:` a colon, `\=` an
/// equals sign and `\\` a backslash inside a title or value.
///
/// ```swift
/// try EscapedList.split("Q\\&A:star,Home:house", at: ",")  // ["Q\\&A:star", "Home:house"]
/// try EscapedList.splitOnce("Tea\\: hot:cup", at: ":")     // ("Tea: hot", "cup")
/// ```
public enum EscapedList {
  /// Splits `text` at every `separator` not preceded by a backslash; the parts keep their
  /// escapes, for ``splitOnce(_:at:)`` to resolve.
  public static func split(_ text: String, at separator: Character) throws(UsageError) -> [String] {
    var parts: [String] = []
    var current = ""
    var escaping = false
    for character in text {
      if escaping {
        current.append("\\")
        current.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == separator {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    guard !escaping else {
      throw UsageError("\"\(ArgumentScanner.shown(text))\" ends with a lone backslash: write \\\\ for one")
    }
    parts.append(current)
    return parts
  }

  /// Splits `entry` at its first `separator` not preceded by a backslash and resolves the escapes
  /// of both sides; the second side is `nil` when there is no separator.
  public static func splitOnce(_ entry: String, at separator: Character) -> (String, String?) {
    var head = ""
    var tail: String?
    var escaping = false
    for character in entry {
      if escaping {
        escaping = false
      } else if character == "\\" {
        escaping = true
        continue
      } else if character == separator, tail == nil {
        tail = ""
        continue
      }
      if tail == nil { head.append(character) } else { tail?.append(character) }
    }
    return (head, tail)
  }
}
