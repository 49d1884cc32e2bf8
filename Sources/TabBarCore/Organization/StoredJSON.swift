import Foundation

/// The one gate stored state passes through: JSON text in, a value or `nil` out, never a trap.
///
/// Text is refused before any parsing when it is longer than ``maximumLength`` UTF-8 bytes or
/// nests arrays and objects deeper than ``maximumDepth``, so huge or deeply nested hostile text
/// costs one linear scan and cannot exhaust the stack.
enum StoredJSON {
  /// The longest stored text accepted, in UTF-8 bytes.
  static let maximumLength = 65_536
  /// The deepest nesting of arrays and objects accepted; the stored formats need 3.
  static let maximumDepth = 4
  /// The most ids a stored list may hold.
  static let maximumIDCount = 1_000
  /// The longest stored id, in characters.
  static let maximumIDLength = 256

  /// `value` as compact JSON text with sorted keys (equal values give equal text), or "{}" if
  /// encoding fails.
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The value `text` holds, or `nil` when it is too long, too deep, not JSON or not the format.
  static func decode<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
    guard text.utf8.count <= maximumLength, nestingDepth(of: text) <= maximumDepth else { return nil }
    return try? JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// A list of ids from a decoder, refused when it is longer than ``maximumIDCount`` or holds an
  /// id longer than ``maximumIDLength``.
  static func ids<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>) throws -> [String] {
    let ids = try container.decodeIfPresent([String].self, forKey: key) ?? []
    guard ids.count <= maximumIDCount, ids.allSatisfy({ $0.count <= maximumIDLength }) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "too many ids, or an id too long")
    }
    return ids
  }

  /// How deeply `text` nests brackets and braces outside strings (a malformed text may give
  /// any answer; the decoder refuses it anyway).
  static func nestingDepth(of text: String) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }
}
