/// The shortest edit from one list of lines to another (Myers' algorithm), after the common
/// beginning and end are set aside; past ``effortLimit`` differences the middle is shown replaced.
///
/// ```swift
/// LineDiff.operations(["a", "b"], ["a", "c"]).map(\.kind)  // [.same, .deleted, .inserted]
/// ```
enum LineDiff {
  /// One line kept, deleted or inserted, with its index in the old and the new list (for an
  /// insertion `old` is where it goes; for a deletion `new` likewise).
  struct Operation: Equatable {
    enum Kind { case same, deleted, inserted }
    var kind: Kind
    var old: Int
    var new: Int
  }

  /// Differences beyond which the middle is shown as replaced rather than searched further.
  static let effortLimit = 4_000

  static func operations(_ old: [String], _ new: [String]) -> [Operation] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var result = (0..<prefix).map { Operation(kind: .same, old: $0, new: $0) }
    let middle =
      myers(oldMiddle, newMiddle)
      ?? (oldMiddle.indices.map { Operation(kind: .deleted, old: $0, new: 0) }
        + newMiddle.indices.map { Operation(kind: .inserted, old: oldMiddle.count, new: $0) })
    result += middle.map { Operation(kind: $0.kind, old: $0.old + prefix, new: $0.new + prefix) }
    result += (0..<suffix).map {
      Operation(kind: .same, old: old.count - suffix + $0, new: new.count - suffix + $0)
    }
    return result
  }

  private static func myers(_ old: [String], _ new: [String]) -> [Operation]? {
    let (n, m) = (old.count, new.count)
    let limit = min(n + m, effortLimit)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    for d in 0...limit {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset])
          ? v[k + 1 + offset] : v[k - 1 + offset] + 1
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        v[k + offset] = x
        if x >= n, y >= m { return backtrack(trace, n: n, m: m, offset: offset) }
      }
    }
    return nil
  }

  private static func backtrack(_ trace: [[Int]], n: Int, m: Int, offset: Int) -> [Operation] {
    var (x, y) = (n, m)
    var reversed: [Operation] = []
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : v[previousK + offset]
      let previousY = d == 0 ? 0 : previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        reversed.append(Operation(kind: .same, old: x, new: y))
      }
      if d > 0 {
        if x == previousX {
          reversed.append(Operation(kind: .inserted, old: x, new: previousY))
        } else {
          reversed.append(Operation(kind: .deleted, old: previousX, new: y))
        }
      }
      (x, y) = (previousX, previousY)
    }
    return reversed.reversed()
  }
}
