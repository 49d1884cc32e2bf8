/// The line of each byte offset in a file, for `file:line:` reports.
///
/// ```swift
/// LineTable(Array("a\nb".utf8)).line(of: 2)  // 2
/// ```
package struct LineTable: Sendable {
  private let starts: [Int]

  /// The table of `bytes`' lines (`\n`, `\r\n` and `\r` end a line).
  package init(_ bytes: [UInt8]) {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\r") {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        starts.append(index + 1)
      } else if bytes[index] == UInt8(ascii: "\n") {
        starts.append(index + 1)
      }
      index += 1
    }
    self.starts = starts
  }

  /// The 1-based line holding `offset`.
  package func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }
}
