import SeededRuns
import Testing

/// A tally whose `+=` is associative but not commutative: the chunks' indices in the order added.
private typealias Trail = ChunkResults<Int>

/// Plays each chunk as its own index, recording one unit per chunk; optionally asks to stop, or
/// gives up, at a given chunk.
private func indexWorker(stopAt: Int? = nil, giveUpAt: Int? = nil) -> @Sendable () -> ClosureWorker<Trail> {
    {
        ClosureWorker { claim, control in
            var trail = Trail()
            for chunk in claim {
                if chunk == giveUpAt { return nil }
                trail.elements.append(chunk)
                control.record(1)
                if chunk == stopAt { control.stop() }
            }
            return trail
        }
    }
}

@Suite struct ChunkedRunnerTests {
    @Test(arguments: [1, 2, 3, 8], [1, 2, 3, 8])
    func tallyIsAddedInChunkOrderForEveryThreadCountAndClaimSize(threads: Int, claimSize: Int) {
        let control = RunControl()
        let outcome = ChunkedRunner.run(
            5..<205, threads: threads, claimSize: claimSize, control: control, empty: Trail(),
            makeWorker: indexWorker())
        #expect(outcome.tally.elements == Array(5..<205))
        #expect(outcome.done == 200)
        #expect(outcome.isComplete)
        #expect(control.unitsCompleted == 200)
    }

    @Test(arguments: [1, 2, 4])
    func aStopKeepsAPrefixOfWholeChunks(threads: Int) {
        let control = RunControl()
        let outcome = ChunkedRunner.run(
            0..<10_000, threads: threads, control: control, empty: Trail(), makeWorker: indexWorker(stopAt: 37))
        #expect(!outcome.isComplete)
        #expect(outcome.done >= 38 || threads > 1) // one thread: every chunk up to the stop is done
        #expect(outcome.done < 10_000)
        #expect(outcome.tally.elements == Array(0..<outcome.done))
    }

    @Test(arguments: [1, 2, 4])
    func aWorkerThatGivesUpDropsItsClaimAndEverythingAfter(threads: Int) {
        let control = RunControl()
        // The worker gives up at chunk 50 without a stop request: the run still returns only
        // the chunks before it, never a tally with a hole.
        let outcome = ChunkedRunner.run(
            0..<100, threads: threads, control: control, empty: Trail(), makeWorker: indexWorker(giveUpAt: 50))
        #expect(!outcome.isComplete)
        #expect(outcome.done <= 50)
        #expect(outcome.tally.elements == Array(0..<outcome.done))
    }

    @Test func aStopBeforeTheStartPlaysNothing() {
        let control = RunControl()
        control.stop()
        let outcome = ChunkedRunner.run(
            0..<10, threads: 2, control: control, empty: Trail([-1]), makeWorker: indexWorker())
        #expect(outcome.done == 0)
        #expect(outcome.tally.elements == [-1])
        #expect(!outcome.isComplete)
    }

    @Test func anEmptyRangeIsComplete() {
        let outcome = ChunkedRunner.run(
            3..<3, threads: 4, control: RunControl(), empty: Trail(), makeWorker: indexWorker())
        #expect(outcome.isComplete)
        #expect(outcome.done == 0)
    }
}
