package graph

import (
	"fmt"

	"plylab/engine/graphgames"
)

// GeographyView is what a drawing of an undirected vertex geography game
// shows (plots.GraphGeographyDrawing draws it): the graph, the
// Gallai–Edmonds class of every vertex, the matching the winner plays
// along, and the path played so far.
type GeographyView struct {
	N         int
	Edges     [][2]int
	Classes   string // 'D', 'A' or 'C' per vertex
	Matching  [][2]int
	Path      []int
	Title     string
	FirstWins bool
}

// GeographyPlay is a game of undirected vertex geography between a person
// (or a script, or another program) and the computer. The computer plays
// the note's matching strategy when it is on the winning side; on the
// losing side it searches the game (graphs up to 20 vertices) and takes a
// winning move as soon as the person's mistakes give it one, else the move
// that keeps the game going longest.
type GeographyPlay struct {
	g     *graphgames.Graph
	n     int
	edges [][2]int
	sol   *graphgames.Geography
	dec   *graphgames.Decomposition
	game  *graphgames.GeographyGame
	human int // 0: the person moves first, 1: second
	Log   []string
}

// NewGeographyPlay starts a game on the graph with n vertices and the given
// edges, the token on start; human is 0 if the person moves first, 1 if the
// computer does.
func NewGeographyPlay(n int, edges [][2]int, start, human int) (*GeographyPlay, error) {
	g, err := graphgames.NewGraph(n, edges)
	if err != nil {
		return nil, err
	}
	if human != 0 && human != 1 {
		return nil, fmt.Errorf("human must be 0 (moves first) or 1 (moves second)")
	}
	sol, err := graphgames.SolveVertexGeography(g, start)
	if err != nil {
		return nil, err
	}
	game, _ := graphgames.NewGeographyGame(g, start)
	return &GeographyPlay{g: g, n: n, edges: edges, sol: sol, dec: graphgames.GallaiEdmonds(g), game: game, human: human}, nil
}

// FirstWins reports the theorem's verdict: the first player wins iff the
// start is not in D.
func (p *GeographyPlay) FirstWins() bool { return p.sol.FirstWins }

// HumanWinsWithBestPlay reports whether the person's side is the winning one.
func (p *GeographyPlay) HumanWinsWithBestPlay() bool { return p.sol.Winner() == p.human }

// Token is the vertex the token is on; Path the vertices visited in order.
func (p *GeographyPlay) Token() int  { return p.game.Token() }
func (p *GeographyPlay) Path() []int { return p.game.Path() }

// Moves lists the legal moves now.
func (p *GeographyPlay) Moves() []int { return p.game.Moves() }

// HumansTurn reports whether the person is to move.
func (p *GeographyPlay) HumansTurn() bool { return !p.game.Over() && p.game.Mover() == p.human }

// Over reports whether the player to move is stuck.
func (p *GeographyPlay) Over() bool { return p.game.Over() }

// HumanWon reports, once the game is over, whether the person made the last move.
func (p *GeographyPlay) HumanWon() bool { return p.game.Over() && p.game.Winner() == p.human }

// Play makes the person's move to v.
func (p *GeographyPlay) Play(v int) error {
	if !p.HumansTurn() {
		return fmt.Errorf("it is not your turn")
	}
	if err := p.game.Play(v); err != nil {
		return err
	}
	p.Log = append(p.Log, fmt.Sprintf("you: %d", v))
	return nil
}

// ComputerMove makes the computer's move and returns it with the reason.
func (p *GeographyPlay) ComputerMove() (int, error) {
	if p.game.Over() || p.HumansTurn() {
		return -1, fmt.Errorf("it is not the computer's turn")
	}
	v, why := -1, ""
	if w, ok := p.sol.Move(p.game); ok {
		v, why = w, fmt.Sprintf("along the matching: %d is matched to %d", p.game.Token(), w)
	} else {
		v, why = p.searchMove()
	}
	if err := p.game.Play(v); err != nil {
		return -1, err
	}
	p.Log = append(p.Log, fmt.Sprintf("computer: %d (%s)", v, why))
	return v, nil
}

// SearchMove is the move a searching player would make now, for whichever
// side is to move (graphs up to 20 vertices): a winning move if there is
// one, else the move after which the game lasts longest. The notebook uses
// it as the person's stand-in: the matching strategy against a search.
func (p *GeographyPlay) SearchMove() int {
	v, _ := p.searchMove()
	return v
}

// LosingMove returns a legal move after which the player to move loses
// against best play (found by search, graphs up to 20 vertices), or -1 if
// every move wins or the graph is too big: the notebook's deliberate slip.
func (p *GeographyPlay) LosingMove() int {
	if p.n > 20 {
		return -1
	}
	for _, v := range p.game.Moves() {
		if win, _ := graphgames.VertexGeographyBrute(p.remainingGraph(v), v); win {
			return v
		}
	}
	return -1
}

// searchMove: a winning move if the search finds one (the person erred),
// else the move after which the game lasts longest.
func (p *GeographyPlay) searchMove() (int, string) {
	moves := p.game.Moves()
	if p.n > 20 {
		return moves[0], "no winning move; first legal move"
	}
	best, bestLen := moves[0], -1
	for _, v := range moves {
		sub := p.remainingGraph(v)
		win, _ := graphgames.VertexGeographyBrute(sub, v)
		if !win { // the opponent, to move at v, loses
			return v, "search: the person's mistake left a winning move"
		}
		if l := longestPath(sub, v); l > bestLen {
			best, bestLen = v, l
		}
	}
	return best, "losing side: the move that keeps the game longest"
}

// remainingGraph is G minus the visited vertices, with v (the next token
// position) kept.
func (p *GeographyPlay) remainingGraph(v int) *graphgames.Graph {
	visited := map[int]bool{}
	for _, x := range p.game.Path() {
		visited[x] = true
	}
	var edges [][2]int
	for _, e := range p.edges {
		if (!visited[e[0]] || e[0] == v) && (!visited[e[1]] || e[1] == v) {
			edges = append(edges, e)
		}
	}
	return graphgames.MustGraph(p.n, edges)
}

func longestPath(g *graphgames.Graph, s int) int {
	seen := make([]bool, g.N())
	var rec func(v int) int
	rec = func(v int) int {
		seen[v] = true
		best := 0
		for _, w := range g.Neighbors(v) {
			if !seen[w] {
				best = max(best, 1+rec(w))
			}
		}
		seen[v] = false
		return best
	}
	return rec(s)
}

// View returns the drawing of the game so far.
func (p *GeographyPlay) View() GeographyView {
	v := GeographyView{N: p.n, Edges: p.edges, Classes: string(p.dec.Class), Path: p.game.Path(), FirstWins: p.sol.FirstWins}
	for a, b := range p.sol.Mate {
		if b > a {
			v.Matching = append(v.Matching, [2]int{a, b})
		}
	}
	who := "second"
	if p.sol.FirstWins {
		who = "first"
	}
	v.Title = fmt.Sprintf("start %d (class %c): the %s player wins", p.game.Path()[0], p.dec.Class[p.game.Path()[0]], who)
	return v
}

// GeographyExample is the figure of the reproduce run: a 9-vertex
// graph with blossoms and a game in which the second player (the start is
// in D) answers every move along a maximum matching that misses the start.
func GeographyExample() (GeographyView, error) {
	edges := [][2]int{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {4, 5}, {5, 3}, {5, 6}, {6, 7}, {7, 8}, {8, 6}, {1, 4}}
	p, err := NewGeographyPlay(9, edges, 0, 0)
	if err != nil {
		return GeographyView{}, err
	}
	for !p.Over() {
		if p.HumansTurn() {
			if err := p.Play(p.Moves()[len(p.Moves())-1]); err != nil {
				return GeographyView{}, err
			}
		} else if _, err := p.ComputerMove(); err != nil {
			return GeographyView{}, err
		}
	}
	return p.View(), nil
}
