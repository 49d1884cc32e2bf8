// On Apple platforms CGFloat, CGPoint, CGSize and CGRect reach this module through Foundation
// as plain C structs: their Swift members (`.zero`, `minX`, `insetBy`, …) live in the
// CoreGraphics overlay, and they are Equatable but not Hashable. On Linux, Foundation defines
// them with all of that. This file makes Apple platforms match Linux, so the core's value types
// (layouts, outlines, path elements) stay Hashable everywhere. It adds nothing on Linux.
#if canImport(CoreGraphics)
  import CoreGraphics

  // swift-format-ignore: AvoidRetroactiveConformances
  extension CGPoint: @retroactive Hashable {
    /// Hashes both coordinates.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(x)
      hasher.combine(y)
    }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension CGSize: @retroactive Hashable {
    /// Hashes both sides.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(width)
      hasher.combine(height)
    }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension CGRect: @retroactive Hashable {
    /// Hashes the origin and the size.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(origin)
      hasher.combine(size)
    }
  }
#endif
