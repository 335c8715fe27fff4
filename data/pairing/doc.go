// Package pairing is the notebook-facing API of Hex pairing strategies
// (plylab/engine/hex and engine/hex/hexsat): the pairing census by board
// (Census, Censuses, CensusFrameOf), the rules checked against the census
// (RuleChecks, ChecksFrame), shared pairs, slack and weights (rows and
// the tables built from them), the kept SAT and oracle
// censuses of data/runs/, and the board views that package plots draws.
//
// The long runs of the 'plylab hex' verbs are here as methods of Run (the
// CLI's run control: checkpoint, shard, progress): Run.Census, SatCensus
// and CheckPairing (census and check), BoardSlack (slack), Proof (proof)
// and Chains (chains); the shards' partial results merge with
// runctl.Merge.
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package pairing
