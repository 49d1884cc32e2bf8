import Foundation

/// Everything a bar's layout depends on. The layout is a pure function of this value.
///
/// ```swift
/// let request = TabBarLayoutRequest(
///   items: items, selectedID: "home",
///   containerSize: CGSize(width: 390, height: 844),
///   safeAreaInsets: TabBarInsets(bottom: 34),
///   metrics: .curved)
/// let layout = TabBarLayoutEngine.layout(request)
/// ```
package struct TabBarLayoutRequest: Sendable, Equatable {
  /// The checked items.
  package var items: TabItems
  /// The selected tab's id; resolved by ``TabItems/normalizedSelection(_:)``.
  package var selectedID: String?
  /// The size of the container the bar sits in (the whole screen or window, usually).
  package var containerSize: CGSize
  /// The container's safe-area insets; the bottom one is the home indicator's.
  package var safeAreaInsets: TabBarInsets
  /// The reading direction; right-to-left layouts are mirrored.
  package var layoutDirection: TabBarLayoutDirection
  /// The Dynamic Type factor (``TabBarDynamicTypeSize/scaleFactor``), clamped to the metrics' range.
  package var dynamicTypeFactor: CGFloat
  /// The style's lengths.
  package var metrics: TabBarMetrics {
    didSet { hasSanitizedMetrics = metrics.isSanitized }
  }
  /// Where a notch that follows the selection sits, overriding the selected tab's centre (an
  /// animation in flight sets it); `nil` lets the layout decide. A notch that holds the action
  /// button always stays at the button's slot.
  package var notchCenterX: CGFloat?
  /// Whether the bar shows a selected tab: `true` (the default) selects ``selectedID`` as
  /// ``TabItems/normalizedSelection(_:)`` resolves it; `false` lays the bar out with no tab
  /// selected, for while the selection is outside the bar (the search circle beside a floating
  /// bar: ``SearchTabPlacement`` sets it).
  ///
  /// With no selection no item is selected (``TabBarLayout/selectedIndex`` is `nil`), there is
  /// no indicator (line, dot, pill or raised bubble), no icon grows by
  /// ``TabBarMetrics/selectedIconScale``, and labels shown only for the selected tab are hidden.
  /// A notch that follows the selection has nothing to follow, so the top edge runs straight
  /// (``notchCenterX`` is ignored): animated, the notch closes where it was and opens again
  /// under the next selected tab (``TabBarLayout/interpolated(to:fraction:)``). A notch that
  /// holds the action button stays with the button.
  ///
  /// ```swift
  /// var request = state.layoutRequest(containerSize: size, metrics: .floating)
  /// request.showsSelection = false   // the search circle is selected
  /// TabBarLayoutEngine.layout(request).indicator  // nil
  /// ```
  package var showsSelection: Bool
  /// Whether ``metrics`` are sane already (``TabBarMetrics/isSanitized``): worked out whenever
  /// they are set, not at every layout of the frames that share them.
  package private(set) var hasSanitizedMetrics: Bool

  /// Creates a request.
  package init(
    items: TabItems, selectedID: String?, containerSize: CGSize, safeAreaInsets: TabBarInsets = .zero,
    layoutDirection: TabBarLayoutDirection = .leftToRight, dynamicTypeFactor: CGFloat = 1,
    metrics: TabBarMetrics, notchCenterX: CGFloat? = nil, showsSelection: Bool = true
  ) {
    self.items = items
    self.selectedID = selectedID
    self.containerSize = containerSize
    self.safeAreaInsets = safeAreaInsets
    self.layoutDirection = layoutDirection
    self.dynamicTypeFactor = dynamicTypeFactor
    self.metrics = metrics
    self.notchCenterX = notchCenterX
    self.showsSelection = showsSelection
    hasSanitizedMetrics = metrics.isSanitized
  }
}
