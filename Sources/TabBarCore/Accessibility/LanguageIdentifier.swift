/// A language identifier taken apart the way the string tables and the app's localizations are
/// matched: language, script and region, lowercase.
///
/// BCP 47 ("zh-Hant-TW") and POSIX ("pt_BR", "en_US.UTF-8") spellings parse alike. Chinese
/// without a script takes the one its region writes: Taiwan, Hong Kong and Macao Traditional
/// ("zh-TW" is "zh-Hant-TW"), everywhere else Simplified ("zh-CN", "zh-SG" and "zh" are
/// "zh-Hans").
struct LanguageIdentifier: Sendable, Hashable {
  /// The language subtag, two or three letters ("en", "zh").
  package var language: String
  /// The script subtag, four letters ("hant"), written or inferred; `nil` when neither.
  package var script: String?
  /// The region subtag, two letters or three digits ("br", "419"); `nil` when absent.
  package var region: String?

  /// The regions whose Chinese is written in Traditional characters.
  private static let traditionalChineseRegions: Set = ["tw", "hk", "mo"]

  /// Parses `identifier`; `nil` when it does not start with a two- or three-letter language.
  package init?(_ identifier: String) {
    let core = identifier.lowercased().prefix { $0 != "." && $0 != "@" }
    let subtags = core.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter)
    else { return nil }
    language = first
    for subtag in subtags.dropFirst() {
      // A singleton starts the extensions ("-u-ca-buddhist", "-x-private"): nothing after it names
      // the language.
      if subtag.count == 1 { break }
      if subtag.count == 4, script == nil, region == nil, subtag.allSatisfy(\.isASCIILetter) {
        script = subtag
      } else if region == nil, Self.isRegion(subtag) {
        region = subtag
      }
    }
    if script == nil, language == "zh" {
      script = region.map(Self.traditionalChineseRegions.contains) == true ? "hant" : "hans"
    }
  }

  /// Of `candidates` (identifiers, as written), the one that best names this language: the same
  /// language in the same script (when both have one), preferring the same region, then no
  /// region, then another region; the first of equals. `nil` when none speaks the language.
  ///
  /// ```swift
  /// LanguageIdentifier("es-MX")?.bestMatch(among: ["en", "es"])        // "es"
  /// LanguageIdentifier("zh-TW")?.bestMatch(among: ["zh-Hans", "zh-Hant"]) // "zh-Hant"
  /// LanguageIdentifier("pt-PT")?.bestMatch(among: ["pt-BR"])           // "pt-BR"
  /// ```
  func bestMatch(among candidates: [String]) -> String? {
    var best: (candidate: String, score: Int)?
    for candidate in candidates {
      guard let score = matchScore(of: candidate), score > (best?.score ?? 0) else { continue }
      best = (candidate, score)
    }
    return best?.candidate
  }

  /// How well `candidate` names this language: 3 for the same region, 2 for none, 1 for another;
  /// `nil` for another language or script.
  private func matchScore(of candidate: String) -> Int? {
    guard let other = LanguageIdentifier(candidate), other.language == language else { return nil }
    if let script, let otherScript = other.script, script != otherScript { return nil }
    switch other.region {
    case nil: return 2
    case region: return 3
    default: return 1
    }
  }

  private static func isRegion(_ subtag: String) -> Bool {
    (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter))
      || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit))
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
