/// An arrow key pressed while the tab bar has keyboard focus.
package enum ArrowKey: String, Sendable, Hashable, CaseIterable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down

  /// The step through the tabs this key makes in a bar that reads in `direction`.
  ///
  /// Left and right follow the screen: in a right-to-left bar the first tab is at the right, so
  /// the right arrow goes to the *previous* tab. Up and down are for vertical presentations
  /// (sidebar, pages), where the order runs downward whatever the reading direction.
  package func step(in direction: TabBarLayoutDirection) -> TabNavigationStep {
    switch (self, direction) {
    case (.right, .leftToRight), (.left, .rightToLeft), (.down, _): .next
    case (.left, .leftToRight), (.right, .rightToLeft), (.up, _): .previous
    }
  }
}
