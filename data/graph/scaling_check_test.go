package graph

import (
	"errors"
	"testing"

	"plylab/engine/inputerr"
)

func TestScalingOptionsCheck(t *testing.T) {
	if err := (ScalingOptions{}).Check(); err != nil {
		t.Fatalf("no games: %v", err)
	}
	if err := (ScalingOptions{Games: []string{"vertex-geography", "loopy-token"}}).Check(); err != nil {
		t.Fatalf("known games: %v", err)
	}
	err := (ScalingOptions{Games: []string{"cops-and-robber", "edge-geography"}}).Check()
	var ie *inputerr.Error
	if !errors.As(err, &ie) || err.Error() != `--games: no scaling series for "edge-geography"` {
		t.Fatalf("edge-geography: got %v", err)
	}
}
