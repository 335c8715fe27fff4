package runctl

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
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
// and Kubernetes' JOB_COMPLETION_INDEX count). The empty string is the whole
// run. "auto" and "auto/N" take the shard from the scheduler's environment
// (see ShardFromEnv).
func ParseShard(text string) (Shard, error) {
	t := strings.TrimSpace(text)
	if t == "auto" || strings.HasPrefix(t, "auto/") {
		return ShardFromEnv(t, os.Getenv)
	}
	return parseShard(text)
}

func parseShard(text string) (Shard, error) {
	if text == "" {
		return Shard{0, 1}, nil
	}
	a, b, ok := strings.Cut(text, "/")
	if !ok {
		return Shard{}, fmt.Errorf("shard %q: want i/N (for example 0/4) or auto", text)
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

// Environment variables read by --shard auto.
const (
	// EnvShardCount fixes N for --shard auto (as does the form auto/N). It
	// is needed under Kubernetes, whose indexed jobs give the index but not
	// the count, and lets a Slurm array that resubmits only some tasks
	// (--array=5) keep the numbering of the whole run.
	EnvShardCount = "PLYLAB_SHARD_COUNT"
	// EnvCheckpointEvery overrides SaveEvery (a Go duration such as "5s").
	EnvCheckpointEvery = "PLYLAB_CHECKPOINT_EVERY"
)

// ShardFromEnv resolves "auto" or "auto/N" from a scheduler's environment,
// read through getenv:
//
//   - a Slurm job array: the index is SLURM_ARRAY_TASK_ID. With a count
//     (auto/N or PLYLAB_SHARD_COUNT) the task IDs are the shard indices
//     themselves, so --array=0-(N-1) runs the whole set and --array=3,5
//     reruns two of its shards. Without one the array must be one
//     contiguous range: the shard is ID − SLURM_ARRAY_TASK_MIN of
//     SLURM_ARRAY_TASK_MAX − SLURM_ARRAY_TASK_MIN + 1 (--array=1-8 is shards
//     0..7 of 8), and a stepped or listed array is refused.
//   - a Kubernetes indexed job: the index is JOB_COMPLETION_INDEX and the
//     count must be given (auto/N or PLYLAB_SHARD_COUNT, set to the job's
//     completions in the manifest).
//
// Neither set is an error that names both.
func ShardFromEnv(text string, getenv func(string) string) (Shard, error) {
	count := 0
	if rest, ok := strings.CutPrefix(strings.TrimSpace(text), "auto/"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || n < 1 {
			return Shard{}, fmt.Errorf("shard %q: want auto or auto/N with an integer N ≥ 1", text)
		}
		count = n
	} else if v := getenv(EnvShardCount); v != "" {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 {
			return Shard{}, fmt.Errorf("shard auto: %s=%q is not an integer ≥ 1", EnvShardCount, v)
		}
		count = n
	}
	envInt := func(name string) (int, bool, error) {
		v := strings.TrimSpace(getenv(name))
		if v == "" {
			return 0, false, nil
		}
		x, err := strconv.Atoi(v)
		if err != nil || x < 0 {
			return 0, true, fmt.Errorf("shard auto: %s=%q is not a non-negative integer", name, v)
		}
		return x, true, nil
	}
	within := func(s Shard, from string) (Shard, error) {
		if s.Index >= s.Count {
			return Shard{}, fmt.Errorf("shard auto: %s gives index %d, not below the count %d", from, s.Index, s.Count)
		}
		return s, nil
	}
	id, isSlurm, err := envInt("SLURM_ARRAY_TASK_ID")
	if err != nil {
		return Shard{}, err
	}
	if isSlurm {
		if count > 0 {
			return within(Shard{id, count}, "SLURM_ARRAY_TASK_ID")
		}
		lo, okLo, err1 := envInt("SLURM_ARRAY_TASK_MIN")
		hi, okHi, err2 := envInt("SLURM_ARRAY_TASK_MAX")
		if err1 != nil {
			return Shard{}, err1
		}
		if err2 != nil {
			return Shard{}, err2
		}
		if !okLo || !okHi || hi < lo {
			return Shard{}, fmt.Errorf("shard auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_MIN/MAX are not; give the count as auto/N or %s", EnvShardCount)
		}
		n := hi - lo + 1
		if c, ok, err := envInt("SLURM_ARRAY_TASK_COUNT"); err != nil {
			return Shard{}, err
		} else if ok && c != n {
			return Shard{}, fmt.Errorf("shard auto: the array has %d tasks between %d and %d, not one contiguous range; give the count as auto/N or %s", c, lo, hi, EnvShardCount)
		}
		if st, ok, err := envInt("SLURM_ARRAY_TASK_STEP"); err != nil {
			return Shard{}, err
		} else if ok && st != 1 {
			return Shard{}, fmt.Errorf("shard auto: the array steps by %d; give the count as auto/N or %s", st, EnvShardCount)
		}
		return within(Shard{id - lo, n}, "SLURM_ARRAY_TASK_ID")
	}
	idx, isK8s, err := envInt("JOB_COMPLETION_INDEX")
	if err != nil {
		return Shard{}, err
	}
	if isK8s {
		if count == 0 {
			return Shard{}, fmt.Errorf("shard auto: JOB_COMPLETION_INDEX=%d is set (a Kubernetes indexed job) but not the count: set %s to the job's completions, or give auto/N", idx, EnvShardCount)
		}
		return within(Shard{idx, count}, "JOB_COMPLETION_INDEX")
	}
	if getenv("SLURM_JOB_ID") != "" {
		return Shard{}, fmt.Errorf("shard auto: this Slurm job is not a job array (submit with sbatch --array=0-N-1, or give --shard i/N)")
	}
	return Shard{}, fmt.Errorf("shard auto: neither SLURM_ARRAY_TASK_ID (a Slurm job array) nor JOB_COMPLETION_INDEX (a Kubernetes indexed job) is set; give --shard i/N")
}

// SaveInterval is how often long runs save their checkpoints: SaveEvery, or
// the duration in PLYLAB_CHECKPOINT_EVERY (for example "5s" where the
// scheduler preempts with short notice). A malformed value is ignored.
func SaveInterval() time.Duration {
	if v := os.Getenv(EnvCheckpointEvery); v != "" {
		if d, err := time.ParseDuration(v); err == nil && d > 0 {
			return d
		}
	}
	return SaveEvery
}
