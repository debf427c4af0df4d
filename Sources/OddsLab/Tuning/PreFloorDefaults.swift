import CasinoCore

/// The defaults before they were tuned for the return floor (2026-11-23): the "before" of the
/// offer report's before/after, and the shapes `tune --for-floor --baseline pre-floor` starts from, so
/// today's defaults can be recomputed by a command (Docs/tuning.md).
package enum PreFloorDefaults {
    /// The configuration as it was: these Plinko tables, Crash's eleven analysis targets, Mines by
    /// the formula `M(m,k)` at r = 0.97, Slots unchanged; the return floor at its default.
    package static let configuration: GameConfiguration = {
        var configuration = GameConfiguration.defaults
        configuration.plinko = PlinkoConfiguration(tables: plinkoTables.mapValues { PlinkoTable($0.map(Centi.init)) })
        configuration.crash.offeredTargets = [101, 110, 125, 150, 200, 300, 500, 1_000, 2_500, 10_000, 100_000].map(
            Centi.init)
        configuration.mines = MinesConfiguration(returnPPM: 970_000)
        return configuration
    }()

    /// The 27 tables, 97 % ± 0.02 pp nominal, tuned for nominal RTP only.
    static let plinkoTables: [PlinkoOptions: [Int]] = [
        PlinkoOptions(rows: 8, risk: .low): [550, 240, 110, 77, 73, 77, 110, 240, 550],
        PlinkoOptions(rows: 8, risk: .medium): [1300, 360, 121, 61, 41, 61, 121, 360, 1300],
        PlinkoOptions(rows: 8, risk: .high): [2900, 460, 120, 38, 10, 38, 120, 460, 2900],
        PlinkoOptions(rows: 9, risk: .low): [650, 300, 144, 89, 70, 70, 89, 144, 300, 650],
        PlinkoOptions(rows: 9, risk: .medium): [1800, 510, 181, 82, 40, 40, 82, 181, 510, 1800],
        PlinkoOptions(rows: 9, risk: .high): [4200, 690, 193, 59, 20, 20, 59, 193, 690, 4200],
        PlinkoOptions(rows: 10, risk: .low): [800, 380, 170, 100, 79, 70, 79, 100, 170, 380, 800],
        PlinkoOptions(rows: 10, risk: .medium): [2400, 710, 250, 101, 56, 40, 56, 101, 250, 710, 2400],
        PlinkoOptions(rows: 10, risk: .high): [7500, 1100, 290, 81, 34, 10, 34, 81, 290, 1100, 7500],
        PlinkoOptions(rows: 11, risk: .low): [950, 480, 210, 121, 83, 74, 74, 83, 121, 210, 480, 950],
        PlinkoOptions(rows: 11, risk: .medium): [3000, 940, 330, 140, 74, 44, 44, 74, 140, 330, 940, 3000],
        PlinkoOptions(rows: 11, risk: .high): [12000, 1600, 450, 131, 40, 22, 22, 40, 131, 450, 1600, 12000],
        PlinkoOptions(rows: 12, risk: .low): [1100, 570, 260, 140, 90, 82, 72, 82, 90, 140, 260, 570, 1100],
        PlinkoOptions(rows: 12, risk: .medium): [3800, 1300, 460, 190, 91, 55, 40, 55, 91, 190, 460, 1300, 3800],
        PlinkoOptions(rows: 12, risk: .high): [17000, 2600, 720, 210, 73, 19, 12, 19, 73, 210, 720, 2600, 17000],
        PlinkoOptions(rows: 13, risk: .low): [1300, 710, 320, 170, 111, 83, 74, 74, 83, 111, 170, 320, 710, 1300],
        PlinkoOptions(rows: 13, risk: .medium): [4800, 1600, 590, 250, 121, 73, 43, 43, 73, 121, 250, 590, 1600, 4800],
        PlinkoOptions(rows: 13, risk: .high): [26000, 3800, 1100, 330, 98, 41, 11, 11, 41, 98, 330, 1100, 3800, 26000],
        PlinkoOptions(rows: 14, risk: .low): [1500, 850, 380, 200, 130, 91, 81, 69, 81, 91, 130, 200, 380, 850, 1500],
        PlinkoOptions(rows: 14, risk: .medium): [
            6000, 2200, 820, 340, 160, 91, 50, 39, 50, 91, 160, 340, 820, 2200, 6000
        ],
        PlinkoOptions(rows: 14, risk: .high): [
            40000, 5600, 1600, 490, 160, 52, 23, 11, 23, 52, 160, 490, 1600, 5600, 40000
        ],
        PlinkoOptions(rows: 15, risk: .low): [
            1700, 980, 450, 240, 140, 100, 82, 80, 80, 82, 100, 140, 240, 450, 980, 1700
        ],
        PlinkoOptions(rows: 15, risk: .medium): [
            8000, 2800, 1100, 440, 200, 100, 63, 52, 52, 63, 100, 200, 440, 1100, 2800, 8000
        ],
        PlinkoOptions(rows: 15, risk: .high): [
            60000, 8400, 2500, 760, 240, 80, 30, 12, 12, 30, 80, 240, 760, 2500, 8400, 60000
        ],
        PlinkoOptions(rows: 16, risk: .low): [
            1900, 1100, 520, 270, 170, 110, 90, 81, 79, 81, 90, 110, 170, 270, 520, 1100, 1900
        ],
        PlinkoOptions(rows: 16, risk: .medium): [
            10000, 3800, 1500, 600, 280, 140, 80, 50, 40, 50, 80, 140, 280, 600, 1500, 3800, 10000
        ],
        PlinkoOptions(rows: 16, risk: .high): [
            100000, 13000, 3700, 1100, 360, 120, 40, 21, 11, 21, 40, 120, 360, 1100, 3700, 13000, 100000
        ]
    ]
}
