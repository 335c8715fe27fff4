package plots

import (
	"encoding/binary"
	"fmt"
	"sort"
)

// subsetTTF returns the TrueType font src with the outline of every glyph
// outside keep (and the components of the glyphs it keeps) removed. Glyph
// numbers, the character map, metrics, kerning and hinting stay as they are,
// so the subset draws the kept glyphs exactly as the whole font does; only
// the glyf table (the outlines, most of the font's bytes) shrinks, the loca
// table is rewritten in its long form, and the glyph names of the post table
// are dropped (post format 3). Glyph 0, the missing-glyph box, is always kept.
func subsetTTF(src []byte, keep map[uint16]bool) ([]byte, error) {
	be := binary.BigEndian
	if len(src) < 12 {
		return nil, fmt.Errorf("font subset: %d bytes is no TrueType font", len(src))
	}
	if v := be.Uint32(src); v != 0x00010000 && v != 0x74727565 { // 1.0 or "true"
		return nil, fmt.Errorf("font subset: not a TrueType font (version %#x)", v)
	}
	n := int(be.Uint16(src[4:]))
	if len(src) < 12+16*n {
		return nil, fmt.Errorf("font subset: table directory cut short")
	}
	tables := map[string][]byte{}
	for i := 0; i < n; i++ {
		rec := src[12+16*i:]
		off, ln := int64(be.Uint32(rec[8:])), int64(be.Uint32(rec[12:]))
		if off+ln > int64(len(src)) {
			return nil, fmt.Errorf("font subset: table %q out of the file", rec[:4])
		}
		tables[string(rec[:4])] = src[off : off+ln]
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < 54 || len(maxp) < 6 || loca == nil || glyf == nil {
		return nil, fmt.Errorf("font subset: head, maxp, loca or glyf table missing")
	}
	numGlyphs := int(be.Uint16(maxp[4:]))
	long := be.Uint16(head[50:]) == 1
	if (long && len(loca) < 4*(numGlyphs+1)) || (!long && len(loca) < 2*(numGlyphs+1)) {
		return nil, fmt.Errorf("font subset: loca table cut short")
	}
	outline := func(g int) ([]byte, error) {
		var a, b int
		if long {
			a, b = int(be.Uint32(loca[4*g:])), int(be.Uint32(loca[4*g+4:]))
		} else {
			a, b = 2*int(be.Uint16(loca[2*g:])), 2*int(be.Uint16(loca[2*g+2:]))
		}
		if a > b || b > len(glyf) {
			return nil, fmt.Errorf("font subset: glyph %d out of the glyf table", g)
		}
		return glyf[a:b], nil
	}

	// The kept glyphs and, for composite glyphs, their components.
	kept := make([]bool, numGlyphs)
	var todo []int
	mark := func(g int) {
		if g < numGlyphs && !kept[g] {
			kept[g] = true
			todo = append(todo, g)
		}
	}
	mark(0)
	for g := range keep {
		mark(int(g))
	}
	for len(todo) > 0 {
		g := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		data, err := outline(g)
		if err != nil {
			return nil, err
		}
		if len(data) < 10 || int16(be.Uint16(data)) >= 0 {
			continue // empty or simple glyph
		}
		for p := 10; ; {
			if p+4 > len(data) {
				return nil, fmt.Errorf("font subset: composite glyph %d cut short", g)
			}
			flags := be.Uint16(data[p:])
			mark(int(be.Uint16(data[p+2:])))
			p += 4
			if flags&0x0001 != 0 { // ARG_1_AND_2_ARE_WORDS
				p += 4
			} else {
				p += 2
			}
			switch {
			case flags&0x0008 != 0: // WE_HAVE_A_SCALE
				p += 2
			case flags&0x0040 != 0: // WE_HAVE_AN_X_AND_Y_SCALE
				p += 4
			case flags&0x0080 != 0: // WE_HAVE_A_TWO_BY_TWO
				p += 8
			}
			if flags&0x0020 == 0 { // MORE_COMPONENTS
				break
			}
		}
	}

	newGlyf := []byte{}
	newLoca := make([]byte, 4*(numGlyphs+1))
	for g := 0; g < numGlyphs; g++ {
		be.PutUint32(newLoca[4*g:], uint32(len(newGlyf)))
		if kept[g] {
			data, _ := outline(g)
			newGlyf = append(newGlyf, data...)
			for len(newGlyf)%4 != 0 {
				newGlyf = append(newGlyf, 0)
			}
		}
	}
	be.PutUint32(newLoca[4*numGlyphs:], uint32(len(newGlyf)))
	newHead := append([]byte(nil), head...)
	be.PutUint32(newHead[8:], 0)  // checkSumAdjustment, set below
	be.PutUint16(newHead[50:], 1) // indexToLocFormat: long offsets
	tables["head"], tables["loca"], tables["glyf"] = newHead, newLoca, newGlyf
	if post := tables["post"]; len(post) >= 32 {
		post = append([]byte(nil), post[:32]...)
		be.PutUint32(post, 0x00030000)
		tables["post"] = post
	}

	// The file: the table directory sorted by tag, then each table on a
	// four-byte boundary, then the whole-font checksum in head.
	tags := make([]string, 0, len(tables))
	for t := range tables {
		tags = append(tags, t)
	}
	sort.Strings(tags)
	entrySelector := 0
	for 1<<(entrySelector+1) <= n {
		entrySelector++
	}
	out := make([]byte, 12+16*n)
	be.PutUint32(out, be.Uint32(src))
	be.PutUint16(out[4:], uint16(n))
	be.PutUint16(out[6:], uint16(16<<entrySelector))
	be.PutUint16(out[8:], uint16(entrySelector))
	be.PutUint16(out[10:], uint16(16*n-16<<entrySelector))
	headAt := 0
	for i, t := range tags {
		data := tables[t]
		rec := out[12+16*i:]
		copy(rec, t)
		be.PutUint32(rec[4:], ttfChecksum(data))
		be.PutUint32(rec[8:], uint32(len(out)))
		be.PutUint32(rec[12:], uint32(len(data)))
		if t == "head" {
			headAt = len(out)
		}
		out = append(out, data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	be.PutUint32(out[headAt+8:], 0xB1B0AFBA-ttfChecksum(out))
	return out, nil
}

// ttfChecksum is the TrueType table checksum: the sum of the big-endian
// 32-bit words of b, zero-padded.
func ttfChecksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
