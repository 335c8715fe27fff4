package game

import (
	"fmt"
	"sort"

	"plylab/engine/positional"
)

// ValueTree is every position reachable by play from a small game's start
// position, each with the value of every move for the side to move: the
// data of a board that a reader clicks through (notebooks/nb.Board).
// Positions are keyed by their owners, one byte per cell: '.' free, '0'
// the first mover's, '1' the other's.
type ValueTree struct {
	Game  *positional.Game
	Start string // the key of the start position
	Nodes map[string]TreeNode
}

// TreeNode is one position of a ValueTree.
type TreeNode struct {
	Ply   int                // plies played before it, from the empty board
	Mover int                // the side to move: 0 the first mover, 1 the other
	Over  positional.Outcome // the rules' verdict (Judge); NoWin while open
	Won   []int              // the set owned, when owning it decided the game
	// Moves is the value of every free cell for the side to move, in cell
	// order (positional.Moves; Plies counted from this position, the
	// move included, −1 when none); nil once Over is decided.
	Moves []positional.MoveValue
}

// NewValueTree values every position reachable from g's start position by
// play, until the rules decide the game (Judge): the games of a board
// drawn to be clicked through, small enough that every position fits
// (tic-tac-toe: 5,478 positions, 2 s). It refuses biased games and stops with an
// error past maxPositions positions.
func NewValueTree(g *positional.Game, maxPositions int, opt positional.Options) (*ValueTree, error) {
	if b := g.MoverBias(); b != [2]int{1, 1} {
		return nil, fmt.Errorf("game: a value tree of a biased game (%d:%d)", b[0], b[1])
	}
	if err := g.Validate(); err != nil {
		return nil, err
	}
	own := startOwner(g)
	start := make([]byte, g.Cells)
	for c, o := range own {
		start[c] = ownerByte(o)
	}
	t := &ValueTree{Game: g, Start: string(start), Nodes: map[string]TreeNode{}}
	stack := []string{t.Start}
	for len(stack) > 0 {
		key := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if _, done := t.Nodes[key]; done {
			continue
		}
		if len(t.Nodes) >= maxPositions {
			return nil, fmt.Errorf("game: more than %d positions reachable", maxPositions)
		}
		cur := *g
		cur.Claimed = [2][]int{}
		for c := 0; c < g.Cells; c++ {
			own[c] = -1
			if key[c] != '.' {
				own[c] = int(key[c] - '0')
				cur.Claimed[own[c]] = append(cur.Claimed[own[c]], c)
			}
		}
		mover, _, err := cur.ToMove()
		if err != nil {
			return nil, err
		}
		n := TreeNode{Ply: len(cur.Claimed[0]) + len(cur.Claimed[1]), Mover: mover, Over: Judge(g, own)}
		if n.Over != positional.NoWin {
			n.Won = ownedSet(g, own)
			t.Nodes[key] = n
			continue
		}
		mv, err := positional.Moves(&cur, opt)
		if err != nil {
			return nil, err
		}
		n.Moves = append([]positional.MoveValue(nil), mv...)
		sort.Slice(n.Moves, func(a, b int) bool { return n.Moves[a].Cell < n.Moves[b].Cell })
		if len(n.Moves) != g.Cells-n.Ply {
			return nil, fmt.Errorf("game: %d move values for %d free cells at %s", len(n.Moves), g.Cells-n.Ply, key)
		}
		t.Nodes[key] = n
		for _, m := range n.Moves {
			stack = append(stack, t.Child(key, m.Cell))
		}
	}
	return t, nil
}

// Child is the key of the position after the side to move at key claims
// cell (key itself when the cell is taken or the position unknown).
func (t *ValueTree) Child(key string, cell int) string {
	n, ok := t.Nodes[key]
	if !ok || cell < 0 || cell >= len(key) || key[cell] != '.' {
		return key
	}
	b := []byte(key)
	b[cell] = ownerByte(n.Mover)
	return string(b)
}

// Roles are the role names of the first mover and of the other
// (Rule.Roles in move order: "first", "second"; "avoider", "enforcer" ...).
func (t *ValueTree) Roles() [2]string {
	return [2]string{roleOf(t.Game, 0), roleOf(t.Game, 1)}
}

// ownerByte is a cell's byte in a ValueTree key.
func ownerByte(o int) byte {
	if o < 0 {
		return '.'
	}
	return byte('0' + o)
}
