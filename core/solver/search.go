package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// maxDepth bounds the search stack: every level places one more digit.
const maxDepth = grid.NumCells + 1

// Solver is a reusable exact solver. Its Solve allocates nothing on the
// puzzles its first attempt settles (every real puzzle), which suits
// batch callers and benchmarks; keep one Solver per goroutine. The zero
// value is ready to use.
type Solver struct {
	// GuessLimit, when positive, bounds each Solve: the search stops
	// after that many guesses in all and answers Unknown if it could not
	// tell by then. Zero, the default, searches until the answer is exact.
	GuessLimit int

	masks   *layoutMasks // the masks of the last layout seen
	own     *layoutMasks // storage reused for jigsaw layouts
	stack   [maxDepth]board
	fstack  [maxDepth]fboard // the fast path's stack, for the 3×3 boxes
	deep    *thorough        // the thorough search, allocated when first needed
	generic bool             // take the generic path on the boxes too (tests compare the two)
	// thoroughOnly skips the quick search, so that tests can check the
	// thorough search on its own against the oracle.
	thoroughOnly bool
	limit        int
	found        int
	guesses      int // guesses made by the last Solve
	// backtracks and deepest are the other counts of Result, for the
	// attempts so far.
	backtracks, deepest int
	budget              int // the guess count at which the current attempt gives up
	first               grid.Grid
}

// Solve searches p for up to limit solutions (limit below 1 counts as
// 1; 2 proves uniqueness). Givens that are out of range or clash give
// None. The answer is exact: Unknown comes only from a GuessLimit.
//
// The first attempt is the quick search (fast.go for the boxes, board.go
// for jigsaw layouts), which settles every real puzzle within
// firstBudget guesses. A depth-first search can still lose itself in a
// huge subtree without solutions: an impossible puzzle whose flaw only a
// hidden pair shows, or a nearly empty jigsaw grid where one early
// choice dooms everything under it. So when the first attempt runs out,
// the thorough search (thorough.go) takes over, with stronger rules and
// a choice among houses as well as cells, in attempts with a doubling
// budget, each on the puzzle with its digits renamed another way, which
// sends it down another tree. An attempt that ends within its budget is
// a complete search and its answer is exact; one that runs out still
// reports any solution it met, and two different ones prove Multiple.
// The budgets grow without end, so some attempt completes.
func (s *Solver) Solve(p grid.Puzzle, limit int) Result {
	r := s.solve(p, limit)
	r.Guesses, r.Backtracks, r.Deepest = s.guesses, s.backtracks, s.deepest
	return r
}

func (s *Solver) solve(p grid.Puzzle, limit int) Result {
	if limit < 1 {
		limit = 1
	}
	s.limit, s.guesses, s.backtracks, s.deepest, s.found = limit, 0, 0, 0, 0
	m := s.masksFor(p.Regions())
	var met grid.Grid // a solution met by an attempt that ran out
	if !s.thoroughOnly {
		s.budget = s.budgetAfter(firstBudget)
		var complete bool
		// The fast path knows givens only: a puzzle with given
		// candidates takes the generic board, which applies them.
		if m == standardMasks && !s.generic && p.Candidates == nil {
			if !s.fstack[0].setup(&p.Givens) {
				return Result{}
			}
			complete = s.fastSearch()
		} else {
			if !s.stack[0].setup(m, &p.Givens) || !s.stack[0].restrict(m, &p) {
				return Result{}
			}
			complete = s.search(m)
		}
		if complete {
			return s.settled()
		}
		if s.found == 1 {
			met = s.first
		}
	}
	h := s.housesFor(p.Regions())
	if h.unfillable {
		return Result{}
	}
	budget := firstBudget
	for attempt := 0; s.GuessLimit <= 0 || s.guesses < s.GuessLimit; attempt++ {
		givens, rename := &p.Givens, (*[10]int8)(nil)
		if k := attempt % len(digitRenamings); k > 0 {
			rename = &digitRenamings[k]
			renamed := p.Givens
			for c, d := range renamed {
				if d >= 1 && d <= 9 {
					renamed[c] = rename[d]
				}
			}
			givens = &renamed
		}
		s.found = 0
		if !s.deep.stack[0].setup(h, givens) || !s.deep.stack[0].restrict(&p, rename) {
			return Result{}
		}
		s.budget = s.budgetAfter(budget)
		complete := s.thoroughSearch(h)
		if s.found > 0 && rename != nil {
			s.first = renamedBack(s.first, rename)
		}
		switch {
		case complete:
			return s.settled()
		case s.found == 1 && met != (grid.Grid{}) && met != s.first:
			return Result{Status: Multiple, Solution: met}
		case s.found == 1:
			met = s.first
		}
		budget = min(2*budget, 1<<40)
	}
	return Result{Status: Unknown}
}

// budgetAfter returns the guess count at which an attempt allowed n more
// guesses stops, within GuessLimit.
func (s *Solver) budgetAfter(n int) int {
	if s.GuessLimit > 0 {
		return min(s.guesses+n, s.GuessLimit)
	}
	return s.guesses + n
}

// settled is the answer of an attempt that searched its whole tree.
func (s *Solver) settled() Result {
	switch s.found {
	case 0:
		return Result{}
	case 1:
		return Result{Status: Unique, Solution: s.first}
	}
	return Result{Status: Multiple, Solution: s.first}
}

// firstBudget is the guess budget of the first attempt, and of the
// thorough search's first: six times the most any puzzle of the shared
// benchmark files needs (666, of 64,000 puzzles), so that only impossible
// puzzles and grids without real puzzle structure ever go further, and
// every real puzzle keeps the quick search's counters, which steps
// replays.
const firstBudget = 1 << 12

// digitRenamings are the bijections of the digits 1–9 that the attempts
// after the first use in turn (the first attempt solves the puzzle as
// given).
var digitRenamings = func() (r [8][10]int8) {
	seed := uint32(0x9E3779B9)
	for k := range r {
		for d := range r[k] {
			r[k][d] = int8(d)
		}
		for i := 9; k > 0 && i > 1; i-- { // Fisher–Yates over 1..9
			seed ^= seed << 13
			seed ^= seed >> 17
			seed ^= seed << 5
			j := 1 + int(seed%uint32(i))
			r[k][i], r[k][j] = r[k][j], r[k][i]
		}
	}
	return r
}()

// renamedBack undoes a digit renaming on a solution grid.
func renamedBack(g grid.Grid, rename *[10]int8) grid.Grid {
	var back [10]int8
	for d := 1; d <= 9; d++ {
		back[rename[d]] = int8(d)
	}
	for c, d := range g {
		g[c] = back[d]
	}
	return g
}

// masksFor returns the masks of layout l, rebuilding them only when l
// differs from the last layout this Solver saw.
func (s *Solver) masksFor(l *grid.Layout) *layoutMasks {
	switch {
	case l.IsStandard():
		s.masks = standardMasks
	case s.masks == nil || s.masks.layout != l && !s.masks.layout.Equal(l):
		if s.own == nil {
			s.own = new(layoutMasks)
		}
		s.own.build(l)
		s.masks = s.own
	}
	return s.masks
}

// search runs the depth-first search from stack[0]. Each level guesses one
// digit in a copy of the board above it; when that branch is done, the
// level below drops the guessed digit and propagates again, which also
// tries the remaining candidates. It reports false when it stopped at
// the guess budget.
func (s *Solver) search(m *layoutMasks) bool {
	sp := 0
	for {
		b := &s.stack[sp]
		if b.propagate(m, sp == 0) {
			if !b.solved() {
				if s.guesses >= s.budget {
					return false
				}
				p, d := b.chooseGuess(m)
				s.guesses++
				sp++
				s.deepest = max(s.deepest, sp)
				s.stack[sp] = *b
				s.stack[sp].place(m, d, p) // cannot fail: propagate left no cell empty
				b.eliminate(m, d, p)       // nor here: the cell had two candidates or more
				continue
			}
			if s.found == 0 {
				s.first = b.grid()
			}
			s.found++
			if s.found >= s.limit {
				return true
			}
		}
		if sp == 0 {
			return true
		}
		sp--
		s.backtracks++
	}
}

// chooseGuess picks the cell to guess on (by position, see posOf) and the
// digit to try first. It
// takes a cell with two candidates when there is one: of those, the one
// whose two digits have the most candidates among its peers, those in
// other two-candidate cells counting three times over, since either
// branch then propagates furthest (measured: about half the guesses of
// "the first two-candidate cell" on the hardest sets). Otherwise it takes
// a cell with the fewest candidates.
func (b *board) chooseGuess(m *layoutMasks) (pos, digit int) {
	// Count each cell's candidates to three, a bit plane per count.
	var one0, one1, two0, two1, three0, three1 uint64
	for d := range b.cand {
		x := &b.cand[d]
		three0 |= two0 & x[0]
		three1 |= two1 & x[1]
		two0 |= one0 & x[0]
		two1 |= one1 & x[1]
		one0 |= x[0]
		one1 |= x[1]
	}
	pairs := board81{two0 &^ three0 & b.open[0], two1 &^ three1 & b.open[1]}
	if pairs[0]|pairs[1] == 0 {
		return b.fewestCandidates()
	}
	best, bestScore := -1, -1
	for w := range 2 {
		for s := pairs[w]; s != 0; s &= s - 1 {
			c := (w<<6 | trailingZeros(s)) & (numPos - 1)
			p := &m.peers[c]
			score := 0
			for ds := b.cells[c]; ds != 0; ds &= ds - 1 {
				x := &b.cand[bits.TrailingZeros16(ds)]
				score += bits.OnesCount64(x[0]&p[0]) + bits.OnesCount64(x[1]&p[1]) +
					3*(bits.OnesCount64(x[0]&p[0]&pairs[0])+bits.OnesCount64(x[1]&p[1]&pairs[1]))
			}
			if score > bestScore {
				best, bestScore = c, score
			}
		}
	}
	return best, bits.TrailingZeros16(b.cells[best])
}

// fewestCandidates returns the position of the open cell with the fewest
// candidates, and its lowest candidate.
func (b *board) fewestCandidates() (pos, digit int) {
	best, bestN := -1, 10
	for c, v := range b.cells {
		if n := bits.OnesCount16(v); n < bestN && n > 1 {
			best, bestN = c, n
		}
	}
	return best, bits.TrailingZeros16(b.cells[best])
}

// grid reads the digits of a solved board.
func (b *board) grid() grid.Grid {
	var g grid.Grid
	for c, p := range posOf {
		g[c] = int8(bits.TrailingZeros16(b.cells[p&(numPos-1)]) + 1)
	}
	return g
}
