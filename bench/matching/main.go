// Command matching is the matching benchmark of plylab against the Boost
// Graph Library (make bench-matching). For every graph family and size it
// writes one instance with 'plylab graph gen', then on that same file
// times plylab's MaximumMatching and GallaiEdmonds (in this process) and
// Boost's edmonds_maximum_cardinality_matching plus one more Boost search
// for the decomposition (boost/boost_matching.cpp), and the whole processes
// 'plylab graph solve FILE' and 'boost_matching FILE'. All times are CPU
// milliseconds (the machine is shared: wall time would charge one side for
// the other's neighbours), the median of --repeats runs, both programs in
// one run. Matching sizes and |D|, |A|, |C| must agree between the two
// libraries, or the command exits with status 1.
//
// Boost is a benchmark dependency only (Debian libboost-graph-dev); the
// engine is standard-library Go.
//
//	go run ./bench/matching --plylab bin/plylab [--sizes 10000,100000] [--repeats 3] [--csv FILE] [--record FILE]
package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"plylab/engine/graphgames"
)

// family is one graph family of the benchmark: the flags of 'plylab graph
// gen' for n vertices.
type family struct {
	name string
	args func(n int) []string
}

var families = []family{
	{"gnm-sparse", func(n int) []string { return []string{"--graph", "gnm", "--m", strconv.Itoa(2 * n)} }},
	{"gnm-dense", func(n int) []string { return []string{"--graph", "gnm", "--m", strconv.Itoa(20 * n)} }},
	{"leda", func(n int) []string { return []string{"--graph", "leda", "--m", strconv.Itoa(3 * n)} }},
	{"odd-cycles", func(n int) []string { return []string{"--graph", "odd-cycles"} }},
}

type boostOut struct {
	N          int     `json:"n"`
	M          int     `json:"m"`
	Matching   int     `json:"matching"`
	Dj         int     `json:"d"`
	Aj         int     `json:"a"`
	Cj         int     `json:"c"`
	MatchingMS float64 `json:"matching_ms"`
	GEMS       float64 `json:"gallai_edmonds_ms"`
}

type row struct {
	Family     string  `json:"graph"`
	N          int     `json:"n"`
	M          int     `json:"m"`
	Matching   int     `json:"matching"`
	D          int     `json:"d"`
	A          int     `json:"a"`
	C          int     `json:"c"`
	PlyMatch   float64 `json:"plylab_matching_ms"`
	BoostMatch float64 `json:"boost_matching_ms"`
	PlyGE      float64 `json:"plylab_gallai_edmonds_ms"`
	BoostGE    float64 `json:"boost_gallai_edmonds_ms"`
	PlyWhole   float64 `json:"plylab_process_ms"`
	BoostWhole float64 `json:"boost_process_ms"`
}

func writeRecord(file string, rows []row, sizes []int, repeats, seed int) error {
	b, err := json.Marshal(map[string]any{"kind": "bench.matching", "sizes": sizes, "repeats": repeats, "seed": seed,
		"time": "CPU milliseconds, median of repeats", "rows": rows})
	if err != nil {
		return err
	}
	return os.WriteFile(file, append(b, '\n'), 0o644)
}

func main() {
	plylab := flag.String("plylab", "bin/plylab", "the plylab binary (make build)")
	boost := flag.String("boost", "", "the boost_matching binary (default: compile bench/matching/boost/boost_matching.cpp with g++ -O2)")
	sizesFlag := flag.String("sizes", "10000,100000", "comma-separated vertex counts")
	repeats := flag.Int("repeats", 3, "runs per measurement (the median counts)")
	seed := flag.Int("seed", 1, "seed of 'plylab graph gen'")
	dir := flag.String("dir", "", "where the instance files go (default a temporary directory, removed at the end)")
	csvOut := flag.String("csv", "", "also write the table as CSV to this file")
	only := flag.String("families", "", "comma-separated families (default all: gnm-sparse, gnm-dense, leda, odd-cycles)")
	record := flag.String("record", "", "also write the run as one JSON object (snake_case rows) to this file")
	flag.Parse()
	fail := func(format string, a ...any) {
		fmt.Fprintf(os.Stderr, "bench-matching: "+format+"\n", a...)
		os.Exit(2)
	}
	var sizes []int
	for _, s := range strings.Split(*sizesFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 8 {
			fail("--sizes: %q is not a size ≥ 8", s)
		}
		sizes = append(sizes, n)
	}
	work := *dir
	if work != "" {
		if err := os.MkdirAll(work, 0o755); err != nil {
			fail("%v", err)
		}
	} else {
		d, err := os.MkdirTemp("", "bench-matching-")
		if err != nil {
			fail("%v", err)
		}
		defer os.RemoveAll(d)
		work = d
	}
	if *boost == "" {
		src := filepath.Join("bench", "matching", "boost", "boost_matching.cpp")
		if _, err := os.Stat(src); err != nil {
			fail("%s not found: run from the repository root or give --boost", src)
		}
		*boost = filepath.Join(work, "boost_matching")
		fmt.Fprintf(os.Stderr, "g++ -O2 -o %s %s\n", *boost, src)
		cmd := exec.Command("g++", "-O2", "-o", *boost, src)
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			fail("building the Boost baseline (apt-get install -y libboost-graph-dev g++): %v", err)
		}
	}
	var rows []row
	for _, f := range families {
		if *only != "" && !slices.Contains(strings.Split(*only, ","), f.name) {
			continue
		}
		for _, n := range sizes {
			file := filepath.Join(work, fmt.Sprintf("%s-%d.jsonl", f.name, n))
			args := append([]string{"graph", "gen", "--game", "vertex-geography", "--n", strconv.Itoa(n), "--seed", strconv.Itoa(*seed)}, f.args(n)...)
			if err := writeOutput(file, *plylab, args...); err != nil {
				fail("%s %s: %v", *plylab, strings.Join(args, " "), err)
			}
			fmt.Fprintf(os.Stderr, "%s n=%d: %s %s\n", f.name, n, *plylab, strings.Join(args, " "))
			r, err := measure(f.name, file, *plylab, *boost, *repeats)
			if err != nil {
				fmt.Fprintf(os.Stderr, "bench-matching: %s n=%d: %v\n", f.name, n, err)
				os.Exit(1)
			}
			rows = append(rows, r)
		}
	}
	print(rows, sizes, *repeats)
	if *record != "" {
		if err := writeRecord(*record, rows, sizes, *repeats, *seed); err != nil {
			fail("%v", err)
		}
	}
	if *csvOut != "" {
		if err := writeCSV(*csvOut, rows); err != nil {
			fail("%v", err)
		}
	}
}

func writeOutput(file, bin string, args ...string) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = f, os.Stderr
	err = cmd.Run()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

func cpuMS() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e6
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

// processMS runs a command and returns its CPU milliseconds and stdout.
func processMS(bin string, args ...string) (float64, []byte, error) {
	cmd := exec.Command(bin, args...)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Run(); err != nil {
		return 0, nil, fmt.Errorf("%s %s: %v", bin, strings.Join(args, " "), err)
	}
	ms := float64((cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime())/time.Microsecond) / 1e3
	return ms, []byte(out.String()), nil
}

func measure(name, file, plylab, boost string, repeats int) (row, error) {
	f, err := os.Open(file)
	if err != nil {
		return row{}, err
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	sc.Scan()
	in, err := graphgames.ParseInstance(sc.Bytes())
	f.Close()
	if err != nil {
		return row{}, fmt.Errorf("%s:1: %v", file, err)
	}
	g := graphgames.MustGraph(in.N, in.Edges)
	r := row{Family: name, N: g.N(), M: g.M()}
	var pm, pg, bm, bg, pw, bw []float64
	var dec *graphgames.Decomposition
	for i := 0; i < repeats; i++ {
		// A collection before each timed call, so that the garbage of
		// parsing the instance (or of the call before) is not collected on
		// the call's clock: what remains is the call's own work, as in
		// Boost's process, which has no collector.
		runtime.GC()
		t0 := cpuMS()
		m := graphgames.MaximumMatching(g)
		t1 := cpuMS()
		runtime.GC()
		t2 := cpuMS()
		dec = graphgames.GallaiEdmonds(g)
		t3 := cpuMS()
		pm, pg = append(pm, t1-t0), append(pg, t3-t2)
		if m.Size != dec.Matching.Size || !m.Valid(g) {
			return r, fmt.Errorf("plylab: matching of size %d, decomposition's %d", m.Size, dec.Matching.Size)
		}
		// Boost, alternating with plylab so that both see the same load.
		_, out, err := processMS(boost, file, "1")
		if err != nil {
			return r, err
		}
		var b boostOut
		if err := json.Unmarshal(out, &b); err != nil {
			return r, fmt.Errorf("boost_matching output %q: %v", out, err)
		}
		bm, bg = append(bm, b.MatchingMS), append(bg, b.GEMS)
		nd, na, nc := dec.Count()
		if b.Matching != m.Size || b.Dj != nd || b.Aj != na || b.Cj != nc || b.N != g.N() || b.M != g.M() {
			return r, fmt.Errorf("plylab and Boost disagree: ν %d vs %d, (D, A, C) (%d, %d, %d) vs (%d, %d, %d)",
				m.Size, b.Matching, nd, na, nc, b.Dj, b.Aj, b.Cj)
		}
		r.Matching, r.D, r.A, r.C = m.Size, nd, na, nc
		// Whole processes: plylab solves the vertex-geography line (parse,
		// Gallai-Edmonds, the winner's matching, JSON out); Boost parses
		// and matches (with its decomposition search).
		w, _, err := processMS(plylab, "graph", "solve", file)
		if err != nil {
			return r, err
		}
		pw = append(pw, w)
		w, _, err = processMS(boost, file, "1")
		if err != nil {
			return r, err
		}
		bw = append(bw, w)
	}
	r.PlyMatch, r.PlyGE, r.BoostMatch, r.BoostGE = median(pm), median(pg), median(bm), median(bg)
	r.PlyWhole, r.BoostWhole = median(pw), median(bw)
	return r, nil
}

func ratio(a, b float64) string {
	if b <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a/b)
}

func print(rows []row, sizes []int, repeats int) {
	fmt.Printf("CPU ms, median of %d runs; ratio = plylab / Boost (below 1: plylab faster)\n", repeats)
	tw := tabwriter.NewWriter(os.Stdout, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "graph\tn\tm\tν\t|D|\tplylab match\tBoost match\tratio\tplylab GE\tBoost GE\tratio\tplylab proc\tBoost proc\tratio\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%.1f\t%.1f\t%s\t%.1f\t%.1f\t%s\t%.0f\t%.0f\t%s\t\n", r.Family, r.N, r.M, r.Matching, r.D,
			r.PlyMatch, r.BoostMatch, ratio(r.PlyMatch, r.BoostMatch), r.PlyGE, r.BoostGE, ratio(r.PlyGE, r.BoostGE),
			r.PlyWhole, r.BoostWhole, ratio(r.PlyWhole, r.BoostWhole))
	}
	tw.Flush()
	if len(sizes) < 2 {
		return
	}
	lo, hi := sizes[0], sizes[len(sizes)-1]
	fmt.Printf("\ngrowth from n = %d to n = %d (time at %d / time at %d)\n", lo, hi, hi, lo)
	tw = tabwriter.NewWriter(os.Stdout, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "graph\tplylab match\tBoost match\tplylab GE\tBoost GE\t")
	for i, a := range rows {
		for _, b := range rows[i+1:] {
			if a.Family == b.Family && a.N >= lo && a.N < lo+lo/8+1 && b.N >= hi && b.N < hi+hi/8+1 {
				fmt.Fprintf(tw, "%s\t×%s\t×%s\t×%s\t×%s\t\n", a.Family, ratio(b.PlyMatch, a.PlyMatch), ratio(b.BoostMatch, a.BoostMatch),
					ratio(b.PlyGE, a.PlyGE), ratio(b.BoostGE, a.BoostGE))
			}
		}
	}
	tw.Flush()
}

func writeCSV(file string, rows []row) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	w.Write([]string{"graph", "n", "m", "matching", "d", "a", "c", "plylab_matching_ms", "boost_matching_ms",
		"plylab_gallai_edmonds_ms", "boost_gallai_edmonds_ms", "plylab_process_ms", "boost_process_ms"})
	for _, r := range rows {
		ff := func(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }
		w.Write([]string{r.Family, strconv.Itoa(r.N), strconv.Itoa(r.M), strconv.Itoa(r.Matching), strconv.Itoa(r.D),
			strconv.Itoa(r.A), strconv.Itoa(r.C), ff(r.PlyMatch), ff(r.BoostMatch), ff(r.PlyGE), ff(r.BoostGE), ff(r.PlyWhole), ff(r.BoostWhole)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
