#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A tab's badge: an oval sized by the core around the text (``BadgeLayout``), centred on
  /// `center` in the enclosing view's coordinates. The core's width is a floor, not a cap: the
  /// text keeps its real width, so "99+" in a wider font is never cut. Row items and a raised
  /// prominent tab draw the same badge.
  @MainActor
  struct TabBarBadgeView: View {
    let text: String
    let center: CGPoint
    let configuration: TabBarStyleConfiguration

    var body: some View {
      let badge = BadgeLayout(text: text, center: center, iconSize: configuration.layout.iconSize)
      Text(verbatim: badge.text)
        .font(.system(size: badge.fontSize, weight: .semibold))
        .lineLimit(1)
        .fixedSize()
        .foregroundColor(Color(configuration.palette.badgeTextColor))
        .padding(.horizontal, badge.frame.height * BadgeLayout.paddingPerHeight)
        .frame(minWidth: badge.frame.width, minHeight: badge.frame.height)
        .background(
          RoundedRectangle(cornerRadius: badge.cornerRadius).fill(Color(configuration.palette.badgeFill))
        )
        .position(x: badge.frame.midX, y: badge.frame.midY)
        .accessibilityHidden(true)
    }
  }
#endif
