import CasinoCore
import Foundation
import OddsLab

// libFuzzer target: the partial-result reader behind `merge`. Any bytes give a consistent result
// or a clean one-line error; an accepted part must print and merge without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPartialResult(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let part = try MonteCarloResult(json: bytes, name: "fuzz.json")
        // Everything printed from an accepted part is derived arithmetic (its schema,
        // `SimulationResultFile`, which `merge` prints): it must not trap.
        _ = JSONTreeEncoder.encode(SimulationResultFile(part))
        _ = part.rtpEstimate
        if let merged = try? MonteCarloResult.merging([(name: "fuzz.json", result: part)]) {
            _ = JSONTreeEncoder.encode(SimulationResultFile(merged))
        }
    } catch let error as InputError {
        if error.message.contains("\n") { fatalError("a multi-line error: \(error.message)") }
    } catch {
        fatalError("an error that is not an InputError: \(error)")
    }
    return 0
}
