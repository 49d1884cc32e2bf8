import Dispatch
import Foundation
import TabBarCore
import TabBarHostileInput

/// Text measurement of the hostile corpus' longest titles, and whether it grows linearly.
@MainActor
func textTable() {
  print("text measurement of the hostile corpus' longest titles (width + two truncations)")
  print("scalars   ms (fastest of 3)   × the time of its first quarter (linear: about 4)")
  for text in HostileStrings.corpus where text.unicodeScalars.count >= 10_000 {
    func milliseconds(_ sample: String) -> Double {
      (0..<3).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        checksum += TextMeasurement.width(of: sample, fontSize: 10)
        checksum += CGFloat(TextMeasurement.truncated(sample, toWidth: 1e9, fontSize: 10).count)
        checksum += CGFloat(TextMeasurement.truncated(sample, toWidth: 60, fontSize: 10).count)
        return Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e6
      }.min() ?? 0
    }
    let full = milliseconds(text)
    let quarter = milliseconds(String(text.unicodeScalars.prefix(text.unicodeScalars.count / 4)))
    print(
      String(text.unicodeScalars.count).padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(format: "%-20.2f%.1f", full, full / max(quarter, 1e-6)))
  }
}
