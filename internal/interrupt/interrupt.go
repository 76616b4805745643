// Package interrupt is the one signal handling of every command: Ctrl+C
// (SIGINT) or SIGTERM ends a run with exit code 130, a line saying what
// was and was not written, and no temporary file left behind.
//
// A command that stops on its own when Context is done says so with
// Cooperate: it then ends the run itself, with its own summary (solve's
// tally, say). Any other work (reading a file's index, a seek, a
// render, a bench) is ended by the handler: it removes the run's
// temporary files (atomicfile.Abandon), so that every old file stays as
// it was, prints the line and exits. A second signal, or a cooperating
// command that has not ended within Grace, is ended the same way.
//
// SIGKILL cannot be caught: a killed run's temporaries stay until the
// next run writing into their folder removes them.
package interrupt

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
)

// Grace is how long a cooperating command has to end after a signal.
var Grace = 3 * time.Second

// abandon removes the run's temporaries; a test replaces it.
var abandon = atomicfile.Abandon

// ExitCode is the exit code of an interrupted run, as a shell reports
// a run that Ctrl+C ended.
const ExitCode = 130

var state struct {
	mu          sync.Mutex
	ctx         context.Context
	cancel      context.CancelFunc
	cooperating int
	idle        chan struct{} // closed when cooperating falls back to 0
}

func init() { rearm() }

// rearm gives the run a fresh, undone context.
func rearm() {
	state.mu.Lock()
	state.ctx, state.cancel = context.WithCancel(context.Background())
	state.mu.Unlock()
}

// Install starts the handling of SIGINT and SIGTERM for the rest of the
// run, the handler's line going to stderr. It is called before any
// work, first thing in main. A signal the run was started with ignored
// (SIGINT under nohup or in a background job) stays ignored.
func Install(stderr io.Writer) {
	var sigs []os.Signal
	for _, s := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		if !signal.Ignored(s) {
			sigs = append(sigs, s)
		}
	}
	if len(sigs) == 0 {
		return
	}
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, sigs...)
	go handle(ch, stderr, os.Exit)
}

// handle waits for signals and ends the run, as the package comment
// says. A cooperating command that ends by itself returns its own code
// from main; the handler then waits for another signal with a fresh
// context (in tests, which run command after command in one process).
func handle(ch <-chan os.Signal, stderr io.Writer, exit func(int)) {
	for {
		<-ch
		state.mu.Lock()
		state.cancel()
		idle := state.idle
		cooperating := state.cooperating > 0
		state.mu.Unlock()
		if cooperating {
			select {
			case <-idle:
				rearm()
				continue
			case <-ch:
			case <-time.After(Grace):
			}
		}
		report := abandon()
		fmt.Fprintf(stderr, "sudoku-studio: interrupted: %s\n", report)
		exit(ExitCode)
		return
	}
}

// Context returns the context that is done once a signal came; before
// Install, and in tests, it is never done.
func Context() context.Context {
	state.mu.Lock()
	defer state.mu.Unlock()
	return state.ctx
}

// Cooperate says that the caller now stops by itself when Context is
// done, and reports and returns ExitCode; release ends that promise.
func Cooperate() (release func()) {
	state.mu.Lock()
	if state.cooperating == 0 {
		state.idle = make(chan struct{})
	}
	state.cooperating++
	state.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			state.mu.Lock()
			if state.cooperating--; state.cooperating == 0 {
				close(state.idle)
			}
			state.mu.Unlock()
		})
	}
}
