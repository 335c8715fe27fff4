package mb

import (
	"encoding/json"
	"path/filepath"
	"testing"
)

// The merger of split searches refuses a malformed part (bad JSON, a
// bad placement, a certificate that does not parse or does not prove its
// child) with an error or a "no proof" answer, never a panic; the
// parameters are fixed, so that the merged certificate goes to a
// temporary file.
func FuzzMergeSearch(f *testing.F) {
	f.Add([]byte(`{"aborted":false,"nodes":29,"pivot":[0,0],"pivots_tried":[[0,0]],"proofs":[` +
		`{"cert":"4 00 1:100 1:302 1:500 1:702\n5 10 4:100 4:530 4:300 4:730\n","place":[0,-2,0]},` +
		`{"cert":"4 00 1:100 1:302 1:500 1:702\n5 00 1:500 1:702\n6 01 4:200 5:403\n","place":[6,0,2],"reply":[-1,-1]},` +
		`{"cert":"4 00 1:500 1:702\n5 10 4:100 4:530\n","place":[5,0,-2],"reply":[-1,0]}],` +
		`"refuted":[],"replies":[[-1,-1],[-1,0]],"seconds":0.002,"shard":"0/1"}`))
	f.Add([]byte(`{"pivot":[0,0],"proofs":[{"cert":"4 00 1:100\n","place":[9,0,0]}]}`))
	f.Add([]byte(`{"pivot":null,"pivots_tried":[[0,0]]}`))
	out := filepath.Join(f.TempDir(), "l4.txt")
	params, _ := json.Marshal(searchShardParams{Shape: "l4", Height: 4, Dialect: "21", Out: out})
	f.Fuzz(func(t *testing.T, part []byte) {
		mergeSearch(params, []json.RawMessage{part})
		mergeSearch(params, []json.RawMessage{part, part})
	})
}
