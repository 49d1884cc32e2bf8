#if canImport(SwiftUI)
  import TabBarCore

  /// What a person may change about a tab where it is customized (the sidebar's edit mode, the
  /// bar's reordering on iPad), like SwiftUI's `TabCustomizationBehavior`; set it with
  /// ``TabBarTab/customizationBehavior(_:for:)`` for the placements it applies to.
  ///
  /// ```swift
  /// TabBarTab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
  ///   .customizationBehavior(.disabled, for: .sidebar, .tabBar)   // neither hidden nor moved
  /// TabBarTab("Radio", systemImage: "dot.radiowaves.left.and.right", value: AppTab.radio) { RadioView() }
  ///   .customizationBehavior(.reorderable, for: .sidebar)         // moved, never hidden there
  /// ```
  public enum TabBarCustomizationBehavior: Hashable, Sendable {
    /// Hidden and moved freely (the default).
    case automatic
    /// Moved, never hidden.
    case reorderable
    /// Neither hidden nor moved: the tab keeps its place, as the most important tabs should.
    case disabled

    /// The core's allowance this behaviour stands for (``TabEditAllowance``, whose rules say what
    /// each permits).
    var allowance: TabEditAllowance {
      switch self {
      case .automatic: .automatic
      case .reorderable: .reorderable
      case .disabled: .disabled
      }
    }
  }
#endif
