package reproduce

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"plylab/engine/inputerr"
)

// ParseFamilies reads a comma-separated list of families (as 'plylab
// reproduce --family' takes it): known names only, each once, in name
// order (the order RunTo writes them in); "" is none (RunTo: all).
func ParseFamilies(s string) ([]string, error) {
	var fams []string
	for _, a := range strings.Split(s, ",") {
		if a = strings.TrimSpace(a); a == "" {
			continue
		}
		if !slices.Contains(Families(), a) {
			return nil, &inputerr.Error{Reason: fmt.Sprintf("unknown family %q (known: %s)", a, strings.Join(Families(), ", "))}
		}
		if !slices.Contains(fams, a) {
			fams = append(fams, a)
		}
	}
	sort.Strings(fams)
	return fams, nil
}
