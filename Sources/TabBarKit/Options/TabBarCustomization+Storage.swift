#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import TabBarCore

  extension AppStorage where Value == TabBarCustomization {
    /// Stores a person's tab arrangement in user defaults, starting from the declared order when
    /// nothing is stored, as SwiftUI's `AppStorage` does for `TabViewCustomization`: the
    /// property needs no default.
    ///
    /// ```swift
    /// @AppStorage("tabs") private var customization: TabBarCustomization
    /// ```
    ///
    /// Stored text that does not decode (corrupted, or from another app) reads as the default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The arrangement when nothing is stored: the declared order.
    ///   - key: The user-defaults key.
    ///   - store: The user defaults; the standard ones when `nil`.
    public init(wrappedValue: Value = TabBarCustomization(), _ key: String, store: UserDefaults? = nil) {
      self = rawValueStorage(wrappedValue, key, store: store)
    }
  }

  extension SceneStorage where Value == TabBarCustomization {
    /// Stores a person's tab arrangement with the scene, starting from the declared order, as
    /// SwiftUI's `SceneStorage` does for `TabViewCustomization`: the property needs no default.
    ///
    /// ```swift
    /// @SceneStorage("tabs") private var customization: TabBarCustomization
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The arrangement when nothing is stored: the declared order.
    ///   - key: The scene-storage key.
    public init(wrappedValue: Value = TabBarCustomization(), _ key: String) {
      self = rawValueSceneStorage(wrappedValue, key)
    }
  }

  /// SwiftUI's storage of a string-backed value. Generic, so the call is SwiftUI's
  /// `RawRepresentable` initializer and never the `TabBarCustomization` one that calls it.
  private func rawValueStorage<Stored: RawRepresentable>(
    _ value: Stored, _ key: String, store: UserDefaults?
  ) -> AppStorage<Stored> where Stored.RawValue == String {
    AppStorage(wrappedValue: value, key, store: store)
  }

  /// SwiftUI's scene storage of a string-backed value (generic for the reason above).
  private func rawValueSceneStorage<Stored: RawRepresentable>(_ value: Stored, _ key: String) -> SceneStorage<
    Stored
  > where Stored.RawValue == String {
    SceneStorage(wrappedValue: value, key)
  }
#endif
