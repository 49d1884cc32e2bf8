/// Which variant of a symbol an item draws, as SwiftUI's `.symbolVariant(.fill)`.
///
/// A variant is a request, not a name: SwiftUI draws the filled symbol where SF Symbols has one
/// and falls back to the symbol as named where it has none (`magnifyingglass`, `gear` and
/// `ellipsis` have no `.fill`), so a selected icon never goes blank. Apply it with
/// `.symbolVariant(variant == .fill ? .fill : .none)`; the preview renderer resolves it against the
/// glyphs it draws with `SymbolCatalog.name(of:in:)`.
public enum SymbolVariant: String, Sendable, Hashable, CaseIterable, Codable {
  /// The symbol as named (usually an outline).
  case plain
  /// The filled variant where the symbol has one ("house" draws "house.fill"), else the symbol as
  /// named.
  case fill
}
