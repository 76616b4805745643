package gui

import (
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/barchart"
)

// batchResult is what the batch found out about one puzzle.
type batchResult struct {
	result solver.Result
	rated  bool
	rating steps.Rating // Uses is dropped: the batch keeps the totals
}

// batch solves a copy of every puzzle of a set on all cores. Workers
// write each result once and then mark it done, so the window can read
// finished results while the others are still being worked on.
type batch struct {
	puzzles []grid.Puzzle // a copy: the person may go on editing meanwhile
	valid   []bool        // false for puzzles that are invalid: they are skipped
	rate    bool          // also find and rate each unique puzzle's solution path
	results []batchResult
	done    []atomic.Bool
	count   atomic.Int64
	stop    atomic.Bool
	// uses totals the technique counts of every rated puzzle.
	mu   sync.Mutex
	uses map[string]int
}

func newBatch(puzzles []grid.Puzzle, valid []bool, rate bool) *batch {
	return &batch{
		puzzles: puzzles,
		valid:   valid,
		rate:    rate,
		results: make([]batchResult, len(puzzles)),
		done:    make([]atomic.Bool, len(puzzles)),
		uses:    make(map[string]int),
	}
}

// batchChunk is how many puzzles a worker takes at a time: big enough
// that taking work costs nothing, small enough that cancelling is quick.
const batchChunk = 16

// run solves the puzzles on every core and returns when all are done or
// the batch was cancelled.
func (b *batch) run() {
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			uses := make(map[string]int)
			for !b.stop.Load() {
				start := int(next.Add(batchChunk)) - batchChunk
				if start >= len(b.puzzles) {
					break
				}
				end := min(start+batchChunk, len(b.puzzles))
				for i := start; i < end && !b.stop.Load(); i++ {
					b.solveOne(i, uses)
				}
			}
			b.mu.Lock()
			for k, v := range uses {
				b.uses[k] += v
			}
			b.mu.Unlock()
		}()
	}
	wg.Wait()
}

func (b *batch) solveOne(i int, uses map[string]int) {
	r := &b.results[i]
	if b.valid[i] {
		r.result = solver.Solve(b.puzzles[i], 2)
		if b.rate && r.result.Status == solver.Unique {
			rating := steps.Solve(b.puzzles[i]).Rate()
			for k, v := range rating.Uses {
				uses[k] += v
			}
			rating.Uses = nil
			r.rated, r.rating = true, rating
		}
	}
	b.done[i].Store(true)
	b.count.Add(1)
}

// cancel asks the workers to stop after the puzzle each is on.
func (b *batch) cancel() { b.stop.Store(true) }

// progress returns the share of puzzles done, 0–1.
func (b *batch) progress() float64 {
	if len(b.puzzles) == 0 {
		return 1
	}
	return float64(b.count.Load()) / float64(len(b.puzzles))
}

// techniqueUses returns the technique totals, most used first.
func (b *batch) techniqueUses() []barchart.Bar {
	b.mu.Lock()
	defer b.mu.Unlock()
	bars := make([]barchart.Bar, 0, len(b.uses))
	for k, v := range b.uses {
		bars = append(bars, barchart.Bar{Label: k, Value: v})
	}
	sort.Slice(bars, func(i, j int) bool {
		if bars[i].Value != bars[j].Value {
			return bars[i].Value > bars[j].Value
		}
		return bars[i].Label < bars[j].Label
	})
	return bars
}
