/// A back swipe in progress in one tab's navigation stack: how far it has gone, 0 to 1.
struct InteractivePop: Sendable, Equatable {
  /// The tab whose stack is being swiped back.
  var tabID: String
  /// How far the swipe has gone: 0 at its start, 1 when the top screen is fully off.
  var progress: Double

  /// A swipe `progress` of the way; a value that is not a number counts as 0, and the rest is
  /// kept within 0…1.
  init(tabID: String, progress: Double) {
    self.tabID = tabID
    self.progress = progress.clamped(to: 0...1, nanAs: 0)
  }
}
