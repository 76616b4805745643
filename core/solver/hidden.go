package solver

// laneSingles returns, for one word of lanes, the bits that are alone in
// their lane, and the guard bit of every lane that is empty.
func laneSingles(x uint64) (alone, empty uint64) {
	nonzero := (x + laneMax) & laneGuard
	multi := x & ((x | laneGuard) - laneLSB) // x&(x-1) lane by lane
	many := (multi + laneMax) & laneGuard
	one := nonzero &^ many
	return x & (one - one>>9), laneGuard &^ nonzero
}

// hiddenSingles looks at each digit that changed since it was last looked
// at, and places it in every open cell that is its only place left in a
// row, column or region. It reports false when a house has no place left
// for a digit.
func (b *board) hiddenSingles(m *layoutMasks) (placed, ok bool) {
	for todo := b.dirtyHidden; todo != 0; todo &= todo - 1 {
		d := trailingZeros(uint64(todo))
		b.dirtyHidden &^= 1 << uint(d)
		x := &b.cand[d]
		// Rows.
		a0, e0 := laneSingles(x[0])
		a1, e1 := laneSingles(x[1])
		// Columns: fold the nine row lanes into one, counting to two:
		// first rows 3–5 and 6–8 onto rows 0–2, then those three lanes.
		p, q, r := x[0]&threeLanes, x[0]>>(3*laneWidth), x[1]
		o := p | q | r
		t := p&q | (p|q)&r
		t |= t>>laneWidth | t>>(2*laneWidth) | o&(o>>laneWidth) | (o|o>>laneWidth)&(o>>(2*laneWidth))
		o |= o>>laneWidth | o>>(2*laneWidth)
		// Regions.
		y := &b.candReg[d]
		r0, f0 := laneSingles(y[0])
		r1, f1 := laneSingles(y[1])
		if e0|e1&word1Guard|f0|f1&word1Guard|^o&0x1FF != 0 {
			return placed, false
		}
		colAlone := (o &^ t & 0x1FF) * laneLSB
		s := board81{
			(a0 | x[0]&colAlone) & b.open[0],
			(a1 | x[1]&colAlone) & b.open[1],
		}
		if sr := (board81{r0 & b.openReg[0], r1 & b.openReg[1]}); sr[0]|sr[1] != 0 {
			t := sr.toRowOrder(m)
			s[0] |= t[0]
			s[1] |= t[1]
		}
		for w := range 2 {
			for v := s[w]; v != 0; v &= v - 1 {
				placed = true
				if !b.place(m, d, w<<6|trailingZeros(v)) {
					return placed, false
				}
			}
		}
	}
	return placed, true
}
