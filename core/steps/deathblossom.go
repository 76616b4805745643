package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// findDeathBlossom looks for a stem cell and, for each of its digits d,
// a petal: an almost locked set holding d whose every d sees the stem.
// Whatever digit the stem takes, that digit's petal loses it and is
// locked on its other digits. A digit z that every petal holds, and the
// stem does not, is thus in some petal, and no cell seeing every z of
// every petal can be z.
func findDeathBlossom(s *State) (Step, bool) { return firstYielded(s, eachDeathBlossomStart) }

// eachDeathBlossomStart yields, for each stem and digit z in the order
// findDeathBlossom tries them, the first blossom the search meets, while
// yield returns true: not every blossom, as other petals may make
// others.
func eachDeathBlossomStart(s *State, yield func(Step) bool) {
	w := alsFor(s)
	defer alsPool.Put(w)
	w.buildPetals()
	var b blossom
	for stem := grid.Cell(0); stem < grid.NumCells; stem++ {
		sm := w.cand[stem] & AllDigits
		if sm.Len() < 2 {
			continue
		}
		b.stem, b.n = stem, 0
		ok := true
		for m := uint16(sm); m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			k := int(stem)*10 + d
			if w.petalStart[k] == w.petalStart[k+1] {
				ok = false // a digit without a petal: no blossom here
				break
			}
			b.digits[b.n] = int8(d)
			b.n++
		}
		if !ok {
			continue
		}
		for m := uint16(AllDigits &^ sm); m != 0; m &= m - 1 {
			b.z, b.budget = bits.TrailingZeros16(m), blossomBudget
			all := grid.CellSet{Lo: ^uint64(0), Hi: ^uint64(0)}
			if w.pickPetals(&b, 0, all) && !yield(w.blossomStep(&b)) {
				return
			}
		}
	}
}

// blossom is a death blossom being built: the stem, its digits, the
// petal chosen for each and the digit z they must share.
type blossom struct {
	stem   grid.Cell
	digits [9]int8
	petals [9]int32
	n      int
	z      int
	elim   grid.CellSet
	budget int // petals left to try for this stem and z
}

// blossomBudget bounds the petals tried for one stem and digit z, so that
// a stem with many petals per digit cannot make the search explode.
const blossomBudget = 5000

// pickPetals chooses a petal for stem digit k and the ones after it, each
// holding z with some cell seeing every z of the petals chosen so far
// (targets). It leaves the choice in b.
func (w *alsWork) pickPetals(b *blossom, k int, targets grid.CellSet) bool {
	if k == b.n {
		b.elim = targets
		return true
	}
	key := int(b.stem)*10 + int(b.digits[k])
	for _, p := range w.petals[w.petalStart[key]:w.petalStart[key+1]] {
		a := &w.sets[p]
		if !a.digits.Has(int8(b.z)) {
			continue
		}
		if b.budget--; b.budget < 0 {
			return false
		}
		t := targets.And(a.seen[b.z])
		if t.Empty() || w.petalUsed(b, k, p) {
			continue
		}
		b.petals[k] = p
		if w.pickPetals(b, k+1, t) {
			return true
		}
	}
	return false
}

// petalUsed reports whether set p shares a cell with the petal of an
// earlier digit (or is one): petals are kept apart.
func (w *alsWork) petalUsed(b *blossom, k int, p int32) bool {
	for _, q := range b.petals[:k] {
		if !w.sets[q].cells.And(w.sets[p].cells).Empty() {
			return true
		}
	}
	return false
}

// buildPetals lists, for each cell and digit d, the sets holding d whose
// every d sees the cell: petals[petalStart[10*cell+d]:petalStart[10*cell+d+1]].
func (w *alsWork) buildPetals() {
	if w.petalsBuilt {
		return
	}
	w.petalsBuilt = true
	clear(w.petalStart[:])
	w.eachPetal(func(k int, _ int32) { w.petalStart[k+1]++ })
	w.petals = bucketSlots(w.petalStart[:], w.petals)
	var fill [10 * grid.NumCells]int32
	w.eachPetal(func(k int, i int32) {
		w.petals[w.petalStart[k]+fill[k]] = i
		fill[k]++
	})
}

// eachPetal calls fn(10*cell+d, set) for every set and digit d whose
// every d sees the cell, a cell holding d.
func (w *alsWork) eachPetal(fn func(k int, i int32)) {
	for i := range w.sets {
		a := &w.sets[i]
		for m := uint16(a.digits); m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			visitCells(a.seen[d], func(c grid.Cell) { fn(int(c)*10+d, int32(i)) })
		}
	}
}

func (w *alsWork) blossomStep(b *blossom) Step {
	sets := make([]int, b.n)
	ties := make([]alsTie, b.n)
	for k := 0; k < b.n; k++ {
		sets[k] = int(b.petals[k])
		ties[k] = alsTie{k, k, 1 << uint(b.digits[k])}
	}
	var elim [10]grid.CellSet
	elim[b.z] = b.elim
	st := w.alsStep("Death Blossom", sets, ties, &elim)
	// The stem: its candidates lead the pattern, and each of its digits
	// is marked with its petal's.
	var stemCands []Candidate
	for k := 0; k < b.n; k++ {
		stemCands = append(stemCands, Candidate{b.stem, b.digits[k]})
	}
	st.Pattern = append(stemCands, st.Pattern...)
	st.Restricted = append(stemCands, st.Restricted...)
	st.Cells = []grid.Cell{b.stem}
	stemDigits := Digits(0)
	var parts, reasons []string
	for k := 0; k < b.n; k++ {
		stemDigits |= 1 << uint(b.digits[k])
		ds := strconv.Itoa(int(b.digits[k]))
		parts = append(parts, ds+": "+alsLabel(k)+"="+alsName(&w.sets[sets[k]]))
		reasons = append(reasons, "if it is "+ds+", "+alsLabel(k)+" lacks "+ds)
	}
	zs := strconv.Itoa(b.z)
	st.Text = logicText("Death Blossom", "stem "+cellName(b.stem)+" {"+digitString(stemDigits)+"}, "+
		strings.Join(parts, ", ")+", Z="+zs, &st)
	st.Explanation = "The stem " + cellName(b.stem) + " holds " + words.And(digitNames(stemDigits.List())) +
		". " + alsSetWords(w, sets) + " Each is one digit short of being locked, and every copy of the stem's digit " +
		"in its petal sees the stem: " + strings.Join(reasons, "; ") + ", and that petal is locked on its other digits. " +
		"Every petal holds " + zs + ", so " + zs + " is in one of them, and no cell that sees every " + zs + " of every petal can hold it: remove " + eliminationWords(st.Eliminations) + "."
	return st
}
