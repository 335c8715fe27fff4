package makerbreaker

// Search state: the window of the infinite board the search works in, the
// Maker and Breaker cells, and the target copies through each cell.

const (
	winBits = 7
	winSide = 1 << winBits // window side: coordinates −64..63
	winOff  = winSide / 2
	winSize = winSide * winSide
)

const (
	cellFree  int8 = 0
	cellMaker int8 = 1
	cellBrk   int8 = 2
)

// inWindow reports whether p lies in the search window.
func inWindow(p Point) bool {
	return p.X >= -winOff && p.X < winOff && p.Y >= -winOff && p.Y < winOff
}

func cellIndex(p Point) int { return (p.Y+winOff)*winSide + p.X + winOff }

// searchState is the position: cell contents, the cell lists, and the
// shape's orientations as offset lists.
type searchState struct {
	shape  Shape
	orient [][]Point // normalized orientations (smallest point at the origin)
	grid   []int8
	M, B   []Point
	stamp  []uint32 // per copy id: last visit
	epoch  uint32
}

func newSearchState(sh Shape) *searchState {
	st := &searchState{shape: sh, grid: make([]int8, winSize)}
	for _, o := range sh.Orientations() {
		st.orient = append(st.orient, []Point(o))
	}
	st.stamp = make([]uint32, len(st.orient)*winSize)
	return st
}

func (st *searchState) at(p Point) int8 {
	if !inWindow(p) {
		return cellBrk // outside the window nothing can be built
	}
	return st.grid[cellIndex(p)]
}

func (st *searchState) play(p Point, who int8) {
	st.grid[cellIndex(p)] = who
	if who == cellMaker {
		st.M = append(st.M, p)
	} else {
		st.B = append(st.B, p)
	}
}

func (st *searchState) undo(p Point) {
	who := st.grid[cellIndex(p)]
	st.grid[cellIndex(p)] = cellFree
	if who == cellMaker {
		st.M = st.M[:len(st.M)-1]
	} else {
		st.B = st.B[:len(st.B)-1]
	}
}

func (st *searchState) newEpoch() {
	st.epoch++
	if st.epoch == 0 {
		for i := range st.stamp {
			st.stamp[i] = 0
		}
		st.epoch = 1
	}
}

// copyVisit iterates over the target copies containing at least one Maker
// cell, each once, calling fn with the copy's origin and orientation; fn
// returns false to stop.
func (st *searchState) copyVisit(fn func(o int, origin Point) bool) {
	st.newEpoch()
	for _, m := range st.M {
		for oi, o := range st.orient {
			for _, c := range o {
				origin := m.Sub(c)
				if !inWindow(origin) {
					continue
				}
				id := oi*winSize + cellIndex(origin)
				if st.stamp[id] == st.epoch {
					continue
				}
				st.stamp[id] = st.epoch
				if !fn(oi, origin) {
					return
				}
			}
		}
	}
}

// copyCount returns the numbers of Maker and free cells of a copy, and
// whether it is live (no Breaker cell, inside the window).
func (st *searchState) copyCount(oi int, origin Point) (maker, free int, live bool) {
	for _, c := range st.orient[oi] {
		switch st.at(origin.Add(c)) {
		case cellMaker:
			maker++
		case cellFree:
			free++
		default:
			return 0, 0, false
		}
	}
	return maker, free, true
}

func (st *searchState) copySet(oi int, origin Point) Set {
	return Set(st.orient[oi]).Translate(origin)
}
