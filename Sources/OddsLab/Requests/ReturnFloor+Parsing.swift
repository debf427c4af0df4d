import CasinoCore

extension ReturnFloor {
    /// `--return-floor`'s reading of `text`: a fraction 0…1 in the one fraction grammar
    /// (`DecimalText`: `0.95`, never `95%`).
    init(parsing text: String) throws(InputError) {
        switch DecimalText.perMillion(text) {
        case .success(let ppm) where ppm >= 0 && ppm <= 1_000_000: self.init(perMillion: ppm)
        case .success: throw InputError("\(option: .returnFloor): \(text) must be between 0 and 1")
        case .failure(let problem): throw InputError("\(option: .returnFloor): \(text) \(problem.rule)")
        }
    }

    /// The floor as `ReturnFloor(parsing:)` reads it back: `0.95`, `0.955`, `0`, `1`.
    var fractionText: String {
        if perMillion <= 0 { return "0" }
        if perMillion >= 1_000_000 { return "1" }
        var digits = String(perMillion)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }
}
