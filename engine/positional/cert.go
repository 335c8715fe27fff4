package positional

import (
	"errors"
	"io"
)

// CertStats describes a written certificate.
type CertStats struct {
	Outcome  string
	Plies    int
	Lines    int64
	WinPlies map[int]int64
}

// CertReport is what CheckCertificate verified.
type CertReport struct {
	Outcome  string
	Plies    int
	Lines    int64
	WinPlies map[int]int64
}

// WriteCertificate writes the winner's strategy (for a draw, both sides'
// non-losing strategies). Not implemented yet.
func WriteCertificate(w io.Writer, g *Game, opt Options) (CertStats, error) {
	return CertStats{}, errors.New("certificates: not implemented yet")
}

// CheckCertificate verifies a certificate with the rules alone. Not
// implemented yet.
func CheckCertificate(r io.Reader, g *Game) (CertReport, error) {
	return CertReport{}, errors.New("certificates: not implemented yet")
}
