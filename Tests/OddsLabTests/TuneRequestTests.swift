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

    /// The game flags are checked once, before the tuner runs (`GameFlags` names the flag), in the
    /// configuration the tuner reads them in; the tuners then catch nothing (issue 42's re-wraps).
    /// A plan the default Mines table leaves out is still tuned by name: Mines' rate drives the
    /// formula, which offers it.
    @Test func theGameFlagsAreCheckedWhereTheyEnterNamingTheFlag() throws {
        func tune(_ game: GameKind, _ flags: [String: String], _ options: TuneRequest.Options) throws -> TuneRequest {
            try TuneRequest(game: GameFlags(game: game, options: flags), options: options)
        }
        #expect(refusal { _ = try tune(.plinko, ["rows": "99"], options()).run() } == "--rows: 99 must be 8…16")
        #expect(
            refusal { _ = try tune(.plinko, ["rows": "x", "risk": "low"], options(shape: "1,2,3")).run() }
                == "--rows: x is not a whole number")
        #expect(
            refusal { _ = try tune(.mines, ["mines": "3", "reveals": "40"], options(forFloor: true)).run() }
                == "--reveals: 40 must be 1…22 with 3 mines")
        #expect(
            refusal { _ = try tune(.crash, ["target": "3.33"], options()).run() }?.hasPrefix(
                "--target: 3.33x is not an offered target") == true)
        #expect(!MinesConfiguration.defaults.offers(mines: 20, reveals: 5))
        let request = try tune(.mines, ["mines": "20", "reveals": "5"], options())
        guard case .tuned(let verified, _) = try request.run(), case .mines(let tuning) = verified.result else {
            Issue.record("not a mines tuning")
            return
        }
        #expect(tuning.plans == ["20 mines 5 reveals"])
        #expect(verified.configuration.mines.offers(mines: 20, reveals: 5))
    }
}
