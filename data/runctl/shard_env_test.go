package runctl

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// env returns a getenv over a fixed map.
func env(kv ...string) func(string) string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return func(k string) string { return m[k] }
}

// --shard auto against the variables Slurm sets for --array=0-3, --array=1-8,
// a rerun of one task (--array=5 with the count given), and a Kubernetes
// indexed job; and every way it must refuse, with the variable named.
func TestShardFromEnv(t *testing.T) {
	ok := []struct {
		name, text string
		getenv     func(string) string
		want       Shard
	}{
		{"slurm 0-3", "auto", env("SLURM_JOB_ID", "7", "SLURM_ARRAY_TASK_ID", "2", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_MAX", "3", "SLURM_ARRAY_TASK_COUNT", "4", "SLURM_ARRAY_TASK_STEP", "1"), Shard{2, 4}},
		{"slurm 1-8", "auto", env("SLURM_ARRAY_TASK_ID", "1", "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_MAX", "8"), Shard{0, 8}},
		{"slurm rerun with count variable", "auto", env("SLURM_ARRAY_TASK_ID", "5", "SLURM_ARRAY_TASK_MIN", "5", "SLURM_ARRAY_TASK_MAX", "5", "SLURM_ARRAY_TASK_COUNT", "1", "PLYLAB_SHARD_COUNT", "8"), Shard{5, 8}},
		{"slurm rerun with auto/N", "auto/8", env("SLURM_ARRAY_TASK_ID", "5", "SLURM_ARRAY_TASK_MIN", "5", "SLURM_ARRAY_TASK_MAX", "5"), Shard{5, 8}},
		{"slurm throttled list with count", "auto", env("SLURM_ARRAY_TASK_ID", "3", "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_MAX", "3", "SLURM_ARRAY_TASK_COUNT", "2", "PLYLAB_SHARD_COUNT", "4"), Shard{3, 4}},
		{"kubernetes", "auto", env("JOB_COMPLETION_INDEX", "0", "PLYLAB_SHARD_COUNT", "16"), Shard{0, 16}},
		{"kubernetes auto/N", "auto/3", env("JOB_COMPLETION_INDEX", "2"), Shard{2, 3}},
		{"single task array", "auto", env("SLURM_ARRAY_TASK_ID", "0", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_MAX", "0"), Shard{0, 1}},
	}
	for _, c := range ok {
		got, err := ShardFromEnv(c.text, c.getenv)
		if err != nil || got != c.want {
			t.Errorf("%s: got %v, %v; want %v", c.name, got, err, c.want)
		}
	}
	bad := []struct {
		name, text string
		getenv     func(string) string
		mention    string
	}{
		{"nothing", "auto", env(), "SLURM_ARRAY_TASK_ID"},
		{"nothing names kubernetes", "auto", env(), "JOB_COMPLETION_INDEX"},
		{"slurm job, not an array", "auto", env("SLURM_JOB_ID", "7"), "--array"},
		{"stepped array", "auto", env("SLURM_ARRAY_TASK_ID", "2", "SLURM_ARRAY_TASK_MIN", "0", "SLURM_ARRAY_TASK_MAX", "6", "SLURM_ARRAY_TASK_COUNT", "4", "SLURM_ARRAY_TASK_STEP", "2"), "PLYLAB_SHARD_COUNT"},
		{"listed array", "auto", env("SLURM_ARRAY_TASK_ID", "3", "SLURM_ARRAY_TASK_MIN", "1", "SLURM_ARRAY_TASK_MAX", "3", "SLURM_ARRAY_TASK_COUNT", "2"), "contiguous"},
		{"index past count", "auto", env("SLURM_ARRAY_TASK_ID", "4", "PLYLAB_SHARD_COUNT", "4"), "below the count 4"},
		{"kubernetes without count", "auto", env("JOB_COMPLETION_INDEX", "1"), "PLYLAB_SHARD_COUNT"},
		{"kubernetes index past count", "auto/2", env("JOB_COMPLETION_INDEX", "2"), "JOB_COMPLETION_INDEX"},
		{"garbage id", "auto", env("SLURM_ARRAY_TASK_ID", "x", "PLYLAB_SHARD_COUNT", "4"), "SLURM_ARRAY_TASK_ID"},
		{"garbage count", "auto", env("JOB_COMPLETION_INDEX", "1", "PLYLAB_SHARD_COUNT", "many"), "PLYLAB_SHARD_COUNT"},
		{"auto/0", "auto/0", env("JOB_COMPLETION_INDEX", "0"), "auto/N"},
	}
	for _, c := range bad {
		_, err := ShardFromEnv(c.text, c.getenv)
		if err == nil || !strings.Contains(err.Error(), c.mention) {
			t.Errorf("%s: error %v, want one mentioning %q", c.name, err, c.mention)
		}
	}
}

// ParseShard("auto") reads the process environment.
func TestParseShardAuto(t *testing.T) {
	for _, k := range []string{"SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP", "SLURM_JOB_ID", "JOB_COMPLETION_INDEX", EnvShardCount} {
		t.Setenv(k, "")
	}
	if _, err := ParseShard("auto"); err == nil {
		t.Fatal("auto accepted without a scheduler environment")
	}
	t.Setenv("JOB_COMPLETION_INDEX", "3")
	t.Setenv(EnvShardCount, "5")
	if s, err := ParseShard(" auto "); err != nil || s != (Shard{3, 5}) {
		t.Fatalf("auto under Kubernetes: %v %v", s, err)
	}
}

func TestSaveInterval(t *testing.T) {
	t.Setenv(EnvCheckpointEvery, "")
	if SaveInterval() != SaveEvery {
		t.Errorf("default %v", SaveInterval())
	}
	t.Setenv(EnvCheckpointEvery, "250ms")
	if SaveInterval() != 250*time.Millisecond {
		t.Errorf("250ms gave %v", SaveInterval())
	}
	t.Setenv(EnvCheckpointEvery, "soon")
	if SaveInterval() != SaveEvery {
		t.Errorf("malformed value gave %v", SaveInterval())
	}
}

// The merge names the missing shards, and both sources of a duplicated one.
func TestMergeNamesShards(t *testing.T) {
	RegisterMerger("test.count", func(params json.RawMessage, parts []json.RawMessage) (any, error) { return len(parts), nil })
	part := func(shard, src string) Partial {
		raw, _ := json.Marshal(map[string]any{"kind": "test.count", "params": 1, "shard": shard})
		raw, _ = Seal(raw)
		var p Partial
		json.Unmarshal(raw, &p)
		p.Result, p.Source = raw, src
		return p
	}
	_, err := Merge([]Partial{part("0/4", "a.json"), part("2/4", "c.json")})
	if err == nil || !strings.Contains(err.Error(), "shards 1/4, 3/4 missing") {
		t.Errorf("two missing: %v", err)
	}
	_, err = Merge([]Partial{part("0/2", "a.json")})
	if err == nil || !strings.Contains(err.Error(), "shard 1/2 missing") {
		t.Errorf("one missing: %v", err)
	}
	_, err = Merge([]Partial{part("0/2", "a.json"), part("1/2", "b.json"), part("1/2", "b2.json")})
	if err == nil || !strings.Contains(err.Error(), "shard 1/2 given twice: b.json and b2.json") {
		t.Errorf("duplicate: %v", err)
	}
	if n, err := Merge([]Partial{part("1/2", "b.json"), part("0/2", "a.json")}); err != nil || n.(int) != 2 {
		t.Errorf("complete set: %v %v", n, err)
	}
}
