package solver

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// The solver keeps each digit's candidates as 81-bit boards in two
// uint64 words of six 10-bit lanes, one house a lane (houses 0–5 in the
// first word, 6–8 in the second), so that a few word operations ask
// "which houses hold this digit in one cell only" for six houses at once.
// Two orders are kept side by side:
//
//   - row order: lane r holds row r, bit k of the lane is column k;
//     columns are read from it by folding the nine row lanes together;
//   - region order: lane g holds region g, bit k is the region's k-th cell
//     (row-major), whatever shape the layout gives the region.
//
// Bit 9 of every lane, the guard, stays zero, and so do the top four bits
// of each word; the lane arithmetic relies on it.
const (
	laneWidth  = 10
	lanesPer   = 6                                         // lanes in a word
	laneLSB    = 1 | 1<<10 | 1<<20 | 1<<30 | 1<<40 | 1<<50 // bit 0 of every lane
	laneGuard  = laneLSB << 9                              // bit 9 of every lane
	lanesFull  = laneLSB * 0x1FF                           // the nine cell bits of every lane
	laneMax    = lanesFull                                 // added to a lane, carries into the guard unless the lane is zero
	threeLanes = 1<<(3*laneWidth) - 1                      // lanes 0–2 of a word
	word1Full  = lanesFull & threeLanes                    // the three lanes of the second word
	word1Guard = laneGuard & threeLanes                    // their guards
)

// board81 is an 81-bit set of cells in either lane order.
type board81 [2]uint64

// boardAll is the set of all 81 cells, in either order: nine lanes of nine bits.
var boardAll = board81{lanesFull, word1Full}

// laneWord and laneShift place lane i (0–8, indexed by i&15): its word and
// the position of its bit 0.
var laneWord, laneShift = func() (w [16]uint8, s [16]uint8) {
	for i := range 9 {
		w[i], s[i] = uint8(i/lanesPer), uint8(i%lanesPer*laneWidth)
	}
	return
}()

// laneOf returns the word and bit of lane i (0–8), bit k (0–8).
func laneOf(i, k int) (word int, bit uint64) {
	return i / lanesPer, 1 << uint(i%lanesPer*laneWidth+k)
}

// rowWord and rowBit place each cell in row order.
var rowWord, rowBit = func() (w [grid.NumCells]uint8, b [grid.NumCells]uint64) {
	for c := range grid.NumCells {
		word, bit := laneOf(c/9, c%9)
		w[c], b[c] = uint8(word), bit
	}
	return
}()

// numPos bounds the positions. The hot paths name a cell by its position
// in row order, word*64 + bit, which gives its word and bit without a
// table; per-cell state and tables are indexed by position.
const numPos = 128

// posOf gives the position of each cell.
var posOf = func() (p [grid.NumCells]uint8) {
	for c := range grid.NumCells {
		p[c] = rowWord[c]*64 + uint8(trailingZeros(rowBit[c]))
	}
	return
}()

// laneSets holds each lane full: in row order, each row; in region order,
// each region.
var laneSets = func() (s [16]board81) {
	for i := range 9 {
		w, bit := laneOf(i, 0)
		s[i][w] = bit * 0x1FF
	}
	return
}()

// colSet holds each column in row order (by column&15).
var colSet = func() (s [16]board81) {
	for c := range grid.NumCells {
		s[c%9][rowWord[c]] |= rowBit[c]
	}
	return
}()

// layoutMasks holds what the solver needs to know about one region layout.
type layoutMasks struct {
	layout *grid.Layout
	// By position (see posOf):
	peers    [numPos]board81 // row order: the cell's 20 peers, itself excluded
	peersReg [numPos]board81 // the same in region order
	regWord  [numPos]uint8   // region order of each cell
	regBit   [numPos]uint64
	regionOf [numPos]uint8
	// regPos maps a region-order word and bit index back to the position.
	regPos    [2][64]uint8
	housesOf  [grid.NumCells][3]uint8 // by cell: its row, 9+column and 18+region
	regSet    [16]board81             // each region in row order (by region&15)
	rowSetReg [9]board81              // each row in region order
	colSetReg [9]board81              // each column in region order
	// rowsLo[g][v] is the set of rows that the cells v (bits 0–4 of
	// region g's lane) lie in; rowsHi the same for bits 5–8. colsLo and
	// colsHi do it for columns. Split in two so that a new jigsaw layout
	// costs 48 entries a region to build, not 512.
	// Indexed by region&15 so that no bounds check is needed.
	rowsLo, colsLo [16][32]uint16
	rowsHi, colsHi [16][16]uint16
}

// standardMasks serves every puzzle on the 3×3 boxes.
var standardMasks = newLayoutMasks(grid.Standard())

// newLayoutMasks builds the masks of layout l.
func newLayoutMasks(l *grid.Layout) *layoutMasks {
	m := &layoutMasks{}
	m.build(l)
	return m
}

// build fills m for layout l. It costs a few microseconds, a third of
// solving a typical jigsaw puzzle, so a file with a new layout on every
// line stays cheap.
func (m *layoutMasks) build(l *grid.Layout) {
	m.layout = l
	m.regSet, m.rowSetReg, m.colSetReg = [16]board81{}, [9]board81{}, [9]board81{}
	var rowOf, colOf [9][9]uint16 // the row and column of region g's k-th cell, as a bit
	for g := range 9 {
		for k, cell := range l.House(grid.NumHouses - 9 + g).Cells {
			c := int(cell) % grid.NumCells
			p := posOf[c] & (numPos - 1)
			w, bit := laneOf(g, k)
			m.regWord[p], m.regBit[p] = uint8(w), bit
			m.regPos[w&1][trailingZeros(bit)] = p
			m.regionOf[p] = uint8(g)
			r := c / 9
			rowOf[g][k], colOf[g][k] = 1<<uint(r), 1<<uint(c-9*r)
			m.regSet[g][rowWord[c]&1] |= rowBit[c]
			m.rowSetReg[r][w&1] |= bit
			m.colSetReg[c-9*r][w&1] |= bit
		}
	}
	for r := range 9 {
		row := laneSets[r]
		rowReg := &m.rowSetReg[r]
		for k := range 9 {
			c := r*9 + k
			p := posOf[c] & (numPos - 1)
			g := int(m.regionOf[p] & 15)
			col, reg := &colSet[k], &m.regSet[g]
			colReg, lane := &m.colSetReg[k], &laneSets[g]
			pp, q := &m.peers[p], &m.peersReg[p]
			pp[0] = row[0] | col[0] | reg[0]
			pp[1] = row[1] | col[1] | reg[1]
			q[0] = rowReg[0] | colReg[0] | lane[0]
			q[1] = rowReg[1] | colReg[1] | lane[1]
			pp[rowWord[c]&1] &^= rowBit[c]
			q[m.regWord[p]&1] &^= m.regBit[p]
			m.housesOf[c] = [3]uint8{uint8(r), uint8(9 + k), uint8(18 + g%9)}
		}
	}
	// Each table entry adds one cell to an entry already built.
	for g := range 9 {
		rl, cl, rh, ch := &m.rowsLo[g], &m.colsLo[g], &m.rowsHi[g], &m.colsHi[g]
		for j := range 5 {
			for v := range 1 << uint(j) {
				rl[(v|1<<uint(j))&31] = rl[v&31] | rowOf[g][j]
				cl[(v|1<<uint(j))&31] = cl[v&31] | colOf[g][j]
			}
		}
		for j := range 4 {
			for v := range 1 << uint(j) {
				rh[(v|1<<uint(j))&15] = rh[v&15] | rowOf[g][5+j]
				ch[(v|1<<uint(j))&15] = ch[v&15] | colOf[g][5+j]
			}
		}
	}
}
