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
