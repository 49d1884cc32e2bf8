/// The CLDR cardinal plural rules of the built-in languages beyond English and Spanish, for
/// integer counts (the only counts a tab bar speaks). Counts are taken by magnitude, as CLDR's
/// operand `n` is the absolute value.
///
/// Languages that share a rule for integers share a value: German, Dutch and Turkish use
/// ``english`` (one for 1), Italian ``spanish`` (one for 1, many for exact millions), Brazilian
/// Portuguese ``french``.
extension PluralRule {
  /// French and Portuguese (CLDR `fr`, `pt`: one `i = 0,1`; many for a non-zero multiple of a
  /// million): 0 and 1 are ``PluralCategory/one`` ("0 nouvel élément"), exact millions
  /// ``PluralCategory/many`` ("1000000 de nouveaux éléments"), the rest ``PluralCategory/other``.
  package static let french = PluralRule { count in
    let n = count.magnitude
    if n <= 1 { return .one }
    return n % 1_000_000 == 0 ? .many : .other
  }

  /// Hindi (CLDR `hi`: one `i = 0 or n = 1`): 0 and 1 are ``PluralCategory/one``, the rest
  /// ``PluralCategory/other``.
  package static let hindi = PluralRule { $0.magnitude <= 1 ? .one : .other }

  /// Arabic (CLDR `ar`): 0 ``PluralCategory/zero``, 1 ``PluralCategory/one``, 2
  /// ``PluralCategory/two``, 3–10 (mod 100) ``PluralCategory/few``, 11–99 (mod 100)
  /// ``PluralCategory/many``, the rest (100–102, 1000…) ``PluralCategory/other``.
  package static let arabic = PluralRule { count in
    let n = count.magnitude
    switch n {
    case 0: return .zero
    case 1: return .one
    case 2: return .two
    default:
      switch n % 100 {
      case 3...10: return .few
      case 11...99: return .many
      default: return .other
      }
    }
  }

  /// Russian (CLDR `ru`, integers): ``PluralCategory/one`` when the last digit is 1 but not 11
  /// (1, 21, 101), ``PluralCategory/few`` when it is 2–4 but not 12–14 (2, 23, 104),
  /// ``PluralCategory/many`` for the rest (0, 5–20, 25, 111); ``PluralCategory/other`` is for
  /// fractions only.
  package static let russian = PluralRule { count in
    let n = count.magnitude
    let (units, tens) = (n % 10, n % 100)
    if units == 1 && tens != 11 { return .one }
    if (2...4).contains(units) && !(12...14).contains(tens) { return .few }
    return .many
  }

  /// Japanese, Korean and Chinese (CLDR `ja`, `ko`, `zh`): every count is
  /// ``PluralCategory/other``.
  package static let otherOnly = PluralRule { _ in .other }

  /// The rules by the names the built-in string table's headers give them
  /// (`[de] plural: english`).
  package static let named: [String: PluralRule] = [
    "english": .english, "spanish": .spanish, "french": .french, "hindi": .hindi, "arabic": .arabic,
    "russian": .russian, "otherOnly": .otherOnly,
  ]
}
