package solver

// The fast path serves the 3×3 boxes, the layout of nearly every puzzle.
// It keeps only the per-digit boards in row order (the lanes of masks.go:
// rows 0–5 in the first word, rows 6–8 in the second, so that each word
// holds whole bands of three rows). A box is then three 3-bit triads of
// one band, and the hidden singles of all nine boxes of a digit fall out of
// a fold of each band onto one lane (boxSingles); naked singles come from
// counting a cell's candidates over the nine boards. With no region-order
// copy and no per-cell sets, a board is 168 bytes (the generic one ~600),
// and the work is long runs of independent word operations rather than
// chains of loads and stores through per-cell sets.
//
// It applies the same rules as the generic path (naked and hidden
// singles everywhere, locked candidates at the root) until none applies.
// Each rule only removes candidates, and stays true when others are
// removed, so whatever the order, the rules end at the same position, and
// a contradiction, once there, stays. The search then guesses as the
// generic path does (chooseGuess, the same scores and ties), so it walks
// the same tree: status, solution, guesses, backtracks and deepest agree
// (tested puzzle by puzzle in fast_test.go).

// fboard is one search state of the fast path.
type fboard struct {
	cand [9]board81 // row order, per digit; a placed cell keeps its digit
	open board81    // cells without a digit yet
	// Digits whose board changed since the hidden-single or the
	// locked-candidate rule last looked at them.
	dirtyHidden, dirtyLocked uint16
}

// Masks of the band fold (see boxSingles): lanes 0 and 3 of a word hold
// the bands of the first word, lane 1 the band of the second.
const (
	bandLanes = 0x1FF | 0x1FF<<30
	triadBase = (1 | 1<<3 | 1<<6) * (1 | 1<<10 | 1<<30) // bit 0 of each triad in lanes 0, 1 and 3
	bandRows  = 1 | 1<<10 | 1<<20                       // copies a lane onto the three rows of its band
)

// place puts digit d (0–8) in the open cell at position p, which holds it
// as a candidate: the cell loses its other candidates and its peers lose d.
func (b *fboard) place(d, p int) {
	p &= numPos - 1
	w, bit := p>>6, uint(p&63)
	rb := uint64(1) << bit
	// Every board loses the cell, and d's gets it back: no branch a
	// digit, which the search could not predict. Written out, since Go
	// does not unroll the loop and the loop cost twice as much.
	c := &b.cand
	changed := uint16(1)<<uint(d) |
		takeCell(&c[0][w], rb, bit) | takeCell(&c[1][w], rb, bit)<<1 | takeCell(&c[2][w], rb, bit)<<2 |
		takeCell(&c[3][w], rb, bit)<<3 | takeCell(&c[4][w], rb, bit)<<4 | takeCell(&c[5][w], rb, bit)<<5 |
		takeCell(&c[6][w], rb, bit)<<6 | takeCell(&c[7][w], rb, bit)<<7 | takeCell(&c[8][w], rb, bit)<<8
	b.open[w] &^= rb
	x, q := &c[d%9], &standardMasks.peers[p]
	x[w] |= rb
	x[0] &^= q[0]
	x[1] &^= q[1]
	b.dirtyHidden |= changed
	b.dirtyLocked |= changed
}

// takeCell clears bit rb (bit number bit) of *x and returns 1 if it was set.
func takeCell(x *uint64, rb uint64, bit uint) uint16 {
	v := *x
	*x = v &^ rb
	return uint16(v >> bit & 1)
}

// eliminate removes digit d as a candidate of the cell at position p.
func (b *fboard) eliminate(d, p int) {
	p &= numPos - 1
	b.cand[d][p>>6] &^= 1 << uint(p&63)
	b.dirtyHidden |= 1 << uint(d)
	b.dirtyLocked |= 1 << uint(d)
}

// propagate applies naked singles, hidden singles and, at the root,
// locked candidates until none applies (the rules and the reason for the
// root alone are those of board.propagate). It reports false on a
// contradiction: a cell without candidates, or a house where a digit has
// no place.
func (b *fboard) propagate(root bool) bool {
	for {
		if !b.singles() {
			return false
		}
		if !root || b.dirtyLocked == 0 || !b.lockedCandidates() {
			return true
		}
	}
}

// singlesGo applies naked singles, then hidden singles to the digits
// that changed, again from the start while hidden singles are placed.
// It reports false on a contradiction.
func (b *fboard) singlesGo() bool {
	for {
		if !b.nakedSinglesGo() {
			return false
		}
		if b.dirtyHidden == 0 {
			return true
		}
		found, ok := b.hiddenSinglesGo()
		if !ok {
			return false
		}
		if !found {
			return true
		}
	}
}

// nakedSinglesGo places every open cell that has one candidate left, until
// none has. Each pass over the nine digits places the singles the last
// pass found (each digit's board loses the peers of its new cells) and
// counts each cell's candidates to two on the way, which gives the
// singles of the next pass: a digit's board changes only at its own turn.
func (b *fboard) nakedSinglesGo() bool {
	peers := &standardMasks.peers
	var one0, one1, two0, two1 uint64
	for d := range b.cand {
		x := &b.cand[d]
		two0 |= one0 & x[0]
		two1 |= one1 & x[1]
		one0 |= x[0]
		one1 |= x[1]
	}
	for {
		if lanesFull&^one0|word1Full&^one1 != 0 {
			return false // a cell without candidates
		}
		s0, s1 := b.open[0]&^two0, b.open[1]&^two1
		if s0|s1 == 0 {
			return true
		}
		b.open[0] &^= s0
		b.open[1] &^= s1
		one0, one1, two0, two1 = 0, 0, 0, 0
		changed := uint16(0)
		for d := range b.cand {
			x := &b.cand[d]
			a0, a1 := x[0], x[1]
			if t0, t1 := a0&s0, a1&s1; t0|t1 != 0 {
				for ; t0 != 0; t0 &= t0 - 1 {
					q := &peers[trailingZeros(t0)&63]
					a0 &^= q[0]
					a1 &^= q[1]
				}
				for ; t1 != 0; t1 &= t1 - 1 {
					q := &peers[64|trailingZeros(t1)&63]
					a0 &^= q[0]
					a1 &^= q[1]
				}
				if a0 != x[0] || a1 != x[1] {
					x[0], x[1] = a0, a1
					changed |= 1 << uint(d)
				}
			}
			two0 |= one0 & a0
			two1 |= one1 & a1
			one0 |= a0
			one1 |= a1
		}
		b.dirtyHidden |= changed
		b.dirtyLocked |= changed
	}
}

// hiddenSinglesGo finds, for each digit that changed, the open cells that
// are its only place in a row, column or box, and places the digit there
// all at once: the cells lose their other candidates and their peers
// lose the digit (a clash leaves a cell empty, which nakedSingles
// finds). found says whether there were any; ok is false when a house
// has no place left for a digit, or a cell is the only place of two
// digits.
func (b *fboard) hiddenSinglesGo() (found, ok bool) {
	var single [9]board81
	var any0, any1, twice0, twice1 uint64
	for todo := b.dirtyHidden; todo != 0; todo &= todo - 1 {
		d := trailingZeros(uint64(todo)) & 15 % 9
		x := &b.cand[d]
		// Rows.
		a0, e0 := laneSingles(x[0])
		a1, e1 := laneSingles(x[1])
		// Columns: fold the nine row lanes into one, counting to two
		// (as board.hiddenSingles).
		p, q, r := x[0]&threeLanes, x[0]>>(3*laneWidth), x[1]
		o := p | q | r
		t := p&q | (p|q)&r
		t |= t>>laneWidth | t>>(2*laneWidth) | o&(o>>laneWidth) | (o|o>>laneWidth)&(o>>(2*laneWidth))
		o |= o>>laneWidth | o>>(2*laneWidth)
		// Boxes.
		b0, b1, be := boxSingles(x[0], x[1])
		if e0|e1&word1Guard|^o&0x1FF|be != 0 {
			b.dirtyHidden = 0
			return false, false
		}
		colAlone := (o &^ t & 0x1FF) * laneLSB
		h0 := (a0 | x[0]&colAlone | b0) & b.open[0]
		h1 := (a1 | x[1]&colAlone | b1) & b.open[1]
		single[d] = board81{h0, h1}
		twice0 |= any0 & h0
		twice1 |= any1 & h1
		any0 |= h0
		any1 |= h1
	}
	b.dirtyHidden = 0
	if twice0|twice1 != 0 {
		return false, false
	}
	if any0|any1 == 0 {
		return false, true
	}
	peers := &standardMasks.peers
	for e := range b.cand {
		x, se := &b.cand[e], &single[e]
		a0, a1 := x[0]&^(any0&^se[0]), x[1]&^(any1&^se[1])
		for t := se[0]; t != 0; t &= t - 1 {
			q := &peers[trailingZeros(t)&63]
			a0 &^= q[0]
			a1 &^= q[1]
		}
		for t := se[1]; t != 0; t &= t - 1 {
			q := &peers[64|trailingZeros(t)&63]
			a0 &^= q[0]
			a1 &^= q[1]
		}
		if a0 != x[0] || a1 != x[1] {
			x[0], x[1] = a0, a1
			b.dirtyHidden |= 1 << uint(e)
			b.dirtyLocked |= 1 << uint(e)
		}
	}
	b.open[0] &^= any0
	b.open[1] &^= any1
	return true, true
}

// boxSingles returns the candidates of one digit (x0, x1, row order) that
// are alone in their box, and non-zero empty when a box has none. Each
// band is folded onto one lane (its three rows counted to two, column by
// column), all three bands in one word; then each 3-bit triad of a lane,
// one box, is asked whether it holds exactly one candidate.
func boxSingles(x0, x1 uint64) (s0, s1, empty uint64) {
	p := x0&bandLanes | (x1&0x1FF)<<laneWidth
	q := x0>>laneWidth&bandLanes | (x1>>laneWidth&0x1FF)<<laneWidth
	r := x0>>(2*laneWidth)&bandLanes | (x1>>(2*laneWidth)&0x1FF)<<laneWidth
	o := p | q | r
	t := p&q | (p|q)&r
	o1, o2 := o>>1, o>>2
	anyT := (o | o1 | o2) & triadBase
	twoT := (t | t>>1 | t>>2 | o&o1 | (o|o1)&o2) & triadBase
	alone := (anyT &^ twoT) * 7 // the triad's three columns
	s0 = x0 & ((alone & bandLanes) * bandRows)
	s1 = x1 & ((alone >> laneWidth & 0x1FF) * bandRows)
	return s0, s1, triadBase &^ anyT
}
