/// A table the benchmark prints; `--only` picks some of them.
enum BenchSection: String, CaseIterable {
  /// The full frame of the curved bar for each tab count.
  case frame
  /// The full frame for 5 tabs in each style.
  case styles
  /// Each part of the frame alone.
  case parts
  /// An animation frame between two layouts.
  case interpolation
  /// One frame of each gesture (scrub, swipe, retarget, minimize), 5 tabs.
  case gestures
  /// The container state: a tap, and a body's read-outs.
  case state
  /// Text measurement of the hostile corpus' longest titles.
  case text
  /// `tabbar-migrate` over generated many-file apps.
  case migration
  /// The allocation counter's calibration.
  case calibration

  /// Prints the section's table.
  @MainActor
  func run() throws {
    switch self {
    case .frame: try frameTable()
    case .styles: try styleTable()
    case .parts: try partsTable()
    case .interpolation: try interpolationTable()
    case .gestures: try gestureTable()
    case .state: try stateTable()
    case .text: textTable()
    case .migration: try migrationTable()
    case .calibration: calibrationTable()
    }
  }
}
