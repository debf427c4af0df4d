import CasinoCore
import OddsLab

// libFuzzer target: the configuration reader (`--config`). Any bytes give a valid configuration
// or a clean one-line error — never a trap, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let configuration = try GameConfiguration.parse(bytes: bytes, source: "fuzz.json")
        // A value the reader accepts must be one the rules accept, and must build every game.
        do { try configuration.validate() } catch { fatalError("accepted an invalid configuration: \(error)") }
        _ = try? configuration.defaultConfiguredGames(for: GameSelection())
    } catch {
        if error.description.contains("\n") { fatalError("a multi-line error: \(error)") }
    }
    return 0
}
