import ArgumentParser
import Foundation
import OddsLab
import OddsReports
import Synchronization

/// How `simulate` and `merge` print a result.
enum SimulationFormat: String, ExpressibleByArgument, CaseIterable {
    case table, json
}

/// Writes a result to `--output` (atomically: a temporary file renamed into place, so an interrupted
/// or failed write never leaves half a file) or to stdout.
func writeResult(_ result: MonteCarloResult, format: SimulationFormat, to path: String?) throws {
    let text = format == .json ? result.json : result.table
    if let path {
        try writeOutputFile(Array(text.utf8), to: path, flag: "--output")
    } else {
        ignoreBrokenPipe()
        let writer = StdoutWriter()
        _ = writer.write(Array(text.utf8))
        writer.flush()
    }
}

func writeStderrRaw(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { raw in _ = posixWrite(2, raw.baseAddress, raw.count) }
}

/// `1.23 G`, `456 M`, `12.3 k`.
func humanRate(_ rate: Double) -> String {
    switch rate {
    case 1e9...: return NumberFormat.fixed(rate / 1e9, places: 2) + " G"
    case 1e6...: return NumberFormat.fixed(rate / 1e6, places: 1) + " M"
    case 1e3...: return NumberFormat.fixed(rate / 1e3, places: 1) + " k"
    default: return NumberFormat.fixed(rate, places: 0)
    }
}

/// `1:02:03`, `4:05`, `--` for an unknown time.
func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds < 1e7 else { return "--" }
    let s = Int(seconds.rounded(.up))
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
    let mmss = (m < 10 && h > 0 ? "0" : "") + "\(m):" + (sec < 10 ? "0" : "") + "\(sec)"
    return h > 0 ? "\(h):\(mmss)" : mmss
}
