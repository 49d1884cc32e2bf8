import TabBarCore
import TabBarHostileInput
import Testing

@Suite("Tab mounting")
struct TabMountingTests {
  @Test("Only the selected tab is mounted at first; a tab mounts on its first visit")
  func mountsOnFirstVisit() throws {
    var mounting = TabMounting(items: try Fixtures.fourTabsAndAction(), selectedID: "search")
    #expect(mounting.mountedIDs == ["search"])
    #expect(!mounting.isMounted("home"))
    #expect(mounting.visit("home") == [])
    #expect(mounting.isMounted("home") && mounting.isMounted("search"))
  }

  @Test("Without a cap, a visited tab stays mounted after switching away")
  func staysMounted() throws {
    var mounting = TabMounting(items: try Fixtures.tabs(5), selectedID: "t0")
    for id in ["t1", "t2", "t0", "t4", "t1"] { mounting.visit(id) }
    #expect(Set(mounting.mountedIDs) == ["t0", "t1", "t2", "t4"])
    #expect(mounting.mountedIDs.last == "t1")
  }

  @Test("The action and unknown ids never mount")
  func actionNeverMounts() throws {
    var mounting = TabMounting(items: try Fixtures.fourTabsAndAction(), selectedID: "compose")
    #expect(mounting.mountedIDs == ["home"])
    mounting.visit("compose")
    mounting.visit("ghost")
    #expect(mounting.mountedIDs == ["home"])
  }

  @Test("With a cap, the least recently visited unselected tab is evicted")
  func capEvictsLeastRecent() throws {
    var mounting = TabMounting(items: try Fixtures.tabs(5), selectedID: "t0", maximumMounted: 3)
    mounting.visit("t1")
    mounting.visit("t2")
    mounting.visit("t0")
    #expect(mounting.visit("t3") == ["t1"])
    #expect(mounting.mountedIDs == ["t2", "t0", "t3"])
  }

  @Test("A cap below one keeps exactly the selected tab")
  func capOfZero() throws {
    var mounting = TabMounting(items: try Fixtures.tabs(3), selectedID: "t0", maximumMounted: -4)
    #expect(mounting.maximumMounted == 1)
    #expect(mounting.visit("t2") == ["t0"])
    #expect(mounting.mountedIDs == ["t2"])
  }

  @Test("Removed tabs are unmounted when the items change; the new selection is mounted")
  func itemsChange() throws {
    var mounting = TabMounting(items: try Fixtures.tabs(4), selectedID: "t0")
    mounting.visit("t3")
    mounting.visit("t2")
    let unmounted = mounting.updateItems(try Fixtures.tabs(3), selectedID: "t3")
    #expect(unmounted == ["t3"])
    #expect(mounting.mountedIDs == ["t2", "t0"])
    #expect(mounting.updateItems(try TabItems([]), selectedID: nil) == ["t2", "t0"])
    #expect(mounting.mountedIDs.isEmpty)
  }

  @Test(
    "A mounted tab stays mounted unless the cap evicts it (least recently visited first); the selected tab stays"
  )
  func mountedStaysMountedProperty() throws {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed &+ 10)
    for _ in 0..<300 {
      let count = Int.random(in: 1...15, using: &generator)
      let cap: Int? = Bool.random(using: &generator) ? Int.random(in: 1...6, using: &generator) : nil
      let items = try Fixtures.tabs(count, actionAt: 0)
      var mounting = TabMounting(items: items, selectedID: "t0", maximumMounted: cap)
      var lastVisit = ["t0": 0]
      for step in 1...60 {
        let before = Set(mounting.mountedIDs)
        let id = "t\(Int.random(in: 0..<count, using: &generator))"
        lastVisit[id] = step
        let evicted = mounting.visit(id)
        let after = Set(mounting.mountedIDs)
        // Whatever was evicted was visited less recently than everything still mounted.
        let oldestKept = after.compactMap { lastVisit[$0] }.min() ?? .max
        #expect(evicted.allSatisfy { (lastVisit[$0] ?? .max) < oldestKept })
        #expect(before.subtracting(after) == Set(evicted))
        #expect(mounting.mountedIDs.last == id)
        #expect(!evicted.contains(id))
        if let cap {
          #expect(mounting.mountedIDs.count <= cap)
          #expect(evicted.isEmpty || before.union([id]).count > cap)
        } else {
          #expect(evicted.isEmpty)
        }
      }
    }
  }
}
