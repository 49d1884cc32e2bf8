import Foundation

/// The allocation counter checked against work of known cost: nothing, then one array a frame.
@MainActor
func calibrationTable() {
  print("calibration of the allocation counter (expected: 0, then 1 per frame)")
  print("work   median ns   p99 ns   allocs/frame")
  printRow(
    label: "none",
    measure(frames: measuredFrames, overhead: overhead) { frame in checksum += CGFloat(frame & 1) })
  printRow(
    label: "array",
    measure(frames: measuredFrames, overhead: overhead) { frame in
      let array = [Int](repeating: frame, count: 1 + frame % 7)
      checksum += CGFloat(array.count)
    })
}
