package model

import (
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// batchResult is what the batch found out about one puzzle.
type batchResult struct {
	result solver.Result
	rated  bool
	rating steps.Rating // Uses is dropped: the batch keeps the totals
}

// Batch solves a copy of every puzzle of a set on all cores. Workers
// write each result once and then mark it done, so the window can read
// finished results while the others are still being worked on.
type Batch struct {
	// Workers is how many puzzles are worked on at once; 0 is one a
	// core (runtime.GOMAXPROCS). The background rating leaves a core to
	// the window.
	Workers int
	puzzles []grid.Puzzle // a copy: the person may go on editing meanwhile
	valid   []bool        // false for puzzles that are invalid: they are skipped
	rate    bool          // also find and rate each unique puzzle's solution path
	profile steps.Profile // the technique profile the ratings follow
	results []batchResult
	done    []atomic.Bool
	count   atomic.Int64
	stop    atomic.Bool
	// stale is set once the ratings follow a profile no longer chosen:
	// ApplyBatch then takes only what the exact solver found.
	stale atomic.Bool
	// uses totals the technique counts of every rated puzzle.
	mu   sync.Mutex
	uses map[string]int
}

// NewBatch returns a batch of puzzles, skipping those not valid, and
// rating the unique ones when rate is set.
func NewBatch(puzzles []grid.Puzzle, valid []bool, rate bool) *Batch {
	return &Batch{
		puzzles: puzzles,
		valid:   valid,
		rate:    rate,
		results: make([]batchResult, len(puzzles)),
		done:    make([]atomic.Bool, len(puzzles)),
		uses:    make(map[string]int),
	}
}

// SetProfile makes the ratings follow technique profile p; call it
// before Run. The zero Profile is the default one.
func (b *Batch) SetProfile(p steps.Profile) { b.profile = p }

// Rates reports whether the batch rates the puzzles as well as solving them.
func (b *Batch) Rates() bool { return b.rate }

// DropRatings keeps the ratings of b, done or to come, out of the set:
// the technique profile they follow is no longer the one chosen.
func (b *Batch) DropRatings() { b.stale.Store(true) }

// batchChunk is how many puzzles a worker takes at a time: big enough
// that taking work costs nothing, small enough that cancelling is quick.
const batchChunk = 16

// Run solves the puzzles on every core and returns when all are done or
// the batch was cancelled.
func (b *Batch) Run() {
	var next atomic.Int64
	var wg sync.WaitGroup
	workers := b.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	for range workers {
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

func (b *Batch) solveOne(i int, uses map[string]int) {
	r := &b.results[i]
	if b.valid[i] {
		r.result = solver.Solve(b.puzzles[i], 2)
		if b.rate && r.result.Status == solver.Unique {
			rating := steps.SolveProfile(b.puzzles[i], b.profile).Rate()
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

// Cancel asks the workers to stop after the puzzle each is on.
func (b *Batch) Cancel() { b.stop.Store(true) }

// Progress returns the share of puzzles done, 0–1.
func (b *Batch) Progress() float64 {
	if len(b.puzzles) == 0 {
		return 1
	}
	return float64(b.count.Load()) / float64(len(b.puzzles))
}

// Use is how many times a technique was used.
type Use struct {
	Technique string
	Count     int
}

// TechniqueUses returns the technique totals, most used first.
func (b *Batch) TechniqueUses() []Use {
	b.mu.Lock()
	defer b.mu.Unlock()
	uses := make([]Use, 0, len(b.uses))
	for k, v := range b.uses {
		uses = append(uses, Use{k, v})
	}
	sort.Slice(uses, func(i, j int) bool {
		if uses[i].Count != uses[j].Count {
			return uses[i].Count > uses[j].Count
		}
		return uses[i].Technique < uses[j].Technique
	})
	return uses
}

// Cancelled reports whether the batch was asked to stop.
func (b *Batch) Cancelled() bool { return b.stop.Load() }

// Count is the number of puzzles done.
func (b *Batch) Count() int { return int(b.count.Load()) }

// ApplyBatch copies the finished results of b into the puzzles'
// information, skipping puzzles the person edited since the batch took
// its copy and those applied marks (which it then marks), and reports
// whether any status changed.
func (s *Session) ApplyBatch(b *Batch, applied []bool) bool {
	changed := false
	for i := range applied {
		if applied[i] || !b.done[i].Load() {
			continue
		}
		applied[i] = true
		if !SamePuzzle(s.Puzzle(i), b.puzzles[i]) || !b.valid[i] {
			continue
		}
		r := &b.results[i]
		info := &s.Info[i]
		before := *info
		s.SetChecked(i, r.result)
		if r.rated && !b.stale.Load() {
			s.SetRating(i, r.rating)
		}
		changed = changed || info.Status != before.Status || info.Checked != before.Checked || info.Rated != before.Rated
	}
	return changed
}
