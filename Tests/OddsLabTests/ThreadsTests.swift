@testable import OddsLab
import Testing

/// `Threads`: 1…1024, all cores when not given.
@Suite struct ThreadsTests {
    @Test func theEndsOfTheRangeAreAccepted() throws {
        #expect(try Threads(1).count == 1)
        #expect(try Threads(1024).count == 1024)
        #expect(Threads.range == 1...1024)
    }

    @Test func leftOutMeansAtLeastOneThread() throws {
        #expect(try Threads(nil).count >= 1)
    }

    @Test(arguments: [0, -1, 1025, Int.max])
    func outsideTheRangeIsRefusedNamingTheValue(count: Int) {
        let line = refusal { _ = try Threads(count) }
        #expect(line?.contains("1…1024, got \(count)") == true)
    }
}
