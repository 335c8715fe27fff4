// Package pairing is the notebook-facing API of Hex pairing strategies
// (plylab/engine/hex and engine/hex/hexsat): the pairing census by board
// (Census, CensusFrame), the rules checked against the census
// (RuleChecks, ChecksFrame), slack and weights, the kept SAT and oracle
// censuses of data/runs/, and the board views that package plots draws.
//
// The long runs of 'plylab hex census' and 'plylab hex check' are here
// with the CLI's run control (Run: checkpoint, shard, progress): RunCensus,
// SatCensus and CheckPairing; their shards' partial results merge with
// runctl.Merge.
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package pairing
