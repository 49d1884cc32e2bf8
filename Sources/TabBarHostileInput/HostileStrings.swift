/// Titles users type and servers send: markup characters, emoji sequences, combining marks,
/// right-to-left scripts, control characters and very long text.
package enum HostileStrings {
  /// The corpus. Every renderer and text function must take each of these without trapping,
  /// and every file written from them must still parse as XML.
  package static let corpus: [String] = [
    "", " ", "<script>alert('x')</script>", "Tom & Jerry", "a > b < c", "\"quoted\"", "it's",
    "]]>", "<!-- comment -->", "&amp;&lt;", "👩‍👩‍👧‍👦", "👍🏽", "🏳️‍🌈", "e\u{301}\u{301}\u{301}",
    "Z\u{35F}\u{361}\u{362}a",
    "مرحبا", "שלום עולם", "Inicio", "Ñandú", "日本語のタブ", "\u{202E}evil", "\u{0}\u{1}\u{1F}", "\u{FFFE}",
    "\t\n\r", "../../etc/passwd", "C:\\Windows", "tab/with/slashes", String(repeating: "W", count: 10_000),
    String(repeating: "👩‍👩‍👧‍👦", count: 500),
    // A combining mark with nothing to combine with, the two non-characters at the end of the
    // first plane, a title of whitespace only, the line and paragraph separators, and a BOM with
    // zero-width spaces and joiners around a letter.
    "\u{301}", "\u{FFFF}", " \u{3000}\u{A0}\t ", "a\u{2028}b\u{2029}c", "\u{FEFF}\u{200B}x\u{200D}\u{200B}",
    // Escapes the command line's lists use, and the characters of markup at every position.
    "Q\\,A:x\\\\", "<&>\"'", "\u{7F}\u{85}\u{9F}", ",\u{301}:\u{301}=\u{301}\\\u{301}",
    // Mixed directions, a keycap and flags, Arabic with its vowel marks.
    "Home بيت Inicio", "1️⃣🇪🇸🇯🇵", "مُحَمَّد",
    // 10,000 characters each: markup characters, a right-to-left script, and one letter
    // carrying 9,999 combining marks (a single grapheme cluster).
    String(repeating: "<&>\"'", count: 2_000), String(repeating: "مرحبا ", count: 1_667),
    "e" + String(repeating: "\u{301}", count: 9_999),
  ]
}
