#if canImport(SwiftUI)
  import SwiftUI

  /// A tab's label view drawn in the bar's icon slot: only its icon, as the bar draws the title.
  @MainActor
  struct IconOnlyLabel<Label: View>: View {
    /// The app's label.
    let label: Label

    var body: some View {
      label.labelStyle(.iconOnly)
    }
  }
#endif
