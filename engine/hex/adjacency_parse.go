package hex

import "fmt"

// ParseAdjacency reads an adjacency by name: "anti" or "anti-diagonal"
// (the essay's), "main" or "main-diagonal" (mirrored).
func ParseAdjacency(s string) (Adjacency, error) {
	switch s {
	case "anti", "anti-diagonal":
		return AntiDiagonal, nil
	case "main", "main-diagonal":
		return MainDiagonal, nil
	}
	return 0, fmt.Errorf("adjacency %q: want anti or main", s)
}
