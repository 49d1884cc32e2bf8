/// Splits the list options of `tabbar-preview` (`--tabs`, `--badges`) with one escaping rule:
/// a backslash makes the next character literal, so `\,` is a comma, `\:` a colon, `\=` an
/// equals sign and `\\` a backslash inside a title or value.
///
/// ```swift
/// try EscapedList.split("Q\\&A:star,Home:house", at: ",")  // ["Q\\&A:star", "Home:house"]
/// try EscapedList.splitOnce("Tea\\: hot:cup", at: ":")     // ("Tea: hot", "cup")
/// ```
package enum EscapedList {
  /// `text` with a backslash before every backslash, comma, colon and equals sign: written into
  /// a `--tabs` or `--badges` list, it reads back as `text` exactly.
  ///
  /// ```swift
  /// EscapedList.escaped("Q,A")  // "Q\\,A"
  /// ```
  package static func escaped(_ text: String) -> String {
    var output = ""
    output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if scalar == "\\" || scalar == "," || scalar == ":" || scalar == "=" {
        output.unicodeScalars.append("\\")
      }
      output.unicodeScalars.append(scalar)
    }
    return output
  }

  /// Splits `text` at every `separator` not preceded by a backslash; the parts keep their
  /// escapes, for ``splitOnce(_:at:)`` to resolve. The text is read scalar by scalar, so a
  /// separator followed by a combining mark still separates.
  package static func split(_ text: String, at separator: Unicode.Scalar) throws(UsageError) -> [String] {
    var parts: [String] = []
    var current = ""
    var escaping = false
    for scalar in text.unicodeScalars {
      if escaping {
        current.unicodeScalars.append("\\")
        current.unicodeScalars.append(scalar)
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else if scalar == separator {
        parts.append(current)
        current = ""
      } else {
        current.unicodeScalars.append(scalar)
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
  package static func splitOnce(_ entry: String, at separator: Unicode.Scalar) -> (String, String?) {
    var head = ""
    var tail: String?
    var escaping = false
    for scalar in entry.unicodeScalars {
      if escaping {
        escaping = false
      } else if scalar == "\\" {
        escaping = true
        continue
      } else if scalar == separator, tail == nil {
        tail = ""
        continue
      }
      if tail == nil { head.unicodeScalars.append(scalar) } else { tail?.unicodeScalars.append(scalar) }
    }
    return (head, tail)
  }
}
