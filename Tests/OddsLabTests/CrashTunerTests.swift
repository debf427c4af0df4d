import CasinoCore
@testable import OddsLab
import Testing

/// `CrashTuner`: the return rate whose nominal RTP is the target, written into the configuration.
@Suite struct CrashTunerTests {
    @Test func aNominalTargetIsTheReturnRateItself() throws {
        let tuner = CrashTuner(targets: [CrashTarget(Centi(200)), CrashTarget(Centi(500))])
        let tuning = try tuner.tune(to: TargetRTP(parsing: "0.96"))
        #expect(tuning.returnPPM == 960_000)
        #expect(tuning.gap.isZero)
        #expect(tuning.plans == ["2.00x", "5.00x"])
        #expect(tuner.configuration(for: tuning).returnPPM == 960_000)
        #expect(tuner.configuration(for: tuning).offeredTargets == CrashConfiguration.defaults.offeredTargets)
    }

    @Test func theDefaultTunerTunesEveryOfferedTarget() {
        #expect(CrashTuner().targets.count == CrashConfiguration.defaults.offeredTargets.count)
    }

    @Test func noTargetOrATargetNotOfferedIsRefused() {
        #expect(
            refusal { _ = try CrashTuner(targets: []).tune(to: TargetRTP(parsing: "0.97")) }?.contains("no target")
                == true)
        #expect(
            refusal { _ = try CrashTuner(targets: [CrashTarget(Centi(123))]).tune(to: TargetRTP(parsing: "0.97")) }
                != nil)
    }
}
