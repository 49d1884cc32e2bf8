/// Which variant of a symbol an item draws, as SwiftUI's `.symbolVariant(.fill)`.
public enum SymbolVariant: String, Sendable, Hashable, CaseIterable, Codable {
  /// The symbol as named (usually an outline).
  case plain
  /// The filled variant: the name with `.fill` appended ("house" → "house.fill").
  case fill

  /// The name of `symbol` in this variant. A name that already ends in `.fill` is kept as it is.
  public func name(of symbol: String) -> String {
    switch self {
    case .plain: return symbol
    case .fill: return symbol.hasSuffix(".fill") ? symbol : symbol + ".fill"
    }
  }
}
