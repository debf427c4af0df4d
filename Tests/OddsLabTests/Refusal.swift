import CasinoCore

/// The one line a refused input gives (`CasinoError.message`, else the error's description), or nil
/// when `body` accepts it. The tests compare the facts a refusal states (the value, the range), so a
/// rewording of the option's name elsewhere does not hide a missing refusal.
func refusal(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as CasinoError {
        return error.spelledMessage
    } catch {
        return "\(error)"
    }
}
