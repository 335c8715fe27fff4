// Package mb is the notebook-facing API of Maker–Breaker polyomino games
// and the claims calculus (plylab/engine/makerbreaker): certificates
// loaded and checked (Load, Cert), their cards and statistics as frames,
// play against Breakers, the certificate search, dialect conversion, and
// the published results checked.
//
// Non-generic, so that the gophernotes kernel (gomacro) can import it.
package mb
