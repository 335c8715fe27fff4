package nb

import "fmt"

// mimeMarkdown is the MIME type of a computed paragraph.
const mimeMarkdown = "text/markdown"

// Markdown shows a paragraph of Markdown that a cell computed, so that a
// sentence quoting results reads as prose and cannot drift from them: the
// numbers in it are the values the cell holds. The plain-text copy is the
// Markdown itself.
func Markdown(md string) Data {
	return Data{Data: map[string]interface{}{mimeMarkdown: md, mimeText: md}}
}

// Count writes an integer (of any Go integer type) grouped by thousands,
// 681830059 → "681,830,059", for prose; anything else is written with %v.
func Count(v interface{}) string {
	switch v.(type) {
	case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		return groupDigits(fmt.Sprint(v))
	}
	return fmt.Sprint(v)
}
