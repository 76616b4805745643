package solver

// stackCols holds the columns of each stack of boxes as a 9-bit lane.
var stackCols = [4]uint64{7, 7 << 3, 7 << 6}

// stacksOf returns the stacks (bit s for stack s) in which the 9-bit lane
// v has a candidate.
func stacksOf(v uint64) uint64 {
	t := v | v>>1 | v>>2
	return t&1 | t>>2&2 | t>>4&4
}

// lockedCandidates applies the line–box rules of board.lockedCandidates
// to each digit that changed since it last looked: pointing (a box whose
// candidates lie in one row or column clears the rest of that line) and
// claiming (a row or column whose candidates lie in one box clears the
// rest of that box). The rows of a digit are read as nine 9-bit lanes and
// taken band by band. It reports whether it removed a candidate; a cell
// left without any is found by nakedSingles.
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
		var rows, gone [9]uint64
		for r := range rows {
			rows[r] = x[laneWord[r]&1] >> laneShift[r] & 0x1FF
		}
		var bandCols [3]uint64
		for band := range 3 {
			r0, r1, r2 := rows[3*band], rows[3*band+1], rows[3*band+2]
			st := [3]uint64{stacksOf(r0), stacksOf(r1), stacksOf(r2)}
			for i, t := range st {
				if t != 0 && t&(t-1) == 0 { // claiming: the row lies in one box
					box := stackCols[trailingZeros(t)&3]
					for j := range 3 {
						if j != i {
							gone[3*band+j] |= box
						}
					}
				}
			}
			for s := range 3 {
				in := st[0]>>s&1 | st[1]>>s&1<<1 | st[2]>>s&1<<2
				if in != 0 && in&(in-1) == 0 { // pointing: the box lies in one row
					gone[(3*band+trailingZeros(in))%9] |= 0x1FF &^ stackCols[s]
				}
			}
			o := r0 | r1 | r2
			bandCols[band] = o
			for s := range 3 {
				if c := o & stackCols[s]; c != 0 && c&(c-1) == 0 { // pointing: the box lies in one column
					for r := range gone {
						if r/3 != band {
							gone[r] |= c
						}
					}
				}
			}
		}
		// Claiming: a column whose candidates lie in one band lies in one
		// box, which loses the digit outside the column (two such columns
		// in one box leave it nothing).
		for band := range 3 {
			only := bandCols[band] &^ (bandCols[(band+1)%3] | bandCols[(band+2)%3])
			for s := range 3 {
				c := only & stackCols[s]
				if c == 0 {
					continue
				}
				rm := stackCols[s] &^ c
				if c&(c-1) != 0 {
					rm = stackCols[s]
				}
				for j := range 3 {
					gone[3*band+j] |= rm
				}
			}
		}
		var g board81
		for r, v := range gone {
			g[laneWord[r]&1] |= v << laneShift[r]
		}
		g[0] &= x[0] & b.open[0]
		g[1] &= x[1] & b.open[1]
		if g[0]|g[1] != 0 {
			x[0] &^= g[0]
			x[1] &^= g[1]
			removed = true
			b.dirtyHidden |= 1 << uint(d)
			b.dirtyLocked |= 1 << uint(d)
		}
	}
	return removed
}
