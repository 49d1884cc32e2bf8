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
  @AppStorage("demo.design") private var design = DemoDesign.curved
  @AppStorage("demo.showsSidebar") private var showsSidebar = false

  var body: some View {
    design.view
      .id(design)
      .tabBarShowsSidebar(showsSidebar)
      .demoMenuOverlay {
        Picker(selection: $design) {
          ForEach(DemoDesign.allCases) { design in
            Text(verbatim: design.title).tag(design)
          }
        } label: {
          Text(verbatim: "Design")
        }
        Toggle(isOn: $showsSidebar) { Text(verbatim: "Sidebar on iPad") }
      } label: {
        Image(systemName: "paintpalette")
          .padding()
          .accessibilityLabel(Text(verbatim: "Choose a design"))
      }
  }
}
