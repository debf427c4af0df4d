// CasinoCore's API is written in the shared primitives' types (a wager's `BitGenerator`, the
// coordinator's `LocalClock`, `Minutes`, `Centi`, `DayKey`), so importing CasinoCore brings them
// with it: the app, the lab and the tests import CasinoCore alone, as before the split.
@_exported import CorePrimitives
