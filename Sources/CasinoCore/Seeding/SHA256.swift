/// SHA-256 (FIPS 180-4), small and import-free, for the seed commitment and the history's hash
/// chain: the core ships no dependency, and the same code hashes in the app, the lab and `verify`.
///
/// Not for secrets on a hot path (it is neither constant-time-audited nor fast); it hashes a few
/// hundred bytes per round. Checked against the NIST example vectors (`SeedingTests`).
public enum SHA256 {
    /// The digest of `bytes`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> SHA256Digest {
        if let digest = bytes.withContiguousStorageIfAvailable({ hash(buffer: $0) }) { return digest }
        return Array(bytes).withUnsafeBufferPointer { hash(buffer: $0) }
    }

    /// The digest of the bytes in `message`.
    static func hash(buffer message: UnsafeBufferPointer<UInt8>) -> SHA256Digest {
        var state = State()
        roundConstants.withUnsafeBufferPointer { k in
            let fullBlocks = message.count / 64
            for block in 0..<fullBlocks { state.compress(message, at: 64 * block, constants: k) }
            // The tail, the 0x80 marker, zeros and the 64-bit length: one or two more blocks.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                let rest = message.count - 64 * fullBlocks
                for i in 0..<rest { tail[i] = message[64 * fullBlocks + i] }
                tail[rest] = 0x80
                let length = rest < 56 ? 64 : 128
                for i in (rest + 1)..<(length - 8) { tail[i] = 0 }
                let bitLength = UInt64(message.count) &* 8
                for i in 0..<8 { tail[length - 8 + i] = UInt8(truncatingIfNeeded: bitLength >> UInt64(56 - 8 * i)) }
                let padded = UnsafeBufferPointer(rebasing: tail[0..<length])
                for block in 0..<(length / 64) { state.compress(padded, at: 64 * block, constants: k) }
            }
        }
        return SHA256Digest(
            words: (
                UInt64(state.h0) << 32 | UInt64(state.h1), UInt64(state.h2) << 32 | UInt64(state.h3),
                UInt64(state.h4) << 32 | UInt64(state.h5), UInt64(state.h6) << 32 | UInt64(state.h7)
            ))
    }

    /// The eight working words between blocks.
    private struct State {
        var h0: UInt32 = 0x6a09_e667, h1: UInt32 = 0xbb67_ae85, h2: UInt32 = 0x3c6e_f372, h3: UInt32 = 0xa54f_f53a
        var h4: UInt32 = 0x510e_527f, h5: UInt32 = 0x9b05_688c, h6: UInt32 = 0x1f83_d9ab, h7: UInt32 = 0x5be0_cd19

        /// Folds in the 64-byte block at `offset`.
        mutating func compress(
            _ buffer: UnsafeBufferPointer<UInt8>, at offset: Int, constants k: UnsafeBufferPointer<UInt32>
        ) {
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                // One unaligned big-endian load per word.
                let block = UnsafeRawPointer(buffer.baseAddress!) + offset
                for i in 0..<16 {
                    w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
                }
                for i in 16..<64 {
                    let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                    let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                    w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                }
                var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                // Eight rounds at a time, the working words renamed instead of moved.
                var i = 0
                while i < 64 {
                    SHA256.round(a, b, c, &d, e, f, g, &h, k[i] &+ w[i])
                    SHA256.round(h, a, b, &c, d, e, f, &g, k[i + 1] &+ w[i + 1])
                    SHA256.round(g, h, a, &b, c, d, e, &f, k[i + 2] &+ w[i + 2])
                    SHA256.round(f, g, h, &a, b, c, d, &e, k[i + 3] &+ w[i + 3])
                    SHA256.round(e, f, g, &h, a, b, c, &d, k[i + 4] &+ w[i + 4])
                    SHA256.round(d, e, f, &g, h, a, b, &c, k[i + 5] &+ w[i + 5])
                    SHA256.round(c, d, e, &f, g, h, a, &b, k[i + 6] &+ w[i + 6])
                    SHA256.round(b, c, d, &e, f, g, h, &a, k[i + 7] &+ w[i + 7])
                    i += 8
                }
                h0 &+= a
                h1 &+= b
                h2 &+= c
                h3 &+= d
                h4 &+= e
                h5 &+= f
                h6 &+= g
                h7 &+= h
            }
        }
    }

    /// One round on the working words `a…h` (FIPS 180-4 §6.2.2 step 3) with `kw = K[t] + W[t]`,
    /// written in place: `d` becomes the new `e` and `h` the new `a` (the caller renames the rest).
    @inline(__always)
    fileprivate static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ kw: UInt32
    ) {
        let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ kw
        let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
        d &+= t1
        h = t1 &+ t2
    }

    @inline(__always) fileprivate static func rotr(_ x: UInt32, _ k: UInt32) -> UInt32 { (x >> k) | (x << (32 - k)) }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2
    ]
}
