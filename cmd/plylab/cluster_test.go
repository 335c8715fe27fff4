package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// clearSchedulerEnv hides any scheduler variables of the machine running
// the tests.
func clearSchedulerEnv(t *testing.T) {
	for _, k := range []string{"SLURM_JOB_ID", "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_MAX",
		"SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP", "JOB_COMPLETION_INDEX", "PLYLAB_SHARD_COUNT"} {
		t.Setenv(k, "")
	}
}

// --shard auto under a Slurm array's variables (task IDs 1..3) gives the
// shards 0/3..2/3, whose merge is the single run's answer; merge names a
// missing shard and both files of a duplicated one; without a scheduler
// --shard auto is a usage error naming both schedulers.
func TestShardAutoSlurmArrayMerge(t *testing.T) {
	clearSchedulerEnv(t)
	if code, _, errs := runCLI("transversal", "verify", "--n", "5", "--shard", "auto", "--quiet"); code != 2 ||
		!strings.Contains(errs, "SLURM_ARRAY_TASK_ID") || !strings.Contains(errs, "JOB_COMPLETION_INDEX") {
		t.Fatalf("auto without a scheduler: exit %d, %q", code, errs)
	}
	code, whole, _ := runCLI("transversal", "verify", "--n", "5", "--json", "--quiet")
	if code != 0 {
		t.Fatalf("whole run: exit %d", code)
	}
	dir := t.TempDir()
	var files []string
	t.Setenv("SLURM_JOB_ID", "41")
	t.Setenv("SLURM_ARRAY_TASK_MIN", "1")
	t.Setenv("SLURM_ARRAY_TASK_MAX", "3")
	t.Setenv("SLURM_ARRAY_TASK_COUNT", "3")
	for id := 1; id <= 3; id++ {
		t.Setenv("SLURM_ARRAY_TASK_ID", strconv.Itoa(id))
		code, out, errs := runCLI("transversal", "verify", "--n", "5", "--shard", "auto", "--json", "--quiet")
		if code != 0 {
			t.Fatalf("task %d: exit %d: %s", id, code, errs)
		}
		var p struct{ Shard string }
		json.Unmarshal([]byte(out), &p)
		if want := strconv.Itoa(id-1) + "/3"; p.Shard != want {
			t.Fatalf("task %d ran shard %q, want %s", id, p.Shard, want)
		}
		f := filepath.Join(dir, "part-"+strconv.Itoa(id)+".json")
		os.WriteFile(f, []byte(out), 0o644)
		files = append(files, f)
	}
	code, merged, errs := runCLI("merge", files[1], files[2], files[0])
	if code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errs)
	}
	a, _ := json.Marshal(withoutSeconds(t, whole))
	b, _ := json.Marshal(withoutSeconds(t, merged))
	if string(a) != string(b) {
		t.Fatalf("merged\n%s\nsingle run\n%s", b, a)
	}
	code, out, errs := runCLI("merge", files[0], files[2])
	if code != 2 || out != "" || !strings.Contains(errs, "shard 1/3 missing") {
		t.Fatalf("missing shard: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	code, out, errs = runCLI("merge", files[0], files[1], files[2], files[1])
	if code != 2 || out != "" || !strings.Contains(errs, "shard 1/3 given twice: "+files[1]+" and "+files[1]) {
		t.Fatalf("duplicated shard: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
