import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// A tab's item id follows its value, never its position: inserting, removing and reordering
/// tabs whose descriptions collide moves no tab's content, controller or stored id to another.
@Suite("Tab identities")
struct TabIdentitiesTests {
  /// A tab value: its `serial` is the value, its name is shared with others (a class without a
  /// description, a `ForEach` over data whose items print alike).
  struct Value: Hashable {
    let serial: Int
    var name: String { ["x", "x", "y", "x#2", "z"][serial % 5] }
  }

  /// `values` after one random edit: an insertion (often before the others), a removal, a
  /// reorder, or a new list.
  static func edited(_ values: [Value], next: inout Int, using random: inout SeededGenerator) -> [Value] {
    var list = values
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1:
      next += 1
      list.insert(Value(serial: next), at: Int.random(in: 0...min(1, list.count), using: &random))
    case 2 where !list.isEmpty: list.remove(at: Int.random(in: 0..<list.count, using: &random))
    case 3: list.shuffle(using: &random)
    default:
      next += 1
      list.append(Value(serial: next))
    }
    return list
  }

  @Test(
    "Over random edits: ids are unique, a kept value keeps its id and its controller, a lone name is its own id"
  )
  func identityFollowsValue() throws {
    var kept = 0
    var collisions = 0
    for seed in RandomEventSequence.sweep(2_000, salt: 22) {
      var random = SeededGenerator(seed: seed)
      var identities = TabIdentities<Value>()
      var values = (0..<4).map { Value(serial: $0) }
      var next = 3
      var previous: [Value: String] = [:]
      var controllers: [Value: Int] = [:]
      var ledger = ControllerLedger()
      var state: TabBarState?
      for step in 0..<20 {
        let ids = identities.ids(for: values, named: values.map(\.name))
        let context = TabBarContext(platform: .iPhone, containerWidth: 390)
        let items = try TabItems(zip(ids, values).map { TabItem(id: $0, title: $1.name, symbol: "circle") })
        var current = state ?? TabBarState(items: items, selectedID: ids.first, context: context)
        current.reconcile(
          with: TabBarInputs(items: items, selectedID: ids.randomElement(using: &random), context: context))
        let failure = ledger.apply(TabControllerPlan(state: current, hosting: ledger.ids), to: current)
        #expect(failure == nil, "seed \(seed), step \(step)")
        #expect(Set(ids).count == ids.count, "seed \(seed), step \(step): ids \(ids)")
        let names = values.map(\.name)
        for (value, id) in zip(values, ids) {
          if let before = previous[value] {
            kept += 1
            #expect(id == before, "seed \(seed), step \(step): \(value) moved from \(before) to \(id)")
            if let controller = controllers[value], let now = ledger.controller(of: id) {
              #expect(now == controller, "seed \(seed), step \(step): \(value) lost its controller")
            }
          } else if names.filter({ $0 == value.name }).count == 1, !previous.values.contains(value.name) {
            #expect(id == value.name, "seed \(seed), step \(step): a lone name is its own id")
          }
          if names.filter({ $0 == value.name }).count > 1 { collisions += 1 }
        }
        previous = Dictionary(uniqueKeysWithValues: zip(values, ids))
        controllers = Dictionary(
          uniqueKeysWithValues: zip(values, ids).compactMap { value, id in
            ledger.controller(of: id).map { (value, $0) }
          })
        state = current
        values = Self.edited(values, next: &next, using: &random)
      }
    }
    if !RandomEventSequence.isReplay {
      #expect(kept > 20_000 && collisions > 20_000, "the sweep kept values whose names collide")
    }
  }

  @Test("First sight numbers colliding names in order; an insertion before them takes a new number")
  func examples() {
    var identities = TabIdentities<Value>()
    let (a, b, c) = (Value(serial: 0), Value(serial: 1), Value(serial: 5))
    #expect(identities.ids(for: [a, b], named: ["x", "x"]) == ["x", "x#2"])
    #expect(identities.ids(for: [c, a, b], named: ["x", "x", "x"]) == ["x#3", "x", "x#2"])
    #expect(identities.ids(for: [b], named: ["x"]) == ["x#2"], "a kept value keeps its number")
    #expect(
      identities.ids(for: [a, b], named: ["x", "x"]) == ["x", "x#2"], "a forgotten value starts anew")
    #expect(TabIdentities<Value>.free("action", avoiding: ["action", "action#2"]) == "action#3")
  }
}
