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

/// Shows one design at a time, with a menu to switch to another or to the system's tab bar,
/// and to draw the bar in Liquid Glass (iOS 26; the material before) or the bar material.
struct DemoRoot: View {
  @AppStorage("demo.design") private var design = DemoDesign.curved
  @AppStorage("demo.showsSidebar") private var showsSidebar = false
  @AppStorage("demo.surface") private var surface = TabBarSurface.automatic

  var body: some View {
    design.view
      .id(design)
      .tabBarShowsSidebar(showsSidebar)
      .tabBarSurface(surface)
      .demoMenuOverlay {
        Picker(selection: $design) {
          ForEach(DemoDesign.allCases) { design in
            Text(verbatim: design.title).tag(design)
          }
        } label: {
          Text(verbatim: "Design")
        }
        Picker(selection: $surface) {
          Text(verbatim: "Design's own fill").tag(TabBarSurface.automatic)
          Text(verbatim: "Material").tag(TabBarSurface.material)
          Text(verbatim: "Liquid Glass").tag(TabBarSurface.glass)
        } label: {
          Text(verbatim: "Surface")
        }
        Toggle(isOn: $showsSidebar) { Text(verbatim: "Sidebar on iPad") }
      } label: {
        Image(systemName: "paintpalette")
          .padding()
          .accessibilityLabel(Text(verbatim: "Choose a design"))
      }
  }
}
