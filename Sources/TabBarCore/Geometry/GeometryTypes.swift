// The core measures in CGFloat, CGPoint, CGSize and CGRect, so its results pass straight into
// SwiftUI. On Linux these are Foundation's types. On Apple platforms Foundation declares the
// structs but their Swift API (`.zero`, `minX`, `insetBy`, `CGRect(x:y:width:height:)`, …) lives in
// the CoreGraphics overlay, which Foundation does not re-export: the core brings it in here,
// once, and passes it on so that `import TabBarCore` is enough for its users. Nothing else of
// CoreGraphics (no drawing, no contexts) is used.
//
// These types are not Hashable before iOS 18 and macOS 15 on Apple platforms, so the core's
// geometry values are Equatable, not Hashable.
#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
