// Package game is the notebook-facing API of plylab's positional engine
// (plylab/engine/positional): any game of cells and winning sets solved
// (Solve, SolveAll, WinsByFrame), its moves valued (Moves, MoveFrame), an
// optimal line replayed (Replay), certificates written and checked, the
// m,n,k table, the board views package plots draws, and every position of
// a small game valued (NewValueTree) for a board to click through.
//
// It also runs the engine the way 'plylab game solve' and 'game moves' do:
// a file of instances (one JSON game per line) answered line by line
// (SolveFile, MovesFile), with the run control the command line has — a
// checkpoint that resumes after a kill, a shard of the work for a cluster
// array, progress, and cancel. A run reads its input, then asks:
//
//	in, err := game.ReadFile("games.jsonl")
//	res, err := game.SolveFile(in, 0, game.Run{Checkpoint: "games.ckpt"}, nil)
//	for _, a := range res.Answers { fmt.Println(a) }
//
// Certify and Check write and check one instance's certificate the way
// 'plylab game cert' and 'game check' do (Input.Pick picks the instance by
// its line): either format, written whole, gzipped by the file's name, and
// a Cert report with the win-ply distribution.
//
// QBF.Ask writes "the attacker forces a win within P plies" as QDIMACS the
// way 'plylab game qbf' does (engine/positional/qbf), its size refused past
// a memory cap before it is built, and with a solver (depqbf) decides it.
//
// Shard runs (Run.Shard) return their partial result (SolvePartial,
// MovesPartial); runctl.Merge of every shard's partial is exactly the
// single run's result, as 'plylab merge' prints it. Cancel a long run by
// closing Run.Options.Cancel (or with Options.Deadline, Options.MaxNodes):
// the instance is answered "unknown", and its proved positions stay in
// the checkpoint's table file, so the next run with the same checkpoint
// resumes the search.
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package game
