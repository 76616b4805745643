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

// progressEvery is how often a run reports progress.
const progressEvery = 200 * time.Millisecond

// aheadPerWorker bounds how far the workers may run ahead of the first
// puzzle not yet handed on, so that a run holds a few results at a time
// whatever n is.
const aheadPerWorker = 16

// Many makes puzzles 0 to n−1 of the run with seed on workers goroutines
// (0: one a CPU) and returns the puzzles made, in index order, with the
// error Each reports. It holds every result; Each hands them on instead.
func Many(ctx context.Context, req Request, n int, seed uint64, workers int, progress func(Progress)) ([]Result, error) {
	var out []Result
	_, err := Each(ctx, req, n, seed, workers, progress, func(_ int, r Result) error {
		out = append(out, r)
		return nil
	})
	return out, err
}

// Each makes puzzles 0 to n−1 of the run with seed on workers goroutines
// (0: one a CPU) and calls emit with each puzzle made, in index order,
// from the calling goroutine; the puzzles are the ones Many returns, and
// at most a few dozen are held at a time. It returns how many were
// emitted and an error when some are missing: the context's when it
// ended (cancelled, or its time bound passed), ErrAttempts when a goal
// was not hit within the attempt bound, the request's own error, or the
// first error of emit, which ends the run. progress, if not nil, is
// called from the calling goroutine every 200 ms and once at the end.
func Each(ctx context.Context, req Request, n int, seed uint64, workers int, progress func(Progress), emit func(i int, r Result) error) (int, error) {
	if _, err := New(req); err != nil {
		return 0, err
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, n))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type made struct {
		i   int
		res Result
		err error
	}
	slots := make(chan struct{}, workers*aheadPerWorker) // a slot a puzzle claimed and not yet handed on
	results := make(chan made, workers)
	var next, attempts, used atomic.Int64
	var wg sync.WaitGroup
	var newErr error
	var newOnce sync.Once
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g, err := New(req)
			if err != nil {
				newOnce.Do(func() { newErr = err })
				return
			}
			g.tried, g.used = &attempts, &used
			for {
				select {
				case slots <- struct{}{}:
				case <-ctx.Done():
					return
				}
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				res, err := g.Generate(ctx, seed, i)
				results <- made{i, res, err}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	var firstErr error
	fail := func(err error) {
		if firstErr == nil {
			firstErr = err
		}
	}
	pending := map[int]made{}
	emitted, nextOut, done := 0, 0, 0
	emitFailed := false
	handOn := func(m made) {
		switch {
		case m.err != nil:
			fail(m.err) // other puzzles may still meet an attempt bound
		case emitFailed:
		default:
			if err := emit(m.i, m.res); err != nil {
				fail(err)
				emitFailed = true
				cancel()
				return
			}
			emitted++
		}
	}
	// flush hands on the finished puzzles that come next in index order.
	flush := func() {
		for {
			m, ok := pending[nextOut]
			if !ok {
				return
			}
			delete(pending, nextOut)
			nextOut++
			handOn(m)
			<-slots
		}
	}
	report := func() {
		if progress != nil {
			progress(Progress{Done: done, Total: n, Attempts: int(attempts.Load()), Used: int(used.Load())})
		}
	}
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	for open := true; open; {
		select {
		case m, ok := <-results:
			if !ok {
				open = false
				break
			}
			if m.err == nil {
				done++
			}
			pending[m.i] = m
			flush()
		case <-tick.C:
			report()
		}
	}
	// After a stop, the puzzles past a missing one are handed on too.
	for len(pending) > 0 {
		if _, ok := pending[nextOut]; !ok {
			nextOut++
			continue
		}
		flush()
	}
	report()
	if newErr != nil {
		fail(newErr)
	}
	if emitted < n && firstErr == nil {
		firstErr = ctx.Err()
	}
	return emitted, firstErr
}
