#if canImport(SwiftUI)
  import SwiftUI

  extension Animation {
    /// The animation a selection change runs with, or `nil` (no travel) under Reduce Motion.
    static func tabBarSelection(reduceMotion: Bool) -> Animation? {
      reduceMotion ? nil : .spring()
    }
  }
#endif
