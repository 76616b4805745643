package solver

// Masks of the band fold for the locked-candidate rules (see boxSingles):
// lane bits 0 of the three band lanes, and their triad bits.
const (
	bandLSB    = 1 | 1<<10 | 1<<30
	triadSpan  = 1 | 1<<3 | 1<<6 // copies a lane's bit 0 onto its three triads
	bandFolded = 0x1FF * bandLSB // the three band lanes
)

// perTriad returns, at bit 0 of each triad of the band lanes of v, whether
// the triad holds a bit, and whether it holds two or more.
func perTriad(v uint64) (anyT, twoT uint64) {
	v1, v2 := v>>1, v>>2
	return (v | v1 | v2) & triadBase, (v&v1 | (v|v1)&v2) & triadBase
}

// perLane returns, at bit 0 of each band lane, whether the lane holds a
// triad bit of t (bits at triad bases only), and whether two or more.
func perLane(t uint64) (anyL, twoL uint64) {
	t1, t2 := t>>3, t>>6
	return (t | t1 | t2) & bandLSB, (t&t1 | (t|t1)&t2) & bandLSB
}

// lockedCandidatesGo applies the line–box rules of board.lockedCandidates
// to each digit that changed since it last looked: pointing (a box whose
// candidates lie in one row or column clears the rest of that line) and
// claiming (a row or column whose candidates lie in one box clears the
// rest of that box). It returns the digits that lost a candidate; a
// cell left without any is found by nakedSingles.
//
// Unlike the generic path it does not skip the boxes and lines where the
// digit is placed: there its candidates are that one cell, whose peers
// have already lost the digit, so the rules remove nothing more.
func (b *fboard) lockedCandidatesGo(todo uint16) (removed uint16) {
	for ; todo != 0; todo &= todo - 1 {
		d := trailingZeros(uint64(todo)) & 15 % 9
		x := &b.cand[d]
		g0, g1 := lockedGone(x[0], x[1])
		g0 &= x[0] & b.open[0]
		g1 &= x[1] & b.open[1]
		x[0] &^= g0
		x[1] &^= g1
		// No branch on whether anything went: the predictor cannot tell.
		g := g0 | g1
		removed |= uint16((g|-g)>>63) << uint(d)
	}
	return removed
}

// lockedCandidates applies the line–box rules to the digits that changed
// since it last looked (see lockedCandidatesGo) and reports whether it
// removed a candidate.
func (b *fboard) lockedCandidates() bool {
	todo := b.dirtyLocked
	b.dirtyLocked = 0
	removed := b.lockedPass(todo)
	b.dirtyHidden |= removed
	b.dirtyLocked |= removed
	return removed != 0
}

// lockedGone returns what the line–box rules remove from a digit's board
// x0, x1 (placed cells included, which the caller keeps). Each band is
// folded onto one lane as in boxSingles, row by row (r0, r1, r2) and all
// rows together (o), so that every rule is a few word operations for all
// nine boxes. It is written out, without arrays or loops, so that the
// compiler keeps every value in a register.
func lockedGone(x0, x1 uint64) (g0, g1 uint64) {
	r0 := x0&bandLanes | (x1&0x1FF)<<laneWidth
	r1 := x0>>laneWidth&bandLanes | (x1>>laneWidth&0x1FF)<<laneWidth
	r2 := x0>>(2*laneWidth)&bandLanes | (x1>>(2*laneWidth)&0x1FF)<<laneWidth
	// The triads (bit 0) where each row of a band has candidates.
	t0, t1, t2 := anyTriad(r0), anyTriad(r1), anyTriad(r2)
	claim0, point0 := rowRules(t0, t1, t2)
	claim1, point1 := rowRules(t1, t2, t0)
	claim2, point2 := rowRules(t2, t0, t1)

	o := r0 | r1 | r2
	// Pointing along columns: a box whose candidates lie in one
	// column clears that column in the other two bands.
	anyT, twoT := perTriad(o)
	c := o & ((anyT &^ twoT) * 7)
	c0, c1, c2 := c&0x1FF, c>>30&0x1FF, c>>10&0x1FF // bands 0, 1, 2
	band := c1 | c2 | (c0|c1)<<10 | (c0|c2)<<30
	// Claiming from columns: a column whose candidates lie in one
	// band lies in one box, which loses the digit outside the
	// column (two such columns leave the box nothing).
	o0, o1, o2 := o&0x1FF, o>>30&0x1FF, o>>10&0x1FF
	only := o0&^(o1|o2) | (o2&^(o0|o1))<<10 | (o1&^(o0|o2))<<30
	anyT, twoT = perTriad(only)
	band |= anyT * 7 &^ (only &^ (twoT * 7))

	// Row i of every band loses its own pointing, the other rows'
	// claims and the band's column rules.
	gone0 := point0 | claim1 | claim2 | band
	gone1 := point1 | claim0 | claim2 | band
	gone2 := point2 | claim0 | claim1 | band
	g0 = gone0&bandLanes | (gone1&bandLanes)<<laneWidth | (gone2&bandLanes)<<(2*laneWidth)
	g1 = gone0>>laneWidth&0x1FF | (gone1>>laneWidth&0x1FF)<<laneWidth | (gone2>>laneWidth&0x1FF)<<(2*laneWidth)
	return g0, g1
}

// anyTriad returns, at bit 0 of each triad of the band lanes of v,
// whether the triad holds a bit.
func anyTriad(v uint64) uint64 { return (v | v>>1 | v>>2) & triadBase }

// rowRules applies the rules of one row of every band, whose boxes with
// candidates are t and those of the band's other two rows u and v
// (triad bits): claim is what the row's claiming removes from the
// other two rows, point what pointing removes from the row itself.
func rowRules(t, u, v uint64) (claim, point uint64) {
	// Claiming: a row whose candidates lie in one box clears the
	// box's other two rows.
	anyL, twoL := perLane(t)
	claim = (t & ((anyL &^ twoL) * triadSpan)) * 7
	// Pointing: the boxes whose candidates lie in this row alone clear
	// the rest of the row (two such boxes clear all of it).
	only := t &^ (u | v)
	anyL, twoL = perLane(only)
	point = anyL * 0x1FF &^ (only * 7 &^ (twoL * 0x1FF))
	return claim, point
}
