import Foundation
import RedemptionCore // no @testable: an app outside the module has exactly this
import Testing

/// The app's device as an app outside the module would write it: the family state stored as JSON
/// bytes (the seed's UserDefaults/File), each child's shields (the selection they cover, nil when
/// off) and the wake-ups recorded, killed after its n-th write.
struct JSONDevice: RedemptionEffects {
    struct Killed: Error {}
    enum Write: Hashable {
        case save
        case apply(ChildID)
        case clear(ChildID)
        case wakeUp(Int64)
    }
    var bytes: Data?
    var shields: [ChildID: RewardSelection] = [:]
    var wakeUps: [Int64] = []
    var log: [Write] = []
    /// The selection stored for each child when its shields were last applied (an adapter that
    /// reads storage instead of taking the selection passed would get this).
    var storedSelectionAtApply: [ChildID: RewardSelection] = [:]
    var killAfterWrite: Int?

    /// Runs once, right before the next save lands: another process writing the same store.
    var raceBeforeNextSave: ((inout JSONDevice) throws -> Void)?
    /// A broken store: every save is refused, though nothing else writes.
    var refusesEveryWrite = false
    /// Another process writes at every save: each is refused, and the stored version moves on.
    var conflictsAtEverySave = false

    func loadVersionedRedemptionState() -> VersionedRedemptionState? {
        bytes.flatMap { try? JSONDecoder().decode(VersionedRedemptionState.self, from: $0) }
    }
    mutating func saveRedemptionState(_ state: FamilyRedemptionState, replacing expected: UInt64) throws -> Bool {
        if let race = raceBeforeNextSave {
            raceBeforeNextSave = nil
            try race(&self)
        }
        if conflictsAtEverySave, let stored = loadVersionedRedemptionState() {
            bytes = try JSONEncoder().encode(VersionedRedemptionState(state: stored.state, version: stored.version + 1))
        }
        let current = loadVersionedRedemptionState()?.version ?? 0
        guard current == expected, !refusesEveryWrite else { return false }
        bytes = try JSONEncoder().encode(VersionedRedemptionState(state: state, version: current + 1))
        try wrote(.save)
        return true
    }
    mutating func applyShields(for child: ChildID, to selection: RewardSelection) throws {
        shields[child] = selection
        storedSelectionAtApply[child] = loadRedemptionState()?[child]?.rewardApps.selection
        try wrote(.apply(child))
    }
    mutating func clearShields(for child: ChildID) throws {
        shields[child] = nil
        try wrote(.clear(child))
    }
    mutating func scheduleWakeUp(at instant: Int64) throws { wakeUps.append(instant); try wrote(.wakeUp(instant)) }
    private mutating func wrote(_ write: Write) throws {
        log.append(write)
        if log.count == killAfterWrite { throw Killed() }
    }
}

@Suite("Redemption through its public API: stored, restored, recovered")
struct RedemptionPublicAPITests {
    let controller = RedemptionController(rules: .seedExample)
    let t0: Int64 = 1_795_000_000
    let ana = ChildID("ana")
    let ben = ChildID("ben")
    let anaApps = RewardApps(configuration: ShieldConfiguration(rewardApps: ["game.a"]))
    let benApps = RewardApps(
        configuration: ShieldConfiguration(rewardCategories: ["video"]), appRules: ["video.edu": .learning])

    /// Two children enrolled and 600 points earned each; the log cleared.
    private func twoChildren() throws -> JSONDevice {
        var device = JSONDevice()
        try controller.launch(at: t0, device: &device)
        try controller.enroll(ana, rewardApps: anaApps, at: t0, device: &device)
        try controller.enroll(ben, rewardApps: benApps, at: t0, device: &device)
        try controller.earn(points: 600, for: ana, at: t0, device: &device)
        try controller.earn(points: 600, for: ben, at: t0, device: &device)
        device.log = []
        return device
    }

    @Test func aRestartAfterEveryWriteRecoversEveryChildsActiveExemption() throws {
        // Ana redeems 30 minutes, then Ben 20: how many writes the two make unkilled.
        func redeemBoth(_ device: inout JSONDevice) throws {
            _ = try controller.redeem(points: 300, for: ana, at: t0 + 10, device: &device)
            _ = try controller.redeem(points: 200, for: ben, at: t0 + 20, device: &device)
        }
        var probe = try twoChildren()
        try redeemBoth(&probe)
        let writes = probe.log.count
        #expect(writes >= 6)
        let bought = [ana: (points: 300, minutes: 30), ben: (points: 200, minutes: 20)]
        for kill in 1...writes {
            var device = try twoChildren()
            device.killAfterWrite = kill
            #expect(throws: JSONDevice.Killed.self) { try redeemBoth(&device) }
            device.killAfterWrite = nil
            // Relaunch a minute later: a new process reads the bytes.
            let recovery = try controller.launch(at: t0 + 70, device: &device)
            let restored = try #require(device.loadRedemptionState())
            #expect(restored.childIDs == [ana, ben])
            for (child, paid) in bought {
                let state = try #require(restored[child]?.state)
                if state.balancePoints == 600 - paid.points { // the write of balance + window landed
                    guard case .restored(let window) = recovery[child] else {
                        Issue.record("kill after write \(kill): \(child)'s paid window was not restored")
                        continue
                    }
                    #expect(window.durationSeconds == Int64(paid.minutes) * 60)
                    #expect(device.shields[child] == nil)
                    #expect(device.wakeUps.contains(window.endInstant))
                    #expect(restored.activeWindows(at: t0 + 70)[child] == window)
                } else {
                    #expect(state.balancePoints == 600) // nothing paid, nothing granted
                    #expect(recovery[child] == .locked)
                    #expect(device.shields[child] == restored[child]?.rewardApps.selection)
                }
            }
        }
    }

    @Test func aSingleChildStateFrom030IsRefusedByNameAndMigratesToAChild() throws {
        // What 0.3.0 stored: one child's RedemptionState, no child id, no reward apps.
        let bytes = Data(
            """
            {"openingBalancePoints":600,"balancePoints":300,"earnedPointsTotal":0,"redeemedPointsTotal":300,\
            "grantedSecondsTotal":1800,"forfeitedSecondsTotal":0,"windows":[{"id":1,"startInstant":1795000010,\
            "durationSeconds":1800,"requestedInstant":1795000010}],"endedWindowCount":0,"nextWindowID":2,\
            "ledger":[{"kind":"redeemed","points":300,"instant":1795000010,"windowID":1,"seconds":1800}],\
            "droppedLedgerEntries":0}
            """.utf8)
        do {
            _ = try JSONDecoder().decode(FamilyRedemptionState.self, from: bytes)
            Issue.record("0.3.0's record decoded as a family")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.underlyingError as? RedemptionError == .singleChildStoredState)
            #expect(context.debugDescription.contains("FamilyRedemptionState(migrating:to:rewardApps:)"))
        }
        // What the app's storage reads (a versioned record) names it too.
        do {
            _ = try JSONDecoder().decode(VersionedRedemptionState.self, from: bytes)
            Issue.record("0.3.0's record decoded as a versioned family")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.underlyingError as? RedemptionError == .singleChildStoredState)
        }
        let single = try JSONDecoder().decode(RedemptionState.self, from: bytes)
        var device = JSONDevice()
        device.bytes = try JSONEncoder().encode(
            VersionedRedemptionState(
                state: FamilyRedemptionState(migrating: single, to: ana, rewardApps: anaApps), version: 1))
        let recovery = try controller.launch(at: t0 + 70, device: &device)
        #expect(recovery[ana] == .restored(single.windows[0]))
        #expect(device.shields[ana] == nil && device.wakeUps == [t0 + 10 + 1800])
        #expect(device.loadRedemptionState()?[ana]?.state == single)
    }

    @Test func aFamilyRoundTripsThroughItsStorageEncodingAndAChildIsStoredOnce() throws {
        var device = try twoChildren()
        _ = try controller.redeem(points: 300, for: ben, at: t0 + 5, device: &device)
        let family = try #require(device.loadRedemptionState())
        let again = try JSONDecoder().decode(FamilyRedemptionState.self, from: try JSONEncoder().encode(family))
        #expect(again == family)
        let record = try #require(family[ana])
        #expect(throws: RedemptionError.invalidStoredState("child ana appears twice")) {
            try FamilyRedemptionState(children: [record, record])
        }
    }

    @Test func redeemingOrEarningForAnUnknownChildIsRefusedAndWritesNothing() throws {
        var device = try twoChildren()
        let before = device.bytes
        let carl = ChildID("carl")
        #expect(
            try controller.redeem(points: 300, for: carl, at: t0 + 5, device: &device) == .failure(.unknownChild(carl)))
        #expect(try controller.earn(points: 50, for: carl, at: t0 + 5, device: &device) == false)
        #expect(try controller.changeRewardApps(anaApps, for: carl, at: t0 + 5, device: &device) == false)
        #expect(try controller.enroll(ana, rewardApps: benApps, at: t0 + 5, device: &device) == false)
        #expect(device.log.isEmpty && device.bytes == before)
        #expect(
            RedemptionError.unknownChild(carl).description
                == "no child \"carl\" is enrolled: enroll the child before earning or redeeming")
    }

    @Test func eachChildsShieldsCoverItsOwnRewardAppsAndARedemptionUnshieldsOnlyThatChild() throws {
        var device = try twoChildren()
        #expect(device.shields == [ana: anaApps.selection, ben: benApps.selection])
        _ = try controller.redeem(points: 300, for: ana, at: t0 + 5, device: &device)
        #expect(device.shields == [ben: benApps.selection])
        #expect(!device.log.contains(.apply(ben)) && !device.log.contains(.clear(ben)))
        // Ana's window ends: the wake-up re-locks Ana alone, with her own apps.
        device.log = []
        let recovery = try controller.reconcile(at: t0 + 5 + 1800, device: &device)
        #expect(recovery == [ana: .relocked(endedWindows: 1), ben: .locked])
        #expect(device.shields == [ana: anaApps.selection, ben: benApps.selection])
    }

    @Test func aWriteBasedOnAStaleReadIsRefusedAndRunsAgainSoBothProcessesWritesSurvive() throws {
        // The app redeems for Ana; between its read and its save the monitor extension (another
        // process, another controller) records 100 points Ben earned.
        var device = try twoChildren()
        let monitor = RedemptionController(rules: .seedExample)
        device.raceBeforeNextSave = { other in
            try monitor.earn(points: 100, for: ben, at: t0 + 4, device: &other)
        }
        let grant = try controller.redeem(points: 300, for: ana, at: t0 + 5, device: &device).get()
        let stored = try #require(device.loadVersionedRedemptionState())
        #expect(stored.state[ben]?.state.balancePoints == 700) // the extension's write survived
        #expect(stored.state[ana]?.state.balancePoints == 300) // and the app's, run again on it
        #expect(stored.state.activeWindow(for: ana, at: t0 + 5) == grant.window)
        #expect(stored.version == 7) // launch, 2 enrolments, 2 earnings, the race, the redemption
        #expect(device.shields[ana] == nil)
    }

    @Test func aStoreThatRefusesEveryWriteEndsTheOperationWithTheShieldsOn() throws {
        var device = try twoChildren()
        device.refusesEveryWrite = true
        #expect(throws: RedemptionError.storeRefusedWrite) {
            _ = try controller.redeem(points: 300, for: ana, at: t0 + 5, device: &device)
        }
        #expect(device.shields[ana] == anaApps.selection)
        #expect(device.loadRedemptionState()?[ana]?.state.balancePoints == 600)
    }

    @Test func aStoreThatConflictsAtEverySaveEndsTheOperationAfterTheLimitWithTheShieldsOn() throws {
        var device = try twoChildren()
        device.conflictsAtEverySave = true
        let limit = RedemptionController.maximumWriteAttempts
        #expect(throws: RedemptionError.storeKeptConflicting(attempts: limit)) {
            _ = try controller.redeem(points: 300, for: ana, at: t0 + 5, device: &device)
        }
        #expect(device.shields[ana] == anaApps.selection)
        #expect(device.loadRedemptionState()?[ana]?.state.balancePoints == 600) // nothing deducted
        #expect(RedemptionError.storeKeptConflicting(attempts: limit).description.contains("nothing was saved"))
    }

    @Test func changingAChildsRewardAppsSavesFirstThenMovesItsShields() throws {
        var device = try twoChildren()
        let newApps = RewardApps(configuration: ShieldConfiguration(rewardApps: ["game.b"]))
        #expect(try controller.changeRewardApps(newApps, for: ana, at: t0 + 5, device: &device))
        // A wake-up first (so the monitor enforces the new apps if the app dies after the save).
        #expect(device.log == [.wakeUp(t0 + 5), .save, .apply(ana)])
        #expect(device.shields[ana] == newApps.selection)
        // An adapter reading storage at that moment gets the new selection too.
        #expect(device.storedSelectionAtApply[ana] == newApps.selection)
        #expect(device.shields[ben] == benApps.selection)
    }

    @Test func aRestoredStateEqualsTheStoredOne() throws {
        var device = try twoChildren()
        try controller.earn(points: 300, for: ana, at: t0, device: &device)
        _ = try controller.redeem(points: 300, for: ana, at: t0 + 1, device: &device)
        _ = try controller.redeem(points: 300, for: ana, at: t0 + 2, device: &device)
        let state = try #require(device.loadRedemptionState()?[ana]?.state)
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

    @Test func theSelectionTheShieldsTakeShieldsExactlyWhatThePrecedenceShields() {
        // Every app (named or not) in every mix of categories under every rule: the value handed
        // to ManagedSettings (apps, categories, except) agrees with the precedence rule.
        let categorySets: [Set<String>] = [[], ["games"], ["education"], ["education", "video"]]
        for app in ["game.a", "other"] {
            for categories in categorySets {
                for rule in [nil, .reward, .learning] as [AppRuleKind?] {
                    let selection = RewardApps(configuration: config, appRules: rule.map { [app: $0] } ?? [:]).selection
                    #expect(
                        selection.shields(app: app, appCategories: categories)
                            == config.shields(app: app, categories: categories, rule: rule),
                        "\(app) in \(categories) ruled \(String(describing: rule))")
                }
            }
        }
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
