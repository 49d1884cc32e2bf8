import Foundation
import TabBarCore

extension HostileCase {
  /// Everything this case breaks: each entry names one broken guarantee. Empty when the core
  /// holds up: no trap (a trap would end the process, which the caller sees), no NaN or
  /// infinity in any frame, path or path text, a refusal with a message for bad item lists,
  /// and hit tests and interpolation that answer.
  package func violations() -> [String] {
    var problems: [String] = []
    let repeats = Set(items.map(\.id)).count < items.count
    let actions = items.filter { $0.role == .action }.count
    let searches = items.filter { $0.role == .search }.count
    let prominent = items.filter { $0.role == .prominent }.count
    if (repeats || actions > 1 || searches > 1 || prominent > 1) != (refusal != nil) {
      problems.append(
        "items refused: \(refusal != nil), but repeats \(repeats), actions \(actions), searches \(searches), "
          + "prominent \(prominent)")
    }
    if let refusal, refusal.description.isEmpty { problems.append("a refusal without a message") }

    let layout = TabBarLayoutEngine.layout(request)
    let other = TabBarLayoutEngine.layout(otherRequest)
    problems += Self.nonFiniteParts(of: layout, named: "layout")
    if layout.items.count != request.items.rowTabIndices.count {
      problems.append("\(layout.items.count) item layouts for \(request.items.rowTabIndices.count) row tabs")
    }
    if let raised = request.items.raisedIndex, layout.actionButton?.itemIndex != raised {
      problems.append("the middle slot's item \(raised) has no raised button")
    }
    for point in points { _ = layout.hitTest(point) }
    let split = SearchTabPlacement.layout(request)
    for point in points { _ = split.hitTest(point, in: request.items) }
    problems += Self.nonFiniteParts(of: split.bar, named: "bar beside the search tab")
    if let search = split.search,
      ![search.frame.minX, search.frame.minY, search.frame.width, search.frame.height].allSatisfy(\.isFinite)
    {
      problems.append("search tab frame is \(search.frame)")
    }
    for fraction in fractions {
      problems += Self.nonFiniteParts(
        of: layout.interpolated(to: other, fraction: fraction), named: "interpolation at \(fraction)")
    }
    return problems
  }

  /// The parts of `layout` that are not finite, and a path text with "nan" or "inf" in it.
  private static func nonFiniteParts(of layout: TabBarLayout, named name: String) -> [String] {
    var problems: [String] = []
    func check(_ rect: CGRect, _ part: String) {
      if !(rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite) {
        problems.append("\(name): \(part) is \(rect)")
      }
    }
    check(layout.barFrame, "bar frame")
    check(layout.contentBand, "content band")
    if !layout.contentInset.isFinite { problems.append("\(name): content inset \(layout.contentInset)") }
    for item in layout.items {
      check(item.hitFrame, "hit frame of \(item.id)")
      check(item.iconFrame, "icon frame of \(item.id)")
      check(item.labelFrame, "label frame of \(item.id)")
      if !(item.iconScale.isFinite && item.labelOpacity.isFinite && item.badgeCenter.x.isFinite
        && item.badgeCenter.y.isFinite)
      {
        problems.append("\(name): scale, opacity or badge of \(item.id) not finite")
      }
    }
    if let button = layout.actionButton {
      check(button.frame, "action button")
    }
    if let indicator = layout.indicator {
      check(indicator.frame, "indicator")
      if indicator.frame.width < 0 || indicator.frame.height < 0 {
        problems.append("\(name): indicator of negative size \(indicator.frame.size)")
      }
    }
    let path = layout.outline.path()
    if !path.elements.allSatisfy(Self.isFinite) { problems.append("\(name): a path point is not finite") }
    check(path.boundingBox, "path bounds")
    return problems
  }

  /// Whether every point and control point of `element` is finite.
  private static func isFinite(_ element: PathElement) -> Bool {
    let points: [CGPoint] =
      switch element {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [point, control]
      case .curve(let point, let control1, let control2): [point, control1, control2]
      case .closeSubpath: []
      }
    return points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }
}
