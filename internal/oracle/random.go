package oracle

import (
	"plylab/engine/positional"
	"plylab/internal/gametest"
)

// Random draws a game of rule from spec s with gametest.Draw (intn as
// there): either role may move first except in the strong rules, and only
// Maker–Breaker games are biased. It panics if the draw is not a valid
// game, which would be a fault of the generator.
func Random(intn func(int) int, rule positional.Rule, s gametest.Spec) *positional.Game {
	s.EitherFirst = rule == positional.MakerBreaker || rule == positional.AvoiderEnforcer
	if rule != positional.MakerBreaker {
		s.MaxBias = [2]int{}
	}
	d := gametest.Draw(intn, s)
	g := &positional.Game{Cells: d.Cells, Sets: d.Sets, Rule: rule, First: rule.Roles()[d.First], Bias: d.Bias, Claimed: d.Claimed}
	if err := g.Normalize(); err != nil {
		panic(err)
	}
	return g
}
