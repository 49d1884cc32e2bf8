#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import SwiftUI
  #if os(iOS)
    import UIKit
  #else
    import AppKit
  #endif

  /// A SwiftUI view in a real window, so appearance callbacks, tasks and hosting controllers
  /// behave as they do in an app (an `ImageRenderer` draws no platform views and calls back
  /// nothing).
  @MainActor final class WindowHost {
    #if os(iOS)
      private let window: UIWindow
    #else
      private let window: NSWindow
    #endif

    /// Shows `view` in a window of `size`.
    init(_ view: some View, size: CGSize) {
      let frame = CGRect(origin: .zero, size: size)
      #if os(iOS)
        window = UIWindow(frame: frame)
        window.rootViewController = UIHostingController(rootView: view)
        window.makeKeyAndVisible()
      #else
        window = NSWindow(contentRect: frame, styleMask: [.titled], backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        window.contentViewController = NSHostingController(rootView: view)
        window.orderFront(nil)
      #endif
    }

    /// Lets the run loop lay the window out and deliver its callbacks.
    func settle() async {
      try? await Task.sleep(nanoseconds: 300_000_000)
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
#endif
