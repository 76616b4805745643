package solver

// lockedCandidates applies the two line–region rules to each digit that
// changed since it was last looked at:
//
//   - pointing: when a region's candidates for d all lie in one row (or
//     column), that row loses d outside the region;
//   - claiming: when a row's (or column's) candidates for d all lie in one
//     region, that region loses d outside the row.
//
// Every line is paired with every region it crosses, so jigsaw regions get
// the same rules as boxes. Everything is read from the region-order board
// through the layout's tables of the rows and columns that a region's
// cells lie in. It reports whether it removed a candidate, and ok false
// when that left a cell without any.
func (b *board) lockedCandidates(m *layoutMasks) (removed, ok bool) {
	for todo := b.dirtyLocked; todo != 0; todo &= todo - 1 {
		d := trailingZeros(uint64(todo))
		b.dirtyLocked &^= 1 << uint(d)
		x, y := &b.cand[d], &b.candReg[d]
		var rowsOnce, rowsTwice, colsOnce, colsTwice uint16
		var gone, goneReg board81 // candidates of d to remove, row and region order
		for w := range 2 {
			// A region where d is placed is done: clear its lane, which
			// also keeps its row and column out of the claiming counts.
			settled := (y[w]&^b.openReg[w] + laneMax) & laneGuard
			lanes := y[w] &^ (settled - settled>>9)
			for g := w * lanesPer; lanes != 0; g++ {
				v := lanes & 0x1FF
				lanes >>= laneWidth
				if v == 0 {
					continue
				}
				rows := m.rowsLo[g&15][v&31] | m.rowsHi[g&15][v>>5&15]
				cols := m.colsLo[g&15][v&31] | m.colsHi[g&15][v>>5&15]
				rowsTwice |= rowsOnce & rows
				rowsOnce |= rows
				colsTwice |= colsOnce & cols
				colsOnce |= cols
				if rows&(rows-1) == 0 { // pointing along a row
					line := &laneSets[trailingZeros(uint64(rows))&15]
					gone[0] |= x[0] & line[0] &^ m.regSet[g&15][0]
					gone[1] |= x[1] & line[1] &^ m.regSet[g&15][1]
				}
				if cols&(cols-1) == 0 { // pointing along a column
					line := &colSet[trailingZeros(uint64(cols))&15]
					gone[0] |= x[0] & line[0] &^ m.regSet[g&15][0]
					gone[1] |= x[1] & line[1] &^ m.regSet[g&15][1]
				}
			}
		}
		// Claiming: the region of a line whose candidates lie in one
		// region is that of any of its candidates.
		for rows := rowsOnce &^ rowsTwice; rows != 0; rows &= rows - 1 {
			r := trailingZeros(uint64(rows)) & 15
			p := int(laneWord[r])<<6 | int(laneShift[r]) + trailingZeros(x[laneWord[r]&1]>>laneShift[r])
			g := int(m.regionOf[p&(numPos-1)]) & 15
			goneReg[laneWord[g]&1] |= y[laneWord[g]&1] & (0x1FF << laneShift[g]) &^ m.rowSetReg[r%9][laneWord[g]&1]
		}
		for cols := colsOnce &^ colsTwice; cols != 0; cols &= cols - 1 {
			k := trailingZeros(uint64(cols)) & 15
			w := 0
			if x[0]&colSet[k][0] == 0 {
				w = 1
			}
			p := w<<6 | trailingZeros(x[w]&colSet[k][w])
			g := int(m.regionOf[p&(numPos-1)]) & 15
			goneReg[laneWord[g]&1] |= y[laneWord[g]&1] & (0x1FF << laneShift[g]) &^ m.colSetReg[k%9][laneWord[g]&1]
		}
		if goneReg[0]|goneReg[1] != 0 {
			t := goneReg.toRowOrder(m)
			gone[0] |= t[0]
			gone[1] |= t[1]
		}
		for w := range 2 {
			for v := gone[w] & b.open[w]; v != 0; v &= v - 1 {
				removed = true
				if !b.eliminate(m, d, w<<6|trailingZeros(v)) {
					return true, false
				}
			}
		}
	}
	return removed, true
}
