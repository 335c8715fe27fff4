// Package positional solves any positional game: players claim cells of a
// board, a family of winning sets is given, and a rule (strong, strong
// misère, Maker–Breaker, Avoider–Enforcer) says who wins. It is the kernel
// in which the four game families of plylab can all be cast and in which a
// researcher poses a game of their own.
//
// The package uses the standard library only.
package positional
