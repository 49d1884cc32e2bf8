import Foundation

/// How a platform presents a list of items: the presentation, which items the bar shows, and
/// where the tabs that do not fit go. Tabs are never dropped: each is in the bar or in the
/// overflow.
///
/// ```swift
/// let adaptation = TabBarAdaptation(
///   items: items, platform: .iPhone, sizeClass: .compact, containerWidth: 390)
/// adaptation.presentation          // .bottomBar
/// adaptation.barItemIndices        // with six tabs, the first four (three and the action, if any)
/// adaptation.overflowItemIndices   // the rest, listed by the More item
/// ```
public struct TabBarAdaptation: Sendable, Hashable {
  /// How the tabs are presented.
  public var presentation: TabBarPresentation
  /// The items the bar shows, as indices into ``TabItems/all``, in order: the tabs that fit and
  /// the action button (the More item, when there is one, comes after them).
  public var barItemIndices: [Int]
  /// The tabs that do not fit, in order, as indices into ``TabItems/all``: what the More item
  /// lists. Empty when everything fits or the bar scrolls.
  public var overflowItemIndices: [Int]
  /// Whether the bar ends with a More item.
  public var showsMoreItem: Bool
  /// Whether the bar scrolls sideways to reach every tab.
  public var scrolls: Bool
  /// The width of one slot of a horizontal bar (the container's width shared among the slots,
  /// or the minimum item width in a scrolling bar); 0 for other presentations.
  public var itemWidth: CGFloat
  /// The width of everything the bar holds: the container's width, or more when it scrolls.
  public var contentWidth: CGFloat
  /// Whether every slot of a horizontal bar is at least the minimum item width. `false` only
  /// when the container is too narrow for even the More item and the action button, which are
  /// then squeezed in rather than dropped.
  public var fitsWidth: Bool

  /// Adapts `items` to a platform.
  ///
  /// Vertical presentations (sidebar, pages, ornament) list every item and scroll as lists do,
  /// so only horizontal bars overflow. A horizontal bar that has more tabs than slots (see
  /// ``TabBarCapacity``: the width, the minimum item width, and five items in compact width)
  /// either keeps the first tabs and puts a More item in the last slot
  /// (``TabBarOverflowStyle/moreTab``) or scrolls (``TabBarOverflowStyle/scrolling``). Apple
  /// TV's top bar always scrolls: tvOS has no More tab, and focus scrolls a bar naturally. The
  /// action button always keeps its slot in the bar; it is never moved into the overflow.
  public init(
    items: TabItems, platform: TabBarPlatform, sizeClass: HorizontalSizeClass, containerWidth: CGFloat,
    preferences: TabBarAdaptationPreferences = TabBarAdaptationPreferences()
  ) {
    let presentation = TabBarPresentation.adapting(
      to: platform, sizeClass: sizeClass, preferences: preferences)
    let width =
      containerWidth.isFinite
      ? max(containerWidth, 0) : (containerWidth == .infinity ? .greatestFiniteMagnitude : 0)
    self.presentation = presentation
    self.overflowItemIndices = []
    self.showsMoreItem = false
    self.scrolls = false
    self.fitsWidth = true
    self.itemWidth = 0
    self.contentWidth = width
    guard presentation.isHorizontalBar else {
      barItemIndices = Array(items.indices)
      return
    }
    let capacity = TabBarCapacity(
      width: width, platform: platform, sizeClass: sizeClass, preferences: preferences)
    let actionSlots = items.actionIndex == nil ? 0 : 1
    let tabSlots = capacity.slots - actionSlots
    // Without tabs there is nothing to overflow, even when the action alone does not fit.
    if items.tabIndices.count <= max(tabSlots, 0) {
      barItemIndices = Array(items.indices)
    } else if presentation == .topBar || preferences.overflowStyle == .scrolling {
      barItemIndices = Array(items.indices)
      scrolls = true
      itemWidth = capacity.minimumItemWidth
      contentWidth = max(CGFloat(items.count) * itemWidth, width)
      return
    } else {
      let kept = Set(items.tabIndices.prefix(max(tabSlots - 1, 0)))
      barItemIndices = items.indices.filter { kept.contains($0) || $0 == items.actionIndex }
      overflowItemIndices = items.tabIndices.filter { !kept.contains($0) }
      showsMoreItem = true
    }
    let slotCount = barItemIndices.count + (showsMoreItem ? 1 : 0)
    itemWidth = slotCount == 0 ? 0 : min(width / CGFloat(slotCount), width)
    fitsWidth = slotCount == 0 || itemWidth >= capacity.minimumItemWidth
  }

  /// Whether the item at `index` (into ``TabItems/all``) is reached through the More item.
  public func isInOverflow(_ index: Int) -> Bool { overflowItemIndices.contains(index) }

  /// Whether the More item shows as selected: the selected tab (an index into
  /// ``TabItems/all``) is one of those it lists.
  public func moreItemIsSelected(selectedIndex: Int?) -> Bool {
    selectedIndex.map(isInOverflow) ?? false
  }
}
