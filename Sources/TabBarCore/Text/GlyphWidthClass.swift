import Foundation

/// The width classes of ``TextMeasurement``'s approximation of the system font (San Francisco),
/// each with an advance width in em (multiples of the point size).
///
/// The values are averages of the system font's regular advances, rounded to a few classes:
/// close enough to decide whether a label fits and where "…" goes, never a pixel-exact metric.
///
/// | class | em | characters |
/// |---|---|---|
/// | ``zero`` | 0 | combining marks, format and control characters, variation selectors |
/// | ``hairline`` | 0.25 | i j l ı . , : ; ! ' \| and the space |
/// | ``narrow`` | 0.34 | f r t I ( ) [ ] { } / \\ - " ` and other punctuation |
/// | ``lowercase`` | 0.55 | other Latin, Greek and Cyrillic lower case, ? * |
/// | ``digit`` | 0.62 | 0–9 (tabular), $ # |
/// | ``uppercase`` | 0.66 | most capitals, and letters of other scripts |
/// | ``wideLowercase`` | 0.84 | m w |
/// | ``wideUppercase`` | 0.92 | M W @ % & and "…" |
/// | ``fullWidth`` | 1.0 | CJK ideographs, kana, Hangul, full-width forms |
/// | ``emoji`` | 1.2 | an emoji grapheme cluster, counted once however many scalars it has |
enum GlyphWidthClass: String, Sendable, Hashable, CaseIterable {
  /// No advance: combining marks, format and control characters.
  case zero
  /// The thinnest glyphs and the space.
  case hairline
  /// Narrow letters and most punctuation.
  case narrow
  /// An average lower-case letter.
  case lowercase
  /// A tabular digit.
  case digit
  /// An average capital.
  case uppercase
  /// The wide lower-case letters m and w.
  case wideLowercase
  /// The wide capitals M and W, and the widest symbols.
  case wideUppercase
  /// A full-width East Asian character.
  case fullWidth
  /// An emoji.
  case emoji

  /// The advance width in em.
  package var em: Double {
    switch self {
    case .zero: 0
    case .hairline: 0.25
    case .narrow: 0.34
    case .lowercase: 0.55
    case .digit: 0.62
    case .uppercase: 0.66
    case .wideLowercase: 0.84
    case .wideUppercase: 0.92
    case .fullWidth: 1
    case .emoji: 1.2
    }
  }

  /// The class of a whole grapheme cluster: ``emoji`` for an emoji cluster, otherwise the sum of
  /// its scalars is what counts, so this gives the class of the cluster's base scalar.
  package init(_ character: Character) {
    if Self.isEmoji(character) {
      self = .emoji
    } else if let first = character.unicodeScalars.first {
      self.init(first)
    } else {
      self = .zero
    }
  }

  /// The class of one Unicode scalar, as drawn alone.
  package init(_ scalar: Unicode.Scalar) {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator,
      .surrogate, .unassigned:
      self = .zero
      return
    default: break
    }
    if scalar.properties.isVariationSelector || scalar.value == 0x200B {
      self = .zero
    } else if Self.isFullWidth(scalar.value) {
      self = .fullWidth
    } else if scalar.isASCII {
      self = Self.asciiClass(Character(scalar))
    } else if let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first,
      base != scalar, base.isASCII
    {
      self = Self.asciiClass(Character(base))  // é → e, Ñ → N
    } else if scalar.value == 0x2026 {
      self = .wideUppercase  // …
    } else if scalar.properties.isLowercase {
      self = .lowercase
    } else if scalar.properties.generalCategory == .spaceSeparator {
      self = .hairline
    } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
      self = .uppercase
    } else {
      self = .narrow
    }
  }

  private static func asciiClass(_ character: Character) -> GlyphWidthClass {
    switch character {
    case "i", "j", "l", ".", ",", ":", ";", "!", "'", "|", " ": .hairline
    case "m", "w": .wideLowercase
    case "M", "W", "@", "%", "&": .wideUppercase
    case "f", "r", "t", "I", "J": .narrow
    case "?", "*": .lowercase
    case "$", "#": .digit
    default:
      if character.isNumber {
        .digit
      } else if character.isLowercase {
        .lowercase
      } else if character.isUppercase {
        .uppercase
      } else {
        .narrow
      }
    }
  }

  /// Whether the cluster is drawn as one emoji glyph: it starts with a scalar shown as emoji by
  /// default, asks for emoji presentation (U+FE0F), is a keycap, or joins emoji with U+200D.
  private static func isEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    guard first.properties.isEmoji, scalars.count > 1 else { return false }
    if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
    return !first.isASCII && scalars.contains { $0.value == 0x200D || $0.properties.isEmojiModifier }
  }

  /// East Asian wide and full-width blocks: Hangul Jamo, CJK radicals to Yi, Hangul syllables,
  /// compatibility ideographs, vertical and full-width forms, and the supplementary ideographs.
  private static func isFullWidth(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
