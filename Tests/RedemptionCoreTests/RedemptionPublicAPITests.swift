import Foundation
import RedemptionCore // no @testable: an app outside the module has exactly this
import Testing

/// The app's device as an app outside the module would write it: the state stored as JSON bytes
/// (the seed's UserDefaults/File), shields and wake-ups recorded, killed after its n-th write.
struct JSONDevice: RedemptionEffects {
    struct Killed: Error {}
    var bytes: Data?
    var shieldsApplied = false
    var wakeUps: [Int64] = []
    var writes = 0
    var killAfterWrite: Int?

    func loadRedemptionState() -> RedemptionState? {
        bytes.flatMap { try? JSONDecoder().decode(RedemptionState.self, from: $0) }
    }
    mutating func saveRedemptionState(_ state: RedemptionState) throws {
        bytes = try JSONEncoder().encode(state)
        try wrote()
    }
    mutating func applyShields() throws { shieldsApplied = true; try wrote() }
    mutating func clearShields() throws { shieldsApplied = false; try wrote() }
    mutating func scheduleWakeUp(at instant: Int64) throws { wakeUps.append(instant); try wrote() }
    private mutating func wrote() throws {
        writes += 1
        if writes == killAfterWrite { throw Killed() }
    }
}

@Suite("Redemption through its public API: stored, restored, recovered")
struct RedemptionPublicAPITests {
    let controller = RedemptionController(rules: .seedExample)
    let t0: Int64 = 1_795_000_000

    @Test func aRestartAfterEveryWriteRecoversTheActiveExemption() throws {
        // How many writes an unkilled redemption makes, after a launch and 600 points earned.
        func prepared() throws -> JSONDevice {
            var device = JSONDevice()
            try controller.launch(at: t0, openingBalancePoints: 0, device: &device)
            try controller.earn(points: 600, at: t0, device: &device)
            device.writes = 0
            return device
        }
        var probe = try prepared()
        _ = try controller.redeem(points: 300, at: t0 + 10, device: &probe)
        let writes = probe.writes
        #expect(writes >= 2)
        for kill in 1...writes {
            var device = try prepared()
            device.killAfterWrite = kill
            #expect(throws: JSONDevice.Killed.self) {
                _ = try controller.redeem(points: 300, at: t0 + 10, device: &device)
            }
            device.killAfterWrite = nil
            // Relaunch a minute later: a new process reads the bytes.
            let recovery = try controller.launch(at: t0 + 70, device: &device)
            let restored = try #require(device.loadRedemptionState())
            if restored.balancePoints == 300 { // the write of balance + window landed
                guard case .restored(let window) = recovery else {
                    Issue.record("kill after write \(kill): the paid window was not restored")
                    continue
                }
                #expect(window.durationSeconds == 30 * 60)
                #expect(!device.shieldsApplied)
                #expect(device.wakeUps.last == window.endInstant)
            } else {
                #expect(restored.balancePoints == 600) // nothing paid, nothing granted
                #expect(recovery == .locked)
                #expect(device.shieldsApplied)
            }
        }
    }

    @Test func aRestoredStateEqualsTheStoredOne() throws {
        var device = JSONDevice()
        try controller.launch(at: t0, device: &device)
        try controller.earn(points: 900, at: t0, device: &device)
        _ = try controller.redeem(points: 300, at: t0 + 1, device: &device)
        _ = try controller.redeem(points: 300, at: t0 + 2, device: &device)
        let state = try #require(device.loadRedemptionState())
        let rebuilt = try RedemptionState(
            restoringOpeningBalancePoints: state.openingBalancePoints, balancePoints: state.balancePoints,
            earnedPointsTotal: state.earnedPointsTotal, redeemedPointsTotal: state.redeemedPointsTotal,
            grantedSecondsTotal: state.grantedSecondsTotal, forfeitedSecondsTotal: state.forfeitedSecondsTotal,
            windows: state.windows, endedWindowCount: state.endedWindowCount, nextWindowID: state.nextWindowID,
            ledger: state.ledger, droppedLedgerEntries: state.droppedLedgerEntries)
        #expect(rebuilt == state)
        #expect(rebuilt.booksBalance(pointsPerMinute: 10))
    }

    @Test func aDamagedStoredStateIsRefusedWithItsReason() {
        #expect(throws: RedemptionError.invalidStoredState("points below 0")) {
            try RedemptionState(
                restoringOpeningBalancePoints: 0, balancePoints: -5, earnedPointsTotal: 0, redeemedPointsTotal: 0,
                grantedSecondsTotal: 0, forfeitedSecondsTotal: 0, windows: [], endedWindowCount: 0, nextWindowID: 1,
                ledger: [], droppedLedgerEntries: 0)
        }
        let w = EarnedTimeWindow(id: 1, startInstant: 100, durationSeconds: 60, requestedInstant: 100)
        #expect(throws: RedemptionError.self) {
            try RedemptionState(
                restoringOpeningBalancePoints: 0, balancePoints: 0, earnedPointsTotal: 0, redeemedPointsTotal: 0,
                grantedSecondsTotal: 60, forfeitedSecondsTotal: 0, windows: [w, w], endedWindowCount: 0,
                nextWindowID: 2, ledger: [], droppedLedgerEntries: 0)
        }
        #expect(
            RedemptionError.invalidStoredState("points below 0").description
                == "the stored redemption state is invalid: points below 0")
    }
}

@Suite("S-505: per-app rules over categories")
struct RewardShieldingTests {
    let config = ShieldConfiguration(rewardApps: ["game.a"], rewardCategories: ["games", "video"])

    @Test func aCategoryShieldsEveryAppInIt() {
        #expect(config.shields(app: "game.b", categories: ["games"], rule: nil))
        #expect(!config.shields(app: "maths.a", categories: ["education"], rule: nil))
    }

    @Test func anAppsOwnRuleOverridesItsCategory() {
        #expect(!config.shields(app: "game.edu", categories: ["games"], rule: .learning))
        #expect(config.shields(app: "reader", categories: ["education"], rule: .reward))
        #expect(!config.shields(app: "game.a", categories: ["games"], rule: .learning)) // rule over rewardApps too
    }

    @Test func aNamedRewardAppIsShieldedWhateverItsCategories() {
        #expect(config.shields(app: "game.a", categories: [], rule: nil))
    }

    @Test func anAppInSeveralCategoriesIsShieldedIfAnyIsAReward() {
        #expect(config.shields(app: "mixed", categories: ["education", "video"], rule: nil))
    }

    @Test func theRewardSelectionAppliesThePrecedenceToEveryApp() {
        let apps: [String: Set<String>] = [
            "game.a": [], "game.b": ["games"], "game.edu": ["games"], "maths": ["education"], "reader": ["education"]
        ]
        let selection = config.rewardSelection(apps: apps, rules: ["game.edu": .learning, "reader": .reward])
        #expect(selection == ["game.a", "game.b", "reader"])
    }
}

@Suite("Seed 004's recommendations and messages")
struct RedemptionSeedRuleTests {
    @Test func theRecommendedPolicyExtendsWithATwoHourCap() {
        #expect(ExemptionStackingPolicy.recommended == .extend(maxTotalMinutes: 120))
        #expect(RedemptionRules.seedExample.policy == .extend(maxTotalMinutes: 120))
    }

    @Test func everyRefusalSaysWhatToDoInOneLine() {
        let messages: [(RedemptionError, String)] = [
            (.nonPositivePoints(points: 0), "cannot redeem 0 points: redeem at least 1 point"),
            (
                .notWholeMinutes(points: 35, pointsPerMinute: 10),
                "35 points is not a whole number of minutes at 10 points per minute"
            ),
            (.belowMinimum(points: 20, minimum: 30), "20 points is below the minimum redemption of 30 points"),
            (.aboveMaximum(points: 700, maximum: 600), "700 points is above the maximum redemption of 600 points"),
            (.insufficientBalance(points: 300, balance: 100), "300 points requested but the balance is 100 points"),
            (
                .capReached(capMinutes: 120, maxAdditionalMinutes: 15),
                "earned time can stack to at most 120 minutes; at most 15 more minutes fit now"
            )
        ]
        for (error, message) in messages {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
        #expect(RedemptionError.blockedByActiveWindow(endInstant: 100).description.contains("until 100"))
    }
}
