package makerbreaker

// Search state: the window of the infinite board the search works in, the
// Maker and Breaker cells, and for every target copy the number of Maker and
// Breaker cells in it, kept up to date move by move.

const (
	winBits   = 7
	winSide   = 1 << winBits // window side: coordinates −64..63
	winOff    = winSide / 2
	winSize   = winSide * winSide
	winMargin = 12 // stones stay this far from the window's edge
)

const (
	cellFree  int8 = 0
	cellMaker int8 = 1
	cellBrk   int8 = 2
)

// inWindow reports whether p lies in the playable part of the window.
func inWindow(p Point) bool {
	lo, hi := -winOff+winMargin, winOff-winMargin
	return p.X >= lo && p.X < hi && p.Y >= lo && p.Y < hi
}

func cellIndex(p Point) int { return (p.Y+winOff)*winSide + p.X + winOff }

func cellPoint(i int) Point { return Point{i%winSide - winOff, i/winSide - winOff} }

// searchState is the position: cell contents, the cell lists, the shape's
// orientations and the per-copy counters. A copy is identified by its
// orientation oi and the window index of its origin (the image of the
// orientation's smallest point): id = oi·winSize + index.
type searchState struct {
	shape  Shape
	orient [][]Point // normalized orientations (smallest point at the origin)
	lin    [][]int   // lin[oi][k]: window-index offset of orient[oi][k]
	grid   []int8
	M, B   []Point
	copies []copyInfo
	epoch  uint32
	// threats lists the live copies missing at most one cell; threatAt[id]
	// is the copy's position in it, or −1.
	threats  []int32
	threatAt []int32
	// missing[k] counts the live copies meeting Maker's cells that miss k
	// cells; bucket[id] is copy id's k, or −1 when it is not counted.
	missing []int
	bucket  []int8
}

// copyInfo is the per-copy record, packed so that one visit touches one
// cache line.
type copyInfo struct {
	stamp   uint32 // last liveCopies visit
	maker   uint8  // Maker cells in the copy
	brk     uint8  // Breaker cells in the copy
	blocked bool   // the copy leaves the playable window or the finite board
}

func newSearchState(sh Shape, board Set) *searchState {
	st := &searchState{shape: sh, grid: make([]int8, winSize)}
	for _, o := range sh.Orientations() {
		st.orient = append(st.orient, []Point(o))
		var l []int
		for _, c := range o {
			l = append(l, c.Y*winSide+c.X)
		}
		st.lin = append(st.lin, l)
	}
	n := len(st.orient) * winSize
	st.copies = make([]copyInfo, n)
	st.threatAt = make([]int32, n)
	st.bucket = make([]int8, n)
	for i := range st.threatAt {
		st.threatAt[i] = -1
		st.bucket[i] = -1
	}
	st.missing = make([]int, len(sh.Cells)+1)
	for oi, o := range st.orient {
		for i := 0; i < winSize; i++ {
			origin := cellPoint(i)
			for _, c := range o {
				q := origin.Add(c)
				if !inWindow(q) || (board != nil && !board.Contains(q)) {
					st.copies[oi*winSize+i].blocked = true
					break
				}
			}
		}
	}
	if board != nil {
		for i := range st.grid {
			st.grid[i] = cellBrk
		}
		for _, p := range board {
			st.grid[cellIndex(p)] = cellFree
		}
	}
	return st
}

func (st *searchState) at(p Point) int8 {
	if !inWindow(p) {
		return cellBrk // outside the window nothing can be built
	}
	return st.grid[cellIndex(p)]
}

func (st *searchState) play(p Point, who int8) {
	ci := cellIndex(p)
	st.grid[ci] = who
	if who == cellMaker {
		st.M = append(st.M, p)
	} else {
		st.B = append(st.B, p)
	}
	for oi, l := range st.lin {
		base := oi * winSize
		for _, d := range l {
			id := base + ci - d
			if who == cellMaker {
				st.copies[id].maker++
			} else {
				st.copies[id].brk++
			}
			st.syncThreat(id)
		}
	}
}

func (st *searchState) undo(p Point) {
	ci := cellIndex(p)
	who := st.grid[ci]
	st.grid[ci] = cellFree
	if who == cellMaker {
		st.M = st.M[:len(st.M)-1]
	} else {
		st.B = st.B[:len(st.B)-1]
	}
	for oi, l := range st.lin {
		base := oi * winSize
		for _, d := range l {
			id := base + ci - d
			if who == cellMaker {
				st.copies[id].maker--
			} else {
				st.copies[id].brk--
			}
			st.syncThreat(id)
		}
	}
}

func (st *searchState) newEpoch() {
	st.epoch++
	if st.epoch == 0 {
		for i := range st.copies {
			st.copies[i].stamp = 0
		}
		st.epoch = 1
	}
}

// liveCopies calls fn once for every live copy (no Breaker cell, inside the
// window) that meets Maker's cells, with its id and number of missing
// cells; fn returns false to stop.
func (st *searchState) liveCopies(fn func(id, missing int) bool) {
	st.newEpoch()
	size := len(st.shape.Cells)
	for _, m := range st.M {
		ci := cellIndex(m)
		for oi, l := range st.lin {
			base := oi * winSize
			for _, d := range l {
				id := base + ci - d
				c := &st.copies[id]
				if c.stamp == st.epoch {
					continue
				}
				c.stamp = st.epoch
				if c.blocked || c.brk != 0 {
					continue
				}
				if !fn(id, size-int(c.maker)) {
					return
				}
			}
		}
	}
}

// copyCells returns the cells of copy id.
func (st *searchState) copyCells(id int) []Point {
	oi, origin := id/winSize, cellPoint(id%winSize)
	out := make([]Point, len(st.orient[oi]))
	for k, c := range st.orient[oi] {
		out[k] = origin.Add(c)
	}
	return out
}

// syncThreat keeps the threat list and the missing-count buckets in step
// with copy id's counters.
func (st *searchState) syncThreat(id int) {
	c := &st.copies[id]
	b := int8(-1)
	if !c.blocked && c.brk == 0 && c.maker > 0 {
		b = int8(len(st.shape.Cells) - int(c.maker))
	}
	if old := st.bucket[id]; old != b {
		if old >= 0 {
			st.missing[old]--
		}
		if b >= 0 {
			st.missing[b]++
		}
		st.bucket[id] = b
	}
	is := !c.blocked && c.brk == 0 && int(c.maker)+1 >= len(st.shape.Cells)
	at := st.threatAt[id]
	switch {
	case is && at < 0:
		st.threatAt[id] = int32(len(st.threats))
		st.threats = append(st.threats, int32(id))
	case !is && at >= 0:
		last := st.threats[len(st.threats)-1]
		st.threats[at] = last
		st.threatAt[last] = at
		st.threats = st.threats[:len(st.threats)-1]
		st.threatAt[id] = -1
	}
}

// threat returns a live copy missing at most one cell, or −1: the one that
// became a threat first among those still standing.
func (st *searchState) threat() int {
	if len(st.threats) == 0 {
		return -1
	}
	best := st.threats[0]
	for _, t := range st.threats[1:] {
		if t < best {
			best = t
		}
	}
	return int(best)
}

// minMissing is the smallest number of missing cells over the live copies
// meeting Maker's cells (|S| when there is none).
func (st *searchState) minMissing() int {
	for k, n := range st.missing {
		if n > 0 {
			return k
		}
	}
	return len(st.shape.Cells)
}
