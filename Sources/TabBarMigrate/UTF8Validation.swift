/// Where a byte sequence stops being UTF-8, so a file in another encoding is refused with its line
/// instead of being rewritten into garbage.
///
/// ```swift
/// UTF8Validation.firstInvalidOffset(in: [0x61, 0xFF])  // 1
/// ```
package enum UTF8Validation {
  /// The offset of the first byte that does not start or continue a well-formed UTF-8
  /// character, or `nil` when all of `bytes` is UTF-8.
  package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, low) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, high) = (3, 0x9F)
      case 0xF0: (length, low) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, high) = (4, 0x8F)
      default: return index
      }
      for offset in 1..<length {
        guard index + offset < bytes.count else { return index }
        let next = bytes[index + offset]
        let (minimum, maximum) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
        guard next >= minimum, next <= maximum else { return index }
      }
      index += length
    }
    return nil
  }
}
