#if canImport(SwiftUI)
  import CoreTransferable
  import Foundation
  import UniformTypeIdentifiers

  /// Loads the items dropped on a tab as the type its `dropDestination(for:action:)` declared,
  /// then hands the ones that loaded to the app's action, on the main actor; an item that fails
  /// to load is left out, and the action is not called with none. The items cross from the
  /// provider's queue to the main actor, so they are `Sendable`: every `Transferable` is from
  /// the iOS 18 SDK on; with older SDKs (iOS 17, tvOS 18.0) the app's type must say so.
  @MainActor
  enum TabDropLoading {
    /// The types `type` imports, where the system says (iOS 18.2, macOS 15.2, visionOS 2.2, with
    /// an SDK that declares it), so a drag carrying none of them is forbidden; any item before,
    /// when an item of another type fails to load and the action is not called.
    nonisolated static func contentTypes<T: Transferable>(of type: T.Type) -> [UTType] {
      #if canImport(CoreTransferable, _version: 6.4)
        if #available(iOS 18.2, macOS 15.2, visionOS 2.2, *) { return type.importedContentTypes() }
      #endif
      return [UTType.item]
    }

    /// Loads `providers`' items as `type` and calls `action` with them.
    static func load<T: Transferable & Sendable>(
      _ type: T.Type, from providers: [NSItemProvider], then action: @escaping ([T]) -> Void
    ) {
      Task { @MainActor in
        var items: [T] = []
        for provider in providers {
          if let item = await loaded(type, from: provider) { items.append(item) }
        }
        if !items.isEmpty { action(items) }
      }
    }

    /// The item of `provider` as `type`, or `nil` when it does not load.
    private static func loaded<T: Transferable & Sendable>(_ type: T.Type, from provider: NSItemProvider)
      async -> T?
    {
      await withCheckedContinuation { continuation in
        _ = provider.loadTransferable(type: type) { result in
          continuation.resume(returning: try? result.get())
        }
      }
    }
  }
#endif
