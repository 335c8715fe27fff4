package graphgames

import (
	"errors"
	"fmt"
)

// Geography is undirected vertex geography from one start, solved by the
// note's theorem: a token starts on s (visited); the players alternately
// move it to an unvisited neighbour; who cannot move loses. The first
// player wins iff every maximum matching covers s, i.e. s ∉ D.
type Geography struct {
	Start     int
	FirstWins bool
	// Mate is the maximum matching the winner plays along: it covers Start
	// when the first player wins (any maximum matching does), and misses
	// Start when the second player wins (a maximum matching of G − s, which
	// is maximum in G because s ∈ D).
	Mate []int
	// Class is the Gallai–Edmonds class of Start (ClassD, ClassA or
	// ClassC); the first player wins iff it is not ClassD.
	Class byte
}

// SolveVertexGeography solves undirected vertex geography on g from s.
func SolveVertexGeography(g *Graph, s int) (*Geography, error) {
	if s < 0 || s >= g.N() {
		return nil, fmt.Errorf("graphgames: start %d outside 0..%d", s, g.N()-1)
	}
	// One decomposition answers everything: its matching covers s when s ∉
	// D, and when s ∈ D flipping the even alternating path from s to an
	// exposed root of the same complete forest gives a maximum matching
	// that misses s.
	dec, b := gallaiEdmonds(g)
	x := &Geography{Start: s, FirstWins: !dec.InD(s), Class: dec.Class[s]}
	if x.FirstWins {
		x.Mate = dec.Matching.Mate
	} else {
		x.Mate = b.missing(s).Mate
	}
	return x, nil
}

// VertexGeographyFirstWins returns, for every start vertex s, whether the
// first player wins undirected vertex geography from s: one Gallai–Edmonds
// decomposition answers all starts (the note's geographyFirstWins).
func VertexGeographyFirstWins(g *Graph) []bool {
	dec := GallaiEdmonds(g)
	w := make([]bool, g.N())
	for v := range w {
		w[v] = !dec.InD(v)
	}
	return w
}

// Winner is 0 if the first player wins, 1 if the second does.
func (x *Geography) Winner() int {
	if x.FirstWins {
		return 0
	}
	return 1
}

// Reply is the winner's move when the token is on v and it is the
// winner's turn: the vertex matched to v. The note's proof shows that
// against any play of the loser this vertex exists and is unvisited.
func (x *Geography) Reply(v int) int { return x.Mate[v] }

// Move is the winner's move in a game in progress; ok is false when it is
// not the winner's turn or the matching move is not legal (which the
// theorem rules out in a game that started from Start).
func (x *Geography) Move(gm *GeographyGame) (v int, ok bool) {
	if gm.Over() || gm.Mover() != x.Winner() {
		return -1, false
	}
	v = x.Reply(gm.Token())
	if v < 0 || !gm.Legal(v) {
		return -1, false
	}
	return v, true
}

// GeographyGame is a game of undirected vertex geography in progress, for
// playing the matching strategy against a person or a search.
type GeographyGame struct {
	g       *Graph
	visited Bitset
	path    []int
}

// NewGeographyGame starts a game with the token on s (s is visited).
func NewGeographyGame(g *Graph, s int) (*GeographyGame, error) {
	if s < 0 || s >= g.N() {
		return nil, fmt.Errorf("graphgames: start %d outside 0..%d", s, g.N()-1)
	}
	gm := &GeographyGame{g: g, visited: NewBitset(g.N()), path: []int{s}}
	gm.visited.Add(s)
	return gm, nil
}

// Token is the vertex the token is on.
func (gm *GeographyGame) Token() int { return gm.path[len(gm.path)-1] }

// Path is the sequence of visited vertices, the start first.
func (gm *GeographyGame) Path() []int { return append([]int(nil), gm.path...) }

// Mover is 0 when the first player is to move, 1 for the second.
func (gm *GeographyGame) Mover() int { return (len(gm.path) - 1) % 2 }

// Legal reports whether the token can move to v now.
func (gm *GeographyGame) Legal(v int) bool {
	if v < 0 || v >= gm.g.N() || gm.visited.Has(v) {
		return false
	}
	return gm.g.Adjacent(gm.Token(), v)
}

// Moves lists the legal moves in increasing order.
func (gm *GeographyGame) Moves() []int {
	seen := NewBitset(gm.g.N())
	var out []int
	for _, w := range gm.g.Neighbors(gm.Token()) {
		if !gm.visited.Has(w) && !seen.Has(w) {
			seen.Add(w)
			out = append(out, w)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ErrIllegal is returned by Play for a move that is not legal.
var ErrIllegal = errors.New("graphgames: illegal move")

// Play moves the token to v.
func (gm *GeographyGame) Play(v int) error {
	if !gm.Legal(v) {
		return fmt.Errorf("%w: token on %d, %d is not an unvisited neighbour", ErrIllegal, gm.Token(), v)
	}
	gm.visited.Add(v)
	gm.path = append(gm.path, v)
	return nil
}

// Over reports whether the player to move is stuck.
func (gm *GeographyGame) Over() bool {
	for _, w := range gm.g.Neighbors(gm.Token()) {
		if !gm.visited.Has(w) {
			return false
		}
	}
	return true
}

// Winner is the player who made the last move, once the game is over
// (0 first, 1 second), and -1 while it goes on.
func (gm *GeographyGame) Winner() int {
	if !gm.Over() {
		return -1
	}
	return 1 - gm.Mover()
}

// VerifyGeographyStrategy plays the winner's matching strategy from s
// against every sequence of the loser's moves and returns an error if the
// strategy ever has no legal move. It returns the number of complete plays
// (leaves of the loser's game tree) it checked.
func VerifyGeographyStrategy(g *Graph, s int) (plays int, err error) {
	x, err := SolveVertexGeography(g, s)
	if err != nil {
		return 0, err
	}
	visited := NewBitset(g.N())
	visited.Add(s)
	var rec func(tok int, winnerToMove bool) error
	rec = func(tok int, winnerToMove bool) error {
		if winnerToMove {
			w := x.Reply(tok)
			if w < 0 || visited.Has(w) || !g.Adjacent(tok, w) {
				return fmt.Errorf("matching strategy has no move at %d (visited %v)", tok, visited)
			}
			visited.Add(w)
			err := rec(w, false)
			visited.Remove(w)
			return err
		}
		moved := false
		for _, w := range g.Neighbors(tok) {
			if visited.Has(w) {
				continue
			}
			moved = true
			visited.Add(w)
			err := rec(w, true)
			visited.Remove(w)
			if err != nil {
				return err
			}
		}
		if !moved {
			plays++
		}
		return nil
	}
	return plays, rec(s, x.FirstWins)
}
