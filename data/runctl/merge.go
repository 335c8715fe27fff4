package runctl

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Partial is what a sharded run prints with --json: its usual JSON object
// with three more fields, "kind" (which verb), "params" (what must agree
// across shards) and "shard" ("i/N"). Result holds the whole object.
type Partial struct {
	Kind   string          `json:"kind"`
	Params json.RawMessage `json:"params"`
	Shard  string          `json:"shard"`
	Result json.RawMessage `json:"-"`
	// Source names where the part came from ("part3.json" or
	// "part3.json:2"), for messages; empty for parts made in memory.
	Source string `json:"-"`
}

// where names part i for a message: its source, or its position.
func (p Partial) where(i int) string {
	if p.Source != "" {
		return p.Source
	}
	return fmt.Sprintf("part %d", i)
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
	from := map[int]string{}
	count := -1
	for i, p := range parts {
		if p.Kind != kind {
			return nil, fmt.Errorf("%s is of kind %q, %s of %q", p.where(i), p.Kind, parts[0].where(0), kind)
		}
		if p.Result != nil {
			if err := CheckSeal(p.Result); err != nil {
				return nil, fmt.Errorf("%s: %v", p.where(i), err)
			}
		}
		var pi any
		_ = json.Unmarshal(p.Params, &pi)
		if fmt.Sprint(pi) != fmt.Sprint(p0) {
			return nil, fmt.Errorf("%s has parameters %s, %s has %s", p.where(i), p.Params, parts[0].where(0), parts[0].Params)
		}
		s, err := parseShard(p.Shard)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p.where(i), err)
		}
		if count == -1 {
			count = s.Count
		} else if s.Count != count {
			return nil, fmt.Errorf("%s is shard %s, but %s is of %d shards", p.where(i), p.Shard, parts[0].where(0), count)
		}
		if _, dup := seen[s.Index]; dup {
			return nil, fmt.Errorf("shard %s given twice: %s and %s", s, from[s.Index], p.where(i))
		}
		seen[s.Index] = p.Result
		from[s.Index] = p.where(i)
	}
	ordered := make([]json.RawMessage, count)
	var missing []string
	for i := 0; i < count; i++ {
		r, ok := seen[i]
		if !ok {
			missing = append(missing, Shard{i, count}.String())
		}
		ordered[i] = r
	}
	if len(missing) == 1 {
		return nil, fmt.Errorf("shard %s missing (%d of %d shards given)", missing[0], len(seen), count)
	}
	if len(missing) > 1 {
		const show = 10
		list := strings.Join(missing[:min(len(missing), show)], ", ")
		if len(missing) > show {
			list += fmt.Sprintf(", … (%d in all)", len(missing))
		}
		return nil, fmt.Errorf("shards %s missing (%d of %d shards given)", list, len(seen), count)
	}
	return m(parts[0].Params, ordered)
}

// JSONLines is a merged result for a verb whose single run prints JSON
// lines (one answer per input line): merge prints each of Lines on a line
// of its own, in order. A non-empty Failure is the single run's error
// (such as bad input lines answered with an error), reported after the
// lines with the same exit status.
type JSONLines struct {
	Lines   []json.RawMessage
	Failure string
}

// PartialOf is the Partial of a shard's result held in memory (a shard
// run's partial value, as a sharded verb prints it with --json): it is
// sealed as the printed one is, so Merge accepts it.
func PartialOf(v any) (Partial, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return Partial{}, err
	}
	if b, err = Seal(b); err != nil {
		return Partial{}, err
	}
	var p Partial
	if err := json.Unmarshal(b, &p); err != nil {
		return Partial{}, err
	}
	if p.Kind == "" || p.Shard == "" {
		return Partial{}, fmt.Errorf("not a shard's partial result: no \"kind\" or \"shard\"")
	}
	p.Result = b
	return p, nil
}
