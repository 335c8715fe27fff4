package game

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"plylab/engine/positional"
)

func TestCertificate(t *testing.T) {
	dir := t.TempDir()
	started := mnkGame(t, 3, 3, 3)
	started.Claimed = [2][]int{{4}, {1}} // X centre, O edge: X wins at ply 7
	for i, g := range []*positional.Game{mnkGame(t, 3, 3, 2), mnkGame(t, 2, 3, 2), mnkGame(t, 3, 3, 3), started, mnkGame(t, 3, 4, 3)} {
		path := filepath.Join(dir, fmt.Sprintf("g%d.cert", i))
		if _, err := WriteCertificate(g, path, positional.Options{}); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(path + ".tmp"); err == nil {
			t.Error("temporary certificate left behind")
		}
		rep, err := CheckCertificate(g, path)
		if err != nil {
			t.Fatal(err)
		}
		df := WinPlyFrame(WinPlies(g, rep))
		if df.Err != nil {
			t.Fatal(df.Err)
		}
		res, _ := positional.Solve(g, positional.Options{})
		if res.Outcome == positional.Draw {
			if df.Nrow() != 0 {
				t.Errorf("game %d: a draw with %d win plies", i, df.Nrow())
			}
			continue
		}
		ply, _ := df.Col("ply").Int()
		lines, _ := df.Col("lines").Int()
		share := df.Col("share").Float()
		total, sum := int64(0), 0.0
		for j := range ply {
			total += int64(lines[j])
			sum += share[j]
			if j > 0 && ply[j] <= ply[j-1] {
				t.Errorf("game %d: plies out of order %v", i, ply)
			}
		}
		if total != rep.Lines || math.Abs(sum-1) > 1e-5 {
			t.Errorf("game %d: %d lines in the frame, the checker counted %d; shares sum to %v", i, total, rep.Lines, sum)
		}
		// Against every defence the strategy wins by the optimal length,
		// and the longest defence reaches it.
		if want := gameEndPly(g, res.Plies); ply[len(ply)-1] != want {
			t.Errorf("game %d: longest line ends at ply %d, Solve says %d", i, ply[len(ply)-1], want)
		}
		// An independent count: read the certificate's play lines and
		// replay each from the start position, judged by PositionalJudge.
		if got := countCertLines(t, g, path, res.Outcome); !equalCounts(got, ply, lines) {
			t.Errorf("game %d: replaying the certificate's lines gives %v, the frame %v × %v", i, got, ply, lines)
		}
		// No line ends before the winner can own a set: the first mover's
		// k-th cell is claimed at ply 2k−1.
		if k := len(g.Sets[0]); ply[0] < 2*k-1 {
			t.Errorf("game %d: a line ends at ply %d, before a set of %d cells can be owned", i, ply[0], k)
		}
	}
	if _, err := CheckCertificate(mnkGame(t, 3, 3, 2), filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing certificate file accepted")
	}
}

// countCertLines reads the play lines of a certificate file (lines of cell
// numbers) and replays each from g's start position, alternating movers
// (unbiased games), counting the lines that end in a win of outcome by the
// ply of the whole game on which the game is decided.
func countCertLines(t *testing.T, g *positional.Game, path string, outcome positional.Outcome) map[int]int {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	count := map[int]int{}
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) == 0 {
			continue
		}
		if _, err := strconv.Atoi(f[0]); err != nil {
			continue // a header or section line
		}
		owner := startOwner(g)
		mover, _, _ := g.ToMove()
		ply := claimedCount(g)
		judged := positional.NoWin
		for _, w := range f {
			c, err := strconv.Atoi(w)
			if err != nil || owner[c] >= 0 || judged != positional.NoWin {
				t.Fatalf("certificate line %q: bad move %q", l, w)
			}
			owner[c] = mover
			mover, ply = 1-mover, ply+1
			judged = Judge(g, owner)
		}
		if judged == outcome {
			count[ply]++
		}
	}
	return count
}

func equalCounts(m map[int]int, ply, lines []int) bool {
	if len(m) != len(ply) {
		return false
	}
	for i, p := range ply {
		if m[p] != lines[i] {
			return false
		}
	}
	return true
}
