import SwiftUI
import TabBarKit

/// The demo app: the four seed designs, built with TabBarKit, chosen from a menu.
@main
struct TabBarKitDemoApp: App {
  var body: some Scene {
    WindowGroup {
      DemoRoot()
    }
  }
}

/// Shows one design at a time, with a menu to switch to another or to the system's tab bar.
struct DemoRoot: View {
  @State private var design = DemoDesign.curvedSpanish
  @AppStorage("demo.showsSidebar") private var showsSidebar = false

  var body: some View {
    design.view
      .tabBarShowsSidebar(showsSidebar)
      .overlay(alignment: .topTrailing) {
        Menu {
          Picker("Design", selection: $design) {
            ForEach(DemoDesign.allCases) { design in
              Text(design.title).tag(design)
            }
          }
          Toggle("Sidebar on iPad", isOn: $showsSidebar)
        } label: {
          Image(systemName: "paintpalette")
            .padding()
            .accessibilityLabel("Choose a design")
        }
      }
  }
}
