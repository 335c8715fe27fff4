package graphgames

import (
	"fmt"
	"strconv"
	"strings"
)

// LoopyOutcomes solves one token on a digraph that may have cycles (and
// loops): the player to move moves the token along an arc, who cannot move
// loses, and endless play is a draw. Retrograde analysis on the digraph
// itself, O(V + E) (the note's "Loopy Games").
func LoopyOutcomes(d *Digraph) []Outcome {
	succ := make([][]int, d.N())
	for v := range succ {
		succ[v] = d.Out(v)
	}
	return Retrograde(succ)
}

// LoopyOutcomesNaive solves the same game by plain fixpoint iteration (a
// vertex is won if some follower is lost, lost if every follower is won;
// repeat until nothing changes; the rest are draws). O(V·E); a second
// method for the tests and the sweep.
func LoopyOutcomesNaive(d *Digraph) []Outcome {
	n := d.N()
	const unknown = Outcome(-1)
	out := make([]Outcome, n)
	for i := range out {
		out[i] = unknown
	}
	for changed := true; changed; {
		changed = false
		for v := 0; v < n; v++ {
			if out[v] != unknown {
				continue
			}
			allWin, anyLoss := true, false
			for _, w := range d.Out(v) {
				switch out[w] {
				case Loss:
					anyLoss = true
				case Win:
				default:
					allWin = false
				}
			}
			if anyLoss {
				out[v], changed = Win, true
			} else if allWin {
				out[v], changed = Loss, true
			}
		}
	}
	for i := range out {
		if out[i] == unknown {
			out[i] = Draw
		}
	}
	return out
}

// GSG is a value of the generalised Sprague–Grundy function γ of a digraph
// (Smith 1966; Fraenkel and Yesha 1986): a finite value, or ∞(K) where K is
// the set of finite values of the followers.
type GSG struct {
	Infinite bool
	Value    int   // when finite
	K        []int // when infinite: the finite follower values, increasing
}

// String is "3" or "inf(0,2)" (ASCII, for JSON answers).
func (x GSG) String() string {
	if !x.Infinite {
		return strconv.Itoa(x.Value)
	}
	parts := make([]string, len(x.K))
	for i, k := range x.K {
		parts[i] = strconv.Itoa(k)
	}
	return "inf(" + strings.Join(parts, ",") + ")"
}

// Outcome of a single token with this value: 0 is a loss, another finite
// value a win; ∞(K) is a win if 0 ∈ K (move to a 0) and a draw otherwise.
func (x GSG) Outcome() Outcome {
	if !x.Infinite {
		if x.Value == 0 {
			return Loss
		}
		return Win
	}
	for _, k := range x.K {
		if k == 0 {
			return Win
		}
	}
	return Draw
}

// GeneralizedGrundy computes γ by the labelling algorithm of Fraenkel and
// Yesha: for i = 0, 1, …, label i every unlabelled u that has no follower
// labelled i and each of whose unlabelled or ∞ followers has a follower
// labelled i, as long as there is one; then label ∞ every unlabelled vertex
// with no follower labelled i. Counters make each stage O(V + E), and there
// are at most (max out-degree + 1) stages.
func GeneralizedGrundy(d *Digraph) []GSG {
	n := d.N()
	const (
		unl = -1
		inf = -2
	)
	label := make([]int, n)
	for i := range label {
		label[i] = unl
	}
	hasI := make([]bool, n)
	bad := make([]int, n) // followers that are unlabelled or ∞ and lack a follower labelled i
	remaining := n
	for i := 0; remaining > 0; i++ {
		for v := 0; v < n; v++ {
			hasI[v] = false
		}
		var queue []int
		for u := 0; u < n; u++ {
			if label[u] != unl {
				continue
			}
			bad[u] = 0
			for _, w := range d.Out(u) {
				if label[w] < 0 {
					bad[u]++
				}
			}
			if bad[u] == 0 {
				queue = append(queue, u)
			}
		}
		for len(queue) > 0 {
			u := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if label[u] != unl || hasI[u] || bad[u] != 0 {
				continue
			}
			label[u] = i
			remaining--
			for _, p := range d.In(u) {
				if hasI[p] {
					continue
				}
				hasI[p] = true
				if label[p] >= 0 {
					continue
				}
				// p is unlabelled or ∞ and now has a follower labelled i.
				for _, q := range d.In(p) {
					if label[q] == unl {
						if bad[q]--; bad[q] == 0 && !hasI[q] {
							queue = append(queue, q)
						}
					}
				}
			}
		}
		for v := 0; v < n; v++ {
			if label[v] == unl && !hasI[v] {
				label[v] = inf
				remaining--
			}
		}
	}
	out := make([]GSG, n)
	for v := 0; v < n; v++ {
		if label[v] >= 0 {
			out[v] = GSG{Value: label[v]}
			continue
		}
		seen := map[int]bool{}
		for _, w := range d.Out(v) {
			if label[w] >= 0 {
				seen[label[w]] = true
			}
		}
		k := []int{}
		for x := 0; x <= n; x++ {
			if seen[x] {
				k = append(k, x)
			}
		}
		out[v] = GSG{Infinite: true, K: k}
	}
	return out
}

// LoopySum returns the outcome of a sum of tokens (each move moves one
// token) from their γ values: the sum of finite values is their XOR;
// a ⊕ ∞(K) = ∞(K ⊕ a); two infinite values sum to ∞(∅) (Smith's rules).
func LoopySum(vals []GSG, tokens []int) Outcome {
	x, infinite := 0, -1
	for _, t := range tokens {
		if vals[t].Infinite {
			if infinite >= 0 {
				return Draw
			}
			infinite = t
			continue
		}
		x ^= vals[t].Value
	}
	if infinite < 0 {
		if x == 0 {
			return Loss
		}
		return Win
	}
	for _, k := range vals[infinite].K {
		if k == x { // 0 ∈ K ⊕ x
			return Win
		}
	}
	return Draw
}

// LoopySumBrute decides a sum of tokens on a digraph with cycles by
// retrograde analysis of the joint positions (sorted token tuples)
// reachable from the start; the ground truth for LoopySum.
func LoopySumBrute(d *Digraph, tokens []int) (Outcome, error) {
	n, k := d.N(), len(tokens)
	for _, t := range tokens {
		if t < 0 || t >= n {
			return Draw, fmt.Errorf("graphgames: token on %d outside 0..%d", t, n-1)
		}
	}
	start := append([]int(nil), tokens...)
	sortSmall(start)
	key := func(t []int) string {
		b := make([]byte, 0, 2*len(t))
		for _, v := range t {
			b = append(b, byte(v), byte(v>>8))
		}
		return string(b)
	}
	id := map[string]int{key(start): 0}
	list := [][]int{start}
	var succ [][]int
	u := make([]int, k)
	for i := 0; i < len(list); i++ {
		t := list[i]
		var ss []int
		for j, v := range t {
			for _, w := range d.Out(v) {
				copy(u, t)
				u[j] = w
				sortSmall(u)
				s := key(u)
				x, ok := id[s]
				if !ok {
					if len(list) >= BruteStateLimit {
						return Draw, ErrTooLarge
					}
					x = len(list)
					id[s] = x
					list = append(list, append([]int(nil), u...))
				}
				ss = append(ss, x)
			}
		}
		succ = append(succ, ss)
	}
	return Retrograde(succ)[0], nil
}

// LoopyHeapBrute decides the sum of a token on v and a Nim heap of size m
// by retrograde analysis of the positions (token, heap). γ(v) is the m for
// which this is a loss, if any (Smith's theorem), so the sweep checks γ
// against it for m up to the maximum out-degree + 1.
func LoopyHeapBrute(d *Digraph, v, m int) Outcome {
	n := d.N()
	id := func(w, h int) int { return h*n + w }
	succ := make([][]int, n*(m+1))
	for h := 0; h <= m; h++ {
		for w := 0; w < n; w++ {
			var ss []int
			for _, x := range d.Out(w) {
				ss = append(ss, id(x, h))
			}
			for h2 := 0; h2 < h; h2++ {
				ss = append(ss, id(w, h2))
			}
			succ[id(w, h)] = ss
		}
	}
	return Retrograde(succ)[id(v, m)]
}
