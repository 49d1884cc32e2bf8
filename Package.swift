// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TabBarKit",
  platforms: [
    .iOS(.v16), .macOS(.v13), .watchOS(.v9), .tvOS(.v16), .visionOS(.v1),
  ],
  products: [
    .library(name: "TabBarKit", targets: ["TabBarKit"]),
    .library(name: "TabBarCore", targets: ["TabBarCore"]),
    .executable(name: "tabbar-preview", targets: ["tabbar-preview"]),
    .executable(name: "tabbar-bench", targets: ["tabbar-bench"]),
    .executable(name: "tabbar-migrate", targets: ["tabbar-migrate"]),
  ],
  targets: [
    // Pure Swift: every number and decision. Foundation only, built and tested on Linux.
    .target(name: "TabBarCore"),
    // The SwiftUI layer: draws what the core computes. Compiles out where SwiftUI does not exist.
    .target(name: "TabBarKit", dependencies: ["TabBarCore"]),
    // Draws core results as SVG/HTML on any OS.
    .target(name: "TabBarRender", dependencies: ["TabBarCore"]),
    // The commands of `tabbar-preview` (parsing, files, gallery), as a library so tests reach them.
    .target(name: "TabBarPreview", dependencies: ["TabBarCore", "TabBarRender"]),
    .executableTarget(name: "tabbar-preview", dependencies: ["TabBarPreview"]),
    // The renderer only for its path text, which golden outline values are written in.
    .testTarget(name: "TabBarCoreTests", dependencies: ["TabBarCore", "TabBarRender", "TabBarHostileInput"]),
    // TabBarKit through its public API, rendered with ImageRenderer: compiled out with the
    // library where SwiftUI does not exist (scripts/typecheck-sdk checks it against the SDKs).
    .testTarget(name: "TabBarKitTests", dependencies: ["TabBarKit"]),
    // Hostile configurations and the guarantees they must not break: shared by the tests and
    // the standalone fuzzer.
    .target(name: "TabBarHostileInput", dependencies: ["TabBarCore"]),
    .executableTarget(name: "tabbar-fuzz", dependencies: ["TabBarHostileInput"]),
    // What the renderer's and the command's tests share: running xmllint, chromium, the command.
    .target(name: "TabBarTestSupport", dependencies: ["TabBarPreview"], path: "Tests/TabBarTestSupport"),
    .testTarget(
      name: "TabBarRenderTests", dependencies: ["TabBarRender", "TabBarTestSupport", "TabBarHostileInput"],
      exclude: ["Golden"]),
    // Depends on the executable so `swift test` builds it: the CLI tests run it as a subprocess.
    .testTarget(
      name: "TabBarPreviewTests",
      dependencies: ["TabBarPreview", "TabBarTestSupport", "TabBarHostileInput", "tabbar-preview"]),
    // Counts heap allocations by interposing malloc (Linux/glibc), for the benchmark only.
    .target(name: "CAllocationCounter"),
    // Per-frame cost of an animating bar: nanoseconds and allocations (`swift run -c release tabbar-bench`).
    .executableTarget(
      name: "tabbar-bench",
      dependencies: ["TabBarCore", "TabBarHostileInput", "CAllocationCounter", "TabBarMigrate"]),
    // `tabbar-migrate`: rewrites SwiftUI `TabView` code to TabBarKit (a tokenizer, the rules, the
    // diff), as a library so tests reach it; Foundation only, built and tested on Linux.
    .target(name: "TabBarMigrate"),
    .executableTarget(name: "tabbar-migrate", dependencies: ["TabBarMigrate"]),
    // Depends on the executable so `swift test` builds it: the CLI tests run it as a subprocess.
    .testTarget(name: "TabBarMigrateTests", dependencies: ["TabBarMigrate", "tabbar-migrate"]),
  ],
  swiftLanguageModes: [.v6]
)
