/// Makes any string safe to put in an XML 1.0 document.
///
/// Characters XML 1.0 does not allow at all (control characters other than tab, line feed and
/// carriage return, U+FFFE, U+FFFF) are dropped; Swift strings never hold lone surrogates (a
/// malformed input reaches a `String` as U+FFFD), so none can be written.
///
/// ```swift
/// XMLEscaping.text("Tom & Jerry <3")      // "Tom &amp; Jerry &lt;3"
/// XMLEscaping.attribute("say \"hi\"")     // "say &quot;hi&quot;"
/// ```
package enum XMLEscaping {
  /// `text` for use between tags: `&`, `<` and `>` escaped, invalid characters dropped.
  package static func text(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  /// `value` for use inside a double- or single-quoted attribute: `&`, `<`, `>`, `"` and `'`
  /// escaped, tab, line feed and carriage return written as character references (so a parser
  /// keeps them), invalid characters dropped.
  package static func attribute(_ value: String) -> String {
    escape(value, inAttribute: true)
  }

  /// Whether XML 1.0 allows `scalar` in a document.
  package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private static func escape(_ input: String, inAttribute: Bool) -> String {
    var output = ""
    output.unicodeScalars.reserveCapacity(input.unicodeScalars.count)
    for scalar in input.unicodeScalars where isAllowed(scalar) {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where inAttribute: output += "&quot;"
      case "'" where inAttribute: output += "&apos;"
      case "\t" where inAttribute: output += "&#9;"
      case "\n" where inAttribute: output += "&#10;"
      case "\r": output += "&#13;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
