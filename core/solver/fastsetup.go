package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// setup makes the board of the givens g: each given is placed and its
// peers lose its digit. It reports false when a value is out of range or
// two givens clash; a cell left without candidates is found by propagate.
//
// It reads the grid a row at a time into bit planes of the values, makes
// each digit's givens from the planes, and each digit's houses by the
// band folds of the other rules: no branch depends on the grid, whose
// givens fall where the branch predictor cannot guess. Two givens of a
// digit clash exactly when they share a house, that is when the digits
// have fewer houses between them than three times the givens.
func (b *fboard) setup(g *grid.Grid) bool {
	var p0, p1, p2, p3 board81 // bit k of each cell's value: pk
	var bad uint64             // nonzero when a value is not 0–9
	for r := range 9 {
		b0, b1, b2, b3, e := rowPlanes((*[9]int8)(g[9*r:]))
		w, shift := laneWord[r]&1, laneShift[r]
		p0[w] |= b0 << shift
		p1[w] |= b1 << shift
		p2[w] |= b2 << shift
		p3[w] |= b3 << shift
		bad |= e
	}
	if bad != 0 {
		return false
	}
	var given [9]board81
	for w := range 2 {
		// Values 10–15 were refused, so p3 marks 8 and 9 alone.
		low, high := ^(p2[w] | p3[w]), p2[w]&^p3[w] // values 0–3, 4–7
		none, one := ^(p0[w] | p1[w]), p0[w]&^p1[w] // bits 0–1 of the value: 00, 01,
		two, three := p1[w]&^p0[w], p0[w]&p1[w]     // 10, 11
		given[0][w] = low & one
		given[1][w] = low & two
		given[2][w] = low & three
		given[3][w] = high & none
		given[4][w] = high & one
		given[5][w] = high & two
		given[6][w] = high & three
		given[7][w] = p3[w] &^ p0[w]
		given[8][w] = p3[w] & p0[w]
	}
	filled := board81{(p0[0] | p1[0] | p2[0] | p3[0]) & lanesFull, (p0[1] | p1[1] | p2[1] | p3[1]) & word1Full}
	houseCount := 0
	for d := range b.cand {
		x := &given[d]
		s0, s1, n := houses(x[0], x[1])
		houseCount += n
		b.cand[d] = board81{lanesFull&^filled[0]&^s0 | x[0], word1Full&^filled[1]&^s1 | x[1]}
	}
	b.open = board81{lanesFull &^ filled[0], word1Full &^ filled[1]}
	b.dirtyHidden, b.dirtyLocked = allDigits, allDigits
	// Each given has its row, column and box; clashing givens share one.
	return houseCount == 3*(bits.OnesCount64(filled[0])+bits.OnesCount64(filled[1]))
}

// rowPlanes returns bit k of the values of a row's nine cells as nine
// bits bk (cell i at bit i), and bad nonzero when a value is not 0–9.
func rowPlanes(row *[9]int8) (b0, b1, b2, b3, bad uint64) {
	const (
		ones   = 0x0101010101010101
		gather = 0x0102040810204080 // bit 0 of byte i to bit 56+i, no carries
		low7   = 0x7F7F7F7F7F7F7F7F
		high   = 0x8080808080808080
		over9  = 0x7676767676767676 // added to a byte of 0–127, reaches bit 7 from 10 on
	)
	// One load: the compiler merges these byte loads.
	v := uint64(uint8(row[0])) | uint64(uint8(row[1]))<<8 | uint64(uint8(row[2]))<<16 | uint64(uint8(row[3]))<<24 |
		uint64(uint8(row[4]))<<32 | uint64(uint8(row[5]))<<40 | uint64(uint8(row[6]))<<48 | uint64(uint8(row[7]))<<56
	last := uint64(uint8(row[8]))
	bad = (v&low7+over9|v)&high | (last+6)>>4
	b0 = (v&ones)*gather>>56 | last&1<<8
	b1 = (v>>1&ones)*gather>>56 | last>>1&1<<8
	b2 = (v>>2&ones)*gather>>56 | last>>2&1<<8
	b3 = (v>>3&ones)*gather>>56 | last>>3&1<<8
	return
}

// houses returns the cells of the rows, columns and boxes that hold a
// cell of the board x0, x1, and how many of those houses there are.
// That is three times the cells when no two share a house, and fewer
// when two do.
func houses(x0, x1 uint64) (s0, s1 uint64, n int) {
	const (
		bandTriads = 0x49 | 0x49<<30 // bit 0 of each triad of the band lanes of a word
		triadRows  = 7 * bandRows    // a triad bit to its box's nine cells
	)
	// Rows: a lane that holds a cell carries into its guard.
	r0, r1 := (x0+lanesFull)&laneGuard, (x1+word1Full)&word1Guard
	// Columns: the nine lanes folded onto lane 0.
	c := x0 | x0>>(3*laneWidth) | x1
	c = (c | c>>laneWidth | c>>(2*laneWidth)) & 0x1FF
	// Boxes: each band's rows folded onto its first lane, then its triads.
	f0, f1 := x0|x0>>laneWidth|x0>>(2*laneWidth), x1|x1>>laneWidth|x1>>(2*laneWidth)
	t0, t1 := (f0|f0>>1|f0>>2)&bandTriads, (f1|f1>>1|f1>>2)&0x49

	s0 = r0>>9*0x1FF | c*laneLSB | t0*triadRows
	s1 = r1>>9*0x1FF | c*(laneLSB&threeLanes) | t1*triadRows
	// One count: every house's bit moved where no other lies (r0 holds
	// bits 9, 19, … 59, t0 bits 0–6 and 30–36 of lanes 0 and 3, and
	// the rest go to bits 1, 11, 21; 10–16; 40–48).
	n = bits.OnesCount64(r0 | t0 | r1>>8 | t1<<10 | c<<40)
	return s0, s1, n
}
