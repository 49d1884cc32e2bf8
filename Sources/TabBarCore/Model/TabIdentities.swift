import Foundation

/// The item ids of a container's tabs, kept with their values from render to render: a tab's id
/// (and so its content, its hosting controller and its stored place) follows its value, never
/// its position.
///
/// A value seen for the first time is identified by its name (its customization id, else its
/// description) when no other tab has that name; values whose names collide are numbered in
/// order ("x", "x#2"). From then on the value keeps its id while it is declared, whatever is
/// inserted before it, removed or reordered; a value no longer declared is forgotten.
///
/// ```swift
/// var identities = TabIdentities<Item>()
/// identities.ids(for: [a, b], named: ["x", "x"])      // ["x", "x#2"]
/// identities.ids(for: [c, a, b], named: ["x", "x", "x"])  // ["x#3", "x", "x#2"]
/// ```
package struct TabIdentities<Value: Hashable> {
  private var idOfValue: [Value: String] = [:]

  /// No value identified yet.
  package init() {}

  /// The ids of `values` (distinct), named `names` (one each); unique among themselves.
  package mutating func ids(for values: [Value], named names: [String]) -> [String] {
    let declared = Set(values)
    idOfValue = idOfValue.filter { declared.contains($0.key) }
    var taken = Set(idOfValue.values)
    let newNames = zip(values, names).filter { idOfValue[$0.0] == nil }.map(\.1)
    let counts = Dictionary(newNames.map { ($0, 1) }, uniquingKeysWith: +)
    // Names no other new tab shares keep their name first, so a number never takes one.
    for (value, name) in zip(values, names) where idOfValue[value] == nil {
      guard counts[name] == 1, !taken.contains(name) else { continue }
      idOfValue[value] = name
      taken.insert(name)
    }
    for (value, name) in zip(values, names) where idOfValue[value] == nil {
      let id = Self.free(name, avoiding: taken)
      idOfValue[value] = id
      taken.insert(id)
    }
    return values.map { idOfValue[$0] ?? "" }
  }

  /// `name` when it is not in `taken`, else `name#2`, `name#3`, … the first that is not.
  package static func free(_ name: String, avoiding taken: Set<String>) -> String {
    guard taken.contains(name) else { return name }
    var number = 2
    while taken.contains("\(name)#\(number)") { number += 1 }
    return "\(name)#\(number)"
  }
}

extension TabIdentities: Sendable where Value: Sendable {}
