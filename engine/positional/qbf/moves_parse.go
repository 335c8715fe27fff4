package qbf

import "fmt"

// ParseMoves reads a move encoding by name: "one-hot" or "log".
func ParseMoves(s string) (Moves, error) {
	switch s {
	case "one-hot":
		return OneHot, nil
	case "log":
		return Log, nil
	}
	return 0, fmt.Errorf("moves %q: want one-hot or log", s)
}
