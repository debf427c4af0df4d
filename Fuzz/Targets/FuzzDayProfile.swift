import OddsLab

// libFuzzer target: the day-profile reader (`day --profile-file`). Any bytes give a valid profile
// or a clean one-line error — never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDayProfile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let base = UserProfile.named("casual") else { fatalError("no casual profile") }
    do {
        let profile = try UserProfile.overriding(base, with: bytes)
        _ = try? CompiledProfile(profile)
    } catch {
        if error.description.contains("\n") { fatalError("a multi-line error: \(error)") }
    }
    return 0
}
