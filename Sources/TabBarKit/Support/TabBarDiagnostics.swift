#if canImport(SwiftUI)
  import Foundation
  import os

  /// Mistakes a type-check cannot catch, reported once each to the unified log (subsystem
  /// "TabBarKit"), where Xcode's console shows them.
  enum TabBarDiagnostics {
    /// The subsystem and category the reports are logged under.
    private static let subsystem = "TabBarKit"
    private static let category = "usage"

    /// Reports that an `onTabReselect` handler takes `handlerType` values but the container's
    /// are `valueType`, so it is never called.
    static func reselectTypeMismatch(handlerType: Any.Type, valueType: Any.Type) {
      let handler = String(reflecting: handlerType)
      let values = String(reflecting: valueType)
      let message =
        "onTabReselect takes \(handler) but the container's tabs are \(values) values: the handler is never "
        + "called. Write the closure's parameter type as \(values), or put onTabReselect directly on "
        + "TabBarContainer to infer it."
      Logger(subsystem: subsystem, category: category).fault("\(message, privacy: .public)")
    }
  }
#endif
