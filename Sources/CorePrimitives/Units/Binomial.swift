/// The binomial coefficient `C(n, k)`: the number of `k`-element subsets of an `n`-element set.
///
/// Exact in 128 bits for every case the games use (Plinko n ≤ 63, Mines n = 25); 0 when `k` is out of 0…n.
///
/// - Complexity: O(min(k, n − k)).
public func binomialCoefficient(_ n: Int, _ k: Int) -> WideUnsigned {
    guard n >= 0, k >= 0, k <= n else { return 0 }
    let k = min(k, n - k)
    var result: WideUnsigned = 1
    var i = 0
    while i < k {
        // result · (n − i) is divisible by (i + 1): it is C(n, i+1) · (i + 1).
        result = result * WideUnsigned(n - i) / WideUnsigned(i + 1)
        i += 1
    }
    return result
}
