import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// Spring loading: a drag that pauses over a tab selects it after the system's delay.
@Suite("Spring-loaded tabs")
struct SpringLoadingTests {
  @Test("A drag pausing over a tab selects it once it has stayed the delay, not before")
  func selectsAfterThePause() {
    let rule = TabSpringLoading(behavior: .automatic, isEnabled: true, isSelected: false)
    #expect(rule.selectionTime(hoverStart: 10) == 10 + TabSpringLoading.standardDelay)
    #expect(!rule.selects(hoverStart: 10, now: 10))
    #expect(!rule.selects(hoverStart: 10, now: 10.49))
    #expect(rule.selects(hoverStart: 10, now: 10.5))
    #expect(rule.selects(hoverStart: 10, now: 30))
  }

  @Test("Tabs spring-load by default, as TabView's do; disabled behaviour, disabled or selected tabs never")
  func whoSprings() {
    #expect(TabSpringLoading(behavior: .automatic, isEnabled: true, isSelected: false).springs)
    #expect(TabSpringLoading(behavior: .enabled, isEnabled: true, isSelected: false).springs)
    #expect(!TabSpringLoading(behavior: .disabled, isEnabled: true, isSelected: false).springs)
    #expect(!TabSpringLoading(behavior: .enabled, isEnabled: false, isSelected: false).springs)
    #expect(!TabSpringLoading(behavior: .enabled, isEnabled: true, isSelected: true).springs)
    let never = TabSpringLoading(behavior: .disabled, isEnabled: true, isSelected: false)
    #expect(never.selectionTime(hoverStart: 0) == nil && !never.selects(hoverStart: 0, now: 100))
  }

  @Test("The system's delay is used where given; a negative or non-finite one is the standard delay")
  func delays() {
    let system = TabSpringLoading(behavior: .automatic, isEnabled: true, isSelected: false, delay: 1.2)
    #expect(system.selectionTime(hoverStart: 0) == 1.2)
    for bad in [-1, .nan, .infinity] as [TimeInterval] {
      let rule = TabSpringLoading(behavior: .automatic, isEnabled: true, isSelected: false, delay: bad)
      #expect(rule.delay == TabSpringLoading.standardDelay)
    }
  }

  @Test("Times before the hover began, or not finite, never select")
  func hostileTimes() {
    let rule = TabSpringLoading(behavior: .enabled, isEnabled: true, isSelected: false)
    #expect(!rule.selects(hoverStart: 10, now: 9))
    #expect(!rule.selects(hoverStart: .nan, now: 11))
    #expect(!rule.selects(hoverStart: 10, now: .infinity))
    #expect(rule.selectionTime(hoverStart: -.infinity) == nil)
  }

  @Test("Over random rules and times, a selection happens exactly when the tab springs and the pause is over")
  func property() {
    var random = SeededGenerator(seed: SeededGenerator.baseSeed &+ 97)
    let behaviors: [TabBarSpringLoadingBehavior] = [.automatic, .enabled, .disabled]
    for _ in 0..<1000 {
      let rule = TabSpringLoading(
        behavior: behaviors.randomElement(using: &random) ?? .automatic,
        isEnabled: Bool.random(using: &random),
        isSelected: Bool.random(using: &random), delay: Double.random(in: -1...3, using: &random))
      let start = Double.random(in: 0...100, using: &random)
      let now = start + Double.random(in: -2...4, using: &random)
      let expected =
        rule.springs && now >= start && now - start >= rule.delay - 1e-9 && now >= start + rule.delay
      #expect(rule.selects(hoverStart: start, now: now) == expected, "\(rule), \(start) → \(now)")
      #expect(rule.delay >= 0)
    }
  }
}
