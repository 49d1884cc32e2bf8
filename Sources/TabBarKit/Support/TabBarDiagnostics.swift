#if canImport(SwiftUI)
  import Foundation

  /// Mistakes a type-check cannot catch, reported in debug builds to the console (Xcode's debug
  /// area), once per container appearance, and never in release builds.
  enum TabBarDiagnostics {
    /// Reports that an `onTabReselect` handler takes `handlerType` values but the container's
    /// are `valueType`, so it is never called.
    static func reselectTypeMismatch(handlerType: Any.Type, valueType: Any.Type) {
      #if DEBUG
        let handler = String(reflecting: handlerType)
        let values = String(reflecting: valueType)
        print(
          "TabBarKit: onTabReselect takes \(handler) but the container's tabs are \(values) values: the "
            + "handler is never called. Write the closure's parameter type as \(values), or put "
            + "onTabReselect directly on TabBarContainer to infer it.")
      #endif
    }

    /// Reports each of `tabs` declared without a title and read by a value that is not text
    /// (an enum's case name), naming it and the fix (the core's ``TabTitleFallback``).
    static func untitledTabs<Value: Hashable>(_ tabs: [TabBarTab<Value>]) {
      #if DEBUG
        for message in tabs.compactMap(\.title.diagnostic) { print(message) }
      #endif
    }
  }
#endif
