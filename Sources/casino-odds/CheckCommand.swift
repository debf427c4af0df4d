import ArgumentParser
import OddsLab
import OddsReports

struct CheckCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "The fairness gate: play every game against its exact odds and fail on any deviation.",
        discussion: """
            Runs the documented suite (Docs/methodology.md; --list prints it): every choice the \
            configuration offers (one its return floor accepts at some wager at 00:00) at its smallest \
            accepted wager, 10 and 60 minutes wherever the exact return after floor rounding differs, \
            and seven cases where the midnight cap bites. Each case plays --wagers wagers of the real \
            engine and is checked five ways: RTP z-test against the exact effective RTP (cap \
            included), chi-square of the outcome counts, preview == payout on every wager, the cap and \
            sign rules, and no outcome of probability 0. Then the return floor's exact cases: for every \
            choice and wager 1…120 at 00:00, the core's accept/refuse agrees with the exact return, and \
            no accepted bet returns less than --return-floor; over the moment grid no accepted bet \
            lacks a possible gain; no choice is refused at every stake or returns above 100 % nominal; \
            the accepted choices are the disclosed ones; every choice's top prize is paid in full on \
            some accepted bet unless the configuration marks it capLimited; and some statistical test ran.

            Before playing, the exact half: every choice played gets a decision proof (the engine's \
            own decision over its whole domain — every Plinko bounce pattern, every Slots cycle \
            position, Crash's threshold, Mines' Floyd draws — against the rule and the exact table), \
            and every case's payouts are derived again from the rule text, without the engine's \
            payout or cap code. So the Monte Carlo only checks the plumbing. JUnit and --format json \
            name each check's method: exact, sampled or statistical.

            False alarms: the statistical tests of the whole run form one family, decided by Holm at \
            a nominal family-wise α of 5e-7 (chi-square bins of at least 1000 expected; a z-test whose \
            audited tail is over 1.5 times its level is not run). With the approximation error of the \
            normal and chi-square tails audited (saddlepoint, exact binomial), a run of right engines \
            fails with probability at most 1e-6 at the default size. `casino-odds report` runs this \
            same gate and publishes its verdicts. The deterministic checks never raise a false alarm.

            Default size: 1048576 (2^20) wagers per case, 5.0e8 in all (Docs/performance.md has the \
            measured time). Case i plays on seed output i of SplitMix64(--seed), chunk k on stream k of it.

            --shard i/k plays only the cases ⌊(i−1)·n/k⌋..<⌊i·n/k⌋ of the n (default configuration) \
            and writes a part (JSON); `casino-odds merge` assembles the parts into exactly what the \
            unsharded run prints, refusing a missing, duplicated or relabelled shard (Docs/scaling.md).

            Exit codes: 0 every check passes, 1 a check failed (each failing check on one line), \
            2 bad input.

            Examples:
              casino-odds check
              casino-odds check --junit check.xml
              casino-odds check --list
              casino-odds check --shard 2/4 --output check-2.json
            """
    )

    static let wording = SharedWording(
        seedHelp:
            "The run's 64-bit seed (decimal, or hexadecimal with 0x; default: 2026, the published gate's); case i plays on output i of SplitMix64(seed).",
        defaultSeed: CheckSuite.defaultSeed,
        threadsHelp: "Worker threads (default: all cores); the result does not depend on it.",
        wagersHelp: "Wagers per case (e.g. 16M, 1e8).",
        defaultWagers: String(CheckSuite.defaultWagers),
        returnFloorHelp: "The policy floor every accepted bet must meet, 0…1 (independent of the configuration's own).",
        defaultReturnFloor: CheckRequest.defaultReturnFloor,
        shardHelp: "Play only shard i of k of the cases, e.g. 2/4, and write a part (JSON) for merge.")

    @OptionGroup var wagers: WagersOption<CheckCommand>
    @OptionGroup var seed: SeedOption<CheckCommand>
    @OptionGroup var config: ConfigOption<CheckCommand>

    @Option(help: "Output format: \(TableOrJSON.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: TableOrJSON = .table

    @Option(
        help: ArgumentHelp(
            "Also write a JUnit XML report (one test case per check) to this file.",
            valueName: "file"),
        completion: .file())
    var junit: String?

    @OptionGroup var floor: ReturnFloorOption<CheckCommand>
    @OptionGroup var threads: ThreadsOption<CheckCommand>

    @Flag(help: "Print the suite, its power and its audited false-alarm rate at --wagers; play nothing.")
    var list = false

    @OptionGroup var shard: ShardOption<CheckCommand>

    @OptionGroup var output: OutputOption<CheckCommand>

    func run() throws {
        let request = try CheckRequest(
            wagers: wagers.wagers, seed: seed.seed, config: config.config, returnFloor: floor.returnFloor,
            threads: threads.threads,
            listOnly: list, writesJUnit: junit != nil, printsJSON: format != .table, shard: shard.shard,
            producer: "casino-odds \(ToolVersion.string)")
        let junitFile = try junit.map { try OutputTarget($0, flag: "--junit") }
        let target = try output.target()
        func emit(_ text: String) throws { if let target { try target.write(text) } else { writeStdout(text) } }
        switch try monitored("checking", unit: "wagers", total: request.totalWagers, request.run) {
        case .plan(let plan): try emit(plan.table)
        case .part(let part): try emit(part.json)
        case .report(let report):
            try junitFile?.write(report.junit.text)
            try emit(format == .json ? report.json : report.table)
            if let failure = report.failure { throw failure }
        }
    }
}
