package transversal

import "sort"

// ODefenceMutantNames lists the names of ODefenceMutants in order.
func ODefenceMutantNames() []string {
	var out []string
	for k := range ODefenceMutants {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
