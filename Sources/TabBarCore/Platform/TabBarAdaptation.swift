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
package struct TabBarAdaptation: Sendable, Hashable {
  /// How the tabs are presented.
  package var presentation: TabBarPresentation
  /// The items the bar shows, as indices into ``TabItems/all``, in order: the tabs that fit, the
  /// pinned tabs, the action button and the search tab (the More item, when there is one, comes
  /// after them).
  package var barItemIndices: [Int]
  /// The tabs that do not fit and the sidebar-only tabs, in the items' order, as indices into
  /// ``TabItems/all``: what the More item lists. Empty when everything fits (or the bar scrolls)
  /// and no tab is sidebar-only.
  package var overflowItemIndices: [Int]
  /// Whether the bar ends with a More item.
  package var showsMoreItem: Bool
  /// Whether the bar scrolls sideways to reach every tab.
  package var scrolls: Bool
  /// The width of one slot of a horizontal bar (the container's width shared among the slots,
  /// or the minimum item width in a scrolling bar); 0 for other presentations.
  package var itemWidth: CGFloat
  /// The width of everything the bar holds: the container's width, or more when it scrolls.
  package var contentWidth: CGFloat
  /// Whether every slot of a horizontal bar is at least the minimum item width. `false` only
  /// when the container is too narrow for even the More item and the action button, which are
  /// then squeezed in rather than dropped.
  package var fitsWidth: Bool

  /// Adapts `items` to a platform.
  ///
  /// Vertical presentations (sidebar, pages, ornament) list every item and scroll as lists do,
  /// so only horizontal bars overflow. A horizontal bar that has more tabs than slots (see
  /// its capacity: the width, the minimum item width, and five items in compact width)
  /// either keeps the first tabs and puts a More item in the last slot
  /// (``TabBarOverflowStyle/moreTab``) or scrolls (``TabBarOverflowStyle/scrolling``). Apple
  /// TV's top bar always scrolls: tvOS has no More tab, and focus scrolls a bar naturally.
  ///
  /// The action button, the search tab and pinned tabs (``TabBarTabPlacement/pinned``) always
  /// keep their slots in a horizontal bar; they are never moved into the overflow (a bar too
  /// narrow for them squeezes them in, see ``fitsWidth``). The other tabs share the slots left.
  /// Sidebar-only tabs (``TabBarTabPlacement/sidebarOnly``) are never in a horizontal bar: the
  /// More item lists them after the tabs that did not fit, so a bar holding one always ends with
  /// a More item, even a bar that scrolls.
  package init(
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
    let moreOnly = items.indices.filter { items.all[$0].isListedOnlyByMore }
    let shared = items.tabIndices.filter { !items.all[$0].keepsBarSlot && !items.all[$0].isListedOnlyByMore }
    let fixedSlots = items.all.filter(\.keepsBarSlot).count
    // The slots left for the other tabs, the More item's taken when sidebar-only tabs need it.
    let sharedSlots = capacity.slots - fixedSlots - (moreOnly.isEmpty ? 0 : 1)
    // Without tabs there is nothing to overflow, even when the action alone does not fit.
    if shared.count <= max(sharedSlots, 0) {
      barItemIndices = items.indices.filter { !items.all[$0].isListedOnlyByMore }
      overflowItemIndices = moreOnly
      showsMoreItem = !moreOnly.isEmpty
    } else if presentation == .topBar || preferences.overflowStyle == .scrolling {
      barItemIndices = items.indices.filter { !items.all[$0].isListedOnlyByMore }
      overflowItemIndices = moreOnly
      showsMoreItem = !moreOnly.isEmpty
      scrolls = true
      itemWidth = capacity.minimumItemWidth
      let slotCount = barItemIndices.count + (showsMoreItem ? 1 : 0)
      contentWidth = max(CGFloat(slotCount) * itemWidth, width)
      return
    } else {
      let kept = Set(shared.prefix(max(capacity.slots - fixedSlots - 1, 0)))
      barItemIndices = items.indices.filter { kept.contains($0) || items.all[$0].keepsBarSlot }
      overflowItemIndices = items.tabIndices.filter { !kept.contains($0) && !items.all[$0].keepsBarSlot }
      showsMoreItem = true
    }
    let slotCount = barItemIndices.count + (showsMoreItem ? 1 : 0)
    itemWidth = slotCount == 0 ? 0 : min(width / CGFloat(slotCount), width)
    fitsWidth = slotCount == 0 || itemWidth >= capacity.minimumItemWidth
  }

  /// Whether the item at `index` (into ``TabItems/all``) is reached through the More item.
  package func isInOverflow(_ index: Int) -> Bool { overflowItemIndices.contains(index) }

  /// Whether the More item shows as selected: the selected tab (an index into
  /// ``TabItems/all``) is one of those it lists.
  package func moreItemIsSelected(selectedIndex: Int?) -> Bool {
    selectedIndex.map(isInOverflow) ?? false
  }
}
