package game

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/positional"
)

// benchGames is a file of small games: the m,n,k-games on 3 × 3 … 4 × 4.
func benchGames(b *testing.B) (*Input, []*positional.Game) {
	var text strings.Builder
	var games []*positional.Game
	for _, c := range [][3]int{{3, 3, 3}, {3, 4, 3}, {4, 4, 3}, {4, 4, 4}} {
		g := &positional.Game{Cells: c[0] * c[1], Sets: lineSets(c[0], c[1], c[2]), Rule: positional.Strong}
		if err := g.Normalize(); err != nil {
			b.Fatal(err)
		}
		line, _ := json.Marshal(g.Instance("g"))
		text.Write(append(line, '\n'))
		games = append(games, g)
	}
	in, err := Read("bench.jsonl", strings.NewReader(text.String()))
	if err != nil {
		b.Fatal(err)
	}
	return in, games
}

// The file driver's cost over the engine alone: the same games solved by
// positional.Solve directly, by SolveFile, and by SolveFile with a
// checkpoint (state saved when due, the table file of each instance).
func BenchmarkSolveFile(b *testing.B) {
	in, games := benchGames(b)
	opt := positional.Options{Workers: 1}
	b.Run("engine", func(b *testing.B) {
		for b.Loop() {
			for _, g := range games {
				if _, err := positional.Solve(g, opt); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("file", func(b *testing.B) {
		for b.Loop() {
			if _, err := SolveFile(in, 0, Run{Options: opt}, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("file+checkpoint", func(b *testing.B) {
		dir := b.TempDir()
		k := 0
		for b.Loop() {
			k++
			ck := filepath.Join(dir, fmt.Sprintf("%d.ckpt", k)) // a fresh run each time
			if _, err := SolveFile(in, 0, Run{Options: opt, Checkpoint: ck}, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}
