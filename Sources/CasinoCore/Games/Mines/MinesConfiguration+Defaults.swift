extension MinesConfiguration {
    /// The default multiplier of every plan in hundredths, tuned for the return floor (`casino-odds
    /// tune --game mines --target-rtp 0.97 --for-floor --baseline pre-floor`): for each plan the
    /// hundredth, among those whose nominal RTP is within 97 % ± 0.5 pp, that the most common
    /// stakes (5, 10, 15, 20, 30, 60 minutes) pass the 95 % floor with, then the best worst return.
    /// nil: not offered — no stake of 1…120 minutes passes at 00:00 (the win exceeds a day's minutes:
    /// 68 plans), or no common stake (1, 5, 10, 15, 20, 30, 60, 120 minutes) is accepted for half of
    /// an ordinary day holding only the bet (13 plans, `DayAcceptance`). 219 plans are offered.
    /// Row m − 1 lists k = 1…25 − m.
    static let floorTunedMultipliers: [[Centi?]]? = rows.map { $0.map { $0.map(Centi.init) } }

    private static let rows: [[Int?]] = [
        [
            101, 105, 110, 115, 121, 128, 135, 143, 152, 162, 174, 187, 202, 220, 242, 270, 303, 346, 404, 485, 606,
            808, 1212, 2425
        ], // 1 mine
        [
            105, 115, 126, 139, 153, 170, 190, 214, 242, 277, 320, 374, 441, 529, 647, 808, 1040, 1386, 1940, 2920,
            4850, 9700, 29100
        ], // 2 mines
        [
            110, 126, 145, 168, 196, 230, 274, 328, 400, 490, 614, 780, 1014, 1352, 1860, 2660, 4000, 6400, 11200,
            22420, 55775, nil
        ], // 3 mines
        [
            115, 139, 168, 205, 254, 317, 401, 516, 674, 900, 1226, 1720, 2480, 3720, 5860, 9738, 17600, 35059, nil,
            nil, nil
        ], // 4 mines
        // 5 mines
        [121, 153, 196, 254, 334, 443, 601, 833, 1180, 1720, 2580, 4020, 6540, 11200, 20540, 40902, nil, nil, nil, nil],
        // 6 mines
        [128, 170, 230, 317, 443, 634, 925, 1388, 2145, 3440, 5740, 10060, 18680, 37183, nil, nil, nil, nil, nil],
        // 7 mines
        [135, 190, 274, 401, 601, 925, 1465, 2400, 4080, 7246, 13640, 27300, 58874, nil, nil, nil, nil, nil],
        [143, 214, 328, 516, 833, 1388, 2400, 4320, 8180, 16380, 34936, nil, nil, nil, nil, nil, nil], // 8 mines
        [152, 242, 400, 674, 1180, 2145, 4080, 8180, 17400, 39594, nil, nil, nil, nil, nil, nil], // 9 mines
        [162, 277, 490, 900, 1720, 3440, 7246, 16380, 39594, nil, nil, nil, nil, nil, nil], // 10 mines
        [174, 320, 614, 1226, 2580, 5740, 13640, 34936, nil, nil, nil, nil, nil, nil], // 11 mines
        [187, 374, 780, 1720, 4020, 10060, 27300, nil, nil, nil, nil, nil, nil], // 12 mines
        [202, 441, 1014, 2480, 6540, 18680, 58874, nil, nil, nil, nil, nil], // 13 mines
        [220, 529, 1352, 3720, 11200, 37183, nil, nil, nil, nil, nil], // 14 mines
        [242, 647, 1860, 5860, 20540, nil, nil, nil, nil, nil], // 15 mines
        [270, 808, 2660, 9738, 40902, nil, nil, nil, nil], // 16 mines
        [303, 1040, 4000, 17600, nil, nil, nil, nil], // 17 mines
        [346, 1386, 6400, 35059, nil, nil, nil], // 18 mines
        [404, 1940, 11200, nil, nil, nil], // 19 mines
        [485, 2920, 22420, nil, nil], // 20 mines
        [606, 4850, 55775, nil], // 21 mines
        [808, 9700, nil], // 22 mines
        [1212, 29100], // 23 mines
        [2425] // 24 mines
    ]
}
