#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import SwiftUI
  import TabBarKit
  import Testing
  #if os(iOS)
    import UIKit
  #else
    import AppKit
  #endif

  /// A SwiftUI view in a real window, so appearance callbacks, tasks and hosting controllers
  /// behave as they do in an app (an `ImageRenderer` draws no platform views and calls back
  /// nothing).
  ///
  /// On iOS the window joins the test host's window scene: a window without a scene is never
  /// shown, so nothing in it would appear. A test run with no scene (a test bundle without a
  /// host app) skips the window suites (``isAvailable``) rather than pass them vacuously. On
  /// macOS the test process becomes an accessory app, so its window is ordered in without a
  /// Dock icon.
  @MainActor final class WindowHost {
    #if os(iOS)
      private let window: UIWindow
    #else
      private let window: NSWindow
    #endif

    /// The longest a condition is waited for: a cold simulator's first layout is slow.
    static let deadline: Duration = .seconds(5)
    /// How often a condition is checked while waited for.
    static let pollInterval: Duration = .milliseconds(20)
    /// How long the run loop runs after a condition holds, so callbacks that should not come
    /// have had the time to come.
    static let quietPeriod: Duration = .milliseconds(300)

    /// Whether windows can be shown here: on iOS, whether the test host has a window scene.
    static var isAvailable: Bool {
      #if os(iOS)
        windowScene != nil
      #else
        true
      #endif
    }

    /// Whether a switched-away tab leaves the window here: wherever TabBarKit hosts each tab
    /// in a controller of its own (everywhere but macOS 13, whose tabs stay in a stack).
    static var tabsLeaveWindow: Bool { TabBarPlatformContainers.hostsTabControllers }

    #if os(iOS)
      /// The test host's window scene. The application is looked up dynamically, since a test
      /// bundle without a host app has none and `UIApplication.shared` assumes one.
      private static var windowScene: UIWindowScene? {
        let application =
          (UIApplication.self as AnyObject).value(forKey: "sharedApplication") as? UIApplication
        return application?.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
      }
    #endif

    /// Shows `view` in a window of `size`.
    init(_ view: some View, size: CGSize) {
      let frame = CGRect(origin: .zero, size: size)
      #if os(iOS)
        if let scene = Self.windowScene {
          window = UIWindow(windowScene: scene)
          window.frame = frame
        } else {
          window = UIWindow(frame: frame)
        }
        window.rootViewController = UIHostingController(rootView: view)
        window.makeKeyAndVisible()
      #else
        NSApplication.shared.setActivationPolicy(.accessory)
        window = NSWindow(contentRect: frame, styleMask: [.titled], backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        let hosting = NSHostingController(rootView: view)
        hosting.sizingOptions = []
        window.contentViewController = hosting
        window.setContentSize(size)
        window.orderFront(nil)
      #endif
    }

    /// Lets the run loop lay the window out and deliver its callbacks until `condition` holds
    /// (or ``deadline`` passes), then for ``quietPeriod`` more.
    ///
    /// - Returns: Whether `condition` held.
    @discardableResult
    func settle(until condition: () -> Bool = { true }) async -> Bool {
      let clock = ContinuousClock()
      let end = clock.now.advanced(by: Self.deadline)
      var held = condition()
      while !held, clock.now < end {
        try? await Task.sleep(for: Self.pollInterval)
        held = condition()
      }
      try? await Task.sleep(for: Self.quietPeriod)
      return held
    }

    /// Takes the window off the screen.
    func close() {
      #if os(iOS)
        window.isHidden = true
      #else
        window.close()
      #endif
    }
  }

  /// The suites that show windows, one at a time: two windows at once would steal each other's
  /// key status and appearance callbacks.
  @MainActor
  @Suite(
    "In a real window", .serialized,
    .enabled("the test host has a window scene") { await WindowHost.isAvailable })
  struct WindowSuites {}
#endif
