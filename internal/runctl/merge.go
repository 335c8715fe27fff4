package runctl

import (
	"encoding/json"
	"fmt"
	"sort"
)

// Partial is what a sharded run prints with --json: its usual JSON object
// with three more fields, "kind" (which verb), "params" (what must agree
// across shards) and "shard" ("i/N"). Result holds the whole object.
type Partial struct {
	Kind   string          `json:"kind"`
	Params json.RawMessage `json:"params"`
	Shard  string          `json:"shard"`
	Result json.RawMessage `json:"-"`
}

// Merger combines the partial results of all N shards of one run, in shard
// order, into the single-run result.
type Merger func(params json.RawMessage, parts []json.RawMessage) (any, error)

var mergers = map[string]Merger{}

// RegisterMerger installs the merger for a kind of partial result.
func RegisterMerger(kind string, m Merger) { mergers[kind] = m }

// MergeKinds lists the kinds that can be merged.
func MergeKinds() []string {
	var k []string
	for s := range mergers {
		k = append(k, s)
	}
	sort.Strings(k)
	return k
}

// Merge checks that the partials form exactly one complete set of shards of
// one run (same kind, same parameters, every shard 0..N-1 once) and combines them.
func Merge(parts []Partial) (any, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("nothing to merge")
	}
	kind := parts[0].Kind
	m, ok := mergers[kind]
	if !ok {
		return nil, fmt.Errorf("no merger for results of kind %q (known: %v)", kind, MergeKinds())
	}
	var p0 any
	_ = json.Unmarshal(parts[0].Params, &p0)
	seen := map[int]json.RawMessage{}
	count := -1
	for i, p := range parts {
		if p.Kind != kind {
			return nil, fmt.Errorf("part %d is of kind %q, part 0 of %q", i, p.Kind, kind)
		}
		var pi any
		_ = json.Unmarshal(p.Params, &pi)
		if fmt.Sprint(pi) != fmt.Sprint(p0) {
			return nil, fmt.Errorf("part %d has parameters %s, part 0 has %s", i, p.Params, parts[0].Params)
		}
		s, err := ParseShard(p.Shard)
		if err != nil {
			return nil, fmt.Errorf("part %d: %v", i, err)
		}
		if count == -1 {
			count = s.Count
		} else if s.Count != count {
			return nil, fmt.Errorf("part %d is shard %s, but part 0 is of %d shards", i, p.Shard, count)
		}
		if _, dup := seen[s.Index]; dup {
			return nil, fmt.Errorf("shard %s given twice", p.Shard)
		}
		seen[s.Index] = p.Result
	}
	ordered := make([]json.RawMessage, count)
	for i := 0; i < count; i++ {
		r, ok := seen[i]
		if !ok {
			return nil, fmt.Errorf("shard %d/%d missing", i, count)
		}
		ordered[i] = r
	}
	return m(parts[0].Params, ordered)
}
