// The odds lab: exact analysis, Monte Carlo, statistics and the day simulation, built on CasinoCore.
@_exported import CasinoCore
