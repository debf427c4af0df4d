import Testing
@testable import CasinoCore

@Suite("Crash")
struct CrashTests {
    static let targets = CrashConfiguration.defaults.offeredTargets + [Centi(101), Centi(333), Centi(99_999)]

    @Test func winIffCrashPointReachesTargetAtTheThreshold() throws {
        for returnPPM in [970_000, 990_000, 1_000_000, 123_457] {
            for target in Self.targets {
                let t = CrashEngine.winThreshold(returnPPM: returnPPM, target: target)
                for u in [t - 1, t, t + 1, t + 2] where u >= 1 && u <= 1 << 53 {
                    let reaches = CrashEngine.crashPoint(returnPPM: returnPPM, numerator: u) >= target
                    #expect(reaches == (u <= t), "r=\(returnPPM) c=\(target) u=\(u)")
                }
            }
        }
    }

    @Test(arguments: targets)
    func engineWinsExactlyWhenTheDrawIsAtMostTheThreshold(target: Centi) throws {
        let engine = try CrashEngine(configuration: .defaults.offering(target), target: CrashTarget(target))
        let t = engine.winThreshold
        var g = ScriptedGenerator([wordForNumerator(t), wordForNumerator(t + 1), wordForNumerator(1)])
        #expect(engine.playOutcome(using: &g) == CrashEngine.winIndex)
        #expect(engine.playOutcome(using: &g) == CrashEngine.lossIndex)
        #expect(engine.playOutcome(using: &g) == CrashEngine.winIndex)
        #expect(g.index == 3, "one draw per wager")
    }

    @Test(arguments: targets)
    func engineProbabilityIsWithinTwoToTheMinus53OfPublished(target: Centi) {
        let published = CrashOdds.outcomeTable(returnPPM: 970_000, target: target).outcomes[CrashEngine.winIndex]
            .probability
        let engine = CrashOdds.engineWinProbability(returnPPM: 970_000, target: target)
        let step = ExactFraction(1, WideUnsigned(1) << 53)
        #expect(engine <= published)
        #expect(published < engine.adding(step)!)
    }

    @Test func winProbabilityIsReturnOverTarget() {
        let table = CrashOdds.outcomeTable(returnPPM: 970_000, target: Centi(200))
        #expect(table.outcomes[1].probability == ExactFraction(97, 200))
        #expect(table.outcomes[1].centi == Centi(200))
        #expect(table.outcomes[0].centi == Centi(0))
    }

    @Test(arguments: targets)
    func nominalReturnIsTheReturnRateForEveryTarget(target: Centi) {
        let table = CrashOdds.outcomeTable(returnPPM: 970_000, target: target)
        #expect(table.totalProbability == .one)
        #expect(table.exactReturn == ExactFraction(97, 100))
    }

    @Test func targetsOutsideTheRangeAreRejectedByName() {
        #expect(throws: ConfigurationError(path: "target", value: "1.00x", rule: "is outside 1.01x…1000.00x")) {
            _ = try CrashEngine(target: CrashTarget(Centi(100)))
        }
        #expect(throws: ConfigurationError.self) { _ = try CrashEngine(target: CrashTarget(Centi(100_001))) }
        #expect(throws: ConfigurationError.self) {
            var c = CrashConfiguration.defaults
            c.returnPPM = 1_000_001
            _ = try CrashEngine(configuration: c)
        }
    }

    /// The app accepts only what is disclosed: a target inside the range but off the configuration's
    /// list (`targets`) builds no engine, so no bet can be placed on it.
    @Test func aTargetOffTheOfferedListIsRefused() {
        #expect(
            throws: ConfigurationError(
                path: "target", value: "2.37x",
                rule: "is not an offered target (crash.targets: 1.20x, 1.40x, 1.60x, 1.80x, 2.00x, 3.00x, 5.00x, "
                    + "10.00x, 25.00x, 100.00x, 500.00x)")
        ) { _ = try CrashEngine(target: CrashTarget(Centi(237))) }
        for target in [101, 102, 199, 201, 99_999] {
            #expect(throws: ConfigurationError.self) { _ = try CrashEngine(target: CrashTarget(Centi(target))) }
        }
    }

    /// The Crash targets the core accepts are exactly the disclosed (offered) ones: every target in
    /// 1.01x…1000.00x builds an engine iff it is on the configuration's list.
    @Test func theTargetsTheCoreAcceptsAreTheOfferedOnes() {
        let configuration = CrashConfiguration.defaults
        var accepted: [Centi] = []
        for hundredths in configuration.minimumTarget.hundredths...configuration.maximumTarget.hundredths {
            let target = CrashTarget(Centi(hundredths))
            if (try? target.validate(against: configuration)) != nil { accepted.append(target.centi) }
        }
        #expect(accepted == configuration.offeredTargets)
    }
}
