package solver

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// impossible17 is a standard 17-clue puzzle without solution: a hidden
// pair shows it, but the quick search's cell-by-cell tree does not.
const impossible17 = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."

func TestImpossible17ClueIsNone(t *testing.T) {
	p := mustPuzzle(t, impossible17, "")
	if n, _, nodes, _ := dlxCount(p, 1, 0); n != 0 {
		t.Fatalf("dancing links finds %d solutions", n)
	} else {
		t.Logf("dancing links: no solution in %d nodes", nodes)
	}
	for _, limit := range []int{1, 2} {
		var s Solver
		start := time.Now()
		r := s.Solve(p, limit)
		if r.Status != None || r.Solution != (grid.Grid{}) {
			t.Fatalf("limit %d: status %v, want none", limit, r.Status)
		}
		t.Logf("limit %d: %d guesses, %v", limit, r.Guesses, time.Since(start))
	}
}

// TestGuessLimitAnswersUnknown: with an explicit GuessLimit, and only
// then, a search that cannot tell in time says Unknown.
func TestGuessLimitAnswersUnknown(t *testing.T) {
	p := mustPuzzle(t, impossible17, "")
	s := Solver{GuessLimit: 1000}
	if r := s.Solve(p, 2); r.Status != Unknown || r.Guesses != 1000 || r.Solution != (grid.Grid{}) {
		t.Fatalf("limit 1000 guesses: status %v after %d guesses, want unknown after 1000", r.Status, r.Guesses)
	}
	s.GuessLimit = 1 << 30 // room enough: the answer is exact again
	if r := s.Solve(p, 2); r.Status != None {
		t.Fatalf("status %v, want none", r.Status)
	}
}

// impossibleFile holds puzzles without solution made by
// TestWriteImpossible (see there), standard and jigsaw.
const impossibleFile = "testdata/impossible.txt"

// dlxBudget bounds the check by dancing links on each puzzle of
// impossibleFile, so that the test stays within a minute.
const dlxBudget = 500_000

// TestImpossiblePuzzlesAreNone: every puzzle of impossibleFile must be
// None for Solve (limit 2; limit 1 on every fifth), and dancing links
// must agree where it settles the puzzle within dlxBudget nodes (on the
// hardest jigsaw puzzles it needs millions). With -short, every tenth
// puzzle.
func TestImpossiblePuzzlesAreNone(t *testing.T) {
	set, err := puzzlefile.Read(impossibleFile)
	if err != nil {
		t.Fatal(err)
	}
	step := 1
	if testing.Short() {
		step = 10
	}
	type stat struct {
		guesses, dlxNodes int
		dlxStopped        bool
		took              time.Duration
		err               string
	}
	stats := make([]stat, len(set.Entries))
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s Solver
			for i := w * step; i < len(set.Entries); i += workers * step {
				e := set.Entries[i]
				st := &stats[i]
				if e.Err != nil {
					st.err = e.Err.Error()
					continue
				}
				start := time.Now()
				r2 := s.Solve(e.Puzzle, 2)
				st.took, st.guesses = time.Since(start), r2.Guesses
				r1 := r2
				if i%5 == 0 {
					r1 = s.Solve(e.Puzzle, 1)
				}
				n, _, nodes, stopped := dlxCount(e.Puzzle, 1, dlxBudget)
				st.dlxNodes, st.dlxStopped = nodes, stopped
				if r2.Status != None || r1.Status != None || r2.Solution != (grid.Grid{}) || n != 0 {
					st.err = fmt.Sprintf("limit 2: %v, limit 1: %v, dancing links: %d solutions", r2.Status, r1.Status, n)
				}
			}
		}()
	}
	wg.Wait()
	var worst stat
	jigsaw, thorough, unchecked := 0, 0, 0
	for i, st := range stats {
		if st.dlxStopped {
			unchecked++
		}
		if st.err != "" {
			t.Errorf("puzzle %d: %s", i+1, st.err)
		}
		if !set.Entries[i].Puzzle.Regions().IsStandard() {
			jigsaw++
		}
		if st.guesses > firstBudget {
			thorough++
		}
		worst.guesses = max(worst.guesses, st.guesses)
		worst.dlxNodes = max(worst.dlxNodes, st.dlxNodes)
		worst.took = max(worst.took, st.took)
	}
	if len(stats) < 2000 || jigsaw < 300 {
		t.Errorf("%d puzzles, %d of them jigsaw: the file should hold thousands", len(stats), jigsaw)
	}
	t.Logf("%d puzzles (%d jigsaw), %d past the first attempt; most guesses %d, slowest %v; "+
		"dancing links at most %d nodes, stopped on %d", len(stats), jigsaw, thorough, worst.guesses, worst.took, worst.dlxNodes, unchecked)
	if unchecked > len(stats)/20 {
		t.Errorf("dancing links settled only %d of %d puzzles", len(stats)-unchecked, len(stats))
	}
}

var writeImpossible = flag.Bool("write-impossible", false, "make "+impossibleFile+" anew")

// TestWriteImpossible makes impossibleFile (with -write-impossible) in
// three ways:
//   - from a 17_clue puzzle, one given changed to another digit that
//     clashes with no other (sparse puzzles whose flaw lies deep, as in
//     impossible17);
//   - from a solved grid (of 17_clue, and of janko_133 on its own
//     layouts), two cells' digits swapped and the givens that then clash
//     cleared.
//
// Either way, when no grid fits, givens are taken away in random order
// for as long as none fits. What is left is impossible and minimal:
// taking away any given makes it solvable.
func TestWriteImpossible(t *testing.T) {
	if !*writeImpossible {
		t.Skip("run with -write-impossible to make " + impossibleFile)
	}
	type source struct {
		p      grid.Puzzle
		solved bool // a solved grid: swap two cells; else change a given
	}
	var sources []source
	for _, name := range []string{"bench/17_clue.txt", "jigsaw/janko_133.txt"} {
		for i, p := range loadPuzzles(t, name) {
			r := Solve(p.puzzle, 1)
			if p.err != nil || r.Status != Unique || i >= 2*impossibleSources {
				continue
			}
			if i%2 == 1 || !p.puzzle.Regions().IsStandard() {
				sources = append(sources, source{grid.Puzzle{Givens: r.Solution, Layout: p.puzzle.Layout}, true})
			}
			if i%2 == 0 && p.puzzle.Regions().IsStandard() {
				sources = append(sources, source{p.puzzle, false})
			}
		}
	}
	lines := make([]string, 0, len(sources)*2)
	var mu sync.Mutex
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(sources); i += workers {
				src := sources[i]
				copies := 1
				if !src.p.Regions().IsStandard() {
					copies = 3
				}
				for k := range copies {
					rng := rand.New(rand.NewPCG(uint64(i), uint64(k)))
					var p grid.Puzzle
					var ok bool
					if src.solved {
						p, ok = swapTwo(rng, src.p)
					} else {
						p, ok = changeOne(rng, src.p)
					}
					if !ok {
						continue
					}
					p = reduceImpossible(rng, p)
					line := p.Givens.String()
					if !p.Regions().IsStandard() {
						line += " " + p.Regions().Letters()
					}
					mu.Lock()
					lines = append(lines, line)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	text := "# Puzzles without solution, one a line (made by TestWriteImpossible in impossible_test.go):\n" +
		"# a 17-clue puzzle with one given changed, or a solved grid with two cells' digits swapped\n" +
		"# and the clashing givens cleared, then givens taken away in random order while no grid\n" +
		"# fits. Jigsaw lines add their region map.\n" +
		strings.Join(lines, "\n") + "\n"
	if err := os.WriteFile(filepath.FromSlash(impossibleFile), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d puzzles", len(lines))
}

// generationLimit bounds each solve while making impossibleFile: a
// given whose removal leaves a puzzle that takes longer to settle stays,
// so that the file stays quick enough to check in every test run.
const generationLimit = 1 << 16

// changeOne changes one given of p to another digit that clashes with
// no other given, and reports whether the result has no solution (ten
// tries).
func changeOne(rng *rand.Rand, p grid.Puzzle) (grid.Puzzle, bool) {
	s := Solver{GuessLimit: generationLimit}
	for range 10 {
		q := p
		c := grid.Cell(rng.IntN(grid.NumCells))
		if q.Givens[c] == 0 {
			continue
		}
		q.Givens[c] = int8(1 + (int(q.Givens[c])+rng.IntN(8))%9)
		if q.Validate() == nil && s.Solve(q, 1).Status == None {
			return q, true
		}
	}
	return grid.Puzzle{}, false
}

// swapTwo swaps two cells' digits in the solved grid sol and clears the
// givens that then clash, and reports whether the result has no
// solution (ten tries).
func swapTwo(rng *rand.Rand, sol grid.Puzzle) (grid.Puzzle, bool) {
	l := sol.Regions()
	s := Solver{GuessLimit: generationLimit}
	for range 10 {
		p := sol
		a, b := grid.Cell(rng.IntN(grid.NumCells)), grid.Cell(rng.IntN(grid.NumCells))
		if p.Givens[a] == p.Givens[b] {
			continue
		}
		p.Givens[a], p.Givens[b] = p.Givens[b], p.Givens[a]
		for _, c := range []grid.Cell{a, b} {
			peers := l.Peers(c)
			for q := range grid.Cell(grid.NumCells) {
				if q != a && q != b && peers.Has(q) && p.Givens[q] == p.Givens[c] {
					p.Givens[q] = 0
				}
			}
		}
		if p.Validate() == nil && s.Solve(p, 1).Status == None {
			return p, true
		}
	}
	return grid.Puzzle{}, false
}

// reduceImpossible takes givens of the impossible puzzle p away in random
// order while it stays impossible.
func reduceImpossible(rng *rand.Rand, p grid.Puzzle) grid.Puzzle {
	s := Solver{GuessLimit: generationLimit}
	for _, c := range rng.Perm(grid.NumCells) {
		if v := p.Givens[c]; v != 0 {
			p.Givens[c] = 0
			if s.Solve(p, 1).Status != None { // Unknown too
				p.Givens[c] = v
			}
		}
	}
	return p
}

// impossibleSources is how many puzzles of each file TestWriteImpossible
// starts from.
var impossibleSources = 1800

// TestThoroughAgreesWithOracle checks the thorough search on its own
// (the quick search skipped) against the oracle on real puzzles, unique
// and multiple, standard and jigsaw: it is what settles every grid the
// quick search cannot, so it must be right on every kind.
func TestThoroughAgreesWithOracle(t *testing.T) {
	files := []string{"classic/top95.txt", "bench/hardest_1106.txt", "jigsaw/janko_133.txt",
		"bench/serg_multi_solution.txt", "bench/unbiased_1000.txt"}
	for _, name := range files {
		puzzles := loadPuzzles(t, name)
		if testing.Short() || len(puzzles) > 1000 {
			puzzles = puzzles[:min(len(puzzles), 300)]
		}
		s := Solver{thoroughOnly: true}
		for _, tp := range puzzles {
			p := tp.puzzle
			if tp.err != nil && !tp.givensClash() {
				continue
			}
			want := oracleSolve(p, 2)
			r2, r1 := s.Solve(p, 2), s.Solve(p, 1)
			switch {
			case r2.Status != want.Status:
				t.Errorf("%s puzzle %d: %v, oracle %v", name, tp.index+1, r2.Status, want.Status)
			case want.Status == Unique && (r2.Solution != want.Solution || r1.Solution != want.Solution):
				t.Errorf("%s puzzle %d: solutions %v / %v, oracle %v", name, tp.index+1, r2.Solution, r1.Solution, want.Solution)
			case want.Status == Multiple && (!p.IsSolution(r2.Solution) || r1.Status != Unique || !p.IsSolution(r1.Solution)):
				t.Errorf("%s puzzle %d: multiple, but %v / %v %v", name, tp.index+1, r2.Solution, r1.Status, r1.Solution)
			case want.Status == None && (r1.Status != None || r2.Solution != (grid.Grid{})):
				t.Errorf("%s puzzle %d: none, but limit 1 says %v", name, tp.index+1, r1.Status)
			}
		}
	}
}
