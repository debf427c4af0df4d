// The odds lab: exact analysis, Monte Carlo, statistics and the day simulation, built on CasinoCore.
//
// No layer re-exports another (no `@_exported import`): a file imports every module whose names
// it uses, so each file's imports show which layers it touches.
