package makerbreaker

import (
	"embed"
	"fmt"
	"sort"
	"strings"
)

// Certificates found by our search are kept with the package, in the 21
// dialect, for Snaky:
//
//   - "snaky-domino": Maker owns a domino, Maker to move;
//     height 7, 46 cards (plylab mb search --shape snaky --maker "0,0 1,0");
//   - "snaky-handicap1": Maker owns one cell, Maker to move — the
//     handicap-one game, whose first Maker move is the second handicap
//     stone; height 12, 435 cards (plylab mb search --shape snaky
//     --maker 0,0 --beam 5 --max-height 13);
//   - "snaky-handicap1-pn": the same game proved by the proof-number
//     search at the height bound 12; height 12, 566 cards, final envelope
//     128 cells (plylab mb search --shape snaky --maker 0,0 --beam 5
//     --method pn --height 12: 5.0 M positions, 44 s).
//
// None is an empty-board certificate: plylab mb reconstruct, verify and
// play read them with the starting Maker cells, --maker "0,0 1,0" and
// --maker 0,0 (CheckFinal).
//
//go:embed certificates/*.txt
var certFS embed.FS

// KeptCertificates lists the names of the kept certificates.
func KeptCertificates() []string {
	es, _ := certFS.ReadDir("certificates")
	var out []string
	for _, e := range es {
		out = append(out, strings.TrimSuffix(e.Name(), "-21.txt"))
	}
	sort.Strings(out)
	return out
}

// KeptCertificate returns the bytes of a kept certificate (21 dialect).
func KeptCertificate(name string) ([]byte, error) {
	b, err := certFS.ReadFile("certificates/" + name + "-21.txt")
	if err != nil {
		return nil, fmt.Errorf("no kept certificate %q (have %s)", name, strings.Join(KeptCertificates(), ", "))
	}
	return b, nil
}
