package main

import (
	"fmt"
	"strings"

	"plylab/data/game"
	"plylab/internal/cli"
)

// The report of game cert --compact and of game check of a compact
// certificate (engine/positional/compact.go): a strategy tree whose leaves
// may be pairings, Erdős–Selfridge potentials, dead or out-of-reach sets,
// each re-proved by the checker; data/game writes and checks it.

// gameCompactReport prints a compact certificate written or checked.
func gameCompactReport(env *cli.Env, c *game.Cert) error {
	o := struct {
		File    string           `json:"file"`
		Valid   bool             `json:"valid"`
		Format  int              `json:"format"`
		Claims  []string         `json:"claims"`
		Nodes   int64            `json:"nodes"`
		Leaves  map[string]int64 `json:"leaves"`
		Bytes   int64            `json:"bytes,omitempty"`
		Seconds float64          `json:"seconds"`
	}{c.File, true, 2, c.Claims, c.Nodes, c.Leaves, c.Bytes, env.Seconds()}
	if env.JSONOut {
		return env.JSON(o)
	}
	env.Printf("%s: compact certificate, %d nodes\n", c.File, c.Nodes)
	for _, cl := range c.Claims {
		env.Printf("  claim: %s\n", cl)
	}
	var kinds []string
	for _, k := range []string{"over", "forced", "zone", "dead", "late", "bound", "pair", "es", "ref"} {
		if n := c.Leaves[k]; n > 0 {
			kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
		}
	}
	env.Printf("  leaves: %s\n", strings.Join(kinds, ", "))
	return nil
}
