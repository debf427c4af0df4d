import ArgumentParser
import CasinoCore
import OddsLab
import OddsReports

struct CertifyCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "certify",
        abstract: "Play every offered choice through its real engine and compare its return with the exact one.",
        discussion: """
            Every choice the configuration offers (258 with the defaults) is played at --wagers \
            wagers at its smallest accepted wager (remaining = the wager, at 00:00), choice j on \
            seed j of --seed (output j of SplitMix64, as check's cases), chunk k on stream k. The \
            result is a table of simulated against exact return with a 95 % interval per choice: \
            certification.csv and certification.md in --output-dir (or the Markdown on stdout). \
            The bytes do not depend on --threads or on how the run is split.

            --shard i/k plays shard i of k of every choice's run and writes a part (JSON, to \
            --output); `casino-odds merge part-*.json --output-dir DIR` refuses a missing, \
            duplicated or relabelled shard and writes the same table, plus parts.csv naming every \
            part (shard, fingerprint, SHA-256). See Docs/scaling.md.

            Examples:
              casino-odds certify --output-dir certification
              casino-odds certify --wagers 4e9 --shard 3/1000 --output part-3.json
            """
    )

    static let wording = SharedWording(
        seedHelp: "The 64-bit seed (decimal, or hexadecimal with 0x; default: 1). Choice j plays on seed j of it.",
        wagersHelp: "Wagers per choice, e.g. 1e9, 250M.", defaultWagers: CertifyRequest.defaultWagers,
        shardHelp: "Play only shard i of k of every choice, e.g. 2/16, and write a part (JSON) to --output.",
        outputDirHelp: "Write certification.csv and certification.md into this folder (replaced whole).")

    @OptionGroup var config: ConfigOption<CertifyCommand>
    @OptionGroup var wagers: WagersOption<CertifyCommand>
    @OptionGroup var seed: SeedOption<CertifyCommand>
    @OptionGroup var threads: ThreadsOption<CertifyCommand>

    @OptionGroup var shard: ShardOption<CertifyCommand>

    @OptionGroup var output: OutputOption<CertifyCommand>
    @OptionGroup var outputDir: OutputDirOption<CertifyCommand>

    func run() throws {
        let request = try CertifyRequest(
            config: config.config, wagers: wagers.wagers, seed: seed.seed, threads: threads.threads, shard: shard.shard,
            producer: "casino-odds \(ToolVersion.string)", hasOutput: output.output != nil,
            hasOutputDir: outputDir.outputDir != nil)
        let target = try output.target()
        let folder = try outputDir.outputDir.map { try OutputFolder($0) }
        let result = try monitored("certifying", unit: "wagers", total: request.wagersToPlay, request.run)
        if request.shard.isSplit {
            if let target { try target.write(result.json) } else { writeStdout(result.json) }
        } else if let folder {
            try folder.write(result.files())
            writeStdout(result.summary + "\n")
        } else if let target {
            try target.write(result.markdown)
        } else {
            writeStdout(result.markdown)
        }
    }
}
