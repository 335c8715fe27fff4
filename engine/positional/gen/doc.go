// Package gen builds the families of winning sets of well-known positional
// games as positional.Game values: m,n,k-games, the transversal game, Hex
// on its minimal chains, polyomino games, clique games (Sim), Shannon's
// switching game on a graph's edges and k^d tic-tac-toe.
//
// Every generator returns a normalized game (positional.Game.Normalize)
// with a default rule, documented on the generator; WithRule casts the same
// family in another rule, and WithHandicap gives the first player stones
// before the game while it still moves first (Harary's handicap; the second
// player's matching turns claim "pass" cells in no winning set). Grid-shaped games set Shape and Labels: cell
// (r, c) is r·cols + c and is labelled with a column letter and a 1-based
// row number counted from the top ("a1" is the top-left cell).
//
// GridSymmetries, HexSymmetries, CubeSymmetries and CliqueSymmetries give
// known symmetry groups of these families as cell permutations, for the
// solver's group hint (positional.Options.Group, checked there against the
// family); the solver otherwise finds the automorphism group itself.
//
// The geometry comes from the dedicated engines where plylab has one
// (engine/hex for the minimal chains, engine/makerbreaker for the
// polyominoes), so that a positional answer and the dedicated engine's
// answer are about the same game. The tests check each family's size
// against a count computed another way (closed forms, or a direct
// enumeration written independently in the test).
//
// The package uses the standard library and plylab's engines only.
package gen
