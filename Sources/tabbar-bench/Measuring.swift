import CAllocationCounter
import Dispatch
import Foundation

/// Whether the allocation counter really counts on this platform.
let countsAllocations = tabbar_allocation_counting_available() == 1
/// Frames run before timing starts (caches, branch predictors, storage grown to size).
let warmUpFrames = 2_000

/// The median and 99th percentile of `samples` (sorted in place).
func percentiles(_ samples: inout [UInt64]) -> (median: UInt64, p99: UInt64) {
  samples.sort()
  let last = samples.count - 1
  return (samples[last / 2], samples[min(last, Int((Double(last) * 0.99).rounded()))])
}

/// The clock's own cost per reading pair, to subtract from each frame's time.
func clockOverhead() -> UInt64 {
  var samples = [UInt64](repeating: 0, count: 10_000)
  for index in samples.indices {
    let start = DispatchTime.now().uptimeNanoseconds
    samples[index] = DispatchTime.now().uptimeNanoseconds &- start
  }
  return percentiles(&samples).median
}

/// A result of measuring one workload.
struct Measurement {
  let medianNanoseconds: UInt64
  let p99Nanoseconds: UInt64
  let allocationsPerFrame: Double
}

/// Runs `frame` (given the frame number) for the warm-up, then times each of `measuredFrames`
/// frames and counts the allocations over all of them.
func measure(frames measuredFrames: Int, overhead: UInt64, _ frame: (Int) -> Void) -> Measurement {
  for index in 0..<warmUpFrames { frame(index) }
  var samples = [UInt64](repeating: 0, count: measuredFrames)
  let allocationsBefore = tabbar_allocation_count()
  for index in 0..<measuredFrames {
    let start = DispatchTime.now().uptimeNanoseconds
    frame(warmUpFrames + index)
    let elapsed = DispatchTime.now().uptimeNanoseconds &- start
    samples[index] = elapsed > overhead ? elapsed - overhead : 0
  }
  let allocations = tabbar_allocation_count() - allocationsBefore
  let (median, p99) = percentiles(&samples)
  return Measurement(
    medianNanoseconds: median, p99Nanoseconds: p99,
    allocationsPerFrame: Double(allocations) / Double(measuredFrames))
}

/// Prints one row of a table: the label, the median and 99th percentile, and allocations.
func printRow(label: String, _ result: Measurement) {
  let allocations = countsAllocations ? String(format: "%.2f", result.allocationsPerFrame) : "n/a"
  print(
    label.padding(toLength: max(7, label.count + 2), withPad: " ", startingAt: 0)
      + String(result.medianNanoseconds).padding(toLength: 12, withPad: " ", startingAt: 0)
      + String(result.p99Nanoseconds).padding(toLength: 9, withPad: " ", startingAt: 0) + allocations)
}
