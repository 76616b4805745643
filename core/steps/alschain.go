package steps

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// findALSXYWing looks for a set C tied to a set A by a restricted common
// x and to a set B by another restricted common y. C lacks only one
// digit, so it holds x or y: then A lacks x or B lacks y, and that one is
// locked on its other digits. A digit z (neither x nor y) that A and B
// both hold is thus in A or in B, and no cell seeing every z of both can
// be z.
func findALSXYWing(s *State) (Step, bool) {
	return firstYielded(s, func(s *State, y func(Step) bool) { eachALSXYWing(s, nil, y) })
}

// effectFilter tells a finder, from the candidates an instance removes
// (cells by digit), whether to make its step and yield it: a listing
// asks for each effect once, and making the step costs far more than
// finding the instance, with tens of thousands of raw ALS chains at
// some positions. nil takes every instance.
type effectFilter func(elim *[10]grid.CellSet) bool

// eachALSXYWing yields every ALS-XY-Wing that keep takes, in the order
// findALSXYWing meets them, while yield returns true.
func eachALSXYWing(s *State, keep effectFilter, yield func(Step) bool) {
	w := alsFor(s)
	defer alsPool.Put(w)
	w.buildRCC()
	for c := range w.sets {
		edges := w.edges[w.first[c]:w.first[c+1]]
		for k, e1 := range edges {
			a := &w.sets[e1.to]
			for _, e2 := range edges[k+1:] {
				b := &w.sets[e2.to]
				if e2.digit == e1.digit || e2.to == e1.to || !a.cells.And(b.cells).Empty() {
					continue
				}
				zs := a.digits & b.digits &^ (1<<uint(e1.digit) | 1<<uint(e2.digit))
				if zs == 0 {
					continue
				}
				var elim [10]grid.CellSet
				var found Digits
				for m := uint16(zs); m != 0; m &= m - 1 {
					z := bits.TrailingZeros16(m)
					if t := a.seen[z].And(b.seen[z]); !t.Empty() {
						elim[z], found = t, found|1<<uint(z)
					}
				}
				if found == 0 || keep != nil && !keep(&elim) {
					continue
				}
				if !yield(w.xyWingStep(int(e1.to), int(e2.to), c, e1.digit, e2.digit, found, &elim)) {
					return
				}
			}
		}
	}
}

func (w *alsWork) xyWingStep(a, b, c int, x, y int8, zs Digits, elim *[10]grid.CellSet) Step {
	sets := []int{a, b, c}
	st := w.alsStep("ALS-XY-Wing", sets, []alsTie{{0, 2, 1 << uint(x)}, {1, 2, 1 << uint(y)}}, elim)
	xs, ys := strconv.Itoa(int(x)), strconv.Itoa(int(y))
	st.Text = alsText("ALS-XY-Wing", w, sets, "X,Y="+xs+","+ys+", Z="+digitString(zs), &st)
	st.Explanation = alsSetWords(w, sets) + " Each is one digit short of being locked. " +
		"A and C cannot both hold " + xs + ", nor B and C both hold " + ys + ". C lacks only one digit, " +
		"so it holds " + xs + " or " + ys + ", and then A or B is locked without it. So " + andDigits(zs) +
		", which A and B both hold, " + isAre(zs) + " in A or in B, and no cell that sees every copy in both can hold " +
		itThem(zs) + ": remove " + eliminationWords(st.Eliminations) + "."
	return st
}

// ALS chains. A chain A1 -x1- A2 -x2- ... An ties each set to the next by
// a restricted common, consecutive ones different. If A1 lacks z (a digit
// of A1 other than x1), it is locked and holds x1, so A2 lacks x1 and
// holds x2, and so on: An lacks its incoming restricted common and holds
// all its other digits. So z, when An holds it and it is not that
// common, is in A1 or in An. The search walks the states "set i lacks
// digit d" breadth first from each start, so it finds short chains first.
//
// Which sets may share cells. Each step of that argument reads two
// adjacent sets only: "Ai holds x, every x of Ai+1 sees every x of Ai
// and no cell holds x for both, so Ai+1 lacks x". Nothing in it asks
// Ai and Aj apart when they are not adjacent, so they may overlap; the
// ends too: z is then in A1 or in An all the same, and the removals are
// the z cells outside both that see every z of both, which no overlap
// changes. Adjacent sets could overlap as well (HoDoKu allows it as an
// option) provided the restricted common has no cell in the overlap,
// else one cell could give x to both; they are kept apart here, as the
// restricted commons are built for sets apart (buildRCC) and ALS-XZ
// and ALS-XY-Wing share them. A set is never used twice in one chain.

const (
	// alsChainMin and alsChainMax bound the sets of an ALS Chain; shorter
	// chains are ALS-XZ (two sets) and ALS-XY-Wing (three).
	alsChainMin = 4
	alsChainMax = 6
)

// findALSChain looks for an ALS chain of four to six sets pairwise
// apart. Letting sets that are not adjacent overlap (sound, see above)
// changed the guided paths of 16 of top95's 95 puzzles and 3 of
// hardest_1106's 375, so paths and hints keep them apart and only All
// steps here lists the overlapping chains.
func findALSChain(s *State) (Step, bool) {
	return firstYielded(s, func(s *State, y func(Step) bool) { eachALSChainStart(s, false, nil, y) })
}

// eachALSChainStart yields, for each set and digit z in the order
// findALSChain tries them, the chains the search meets from there, while
// yield returns true: not every chain, as the search keeps one path to
// each state. With overlap, sets that are not adjacent may share cells.
// Only the chains keep takes are made into steps and yielded.
func eachALSChainStart(s *State, overlap bool, keep effectFilter, yield func(Step) bool) {
	w := alsFor(s)
	defer alsPool.Put(w)
	w.buildRCC()
	n := len(w.sets)
	if cap(w.parent) < 10*n {
		w.parent = make([]int32, 10*n)
		w.stamp = make([]uint32, 10*n)
	}
	w.parent, w.stamp = w.parent[:10*n], w.stamp[:10*n]
	for i := range w.sets {
		a := &w.sets[i]
		for m := uint16(a.digits); m != 0; m &= m - 1 {
			z := bits.TrailingZeros16(m)
			if a.seen[z].Empty() {
				continue
			}
			stop := false
			w.chainFrom(i, z, overlap, func(end int32) bool {
				if keep != nil {
					var elim [10]grid.CellSet
					elim[z] = w.chainElim(end, i, z)
					if !keep(&elim) {
						return true
					}
				}
				stop = !yield(w.chainStep(end, i, z))
				return !stop
			})
			if stop {
				return
			}
		}
	}
}

// chainFrom searches breadth first from "set i lacks z" for a state "set
// j lacks d" at alsChainMin-1 to alsChainMax-1 links whose set holds z
// (d not z) with a cell that sees every z of set i and of set j. It
// returns that state, with the path kept in w.parent. The walk keeps one
// path to each state; when it met an end it could not take (too short a
// path, or sets that overlap), a depth-first walk over the paths
// themselves decides (chainDFS). With more set, each end met is passed
// to it (its path in w.parent as it is called) and the walk goes on
// while more returns true. overlap lets sets that are not adjacent
// share cells; a set is never there twice.
func (w *alsWork) chainFrom(i, z int, overlap bool, more func(end int32) bool) (int32, bool) {
	w.gen++
	if w.gen == 0 { // the stamps wrapped: start afresh
		clear(w.stamp)
		w.gen = 1
	}
	targets := w.sets[i].seen[z]
	start := int32(10*i + z)
	w.stamp[start], w.parent[start] = w.gen, -1
	w.queue = append(w.queue[:0], start)
	missed, found := false, false
	for depth, head := 0, 0; depth < alsChainMax-1; depth++ {
		end := len(w.queue)
		for ; head < end; head++ {
			st := w.queue[head]
			set, lacks := int(st/10), int8(st%10)
			for _, e := range w.edges[w.first[set]:w.first[set+1]] {
				if e.digit == lacks {
					continue
				}
				next := 10*e.to + int32(e.digit)
				// A state met again was an end, or not, the first time.
				if w.stamp[next] == w.gen {
					continue
				}
				w.stamp[next], w.parent[next] = w.gen, st
				w.queue = append(w.queue, next)
				if int(e.digit) == z || int(e.to) == i {
					continue
				}
				b := &w.sets[e.to]
				if !b.digits.Has(int8(z)) || b.seen[z].And(targets).Empty() {
					continue
				}
				if depth+2 >= alsChainMin && w.simplePath(next, overlap) {
					if more == nil || !more(next) {
						return next, true
					}
					found = true
					continue
				}
				missed = true
			}
		}
	}
	if missed && !found {
		end, ok := w.chainDFS(i, z, overlap)
		if ok && more != nil {
			more(end)
		}
		return end, ok
	}
	return 0, false
}

// simplePath reports whether the sets on the path to state st are
// pairwise apart (which also means each is there once), or with overlap
// whether each is there once (adjacent ones are apart by their edge).
func (w *alsWork) simplePath(st int32, overlap bool) bool {
	var cells grid.CellSet
	var path [alsChainMax]int32
	n := 0
	for ; st >= 0; st = w.parent[st] {
		if overlap {
			if setOnPath(path[:n], st/10) {
				return false
			}
			path[n] = st
			n++
			continue
		}
		a := &w.sets[st/10]
		if !a.cells.And(cells).Empty() {
			return false
		}
		cells = cells.Or(a.cells)
	}
	return true
}

// chainElim returns the cells that lose z by the chain from set i ending
// in state end: those seeing every z of both end sets.
func (w *alsWork) chainElim(end int32, i, z int) grid.CellSet {
	return w.sets[i].seen[z].And(w.sets[end/10].seen[z])
}

// chainStep makes the step of the chain ending in state end.
func (w *alsWork) chainStep(end int32, i, z int) Step {
	var path []int32
	for st := end; st >= 0; st = w.parent[st] {
		path = append(path, st)
	}
	sets := make([]int, len(path))
	ties := make([]alsTie, 0, len(path)-1)
	for k := range path {
		st := path[len(path)-1-k]
		sets[k] = int(st / 10)
		if k > 0 {
			ties = append(ties, alsTie{k - 1, k, 1 << uint(st%10)})
		}
	}
	var elim [10]grid.CellSet
	elim[z] = w.chainElim(end, i, z)
	st := w.alsStep("ALS Chain", sets, ties, &elim)
	var rccs []string
	for _, t := range ties {
		rccs = append(rccs, digitString(t.digits))
	}
	zs := strconv.Itoa(z)
	st.Text = alsText("ALS Chain", w, sets, "RCC="+strings.Join(rccs, ",")+", Z="+zs, &st)
	last := alsLabel(len(sets) - 1)
	st.Explanation = alsSetWords(w, sets) + " Each is one digit short of being locked, and each is tied to " +
		"the next by a digit they cannot both hold (" + strings.Join(rccs, ", ") + "). If A had no " + zs +
		", it would hold " + rccs[0] + ", the next set would lack it and be locked, and so on down the chain, until " +
		last + " is locked without " + rccs[len(rccs)-1] + " and holds " + zs + ". So " + zs + " is in A or in " +
		last + ": remove " + eliminationWords(st.Eliminations) + "."
	return st
}
