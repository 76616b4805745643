package generate

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Progress is how far a run is.
type Progress struct {
	Done, Total int
	Attempts    int // candidates made so far, those of unfinished puzzles included
	// Used counts the candidates whose path used the requested technique
	// (before easing): none after many attempts suggests the technique
	// does not occur on the layout.
	Used int
}

// progressEvery is how often Many reports progress.
const progressEvery = 200 * time.Millisecond

// Many makes puzzles 0 to n−1 of the run with seed on workers goroutines
// (0: one a CPU). It returns the puzzles made, in index order, and an
// error when some are missing: the context's when it ended (cancelled,
// or its time bound passed), ErrAttempts when a goal was not hit within
// the attempt bound, or the request's own error. progress, if not nil,
// is called from one goroutine every 200 ms and once at the end.
func Many(ctx context.Context, req Request, n int, seed uint64, workers int, progress func(Progress)) ([]Result, error) {
	if _, err := New(req); err != nil {
		return nil, err
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, n))
	results := make([]Result, n)
	made := make([]bool, n)
	var next, done, attempts, used atomic.Int64
	var firstErr error
	var errOnce sync.Once
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g, err := New(req)
			if err != nil {
				errOnce.Do(func() { firstErr = err })
				return
			}
			g.tried, g.used = &attempts, &used
			for {
				i := int(next.Add(1)) - 1
				if i >= n || ctx.Err() != nil {
					return
				}
				res, err := g.Generate(ctx, seed, i)
				if err != nil {
					errOnce.Do(func() { firstErr = err })
					continue // other puzzles may still meet an attempt bound
				}
				results[i], made[i] = res, true
				done.Add(1)
			}
		}()
	}
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	report := func() {
		if progress != nil {
			progress(Progress{Done: int(done.Load()), Total: n, Attempts: int(attempts.Load()), Used: int(used.Load())})
		}
	}
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	for waiting := true; waiting; {
		select {
		case <-finished:
			waiting = false
		case <-tick.C:
			report()
		}
	}
	report()
	out := make([]Result, 0, done.Load())
	for i := range results {
		if made[i] {
			out = append(out, results[i])
		}
	}
	if len(out) < n && firstErr == nil {
		firstErr = ctx.Err()
	}
	return out, firstErr
}
