package pairing

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/inputerr"
)

// The pairing census as 'plylab hex census' runs it (--method chains or
// oracle): shards, checkpoints, progress, and the merge of the shards.

type censusParams struct {
	Rows       int    `json:"rows"`
	Cols       int    `json:"cols"`
	Adjacency  string `json:"adjacency"`
	Branch     string `json:"branch"`
	SplitItems int    `json:"split_items"`
	ActiveLen  int    `json:"active_len,omitempty"`
	// Method is "oracle" for the census without a chain list (empty: the
	// chains are listed).
	Method string `json:"method,omitempty"`
}

// CensusAnswer is a census run's answer, the JSON object 'plylab hex
// census --json' prints. A shard run's answer is its partial result: Kind,
// Params and Shard set, List all the valid sets it found (Minimal false),
// for runctl.Merge.
type CensusAnswer struct {
	Kind      string        `json:"kind,omitempty"`
	Params    *censusParams `json:"params,omitempty"`
	Shard     string        `json:"shard,omitempty"`
	Rows      int           `json:"rows"`
	Cols      int           `json:"cols"`
	Adjacency string        `json:"adjacency"`
	Branch    string        `json:"branch"`
	// Method is "oracle" when the chains were not listed: Chains then
	// counts those of at most ActiveLen cells tracked from the start, and
	// the rule check brought in the others as the search needed them.
	Method    string `json:"method,omitempty"`
	ActiveLen int    `json:"active_len,omitempty"`
	Chains    int    `json:"chains"`
	// CPUSeconds is the process' CPU time (the measure that means
	// something on a shared machine).
	CPUSeconds float64       `json:"cpu_seconds"`
	Pairings   int           `json:"pairings"`
	Found      int           `json:"found"`
	Minimal    bool          `json:"minimal"`
	Steps      uint64        `json:"steps"`
	Items      int           `json:"items"`
	ItemsRun   int           `json:"items_run"`
	SplitDepth int           `json:"split_depth"`
	Seconds    float64       `json:"seconds"`
	List       []KeptPairing `json:"list"`
}

type censusItem struct {
	Steps uint64     `json:"steps"`
	Found [][][2]int `json:"found,omitempty"`
}

type censusState struct {
	Done map[int]censusItem `json:"done"`
}

func ruleName(p *hex.Pairing) *string {
	if name := hex.IdentifyRule(p); name != "" {
		return &name
	}
	return nil
}

// pairingOut is p as a census lists it.
func pairingOut(b *hex.Board, p *hex.Pairing) KeptPairing {
	o := KeptPairing{Rule: ruleName(p), Rules: hex.RulesWriting(p), Complete: p.Complete(), HalfTurn: hex.HalfTurn(b).Pairing(p).Equal(p)}
	if o.Rules == nil {
		o.Rules = []string{}
	}
	for _, q := range p.Pairs() {
		r1, c1 := b.RC(q[0])
		r2, c2 := b.RC(q[1])
		o.Pairs = append(o.Pairs, [2][2]int{{r1, c1}, {r2, c2}})
	}
	return o
}

// sortPairingList puts the list in a canonical order (rules in the essay's
// order, then unnamed pairings by their pairs), so that a sharded run
// merges to the same bytes as a whole run.
func sortPairingList(l []KeptPairing) {
	rank := func(p KeptPairing) int {
		if p.Rule == nil {
			return len(hex.Rules)
		}
		for i, r := range hex.Rules {
			if r == *p.Rule {
				return i
			}
		}
		return len(hex.Rules)
	}
	sort.SliceStable(l, func(i, j int) bool {
		ri, rj := rank(l[i]), rank(l[j])
		if ri != rj {
			return ri < rj
		}
		return fmt.Sprint(l[i].Pairs) < fmt.Sprint(l[j].Pairs)
	})
}

// listChains lists the minimal chains of b with progress (8 × 9 takes
// seconds, 9 × 10 minutes).
func (r Run) listChains(b *hex.Board) *hex.Chains {
	r.logf("listing the minimal chains of %v...\n", b)
	meter := r.meter(fmt.Sprintf("hex chains %v", b), "chains")
	cs := hex.MinimalChainsProgress(b, func(n uint64) { meter.Update(n, -1) })
	meter.Done(uint64(cs.Len()))
	return cs
}

// Census is the pairing census of b (hex.Census) with opt's search
// settings, run as run says: a whole run's answer lists the
// inclusion-minimal pairings, a shard's every valid set of its work items.
// opt.Owns, Resume, ItemDone and Progress are set by the run.
//
// With opt.Oracle no chain is listed past opt.ActiveMaxLen cells (0: the
// board's columns + 2); the rule check brings in the longer ones.
// Otherwise the chain list's memory is estimated first (CensusMemory) and
// a board whose estimate exceeds memoryMiB (0: the memory available) is
// refused as bad input (*inputerr.Error).
func (run Run) Census(b *hex.Board, opt hex.CensusOptions, memoryMiB int) (*CensusAnswer, error) {
	start := time.Now()
	sh, ckpt := run.Shard, run.Checkpoint
	params := censusParams{Rows: b.Rows, Cols: b.Cols, Adjacency: b.Adj.String(), Branch: opt.Rule.String(), SplitItems: opt.SplitItems, ActiveLen: opt.ActiveMaxLen}
	if opt.Oracle {
		if params.ActiveLen == 0 {
			params.ActiveLen = b.Cols + 2
		}
		params.Method = "oracle"
		opt.ActiveMaxLen = 0
	} else if err := run.checkMemory(b, memoryMiB); err != nil {
		return nil, err
	}
	type ckParams struct {
		censusParams
		Shard string `json:"shard"`
	}
	ckp := ckParams{params, sh.String()}
	state := censusState{Done: map[int]censusItem{}}
	ck, err := runctl.OpenCheckpoint(ckpt, censusKind, ckp, &state)
	if err != nil {
		return nil, checkpointErr(true, "%w", err)
	}
	if state.Done == nil {
		state.Done = map[int]censusItem{}
	}
	if ck.Resumed() {
		run.logf("resuming from %s: %d items done\n", ckpt, len(state.Done))
	}
	// Written at once, so that an unwritable path is bad input before the
	// run rather than a lost checkpoint after it.
	if err := ck.Save(state); err != nil {
		return nil, checkpointErr(true, "--checkpoint %s: %w", ckpt, err)
	}
	var cs *hex.Chains
	if opt.Oracle {
		cs = hex.ShortChains(b, params.ActiveLen)
		run.logf("%d chains of at most %d cells; searching (%s, %d workers, the rule check brings in the rest)\n", cs.Len(), params.ActiveLen, opt.Rule, opt.Workers)
	} else {
		cs = run.listChains(b)
		run.logf("%d chains; searching (%s, %d workers)\n", cs.Len(), opt.Rule, opt.Workers)
	}
	var mu sync.Mutex
	// After the first failed save no other is tried; the run then fails.
	save := func() {
		if ck.Err() != nil {
			return
		}
		if err := ck.Save(state); err != nil {
			run.logf("checkpoint %s: %v\n", ckpt, err)
		}
	}
	opt.Owns = func(i int) bool { return sh.Owns(uint64(i)) }
	opt.Resume = func(i int) (uint64, [][][2]int, bool) {
		mu.Lock()
		defer mu.Unlock()
		it, ok := state.Done[i]
		return it.Steps, it.Found, ok
	}
	opt.ItemDone = func(i int, steps uint64, found [][][2]int) {
		if ck == nil {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		state.Done[i] = censusItem{steps, found}
		if ck.Due() {
			save()
		}
	}
	meter := run.meter(fmt.Sprintf("hex census %v", b), "steps")
	opt.Progress = func(steps uint64, done, items int) { meter.Update(steps, float64(done)/float64(max(1, items))) }
	res := hex.Census(cs, opt)
	meter.Done(res.Steps)
	if ck != nil {
		mu.Lock()
		save()
		mu.Unlock()
		if err := ck.Err(); err != nil {
			return nil, checkpointErr(false, "checkpoint %s could not be written: %w (the census ran to the end; its answer was not printed)", ckpt, err)
		}
	}
	o := &CensusAnswer{Rows: b.Rows, Cols: b.Cols, Adjacency: b.Adj.String(), Branch: opt.Rule.String(), Chains: cs.Len(),
		Pairings: len(res.Pairings), Found: len(res.Found), Minimal: true, Steps: res.Steps, Items: res.Items,
		ItemsRun: res.ItemsRun, SplitDepth: res.SplitDepth, List: []KeptPairing{}}
	list := res.Pairings
	if !sh.Whole() {
		// A shard cannot tell which of its sets are minimal (a smaller one may
		// be in another shard): it lists all it found and merge filters.
		list, o.Minimal, o.Pairings = res.Found, false, 0
	}
	for _, p := range list {
		o.List = append(o.List, pairingOut(b, p))
	}
	sortPairingList(o.List)
	if !sh.Whole() {
		o.Kind, o.Params, o.Shard = censusKind, &params, sh.String()
	}
	o.Seconds = since(start)
	o.CPUSeconds = cpuSeconds()
	if opt.Oracle {
		o.Method, o.ActiveLen = "oracle", params.ActiveLen
	}
	return o, nil
}

// mergeCensus combines the shards of a census into the single run's
// answer (seconds: the sum of the shards').
func mergeCensus(params json.RawMessage, parts []json.RawMessage) (any, error) {
	var out CensusAnswer
	var found []KeptPairing
	for i, raw := range parts {
		var p CensusAnswer
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("part %d: %w", i, err)
		}
		if i == 0 {
			out = p
			out.Kind, out.Params, out.Shard = "", nil, ""
			out.List, out.Steps, out.ItemsRun, out.Seconds, out.Found = nil, 0, 0, 0, 0
		}
		out.Steps += p.Steps
		out.ItemsRun += p.ItemsRun
		out.Seconds += p.Seconds
		out.Found += p.Found
		found = append(found, p.List...)
	}
	if out.ItemsRun != out.Items {
		return nil, fmt.Errorf("the shards ran %d of %d work items", out.ItemsRun, out.Items)
	}
	a, err := parseAdjacency(out.Adjacency)
	if err != nil {
		return nil, err
	}
	b, err := hex.NewBoardAdj(out.Rows, out.Cols, a)
	if err != nil {
		return nil, err
	}
	var ps []*hex.Pairing
	for _, f := range found {
		var pairs [][2]int
		for _, q := range f.Pairs {
			for _, c := range q {
				if !b.In(c[0], c[1]) {
					return nil, fmt.Errorf("pair %v: cell %v is off the %v board", q, c, b)
				}
			}
			pairs = append(pairs, [2]int{b.Cell(q[0][0], q[0][1]), b.Cell(q[1][0], q[1][1])})
		}
		p, err := hex.PairingOf(b, pairs)
		if err != nil {
			return nil, err
		}
		ps = append(ps, p)
	}
	out.List = []KeptPairing{}
	var pm censusParams
	if err := json.Unmarshal(params, &pm); err != nil {
		return nil, err
	}
	var minimal []*hex.Pairing
	if pm.Method == "oracle" {
		minimal = hex.MinimalByCheck(ps)
	} else {
		// The merge lists the chains as the census did: refuse a board
		// (read from the parts) whose list would not fit.
		if b.Cells > 72 {
			return nil, fmt.Errorf("%v: no census that lists the chains runs past 72 cells (8 × 9)", b)
		}
		if est, _, _ := CensusMemory(b); est > mergeMemoryCap() {
			return nil, fmt.Errorf("%v: listing the chains to merge needs about %.0f MiB, more than available", b, est/(1<<20))
		}
		minimal = hex.MinimalPairings(ps, hex.MinimalChains(b))
	}
	for _, p := range minimal {
		out.List = append(out.List, pairingOut(b, p))
	}
	sortPairingList(out.List)
	out.Pairings, out.Minimal = len(out.List), true
	return out, nil
}

// parseAdjacency reads "anti" or "main" (or their long names).
func parseAdjacency(s string) (hex.Adjacency, error) {
	switch s {
	case "anti", "anti-diagonal":
		return hex.AntiDiagonal, nil
	case "main", "main-diagonal":
		return hex.MainDiagonal, nil
	}
	return 0, &inputerr.Error{Reason: fmt.Sprintf("--adjacency %q: want anti or main", s)}
}

// ---- memory ----

// chainBytesPerCell is the memory the census takes per listed chain and
// per cell of the board, and censusBaseBytes the rest of the process.
// Peak RSS of 'plylab hex census' (sliced engine, fewest-cells; the chain
// list and the engine's per-chain state dominate), less the 9 MB of an
// empty run, divided by chains × cells:
//
//	7 × 8    382,718 chains   73 MB   3.06 B
//	6 × 10 1,158,787         164 MB   2.29 B
//	5 × 12 1,439,016         205 MB   2.32 B
//	7 × 9  2,164,772         423 MB   3.10 B
//	8 × 8  2,195,830         427 MB   3.04 B
//	4 × 16 7,009,853       1,316 MB   2.98 B
//	8 × 9 17,117,801       3,586 MB   2.97 B
//
// (the spread is the slices' growth: a list is between 1 and 1.25 times
// its length). So the estimate is
//
//	bytes ≈ 16 MiB + chains × 3.25 × cells,
//
// with chains from hex.EstimateChains (exact up to 4 million chains,
// extrapolated by the last ratio per column beyond: 9 × 10 about 1.4
// billion chains, some 400 GB).
const (
	chainBytesPerCell = 3.25
	censusBaseBytes   = 16 << 20
	estimateBudget    = 1 << 22
)

// CensusMemory is the estimated peak memory (bytes) of a census that lists
// every minimal chain of b, and the chain count it rests on (exact, or
// extrapolated past 4 million).
func CensusMemory(b *hex.Board) (bytes float64, chains uint64, exact bool) {
	chains, exact = hex.EstimateChains(b, estimateBudget)
	return censusBaseBytes + float64(chains)*chainBytesPerCell*float64(b.Cells), chains, exact
}

// memInfo reads MemTotal and MemAvailable (bytes) from /proc/meminfo.
func memInfo() (total, avail uint64, ok bool) {
	raw, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0, 0, false
	}
	var gotT, gotA bool
	for _, line := range strings.Split(string(raw), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		v, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil {
			continue
		}
		switch f[0] {
		case "MemTotal:":
			total, gotT = v*1024, true
		case "MemAvailable:":
			avail, gotA = v*1024, true
		}
	}
	return total, avail, gotT && gotA
}

// checkMemory estimates the census's memory before it lists a chain and
// refuses (*inputerr.Error) when the estimate exceeds the cap: capMiB, or
// by default the memory available. A cap above the memory available with
// an estimate between the two runs with a warning.
func (r Run) checkMemory(b *hex.Board, capMiB int) error {
	est, chains, exact := CensusMemory(b)
	estMiB := est / (1 << 20)
	about := ""
	if !exact {
		about = "an estimated "
	}
	total, avail, ok := memInfo()
	machine := ""
	if ok {
		machine = fmt.Sprintf("; this machine has %d MiB available of %d MiB", avail>>20, total>>20)
	}
	r.logf("%v: %s%d minimal chains; the census needs about %.0f MiB%s\n", b, about, chains, estMiB, machine)
	limit, from := float64(capMiB), "--memory"
	if capMiB == 0 {
		if !ok {
			return nil // no /proc/meminfo and no cap: nothing to compare with
		}
		limit, from = float64(avail>>20), fmt.Sprintf("the memory available (of %d MiB; --memory MiB sets the cap)", total>>20)
	}
	if estMiB > limit {
		return &inputerr.Error{Reason: fmt.Sprintf("hex census %v: the list of %s%d minimal chains needs about %.0f MiB, more than %s, %.0f MiB; --method oracle or sat lists no chain past a length",
			b, about, chains, estMiB, from, limit)}
	}
	if ok && estMiB > float64(avail>>20) {
		r.warnf("warning: hex census %v needs about %.0f MiB, more than the %d MiB available (--memory %d allows it)\n", b, estMiB, avail>>20, capMiB)
	}
	return nil
}

// mergeMemoryCap is the memory a merge may take for a chain list: what
// /proc/meminfo says is available, else 4 GiB.
func mergeMemoryCap() float64 {
	if _, avail, ok := memInfo(); ok {
		return float64(avail)
	}
	return 4 << 30
}
