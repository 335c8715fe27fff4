package runctl

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// A sharded run's output is sealed: its JSON object carries "sum", the
// checksum of the object without that field, so that plylab merge refuses
// a shard output that was edited (an answer moved to another line, a count
// changed) instead of merging it into a wrong single-run answer.

// canonical is obj's JSON without its "sum" field, with sorted keys and
// numbers kept as written, and the sum it carried.
func canonical(obj []byte) (body []byte, sum string, err error) {
	d := json.NewDecoder(bytes.NewReader(obj))
	d.UseNumber()
	var m map[string]any
	if err := d.Decode(&m); err != nil {
		return nil, "", err
	}
	if s, ok := m["sum"].(string); ok {
		sum = s
	}
	delete(m, "sum")
	body, err = json.Marshal(m)
	return body, sum, err
}

// Sealed reports whether obj is a sharded run's output, which Seal seals:
// a JSON object with non-empty "kind" and "shard" fields.
func Sealed(obj []byte) bool {
	var p struct {
		Kind  string `json:"kind"`
		Shard string `json:"shard"`
	}
	return json.Unmarshal(obj, &p) == nil && p.Kind != "" && p.Shard != ""
}

// Seal returns obj (a JSON object) with its "sum" field set to the
// checksum of the rest.
func Seal(obj []byte) ([]byte, error) {
	body, _, err := canonical(obj)
	if err != nil {
		return nil, err
	}
	sum := InputHash(body)
	if len(body) == 2 { // {}
		return []byte(fmt.Sprintf(`{"sum":%q}`, sum)), nil
	}
	out := make([]byte, 0, len(body)+len(sum)+10)
	out = append(out, body[:len(body)-1]...)
	out = append(out, fmt.Sprintf(`,"sum":%q}`, sum)...)
	return out, nil
}

// CheckSeal verifies the "sum" field of a sealed object.
func CheckSeal(obj []byte) error {
	body, sum, err := canonical(obj)
	if err != nil {
		return err
	}
	if sum == "" {
		return fmt.Errorf("refused: no checksum (\"sum\"); merge takes the --json output of a sharded run as printed")
	}
	if InputHash(body) != sum {
		return fmt.Errorf("refused: its checksum does not match its content (edited or damaged)")
	}
	return nil
}
