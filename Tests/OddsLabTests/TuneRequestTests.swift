import CasinoCore
@testable import OddsLab
import Testing

/// `tune`'s request: a target tuning of Crash run end to end, the day share and multiplier lists
/// it reads, and the options it refuses with or without `--for-floor`.
@Suite struct TuneRequestTests {
    func options(
        target: String = "0.96", stake: Int? = nil, shape: String? = nil, forFloor: Bool = false, floor: String? = nil,
        baseline: String? = nil, stakes: String? = nil, dayShare: String? = nil
    ) -> TuneRequest.Options {
        TuneRequest.Options(
            targetRTP: target, stake: stake, shape: shape, minMultiplier: nil, pays: nil, hitBand: "0.25,0.40",
            forFloor: forFloor, floor: floor, baseline: baseline, stakes: stakes, dayShare: dayShare)
    }

    @Test func crashTunedTo96PercentWritesReturnPPM960000() throws {
        let request = try TuneRequest(game: GameFlags(game: .crash), options: options())
        guard case .tuned(let verified, _) = try request.run(), case .returnRate(let tuning) = verified.result else {
            Issue.record("not a crash tuning")
            return
        }
        #expect(tuning.returnPPM == 960_000)
        #expect(verified.configuration.crash.returnPPM == 960_000)
        #expect(request.baseDocument == nil)
    }

    @Test func aDayShareIsRoundedUpToWholeMinutes() throws {
        #expect(try TuneRequest.dayMinutes("0.75") == 1080)
        #expect(try TuneRequest.dayMinutes("0.5") == 720)
        #expect(try TuneRequest.dayMinutes("0.3333") == 480)
        #expect(try TuneRequest.dayMinutes("1") == 1440)
        #expect(refusal { _ = try TuneRequest.dayMinutes("0") } != nil)
        #expect(refusal { _ = try TuneRequest.dayMinutes("1.01") } != nil)
    }

    @Test func multiplierListsAreExactHundredthsAndNameTheBadEntry() throws {
        #expect(try TuneRequest.multipliers("1.5, 2x,0.2", flag: .pays) == [Centi(150), Centi(200), Centi(20)])
        #expect(
            refusal { _ = try TuneRequest.multipliers("1.5,1.555", flag: .pays) }?.hasPrefix("--pays[1]: 1.555") == true
        )
        #expect(refusal { _ = try TuneRequest.multipliers("1.5,", flag: .pays) }?.contains("(empty)") == true)
    }

    @Test func floorOptionsOutsideForFloorAndTheirOppositesAreRefused() {
        #expect(refusal { _ = try TuneRequest(game: GameFlags(game: .crash), options: options(floor: "0.9")) } != nil)
        #expect(
            refusal { _ = try TuneRequest(game: GameFlags(game: .crash), options: options(dayShare: "0.5")) } != nil)
        #expect(
            refusal {
                _ = try TuneRequest(game: GameFlags(game: .plinko), options: options(shape: "1,2", forFloor: true))
            }
                != nil)
        #expect(
            refusal {
                _ = try TuneRequest(game: GameFlags(game: .plinko), options: options(forFloor: true, baseline: "old"))
            }?.contains("pre-floor") == true)
        #expect(
            refusal {
                _ = try TuneRequest(game: GameFlags(game: .mines), options: options(forFloor: true, stakes: "5,0"))
            }?.contains("0 is not a stake") == true)
        #expect(refusal { _ = try TuneRequest(game: GameFlags(game: .crash), options: options(stake: 0)) } != nil)
        #expect(refusal { _ = try TuneRequest(game: GameFlags(game: .crash), options: options(target: "1.2")) } != nil)
    }
}
