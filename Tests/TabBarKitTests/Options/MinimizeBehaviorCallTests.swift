#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit
  import Testing

  /// An iOS 26 app's `.tabBarMinimizeBehavior(.onScrollDown)` on the container is the container's
  /// own method, not SwiftUI's `View` method of the same name: a member of the concrete type
  /// ranks above a protocol extension's. These calls are checked by the compiler against the iOS
  /// 26 SDK (scripts/typecheck-sdk): were SwiftUI's chosen, or the call ambiguous, the result
  /// would not be a `TabBarContainer` and this file would not compile.
  @MainActor @Suite("tabBarMinimizeBehavior on a container is the container's")
  struct MinimizeBehaviorCallTests {
    @Test("Each of Apple's four behaviours, written as an app writes it, keeps the container")
    func containerMethodWins() {
      let containers: [TabBarContainer<Int>]
      if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        containers = Self.whereSwiftUIHasItToo()
      } else {
        containers = [Self.container().tabBarMinimizeBehavior(.onScrollDown)]
      }
      #expect(!containers.isEmpty)
    }

    /// The calls inside code where SwiftUI's `tabBarMinimizeBehavior(_:)` is available too.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    private static func whereSwiftUIHasItToo() -> [TabBarContainer<Int>] {
      [
        container().tabBarMinimizeBehavior(.onScrollDown),
        container().tabBarMinimizeBehavior(.onScrollUp),
        container().tabBarMinimizeBehavior(.automatic),
        container().tabBarMinimizeBehavior(.never),
      ]
    }

    private static func container() -> TabBarContainer<Int> {
      TabBarContainer(selection: .constant(0)) {
        TabBarTab("Feed", systemImage: "newspaper", value: 0) { Text(verbatim: "Feed") }
        TabBarTab("Chat", systemImage: "bubble.left", value: 1) { Text(verbatim: "Chat") }
      }
    }
  }
#endif
