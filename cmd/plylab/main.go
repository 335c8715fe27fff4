// Command plylab is the shell face of plylab: `plylab <family> <verb>` runs
// the engine for one game family, `plylab reproduce` regenerates the source
// papers' tables and figures and compares every published number with ours,
// and `plylab merge` combines the partial results of sharded runs.
//
// Every family's verbs live in a file of their own (transversal.go, hex.go,
// graph.go, mb.go) and register themselves with internal/cli.
package main

import "plylab/internal/cli"

func main() { cli.Run() }
