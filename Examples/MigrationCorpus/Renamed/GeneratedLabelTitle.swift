import SwiftUI
import TabBarKit

extension Image {
  static var trailMark: Image { Image("trail-mark") }
}

enum HikeScreen: String, Hashable, CaseIterable, Identifiable {
  case trails, recorded, gear

  var id: String { rawValue }

  @ViewBuilder
  var label: some View {
    switch self {
    case .trails:
      Label {
        Text("Trails")
      } icon: {
        Image.trailMark
      }
    case .recorded: Label("Recorded", systemImage: "point.topleft.down.to.point.bottomright.curvepath")
    case .gear: Label("Gear", systemImage: "backpack")
    }
  }
}

// A hiking app whose screens' labels are a `switch` with a custom icon for one case and no
// property that names the titles: the labels stay, and the tool writes the titles beside the
// tabs so VoiceOver reads "Trails", not "trails".
struct GeneratedLabelTitleView: View {
  @State private var selection: HikeScreen = .trails

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarForEach(HikeScreen.allCases) { screen in
        TabBarTab(value: screen, accessibilityTitle: screen.labelTitle) {
          Text(screen.rawValue)
        } label: { screen.label }
      }
    }
  }
}

extension HikeScreen {
  /// The title `label` shows, which VoiceOver, the sidebar and More read (tabbar-migrate wrote
  /// it from `label`'s cases: keep the two in step).
  fileprivate var labelTitle: String {
    switch self {
    case .trails: String(localized: "Trails")
    case .recorded: String(localized: "Recorded")
    case .gear: String(localized: "Gear")
    }
  }
}
