// Package generate makes puzzles: random complete grids on any layout,
// random jigsaw layouts, and puzzles with one solution (minimal on
// request, with a symmetry of the givens) aimed at a difficulty or at a
// technique as the step engine rates them. Everything follows from a
// seed: the same seed and request give the same puzzles.
package generate

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync/atomic"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Result is one generated puzzle.
type Result struct {
	Index    int // the puzzle's number in its run, which with the seed decides it
	Puzzle   grid.Puzzle
	Solution grid.Grid
	// Rating is the step engine's rating, set when Rated: when the
	// request has a goal or asks for ratings.
	Rating steps.Rating
	Rated  bool
	// Step is the index in the solution path (steps.Solve) of the first
	// step by the requested technique, the position to open for practice;
	// -1 when no technique was asked for.
	Step     int
	Attempts int // candidates made for it, this one included
}

// Generator makes puzzles for one request on one goroutine. It keeps
// its solver and search buffers from puzzle to puzzle; make one a
// goroutine.
type Generator struct {
	req    Request
	solver solver.Solver
	fill   filler
	orbits [][]grid.Cell
	// orbitOf gives each cell's orbit, an index into orbits.
	orbitOf [grid.NumCells]int
	ranks   map[string]rank
	// tried, when set, counts every candidate made, and used those
	// whose path used the requested technique, for progress reports.
	tried, used *atomic.Int64
}

// New checks the request and returns a generator for it. A given layout
// that admits no solution is refused here, not discovered by a search
// that never ends.
func New(req Request) (*Generator, error) {
	if err := req.Check(); err != nil {
		return nil, err
	}
	g := &Generator{req: req, orbits: req.Symmetry.Orbits(), ranks: ranks()}
	for k, orbit := range g.orbits {
		for _, c := range orbit {
			g.orbitOf[c] = k
		}
	}
	if !req.Jigsaw {
		l := req.Layout
		if l == nil {
			l = grid.Standard()
		}
		g.req.Layout = l
		g.fill.setLayout(l)
		if _, ok := g.fill.solution(rand.New(rand.NewPCG(1, 2)), fillBudget, fillRestarts); !ok {
			if solver.Solve(grid.Puzzle{Layout: l}, 1).Status != solver.Unique {
				return nil, fmt.Errorf("the layout admits no solution, so no puzzle can be made on it")
			}
		}
	}
	return g, nil
}

// Request returns the generator's request, as checked (the technique in
// the catalogue's spelling, the layout set).
func (g *Generator) Request() Request { return g.req }

// RNG returns the random source of puzzle index of a run with seed:
// each puzzle has its own stream, so puzzles can be made in any order
// and on any number of goroutines and still come out the same.
func RNG(seed uint64, index int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, splitmix(uint64(index))))
}

// splitmix scrambles a counter into a well-spread 64-bit value.
func splitmix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}

// Generate makes puzzle index of the run with seed. It tries candidates
// until one meets the request's goal, the context ends (its error is
// returned) or the attempt bound is reached (ErrAttempts).
func (g *Generator) Generate(ctx context.Context, seed uint64, index int) (Result, error) {
	rng := RNG(seed, index)
	for attempt := 1; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return Result{}, err
		}
		if g.req.MaxAttempts > 0 && attempt > g.req.MaxAttempts {
			return Result{}, ErrAttempts
		}
		res, ok := g.candidate(rng)
		if g.tried != nil {
			g.tried.Add(1)
		}
		if ok {
			res.Index, res.Attempts = index, attempt
			return res, nil
		}
	}
}

// candidate makes one puzzle and reports whether it meets the goal.
func (g *Generator) candidate(rng *rand.Rand) (Result, bool) {
	l := g.req.Layout
	var sol grid.Grid
	if g.req.Jigsaw {
		l, sol = RandomLayout(rng, g.req.SymmetricLayout)
		g.fill.setLayout(l)
	} else {
		var ok bool
		if sol, ok = g.fill.solution(rng, fillBudget, fillRestarts); !ok {
			return Result{}, false
		}
	}
	p := grid.Puzzle{Givens: g.removeGivens(sol, l, rng), Layout: l}
	if g.req.MaxGivens > 0 && p.Givens.Filled() > g.req.MaxGivens {
		return Result{}, false
	}
	res := Result{Puzzle: p, Solution: sol, Step: -1}
	if !g.req.rated() {
		return res, true
	}
	tr := steps.SolveProfile(p, g.req.Profile)
	res.Rating, res.Rated = tr.Rate(), true
	if g.used != nil && g.req.Technique != "" && res.Rating.Uses[g.req.Technique] > 0 {
		g.used.Add(1)
	}
	if !g.req.meets(&res.Rating) {
		var ok bool
		if res.Puzzle, tr, ok = g.ease(p, sol, tr, rng); !ok {
			return res, false
		}
		res.Rating = tr.Rate()
	}
	if g.req.Technique != "" {
		res.Step = firstStep(tr, g.req.Technique)
	}
	return res, true
}

// firstStep returns the index of the path's first step by technique
// outside guesses (or its first guess, for "Guess").
func firstStep(tr *steps.Trace, technique string) int {
	for i := range tr.Steps {
		st := &tr.Steps[i]
		switch {
		case technique == steps.GuessName && st.Kind == steps.Guess,
			st.Kind == steps.Logic && st.Depth == 0 && st.Technique == technique:
			return i
		}
	}
	return -1
}

// removeGivens starts from the full solution and takes away the orbits
// of the symmetry in random order, each one that leaves the solution
// unique. One pass is enough for a minimal puzzle: an orbit that could
// not go at its turn cannot go later either, since fewer givens never
// make a puzzle more constrained.
func (g *Generator) removeGivens(sol grid.Grid, l *grid.Layout, rng *rand.Rand) grid.Grid {
	p := grid.Puzzle{Givens: sol, Layout: l}
	order := rng.Perm(len(g.orbits))
	var saved [4]int8
	for _, k := range order {
		orbit := g.orbits[k]
		for i, c := range orbit {
			saved[i] = p.Givens[c]
			p.Givens[c] = 0
		}
		if g.solver.Solve(p, 2).Status != solver.Unique {
			for i, c := range orbit {
				p.Givens[c] = saved[i]
			}
		}
	}
	return p.Givens
}
