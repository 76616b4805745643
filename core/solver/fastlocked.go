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

// lockedCandidates applies the line–box rules of board.lockedCandidates
// to each digit that changed since it last looked: pointing (a box whose
// candidates lie in one row or column clears the rest of that line) and
// claiming (a row or column whose candidates lie in one box clears the
// rest of that box). Each band is folded onto one lane as in boxSingles,
// row by row (p, q, r) and all rows together (o), so that every rule is a
// few word operations for all nine boxes. It reports whether it removed a
// candidate; a cell left without any is found by nakedSingles.
//
// Unlike the generic path it does not skip the boxes and lines where the
// digit is placed: there its candidates are that one cell, whose peers
// have already lost the digit, so the rules remove nothing more.
func (b *fboard) lockedCandidates() bool {
	removed := false
	todo := b.dirtyLocked
	b.dirtyLocked = 0
	for ; todo != 0; todo &= todo - 1 {
		d := trailingZeros(uint64(todo)) & 15 % 9
		x := &b.cand[d]
		rows := [3]uint64{
			x[0]&bandLanes | (x[1]&0x1FF)<<laneWidth,
			x[0]>>laneWidth&bandLanes | (x[1]>>laneWidth&0x1FF)<<laneWidth,
			x[0]>>(2*laneWidth)&bandLanes | (x[1]>>(2*laneWidth)&0x1FF)<<laneWidth,
		}
		var boxes [3]uint64 // the triads (bit 0) where each row of a band has candidates
		for i, v := range rows {
			boxes[i], _ = perTriad(v)
		}
		var gone [3]uint64  // to remove from each row of every band
		var goneBand uint64 // to remove from all three rows of a band
		for i, t := range boxes {
			// Claiming: a row whose candidates lie in one box clears
			// the box's other two rows.
			anyL, twoL := perLane(t)
			claim := (t & ((anyL &^ twoL) * triadSpan)) * 7
			gone[(i+1)%3] |= claim
			gone[(i+2)%3] |= claim
			// Pointing: the boxes whose candidates lie in this row alone
			// clear the rest of the row (two such boxes clear all of it).
			only := t &^ (boxes[(i+1)%3] | boxes[(i+2)%3])
			anyL, twoL = perLane(only)
			gone[i] |= anyL * 0x1FF &^ (only * 7 &^ (twoL * 0x1FF))
		}
		o := rows[0] | rows[1] | rows[2]
		// Pointing along columns: a box whose candidates lie in one
		// column clears that column in the other two bands.
		anyT, twoT := perTriad(o)
		c := o & ((anyT &^ twoT) * 7)
		c0, c1, c2 := c&0x1FF, c>>30&0x1FF, c>>10&0x1FF // bands 0, 1, 2
		goneBand |= c1 | c2 | (c0|c1)<<10 | (c0|c2)<<30
		// Claiming from columns: a column whose candidates lie in one
		// band lies in one box, which loses the digit outside the
		// column (two such columns leave the box nothing).
		o0, o1, o2 := o&0x1FF, o>>30&0x1FF, o>>10&0x1FF
		only := o0&^(o1|o2) | (o2&^(o0|o1))<<10 | (o1&^(o0|o2))<<30
		anyT, twoT = perTriad(only)
		goneBand |= anyT * 7 &^ (only &^ (twoT * 7))
		for i := range gone {
			gone[i] |= goneBand
		}
		g0 := gone[0]&bandLanes | (gone[1]&bandLanes)<<laneWidth | (gone[2]&bandLanes)<<(2*laneWidth)
		g1 := gone[0]>>laneWidth&0x1FF | (gone[1]>>laneWidth&0x1FF)<<laneWidth | (gone[2]>>laneWidth&0x1FF)<<(2*laneWidth)
		g0 &= x[0] & b.open[0]
		g1 &= x[1] & b.open[1]
		if g0|g1 != 0 {
			x[0] &^= g0
			x[1] &^= g1
			removed = true
			b.dirtyHidden |= 1 << uint(d)
			b.dirtyLocked |= 1 << uint(d)
		}
	}
	return removed
}
