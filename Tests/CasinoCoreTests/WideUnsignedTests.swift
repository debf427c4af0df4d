import Foundation
import Testing
@testable import CasinoCore

/// The core's 128-bit integer must agree with the standard library's `UInt128` (macOS 15 / iOS 18,
/// which the test host has and the app does not) on every operation the core uses.
@Suite("WideUnsigned")
struct WideUnsignedTests {
    /// Values at the word edges, then random values of every width (fixed seed).
    @available(macOS 15, iOS 18, *)
    private static func samples() -> [UInt128] {
        var edges: [UInt128] = [
            0, 1, 2, 3, 10, UInt128(UInt64.max), UInt128(UInt64.max) + 1, UInt128(UInt64.max) + 2,
            UInt128.max, UInt128.max - 1, UInt128(1) << 127, (UInt128(1) << 127) - 1,
            UInt128(1) << 63, UInt128(10_000_000_000_000_000_000)
        ]
        var g = SplitMix64(seed: 16)
        for _ in 0..<400 {
            let value = UInt128(g.next()) << 64 | UInt128(g.next())
            edges.append(value >> UInt128(g.next() % 128))
        }
        return edges
    }

    @available(macOS 15, iOS 18, *)
    private static func wide(_ x: UInt128) -> WideUnsigned {
        WideUnsigned(high: UInt64(truncatingIfNeeded: x >> 64), low: UInt64(truncatingIfNeeded: x))
    }

    @Test @available(macOS 15, iOS 18, *)
    func arithmeticAgreesWithUInt128() {
        let values = Self.samples()
        var g = SplitMix64(seed: 17)
        for a in values {
            for _ in 0..<24 {
                let b = values[Int(g.next() % UInt64(values.count))]
                let (wa, wb) = (Self.wide(a), Self.wide(b))
                let sum = a.addingReportingOverflow(b), wsum = wa.addingReportingOverflow(wb)
                #expect(
                    Self.wide(sum.partialValue) == wsum.partialValue && sum.overflow == wsum.overflow, "\(a) + \(b)")
                let difference = a.subtractingReportingOverflow(b), wdifference = wa.subtractingReportingOverflow(wb)
                #expect(
                    Self.wide(difference.partialValue) == wdifference.partialValue
                        && difference.overflow == wdifference.overflow)
                let product = a.multipliedReportingOverflow(by: b), wproduct = wa.multipliedReportingOverflow(by: wb)
                #expect(
                    Self.wide(product.partialValue) == wproduct.partialValue && product.overflow == wproduct.overflow,
                    "\(a) · \(b)")
                let full = a.multipliedFullWidth(by: b), wfull = wa.multipliedFullWidth(by: wb)
                #expect(
                    Self.wide(full.high) == wfull.high && Self.wide(full.low) == wfull.low, "\(a) · \(b) full width")
                #expect((a < b) == (wa < wb))
                #expect((a > b) == (wa > wb) && (a <= b) == (wa <= wb) && (a >= b) == (wa >= wb), "\(a) vs \(b)")
                #expect((a == b) == (wa == wb) && (a != b) == (wa != wb) && (a != 0) == (wa != 0), "\(a) vs \(b)")
                #expect((wa >= wa) && (wa <= wa) && !(wa > wa) && !(wa != wa))
                if b != 0 {
                    let qr = a.quotientAndRemainder(dividingBy: b), wqr = wa.quotientAndRemainder(dividingBy: wb)
                    #expect(
                        Self.wide(qr.quotient) == wqr.quotient && Self.wide(qr.remainder) == wqr.remainder,
                        "\(a) / \(b)")
                    let small = a % b // a dividend below the divisor, as full-width division requires
                    let fw = b.dividingFullWidth((small, a)), wfw = wb.dividingFullWidth((Self.wide(small), wa))
                    #expect(Self.wide(fw.quotient) == wfw.quotient && Self.wide(fw.remainder) == wfw.remainder)
                }
                let shift = Int(g.next() % 128)
                #expect(Self.wide(a << UInt128(shift)) == wa << shift && Self.wide(a >> UInt128(shift)) == wa >> shift)
            }
        }
    }

    @Test @available(macOS 15, iOS 18, *)
    func conversionsAgreeWithUInt128() {
        for a in Self.samples() {
            let w = Self.wide(a)
            #expect(w.description == a.description)
            #expect(WideUnsigned(a.description) == w)
            #expect(Double(w) == Double(a))
            #expect(Int(exactly: w) == Int(exactly: a))
            #expect(w.leadingZeroBitCount == a.leadingZeroBitCount && w.trailingZeroBitCount == a.trailingZeroBitCount)
            #expect(w.nonzeroBitCount == a.nonzeroBitCount)
        }
    }

    /// The app embeds CasinoCore (and the primitives it re-exports) on iOS 17 / macOS 14: nothing in
    /// them may name a type or module that needs a later system. A source scan, because this Linux
    /// host does not check Apple availability.
    @Test func coreUsesNothingNewerThanIOS17() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources").standardizedFileURL
        let newer = ["UInt128", "Int128", "Synchronization", "Mutex", "Atomic", "InlineArray", "Span"]
        var swiftFiles = 0
        var found: [String] = []
        let files = try ["CasinoCore", "CorePrimitives"].flatMap { target in
            let folder = sources.appendingPathComponent(target)
            let walk = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            return walk.compactMap { $0 as? URL }
        }
        for file in files where file.pathExtension == "swift" {
            swiftFiles += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for name in newer where line.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                    found.append("\(file.lastPathComponent):\(number + 1): \(name)")
                }
            }
        }
        #expect(swiftFiles > 50, "the scan found the core's sources")
        #expect(found.isEmpty, "\(found)")
    }
}
