import SwiftUI

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
    TabView(selection: $selection) {
      ForEach(HikeScreen.allCases) { screen in
        Text(screen.rawValue)
          .tabItem { screen.label }
          .tag(screen)
      }
    }
  }
}
