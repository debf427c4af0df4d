import CasinoCore

extension DecisionProof {
    /// C(n, k), exactly (n ≤ 64).
    static func choose(_ n: Int, _ k: Int) -> UInt128 {
        guard k >= 0, k <= n else { return 0 }
        var result: UInt128 = 1
        for i in 0..<k { result = result * UInt128(n - i) / UInt128(i + 1) }
        return result
    }
}
