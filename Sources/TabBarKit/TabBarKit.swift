#if canImport(SwiftUI)
  // Everything the core computes is part of TabBarKit's API: `import TabBarKit` is enough.
  @_exported import TabBarCore
#endif
