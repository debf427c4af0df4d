import CasinoCore

/// The inputs of a day-simulation run; together with the tool version they determine every byte
/// of its output.
package struct DayRunSpec: Sendable {
    /// The simulated user.
    package var profile: CompiledProfile
    /// Days to simulate.
    package var days: Int
    package var seed: UInt64
    /// Fork the first wager of each game visit, and every unlock tap with minutes left, at every
    /// effect call: write, shield call, threshold schedule, log event (see `DayRunKind.killFork`, `DayRunKind.unlockKillFork`).
    package var killEveryWrite: Bool

    package init(profile: CompiledProfile, days: Int, seed: UInt64, killEveryWrite: Bool) {
        self.profile = profile
        self.days = days
        self.seed = seed
        self.killEveryWrite = killEveryWrite
    }

    /// Days per chunk. Chunk k simulates days k·100 … k·100+99 on stream k, starting from a fresh
    /// installation, so chunks are independent and a run's result never depends on the thread count.
    package static let chunkDays = 100

    /// Global day 0 is 2026-01-01; day d is d days later, so a long run covers every season and
    /// each year's 23-hour and 25-hour days.
    package static let firstDate = DayKey(year: 2026, month: 1, day: 1)

    /// The number of chunks.
    var chunkCount: Int { DayRunSpec.chunkCount(days: days) }

    /// The number of chunks of a run of `days` days.
    static func chunkCount(days: Int) -> Int { (days + chunkDays - 1) / chunkDays }

    /// Days in chunk `chunk` (the last may be short).
    func days(inChunk chunk: Int) -> Int { min(DayRunSpec.chunkDays, days - chunk * DayRunSpec.chunkDays) }

    /// The day number (since 1970-01-01) of chunk `chunk`'s first day.
    package static func firstDayNumber(ofChunk chunk: Int) -> Int {
        LabTimeZone.dayNumber(of: firstDate) + chunk * chunkDays
    }
}
