import Foundation
import TabBarCore
import TabBarHostileInput
import Testing

/// Who owns a drag over the content: the swipe between tabs claims only a drag that starts
/// sideways and that the content has not taken by the time it is confirmed; the first decision
/// is final.
@Suite("Swipe claim")
struct TabBarSwipeClaimTests {
  /// One drag: its samples, and at each whether the content takes it there.
  struct Drag: CustomStringConvertible {
    var samples: [(translation: CGSize, contentTakesIt: Bool)]
    let seed: UInt64

    /// A random finger path (sideways, vertical, diagonal, turning), with the content's own pan
    /// beginning at a random sample or never, and now and then a non-finite sample.
    init(seed: UInt64) {
      self.seed = seed
      var random = SeededGenerator(seed: seed ^ 0xc1a1)
      let angle = CGFloat.random(in: 0..<(2 * .pi), using: &random)
      let turnsAt = Int.random(in: 0..<30, using: &random)
      let turn = CGFloat.random(in: -(.pi)...(.pi), using: &random)
      let panBeginsAt = Bool.random(using: &random) ? Int.random(in: 0..<30, using: &random) : nil
      var point = CGSize.zero
      samples = (0..<Int.random(in: 1...30, using: &random)).map { index in
        let heading = index >= turnsAt ? angle + turn : angle
        let step = CGFloat.random(in: 0.5...6, using: &random)
        point.width += step * cos(heading)
        point.height += step * sin(heading)
        let corrupt = Int.random(in: 0..<40, using: &random) == 0
        let translation = corrupt ? CGSize(width: CGFloat.nan, height: point.height) : point
        return (translation, panBeginsAt.map { index >= $0 } ?? false)
      }
    }

    var description: String { "drag seed \(seed)" }
  }

  /// The decision after each sample of `drag`.
  static func decisions(_ drag: Drag) -> [TabBarSwipeClaim.Decision] {
    var claim = TabBarSwipeClaim()
    return drag.samples.map { claim.read(translation: $0.translation, contentTakesIt: $0.contentTakesIt) }
  }

  static let drags = (0..<4_000).map { Drag(seed: SeededGenerator.baseSeed &+ UInt64($0)) }

  @Test("The first decision is final: no later sample changes it")
  func locked() {
    for drag in Self.drags {
      let decisions = Self.decisions(drag)
      guard let first = decisions.firstIndex(where: { $0 != .undecided }) else { continue }
      #expect(decisions[first...].allSatisfy { $0 == decisions[first] }, "\(drag)")
    }
  }

  @Test("A drag whose first move past the slop is not clearly sideways is never claimed")
  func verticalStartIsNeverClaimed() {
    var vertical = 0
    for drag in Self.drags {
      let finite = drag.samples.filter { $0.translation.width.isFinite }
      guard
        let first = finite.first(where: {
          max(abs($0.translation.width), abs($0.translation.height)) >= TabBarSwipe.slop
        }), abs(first.translation.width) <= TabBarSwipe.horizontalDominance * abs(first.translation.height)
      else { continue }
      vertical += 1
      #expect(!Self.decisions(drag).contains(.swipe), "\(drag)")
    }
    #expect(vertical > 500)
  }

  @Test("The moment the content's own pan begins while undecided, the drag is the content's")
  func innerPanDropsTheSwipe() {
    var dropped = 0
    for drag in Self.drags {
      let decisions = Self.decisions(drag)
      for index in drag.samples.indices where drag.samples[index].contentTakesIt {
        let before = index == 0 ? .undecided : decisions[index - 1]
        guard before == .undecided, drag.samples[index].translation.width.isFinite else { continue }
        #expect(decisions[index] == .content, "\(drag) at sample \(index)")
        dropped += 1
      }
    }
    #expect(dropped > 200)
  }

  @Test("A claim comes at the confirmation distance, with the content never having taken the drag")
  func claimNeedsConfirmation() {
    var claims = 0
    var undecidedAtLift = 0
    for drag in Self.drags {
      let decisions = Self.decisions(drag)
      if decisions.last == .undecided { undecidedAtLift += 1 }
      guard let claimed = decisions.firstIndex(of: .swipe) else { continue }
      claims += 1
      let sample = drag.samples[claimed]
      #expect(abs(sample.translation.width) >= TabBarSwipeClaim.confirmationDistance, "\(drag)")
      #expect(!drag.samples[...claimed].contains { $0.contentTakesIt }, "\(drag)")
    }
    #expect(claims > 300 && undecidedAtLift > 100)
  }

  @Test("A clean sideways drag is claimed exactly where it reaches the confirmation distance")
  func cleanSidewaysDragIsClaimed() {
    for dx in stride(from: CGFloat(-3), through: 3, by: 0.5) where dx != 0 {
      var claim = TabBarSwipeClaim()
      var claimedAt: CGFloat?
      for step in 1...20 {
        let width = dx * CGFloat(step)
        let decision = claim.read(
          translation: CGSize(width: width, height: 0.2 * width), contentTakesIt: false)
        if decision == .swipe, claimedAt == nil { claimedAt = abs(width) }
      }
      let reached = abs(dx) * 20 >= TabBarSwipeClaim.confirmationDistance
      #expect(reached == (claimedAt != nil), "step \(dx)")
      if let claimedAt { #expect(claimedAt < TabBarSwipeClaim.confirmationDistance + abs(dx)) }
    }
  }

  @Test("A row's swipe actions that begin a few points after the slop keep the drag")
  func lateInnerPan() {
    var claim = TabBarSwipeClaim()
    #expect(claim.read(translation: CGSize(width: -11, height: 1), contentTakesIt: false) == .undecided)
    #expect(claim.headsSideways && claim.isProbing)
    #expect(claim.read(translation: CGSize(width: -15, height: 1), contentTakesIt: true) == .content)
    #expect(claim.read(translation: CGSize(width: -80, height: 1), contentTakesIt: false) == .content)
    #expect(!claim.isProbing)
  }

  @Test("A list scrolled vertically and then dragged sideways stays the list's")
  func verticalThenSideways() {
    var claim = TabBarSwipeClaim()
    #expect(claim.read(translation: CGSize(width: 2, height: 12), contentTakesIt: false) == .content)
    #expect(claim.read(translation: CGSize(width: 200, height: 12), contentTakesIt: false) == .content)
    var nan = TabBarSwipeClaim()
    #expect(
      nan.read(translation: CGSize(width: CGFloat.infinity, height: 0), contentTakesIt: true) == .undecided)
  }
}
