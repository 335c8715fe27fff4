// Package graph is the notebook-facing API of the graph games
// (plylab/engine/graphgames): the ground-truth check of every solver
// against brute force (Check, CheckFrame), the examples of the notebook,
// geography played against the computer (GeographyPlay), the kept runs,
// and the solvers' speed and scaling; files of instances, one JSON game a
// line, drawn (WriteInstances) and answered (SolveFile) as 'plylab graph
// gen' and 'graph solve' do.
//
// It also runs the sweep the way 'plylab graph check' does, with the run
// control the command line has — a checkpoint that resumes after a kill,
// a shard of the units for a cluster array, progress, and cancel:
//
//	s, err := graph.NewSweep(graph.SweepParams{Exhaustive: true, MaxN: 6})
//	res, err := s.Run(graph.Run{Checkpoint: "g6.ckpt", Logf: logf})
//	graph.CheckFrame(res.Rows)
//
// A shard run (Run.Shard) returns its partial result; runctl.Merge of
// every shard's partial is exactly the single run's result, as 'plylab
// merge' prints it.
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package graph
