/// Everything a ``TabBarState`` knows of one tab besides its declaration, in one record: what the
/// tab's content reported (how deep its navigation stack is, which of its screens hide the bar,
/// a back swipe in progress), what was asked of it (its latest reselect response and search-field
/// activation), and how many times its content was released.
///
/// The facts belong to the content that reported them: a tab's record holds them only while its
/// content is mounted, and ``release()`` forgets them all at once when the content goes (evicted
/// past the mounting cap, or the tab removed), so a tab mounted again starts at its root with the
/// bar shown and nothing asked of it, as a rebuilt view controller does. Only the release count
/// survives: it is the content's identity, and it must never repeat.
///
/// The rules of one tab's stack are decided here, once each: whether it is at its root
/// (``isAtRoot``), whether it hides the bar (``hidesBar``), where a pop lands
/// (``landingDepth``) and whether the bar is hidden there (``hidesBarAfterPop``), and how much
/// of the bar shows during a back swipe (``barReveal``).
///
/// ```swift
/// var record = TabRecord()
/// record.report(depth: 1)
/// record.requestHiding(by: "detail", hides: true, depth: 1)
/// record.hidesBar            // true
/// record.hidesBarAfterPop    // false: the pop lands at the root, below the detail view
/// record.followPop(progress: 0.25)
/// record.barReveal           // 0.25
/// record.release()           // the content is gone: every fact with it
/// record.isBlank             // true
/// ```
struct TabRecord: Sendable, Equatable {
  /// How many times the tab's content has been released: its content's identity
  /// (``TabBarState/mountGeneration(of:)``).
  private(set) var releases = 0
  /// How many screens the tab's navigation stack reported above its root.
  private(set) var navigationDepth = 0
  /// The requests to hide the bar over this tab: each requester's navigation depth when it asked.
  private(set) var hideRequests: [String: Int] = [:]
  /// How far a back swipe in this tab's stack has gone, 0 to 1, while one that changes the bar
  /// is in progress.
  private(set) var popProgress: Double?
  /// The latest built-in reselect response asked of the tab.
  var reselectRequest: TabReselectRequest?
  /// The serial of the latest request to activate the tab's search field.
  var searchActivationRequest: Int?

  /// Whether the record holds no fact (its release count aside): what a tab that is not mounted
  /// always is.
  var isBlank: Bool { self == TabRecord(releases: releases) }

  /// Whether the tab shows its root screen: its stack reports no screen above it.
  var isAtRoot: Bool { navigationDepth == 0 }

  /// Whether a screen of the tab asks for the bar to be hidden.
  var hidesBar: Bool { !hideRequests.isEmpty }

  /// The depth a pop of the top screen lands on: one screen up, never above the root.
  var landingDepth: Int { max(navigationDepth - 1, 0) }

  /// Whether the bar is hidden once the top screen is popped: a request made at the landing depth
  /// or above it still holds.
  var hidesBarAfterPop: Bool { hideRequests.values.contains { $0 <= landingDepth } }

  /// How much of the bar shows over this tab, from 0 (hidden) to 1 (shown): during a back swipe
  /// the bar goes from where it is toward where the pop leaves it, with the finger.
  var barReveal: Double {
    let now: Double = hidesBar ? 0 : 1
    guard let popProgress else { return now }
    let then: Double = hidesBarAfterPop ? 0 : 1
    return now + (then - now) * popProgress
  }

  /// Records or withdraws `requester`'s request, made at navigation `depth` (negative counts as
  /// the root), to hide the bar.
  mutating func requestHiding(by requester: String, hides: Bool, depth: Int) {
    hideRequests[requester] = hides ? max(depth, 0) : nil
  }

  /// Records the stack's new `depth` (negative counts as the root): a swipe in progress is over,
  /// and the requests of the screens popped are withdrawn.
  mutating func report(depth: Int) {
    navigationDepth = max(depth, 0)
    popProgress = nil
    hideRequests = hideRequests.filter { $0.value <= navigationDepth }
  }

  /// A back swipe has gone `progress` of the way (a value that is not a number counts as 0, the
  /// rest is kept within 0…1); it is recorded only when the pop would show or hide the bar, so a
  /// swipe that changes nothing leaves the record, and the views, as they are.
  mutating func followPop(progress: Double) {
    popProgress = hidesBar != hidesBarAfterPop ? progress.clamped(to: 0...1, nanAs: 0) : nil
  }

  /// The back swipe ended: a committed pop holds the bar where the pop leaves it until the stack
  /// reports its new depth; a cancelled one lets it go back. Nothing without a swipe.
  mutating func endPop(committed: Bool) {
    guard popProgress != nil else { return }
    popProgress = committed ? 1 : nil
  }

  /// The tab's content is released: every fact goes with it, and its identity grows.
  mutating func release() {
    self = TabRecord(releases: releases + 1)
  }

  private init(releases: Int) { self.releases = releases }

  /// A tab nothing is known of.
  init() {}
}
