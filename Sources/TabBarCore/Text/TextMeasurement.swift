import Foundation

/// An approximation of how wide the system font (San Francisco) sets a line of text, and the
/// truncation SwiftUI applies when a label does not fit.
///
/// The renderer sizes and truncates labels with it; the layout may use it to decide whether
/// labels fit. One implementation serves both, so they agree.
///
/// Text is measured per grapheme cluster (what a reader sees as one character): an emoji
/// cluster, however many scalars it joins, counts once as ``GlyphWidthClass/emoji``; other
/// clusters add up their scalars' classes, so combining marks add nothing. See
/// ``GlyphWidthClass`` for the table.
///
/// ```swift
/// TextMeasurement.width(of: "Home", fontSize: 10)                  // 26.0 pt
/// TextMeasurement.truncated("Notifications", toWidth: 40, fontSize: 10) // "Notific…"
/// ```
package enum TextMeasurement {
  /// The character SwiftUI ends a truncated line with.
  package static let ellipsis: Character = "…"

  /// The advance of one grapheme cluster, in em.
  package static func advance(of character: Character) -> Double {
    let cluster = GlyphWidthClass(character)
    if cluster == .emoji { return cluster.em }
    return character.unicodeScalars.reduce(0) { $0 + GlyphWidthClass($1).em }
  }

  /// The width of `text` on one line at `fontSize` points and `weight`, in points. A
  /// non-finite or negative font size measures 0.
  package static func width(of text: String, fontSize: CGFloat, weight: FontWeight = .regular)
    -> CGFloat
  {
    guard fontSize.isFinite, fontSize > 0 else { return 0 }
    let em = text.reduce(0) { $0 + advance(of: $1) }
    return CGFloat(em * weight.widthFactor) * fontSize
  }

  /// `text` as SwiftUI shows it on one line at most `maxWidth` wide: the whole text when it fits,
  /// otherwise the longest start of it (whole grapheme clusters, trailing spaces dropped) followed
  /// by "…", or the empty string when not even "…" fits (and for a non-finite or negative width).
  package static func truncated(
    _ text: String, toWidth maxWidth: CGFloat, fontSize: CGFloat, weight: FontWeight = .regular
  ) -> String {
    guard maxWidth.isFinite, maxWidth >= 0 else { return "" }
    if width(of: text, fontSize: fontSize, weight: weight) <= maxWidth { return text }
    // The font size is finite and positive here: any other measures 0, and 0 always fits.
    let scale = Double(fontSize) * weight.widthFactor
    let budget = Double(maxWidth) - advance(of: ellipsis) * scale
    guard budget >= 0 else { return "" }
    var kept = ""
    var used = 0.0
    for character in text {
      used += advance(of: character) * scale
      if used > budget { break }
      kept.append(character)
    }
    while let last = kept.last, last.isWhitespace { kept.removeLast() }
    return kept + String(ellipsis)
  }
}
