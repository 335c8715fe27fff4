package runctl

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard selects part i of N of a run (0 ≤ Index < Count). The zero value and
// {0, 1} both mean the whole run.
type Shard struct {
	Index, Count int
}

// Whole reports whether the shard covers the whole run.
func (s Shard) Whole() bool { return s.Count <= 1 }

// Owns reports whether work item k (k ≥ 0) belongs to this shard. Items are
// dealt round-robin so that shards get similar mixes of work.
func (s Shard) Owns(k uint64) bool {
	if s.Whole() {
		return true
	}
	return k%uint64(s.Count) == uint64(s.Index)
}

// String prints the shard as "i/N" ("0/1" for the whole run).
func (s Shard) String() string {
	if s.Whole() {
		return "0/1"
	}
	return fmt.Sprintf("%d/%d", s.Index, s.Count)
}

// ParseShard reads "i/N" with 0 ≤ i < N (0-based, as Slurm's --array=0-(N-1)
// and Kubernetes' JOB_COMPLETION_INDEX count). The empty string is the whole run.
func ParseShard(text string) (Shard, error) {
	if text == "" {
		return Shard{0, 1}, nil
	}
	a, b, ok := strings.Cut(text, "/")
	if !ok {
		return Shard{}, fmt.Errorf("shard %q: want i/N, for example 0/4", text)
	}
	i, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("shard %q: want i/N with integers i and N", text)
	}
	if n < 1 || i < 0 || i >= n {
		return Shard{}, fmt.Errorf("shard %q: need 0 ≤ i < N (shards are numbered from 0)", text)
	}
	return Shard{i, n}, nil
}
