package qbf

import "testing"

func TestParseMoves(t *testing.T) {
	if m, err := ParseMoves("one-hot"); err != nil || m != OneHot {
		t.Errorf("one-hot: %v %v", m, err)
	}
	if m, err := ParseMoves("log"); err != nil || m != Log {
		t.Errorf("log: %v %v", m, err)
	}
	if _, err := ParseMoves("x"); err == nil || err.Error() != `moves "x": want one-hot or log` {
		t.Errorf("x: %v", err)
	}
}
