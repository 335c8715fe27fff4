package reproduce

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseFamilies(t *testing.T) {
	if got, err := ParseFamilies(" mb,hex,mb,"); err != nil || !reflect.DeepEqual(got, []string{"hex", "mb"}) {
		t.Errorf("mb,hex,mb: %v, %v", got, err)
	}
	if got, err := ParseFamilies(""); err != nil || got != nil {
		t.Errorf("empty: %v, %v", got, err)
	}
	if _, err := ParseFamilies("hex,nope"); err == nil || !strings.Contains(err.Error(), `unknown family "nope" (known: `) {
		t.Errorf("nope: %v", err)
	}
}
