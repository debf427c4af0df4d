@testable import OddsLab
import Testing

/// `Seed`: decimal or `0x` hexadecimal, the whole unsigned 64-bit range, nothing else.
@Suite struct SeedTests {
    @Test func decimalAndHexadecimalReadTheSameValue() throws {
        #expect(try Seed(parsing: "255").value == 255)
        #expect(try Seed(parsing: "0xff").value == 255)
        #expect(try Seed(parsing: "0XFF").value == 255)
        #expect(try Seed(parsing: "0").value == 0)
        #expect(try Seed(parsing: "0xffffffffffffffff").value == UInt64.max)
    }

    @Test(arguments: ["", "-1", "18446744073709551616", "0x", "0x1g", "1.5", " 1", "1e3", "seven"])
    func anythingElseIsRefusedNotReadAsZero(text: String) {
        #expect(Seed(argument: text) == nil)
        let line = refusal { _ = try Seed(parsing: text) }
        #expect(line?.contains("unsigned 64-bit number") == true)
    }

    @Test func theDescriptionIsDecimalAndReadsBack() throws {
        let seed = Seed(value: 0xDEAD_BEEF)
        #expect(seed.description == "3735928559")
        #expect(try Seed(parsing: seed.description) == seed)
    }
}
