/// A source of uniformly distributed 64-bit words: the bottom layer of the randomness stack.
///
/// Everything random in the product (game engines, the day simulation) takes a generator
/// as `inout` so that results are a pure function of the seed. The distributions built on
/// top of it (`BitGenerator+Distributions.swift`) are part of the documented RNG contract;
/// we never use the standard library's `random(in:)`, whose internals are not a stable contract.
public protocol BitGenerator {
    /// Returns the next 64 uniformly distributed bits and advances the generator by one draw.
    mutating func next() -> UInt64
}
