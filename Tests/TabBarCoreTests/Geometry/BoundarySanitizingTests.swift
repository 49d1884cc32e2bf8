import Foundation
import TabBarCore
import Testing

/// Numbers are made usable where they enter the core (its initialisers and entry points), once;
/// the code behind an entry trusts what it is given. Each test feeds one entry NaN, both
/// infinities, a negative, −0, a huge value and the largest finite one, and pins what it makes of
/// them: the results the core gave while every stage still checked for itself.
@Suite("Numbers are sanitized at the boundary")
struct BoundarySanitizingTests {
  /// NaN, +∞, −∞, a negative, −0, a huge value and the largest finite one.
  static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, -5, -0.0, 1e9, .greatestFiniteMagnitude]

  /// Whether `entry` makes of each of ``hostile`` the numbers `expected` has in its place, bit
  /// for bit (so −0 is not 0, and NaN is NaN).
  static func pins(_ expected: [[Double]], _ entry: (CGFloat) -> [Double]) -> Bool {
    let results = hostile.map(entry)
    return results.map { $0.map(\.bitPattern) } == expected.map { $0.map(\.bitPattern) }
  }

  /// A rectangle's edges, for ``pins(_:_:)``.
  static func edges(_ rect: CGRect?) -> [Double] {
    guard let rect else { return [-1] }
    return [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)
  }

  /// Four tabs round a centre action.
  static let items: TabItems = {
    let tabs = ["a", "b", "action", "c", "d"].map {
      TabItem(id: $0, title: $0, symbol: "circle", role: $0 == "action" ? .action : .tab)
    }
    return try! TabItems(tabs)
  }()

  /// The bar on a 390 × 844 pt screen with `metrics`.
  static func layout(_ metrics: TabBarMetrics = .curved) -> TabBarLayout {
    TabBarLayoutEngine.layout(
      TabBarLayoutRequest(
        items: items, selectedID: "a", containerSize: CGSize(width: 390, height: 844), metrics: metrics))
  }

  @Test("Metrics: lengths within 0…100,000, a signed lift, the hit size and Dynamic Type defaults")
  func metrics() {
    let expected: [[Double]] = [
      [0.0, 44.0, 0.0, 1.0, 0.8235294117647058, 1.3529411764705883, -1.0],
      [0.0, 44.0, 0.0, 1.0, 0.8235294117647058, 1.3529411764705883, -1.0],
      [0.0, 44.0, 0.0, 1.0, 0.8235294117647058, 1.3529411764705883, -1.0],
      [0.0, 0.0, -5.0, 1.0, 0.1, 1.3529411764705883, -5.0],
      [0.0, 0.0, -0.0, 1.0, 0.1, 1.3529411764705883, -0.0],
      [100000.0, 100000.0, 100000.0, 4.0, 1.3529411764705883, 10.0, 100000.0],
      [100000.0, 100000.0, 100000.0, 4.0, 1.3529411764705883, 10.0, 100000.0],
    ]
    #expect(
      Self.pins(expected) { value in
        var metrics = TabBarMetrics.curved
        (metrics.barHeight, metrics.minimumHitSize, metrics.safeAreaLift) = (value, value, value)
        (metrics.selectedIconScale, metrics.minimumDynamicTypeFactor) = (value, value)
        metrics.actionButton.centerDepth = value
        let sane = metrics.sanitized()
        return [
          sane.barHeight, sane.minimumHitSize, sane.safeAreaLift, sane.selectedIconScale,
          sane.minimumDynamicTypeFactor, sane.maximumDynamicTypeFactor, sane.actionButton.centerDepth ?? -1,
        ].map(Double.init)
      })
  }

  @Test("The layout engine: container sides within 0…1,000,000, insets inside it, Dynamic Type 1")
  func layoutEngine() {
    let expected: [[Double]] = [
      [0.0, 22.0, 0.0, 0.0, 756.0, 0.0, 72.0],
      [0.0, 22.0, 0.0, 0.0, 756.0, 0.0, 72.0],
      [0.0, 22.0, 0.0, 0.0, 756.0, 0.0, 72.0],
      [0.0, 18.11764705882353, 0.0, 0.0, 756.0, 0.0, 72.0],
      [0.0, 18.11764705882353, 0.0, 0.0, 756.0, 0.0, 72.0],
      [1000000.0, 29.764705882352942, 1.0, 999980.000399992, -72.0, 0.0, 72.0],
      [1000000.0, 29.764705882352942, 1.0, 999980.000399992, -72.0, 0.0, 72.0],
    ]
    #expect(
      Self.pins(expected) { value in
        let request = TabBarLayoutRequest(
          items: Self.items, selectedID: "a", containerSize: CGSize(width: value, height: 844),
          safeAreaInsets: TabBarInsets(top: value, leading: value, bottom: value, trailing: 20),
          dynamicTypeFactor: value, metrics: .floating)
        let layout = TabBarLayoutEngine.layout(request)
        let sized = [layout.containerSize.width, layout.iconSize, layout.usesLargeContentViewer ? 1 : 0]
        return sized.map(Double.init) + Self.edges(layout.barFrame)
      })
  }

  @Test("A bottom accessory's lengths: within 0…1,000,000; a content inset that is not finite")
  func accessory() {
    let layout = Self.layout()
    let expected: [[Double]] = [
      [0.0, 734.0, 390.0, 0.0, 110.0],
      [0.0, 734.0, 390.0, 0.0, 110.0],
      [0.0, 734.0, 390.0, 0.0, 110.0],
      [0.0, 734.0, 390.0, 0.0, 110.0],
      [0.0, 734.0, 390.0, 0.0, 110.0],
      [195.0, -1999266.0, 0.0, 1000000.0, 0.0],
      [195.0, -1999266.0, 0.0, 1000000.0, 0.0],
    ]
    #expect(
      Self.pins(expected) { value in
        let metrics = TabBarAccessoryMetrics(height: value, spacing: value, horizontalMargin: value)
        let accessory = layout.accessoryLayout(metrics, inline: false)
        let inset = layout.contentInset(aboveBottomInset: value, accessory: accessory)
        return Self.edges(accessory?.frame) + [Double(inset)]
      })
  }

  @Test("A context: a width that is not a number is 0; a style's minimum that is not finite is none")
  func context() {
    let expected: [[Double]] = [
      [0.0, 0.0, -1.0],
      [.infinity, .infinity, -1.0],
      [-.infinity, -.infinity, -1.0],
      [-5.0, -5.0, 64.0],
      [-0.0, -0.0, 64.0],
      [1000000000.0, 1000000000.0, 1000000000.0],
      [.greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude],
    ]
    #expect(
      Self.pins(expected) { value in
        var context = TabBarContext(containerWidth: value, styleMinimumItemWidth: value)
        let built = context.containerWidth
        context.containerWidth = value
        return [built, context.containerWidth, context.effectivePreferences.minimumItemWidth ?? -1].map(
          Double.init)
      })
  }

  @Test("A back swipe's progress is within 0…1, NaN 0")
  func interactivePop() throws {
    let items = try TabItems([
      TabItem(id: "home", title: "Home", symbol: "house"), TabItem(id: "more", title: "More", symbol: "gear"),
    ])
    let expected: [[Double]] = [
      [0.0],
      [1.0],
      [0.0],
      [0.0],
      [0.0],
      [1.0],
      [1.0],
    ]
    #expect(
      Self.pins(expected) { value in
        var state = TabBarState(items: items, selectedID: "home", context: TabBarContext(containerWidth: 390))
        state.send(.navigationDepth(tabID: "home", depth: 1))
        state.send(.hideRequest(tabID: "home", requesterID: "detail", hides: true, depth: 1))
        state.send(.interactivePop(tabID: "home", progress: Double(value)))
        return [state.barReveal]
      })
  }

  @Test("Gestures: a scrub and a swipe ignore what is not finite; velocities are finite")
  func gestures() {
    let layout = Self.layout()
    let expected: [[Double]] = [
      [57.5, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
      [57.5, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
      [57.5, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0],
      [57.5, 0.0, 0.0, 0.0, 1.0, 0.01282051282051282, 0.0, 0.0],
      [57.5, 0.0, 0.0, 0.0, 1.0, 0.0, 99.99999999999999, -49.99999999999999],
      [332.5, 4.0, -1.0, 1.0, 0.0, -2564102.564102564, 0.0, 0.0],
      [332.5, 0.0, -1.0, 1.0, 0.0, -4.60946957657004e+305, 0.0, 0.0],
    ]
    #expect(
      Self.pins(expected) { value in
        var scrub = TabBarScrub(layout: layout, items: Self.items, startX: value)
        scrub.move(to: value)
        var swipe = TabBarSwipe(items: Self.items, selectedIndex: 1, layoutDirection: .leftToRight)
        swipe.drag(translation: value, pageWidth: value)
        var claim = TabBarSwipeClaim()
        let claims = claim.read(translation: CGSize(width: value, height: 0), contentTakesIt: false) == .swipe
        let release = swipe.release(velocity: value, pageWidth: 390)
        var estimator = DragVelocityEstimator()
        estimator.add(.zero, at: 0)
        estimator.add(CGPoint(x: value, y: 1), at: Double(value))
        estimator.add(CGPoint(x: 1, y: value), at: 0.01)
        let scrubbed = [scrub.markerX, CGFloat(scrub.highlightedIndex ?? -1), swipe.fraction]
        return (scrubbed + [claims ? 1 : 0, CGFloat(release.targetIndex)]).map(Double.init)
          + [release.motion.initialVelocity, estimator.velocity.width, estimator.velocity.height]
      })
  }

  @Test("A reorder's clock: a time that is not finite is the last one (0 before any)")
  func reorder() throws {
    let bar = try ReorderBar.music()
    let (layout, _) = bar.layout()
    let start = layout.items[0].hitFrame
    let expected: [[Double]] = [
      [112.41752900037314, 1.6390669234968311, 2.0],
      [112.41752900037314, 1.6390669234968311, 2.0],
      [112.41752900037314, 1.6390669234968311, 2.0],
      [-4.71879364612961e-24, 1.7390669234968312, -1.0],
      [-0.0018871229829921362, 1.7390646991953607, -1.0],
      [116.66666666666669, 1000000000.6390669, 2.0],
      [116.66666666666669, .greatestFiniteMagnitude, 2.0],
    ]
    #expect(
      Self.pins(expected) { value in
        var reorder = TabBarReorder()
        reorder.begin(
          at: CGPoint(x: start.midX, y: start.midY), in: layout, arrangement: bar.arrangement, time: 1)
        reorder.move(to: CGPoint(x: start.midX + 100, y: start.midY), time: Double(value))
        reorder.move(to: CGPoint(x: start.midX + value, y: start.midY), time: 1.1)
        let drop = reorder.end(time: Double(value))
        return [
          Double(reorder.offset(ofItemAt: 0, at: 1.2)), reorder.restingTime ?? -1,
          Double(drop?.toOffset ?? -1),
        ]
      })
  }

  @Test("Springs: NaN is each initialiser's default; the rest is clamped into range")
  func springs() {
    let expected: [[Double]] = [
      [
        1.0, 130.5071656342394, 18.849555921538755, 1.0, 157.91367041742973, 25.132741228718345, 1.0,
        130.5071656342394, 18.849555921538755, 16.5,
      ],
      [
        1.0, 0.0039478417604357436, 12.566370614359174, 1.0, 0.0039478417604357436, 0.0012566370614359185,
        1.0, 39478417.60435743, 12566.370614359172, 2000.0,
      ],
      [
        1.0, 39478417.60435743, 125.66370614359172, 1.0, 39478417.60435743, 1256637.061435916, 1.0,
        0.0039478417604357436, 0.0012566370614359175, 0.2,
      ],
      [
        1.0, 39478417.60435743, 125.66370614359172, 1.0, 39478417.60435743, 1256637.061435916, 1.0,
        0.0039478417604357436, 0.0012566370614359175, 0.2,
      ],
      [
        1.0, 39478417.60435743, 125.66370614359172, 1.0, 39478417.60435743, 12566.370614359172, 1.0,
        0.0039478417604357436, 0.0012566370614359175, 0.2,
      ],
      [
        1.0, 0.0039478417604357436, 12.566370614359174, 1.0, 0.0039478417604357436, 0.0012566370614359185,
        1000000000.0, 1000000000.0, 1000000000.0, 2000.0,
      ],
      [
        1.0, 0.0039478417604357436, 12.566370614359174, 1.0, 0.0039478417604357436, 0.0012566370614359185,
        1e+100, 3.9478417604357424e+107, 1.2566370614359171e+104, 2000.0,
      ],
    ]
    #expect(
      Self.pins(expected) { number in
        let value = Double(number)
        let springs = [
          TabBarSpring(response: value, dampingFraction: value), TabBarSpring(duration: value, bounce: value),
          TabBarSpring(mass: value, stiffness: value, damping: value),
        ]
        let overdamped = TabBarSpring(mass: 1, stiffness: 100, damping: value, allowOverDamping: true)
        return springs.flatMap { [$0.mass, $0.stiffness, $0.damping] } + [overdamped.damping]
      })
  }

  @Test("A spring's motion: a start, target, velocity, time or tolerance that is not finite")
  func springMotion() {
    let spring = TabBarSpring(duration: 0.4, bounce: 0.2)
    let expected: [[Double]] = [
      [10.0, 0.0, 10.0, 0.0, 0.0, 0.024430703649313802, 0.0, 2.1977874337544376, 0.0],
      [10.0, 0.0, 10.0, 0.0, 0.0, 0.024430703649313802, 0.0, 0.0, 1.0],
      [10.0, 0.0, 10.0, 0.0, 0.0, 0.024430703649313802, 0.0, 2.1977874337544376, 0.0],
      [
        2.763427951831411, 91.11909751807772, -5.0, -5.0, -0.3333333333333333, -2.6040964530433466,
        38.044455355009376, 2.1977874337544376, 0.0,
      ],
      [
        5.2570543133853205, 60.28034506474434, -0.0, -0.0, -0.0, 0.024430703649313802, 6.340742559168231,
        2.1977874337544376, 0.0,
      ],
      [
        498725277.56783605, -6167750430.386331, 10.0, 0.0, -1.0000000100000002, 525705431.36296284,
        -6340742552.827488, 0.0, 1.0,
      ],
      [10.0, 0.0, 10.0, 0.0, -1.0, .greatestFiniteMagnitude, 0.0, 0.0, 1.0],
    ]
    #expect(
      Self.pins(expected) { number in
        let value = Double(number)
        let motion = SpringMotion(spring: spring, from: value, to: 10, initialVelocity: value)
        let (early, late) = (motion.state(at: 0.1), motion.state(at: value))
        return [
          early.position, early.velocity, late.position, late.velocity, motion.unitInitialVelocity,
          spring.value(from: 0, to: value, initialVelocity: 1, at: 0.1),
          spring.velocity(from: value, to: 1, at: 0.05),
          spring.settlingDuration(from: 0, to: 1, tolerance: value),
          MotionPreference.reduced(crossFadeDuration: value).crossFadeDuration,
        ]
      })
  }

  @Test("Theme values: lengths finite and not negative, offsets finite, colours and opacities 0…1")
  func theme() {
    let expected: [[Double]] = [
      [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 3.0, 3.0, 0.0, 0.0, 0.0, 0.0],
      [1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 3.0, 3.0, 0.0, 0.0, 1.0, 1.0],
      [0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 3.0, 3.0, 0.0, 0.0, 0.0, 0.0],
      [0.0, 1.0, 0.0, 0.0, -5.0, 5.0, 0.0, 3.0, 3.0, 0.0, 0.0, 0.0, 0.0],
      [0.0, 0.0, 0.0, 0.0, -0.0, 0.0, 0.0, 3.0, 3.0, 0.0, 0.0, 0.0, 0.0],
      [
        1.0, 0.0, 1.0, 1000000000.0, 1000000000.0, -1000000000.0, 1000000000.0, 1000000000.0, 1000000000.0,
        1000000000.0, 1000000000.0, 1.0, 1.0,
      ],
      [
        1.0, 0.0, 1.0, .greatestFiniteMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude,
        .greatestFiniteMagnitude, .greatestFiniteMagnitude, 1.0, 1.0,
      ],
    ]
    #expect(
      Self.pins(expected) { value in
        let color = RGBAColor(red: value, green: 0.5, blue: -value, alpha: value)
        let shadow = ThemeShadow(color: color, radius: value, x: value, y: -value)
        let gradient = RadialGradientFill(stops: [], center: .zero, startRadius: value, endRadius: 3)
        let widening = RadialGradientFill(stops: [], center: .zero, startRadius: 3, endRadius: value)
        return [
          color.red, color.blue, color.alpha, shadow.radius, shadow.x, shadow.y, gradient.startRadius,
          gradient.endRadius, widening.endRadius, ThemeStroke(color: color, width: value).width,
          MaterialFill(tint: color, blurRadius: value, opaqueFallback: color).blurRadius,
          GradientStop(color: color, location: value).location,
          color.mixed(with: .white, fraction: value).red,
        ].map(Double.init)
      })
  }

  @Test("Minimization: a threshold within 1…1,000 (NaN the default), offsets that are not finite")
  func minimization() {
    let expected: [[Double]] = [
      [24.0, 24.0, 1.0],
      [1000.0, 1.0, 1.0],
      [1.0, 1000.0, 1.0],
      [1.0, 5.0, 1.0],
      [1.0, 1.0, 1.0],
      [1000.0, 1.0, 0.0],
      [1000.0, 1.0, 0.0],
    ]
    #expect(
      Self.pins(expected) { value in
        var minimization = TabBarMinimization(isEnabled: true, threshold: value, topOffset: value)
        let threshold = minimization.threshold
        minimization.threshold = -value
        minimization.scroll(to: 0)
        minimization.scroll(to: value)
        minimization.scroll(to: 2_000)
        return [threshold, minimization.threshold, minimization.isMinimized ? 1 : 0].map(Double.init)
      })
  }

  @Test("A notch: lengths within 0…100,000, a centre that is not finite in the middle")
  func notch() {
    let frame = CGRect(x: 0, y: 700, width: 390, height: 100)
    let expected: [[Double]] = [
      [195.0, 2.0, -1.0, -1.0],
      [195.0, 2.0, -1.0, -1.0],
      [195.0, 2.0, -1.0, -1.0],
      [41.95235392680606, 2.0, -1.0, -1.0],
      [41.95235392680606, 2.0, -1.0, -1.0],
      [195.0, 6893.601790854316, 389.99992512002154, 90.0],
      [195.0, 6893.601790854316, 389.99992512002154, 90.0],
    ]
    #expect(
      Self.pins(expected) { value in
        let centred = BarOutline(
          frame: frame, notch: NotchMetrics(width: 80, depth: 40, shoulderRadius: value), notchCenterX: value)
        let wide = BarOutline(frame: frame, notch: NotchMetrics(width: value, depth: 40), notchCenterX: 100)
        let deep = BarOutline(frame: frame, notch: NotchMetrics(width: 80, depth: value), notchCenterX: 100)
        let fitted = [
          centred.resolvedNotch?.centerX, centred.resolvedNotch?.shoulderRadius, wide.resolvedNotch?.width,
          deep.resolvedNotch?.depth,
        ]
        return fitted.map { Double($0 ?? -1) }
      })
  }
}
