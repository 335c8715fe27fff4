package graphgames

// MatchingNumberBrute returns ν(G), the size of a maximum matching, by
// dynamic programming over vertex subsets: the lowest vertex of a subset is
// either left exposed or matched to a neighbour in the subset. Exponential
// (2^n states); the ground truth for MaximumMatching on small graphs.
func MatchingNumberBrute(g *Graph) int {
	n := g.N()
	if n > 24 {
		panic("graphgames: MatchingNumberBrute needs n ≤ 24")
	}
	adj := make([]uint32, n)
	for _, e := range g.edges {
		if e[0] != e[1] {
			adj[e[0]] |= 1 << uint(e[1])
			adj[e[1]] |= 1 << uint(e[0])
		}
	}
	return newMatchingDP(adj).nu((1 << uint(n)) - 1)
}

// matchingDP memoises ν(G[S]) over vertex subsets S.
type matchingDP struct {
	adj  []uint32
	memo []int8 // -1: not yet computed
}

func newMatchingDP(adj []uint32) *matchingDP {
	m := &matchingDP{adj: adj, memo: make([]int8, 1<<uint(len(adj)))}
	for i := range m.memo {
		m.memo[i] = -1
	}
	return m
}

func (m *matchingDP) nu(s uint32) int { return int(m.f(s)) }

func (m *matchingDP) f(s uint32) int8 {
	f, adj, memo := m.f, m.adj, m.memo
	{
		if s == 0 {
			return 0
		}
		if v := memo[s]; v >= 0 {
			return v
		}
		i := lowBit(s)
		rest := s &^ (1 << uint(i))
		best := f(rest)
		for c := adj[i] & rest; c != 0; c &= c - 1 {
			j := lowBit(c)
			if x := 1 + f(rest&^(1<<uint(j))); x > best {
				best = x
			}
		}
		memo[s] = best
		return best
	}
}

func lowBit(x uint32) int {
	i := 0
	for x&1 == 0 {
		x >>= 1
		i++
	}
	return i
}

// DBrute returns, per vertex, whether some maximum matching misses it
// (ν(G − v) = ν(G)): the definition of the Gallai–Edmonds set D, computed
// by brute force.
func DBrute(g *Graph) []bool {
	n := g.N()
	adj := make([]uint32, n)
	for _, e := range g.edges {
		if e[0] != e[1] {
			adj[e[0]] |= 1 << uint(e[1])
			adj[e[1]] |= 1 << uint(e[0])
		}
	}
	all := uint32(1)<<uint(n) - 1
	dp := newMatchingDP(adj)
	nu := dp.nu(all)
	d := make([]bool, n)
	for v := 0; v < n; v++ {
		d[v] = dp.nu(all&^(1<<uint(v))) == nu
	}
	return d
}
