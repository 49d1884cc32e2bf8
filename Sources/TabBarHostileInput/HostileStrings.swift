/// Titles users type and servers send: markup characters, emoji sequences, combining marks,
/// right-to-left scripts, control characters and very long text.
public enum HostileStrings {
  /// The corpus. Every renderer and text function must take each of these without trapping,
  /// and every file written from them must still parse as XML.
  public static let corpus: [String] = [
    "", " ", "<script>alert('x')</script>", "Tom & Jerry", "a > b < c", "\"quoted\"", "it's",
    "]]>", "<!-- comment -->", "&amp;&lt;", "👩‍👩‍👧‍👦", "👍🏽", "🏳️‍🌈", "e\u{301}\u{301}\u{301}",
    "Z\u{35F}\u{361}\u{362}a",
    "مرحبا", "שלום עולם", "Inicio", "Ñandú", "日本語のタブ", "\u{202E}evil", "\u{0}\u{1}\u{1F}", "\u{FFFE}",
    "\t\n\r", "../../etc/passwd", "C:\\Windows", "tab/with/slashes", String(repeating: "W", count: 10_000),
    String(repeating: "👩‍👩‍👧‍👦", count: 500),
  ]
}
