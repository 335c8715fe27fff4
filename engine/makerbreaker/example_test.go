package makerbreaker_test

import (
	"fmt"

	"plylab/engine/makerbreaker"
)

// Card 6 of the 21-move certificate, by hand: the bases 4 and 5 placed and
// combined at the pivot (1,4) (Section "Two elementary cards").
func ExampleCombine() {
	b := makerbreaker.Bases(makerbreaker.Snaky())
	c4 := b[4].Place(makerbreaker.Placement{R: makerbreaker.Sym21(1)})
	c5 := b[5].Place(makerbreaker.Placement{R: makerbreaker.Sym21(1), T: makerbreaker.Point{X: 0, Y: 1}})
	c6, _ := makerbreaker.Combine(makerbreaker.Point{X: 1, Y: 4}, []makerbreaker.Card{c4, c5})
	fmt.Println(c6)
	// Output: A={(0,0),(0,1),(0,2),(0,3),(0,4)} T={(0,0),(0,1),(0,2),(0,3),(0,4),(1,3),(1,4),(1,5)} h=2 p=(1,4)
}

// Loading the paper's first 35-move rows and writing them back.
func ExampleLoad() {
	text := "6 0a03\n7 4a34 6a54\n"
	c, r, err := makerbreaker.Load(makerbreaker.Dialect35, "rows.txt", []byte(text), makerbreaker.Snaky())
	if err != nil {
		fmt.Println(err)
		return
	}
	b, _ := c.Bytes()
	fmt.Println(r.Final())
	fmt.Println(string(b) == text)
	_, _, err = makerbreaker.Load(makerbreaker.Dialect35, "rows.txt", []byte("6 0a03\n7 4a34 7a54\n"), makerbreaker.Snaky())
	fmt.Println(err)
	// Output:
	// A={(-4,-1),(-3,-1),(-2,-1),(-1,-1),(0,-1)} T={(-4,-1),(-3,-1),(-2,-1),(-1,-1),(-1,0),(0,-1),(0,0),(1,0)} h=3 p=(0,0)
	// true
	// rows.txt:2:8: forward reference to row 7 in row 7
}

// A certificate for the L-tetromino, found by the search and written in the
// 25-move dialect.
func ExampleSearcher() {
	sh, _ := makerbreaker.ParseShape("l4")
	s, _ := makerbreaker.NewSearcher(sh, makerbreaker.SearchOptions{MaxHeight: 6})
	res := s.Run()
	c, r, _, _ := res.Certificate(sh, makerbreaker.Dialect25)
	fmt.Println("height", r.Final().H, "cards", len(r.Cards), "final |A|", r.Final().A.Len())
	b, _ := c.Bytes()
	fmt.Print(string(b))
	// Output:
	// height 4 cards 9 final |A| 0
	// 041061043063
	// 161171
	// 063043
	// 251241
	// 200201202205243244241240247246245242
}
