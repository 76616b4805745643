package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"

	"github.com/sudoku-studio/sudoku-studio/internal/interrupt"
)

// interruptContext returns the context a run stops on: Ctrl+C or
// SIGTERM, through the program's one signal handling (package
// interrupt). Until the function it returns is called the command
// cooperates: the handler lets it stop by itself, remove its temporary
// file and say what it did and did not write. Tests replace it to
// interrupt a run.
var interruptContext = func(parent context.Context) (context.Context, context.CancelFunc) {
	release := interrupt.Cooperate()
	ctx, cancel := context.WithCancel(parent)
	stopAfter := context.AfterFunc(interrupt.Context(), cancel)
	return ctx, func() {
		stopAfter()
		cancel()
		release()
	}
}

// startProgress draws a progress bar of done out of total on stderr
// while a run lasts, when stderr is a terminal; the function it returns
// clears the bar. The bar appears only once a run has taken a second,
// so short runs print nothing extra.
func startProgress(stderr io.Writer, total int, done *atomic.Int64) func() {
	bar := progressTo(stderr)
	if bar == nil {
		return func() {}
	}
	stop, stopped := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				bar(-1, total)
				return
			case <-tick.C:
				bar(int(done.Load()), total)
			}
		}
	}()
	return func() {
		close(stop)
		<-stopped
	}
}

// progressTo returns a progress bar drawn on stderr when stderr is a
// terminal, or nil. The bar appears only once a run has taken a second,
// so short runs print nothing extra; done < 0 clears it.
func progressTo(stderr io.Writer) func(done, total int) {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	if info, err := f.Stat(); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	start := time.Now()
	shown := false
	return func(done, total int) {
		if done < 0 {
			if shown {
				fmt.Fprint(f, "\r\033[K")
			}
			return
		}
		if time.Since(start) < time.Second || total == 0 {
			return
		}
		shown = true
		const width = 40
		filled := min(done, total) * width / total
		bar := make([]byte, width)
		for i := range bar {
			bar[i] = '.'
			if i < filled {
				bar[i] = '#'
			}
		}
		fmt.Fprintf(f, "\r[%s] %d/%d puzzles", bar, done, total)
	}
}
