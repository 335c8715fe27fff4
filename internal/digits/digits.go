// Package digits writes numbers with thousands separators, the one way
// plylab's reports, tables, figures and notebooks group digits
// (681,830,059). Standard library only, so the engines may use it.
package digits

import (
	"strconv"
	"strings"
)

// Group puts a comma between every three digits of the integer part of a
// decimal number written in s: 681830059 → 681,830,059, -12345.5 →
// -12,345.5. A sign and a fraction are kept as they are.
func Group(s string) string {
	sign := ""
	if s != "" && (s[0] == '-' || s[0] == '+') {
		sign, s = s[:1], s[1:]
	}
	whole, frac := s, ""
	if i := strings.IndexByte(s, '.'); i >= 0 {
		whole, frac = s[:i], s[i:]
	}
	if len(whole) <= 3 {
		return sign + whole + frac
	}
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return sign + b.String() + frac
}

// Int writes n grouped by thousands.
func Int(n int64) string { return Group(strconv.FormatInt(n, 10)) }

// Uint writes v grouped by thousands.
func Uint(v uint64) string { return Group(strconv.FormatUint(v, 10)) }
