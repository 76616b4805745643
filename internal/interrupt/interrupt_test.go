package interrupt

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
)

// lockedBuffer is a buffer the handler's goroutine and the test share.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// reset gives a test a fresh, undone context.
func reset() {
	atomicfile.Resume()
	abandon = atomicfile.Abandon
	rearm()
	state.mu.Lock()
	state.cooperating = 0
	state.mu.Unlock()
}

// A signal during work that does not cooperate ends the run at once:
// the temporary file is removed, the old file kept, the line printed
// and the code 130. (This test abandons the package-wide writer, so it
// is this package's only test that writes.)
func TestSignalEndsWorkThatDoesNotCooperate(t *testing.T) {
	reset()
	dir := t.TempDir()
	out := filepath.Join(dir, "p.svg")
	os.WriteFile(out, []byte("old picture"), 0o644)
	ch := make(chan os.Signal, 2)
	var stderr lockedBuffer
	exited := make(chan int, 1)
	go handle(ch, &stderr, func(code int) { exited <- code; select {} })

	writing := make(chan struct{})
	result := make(chan error, 1)
	go func() {
		result <- atomicfile.Write(out, func(w io.Writer) error {
			w.Write([]byte("<svg>half"))
			close(writing)
			<-Context().Done() // the write is slow: the signal comes mid-way
			time.Sleep(10 * time.Millisecond)
			_, err := w.Write([]byte("the rest"))
			return err
		})
	}()
	select {
	case <-writing:
	case err := <-result:
		t.Fatalf("the write ended before the signal: %v", err)
	}
	ch <- os.Interrupt
	if code := <-exited; code != 130 {
		t.Errorf("exit %d, want 130", code)
	}
	if got := stderr.String(); got != "sudoku-studio: interrupted: no file was written; "+out+" was not written (the old file, if any, is unchanged)\n" {
		t.Errorf("stderr %q", got)
	}
	if err := <-result; err == nil {
		t.Error("the write went through after the signal")
	}
	if got, _ := os.ReadFile(out); string(got) != "old picture" {
		t.Errorf("the old file became %q", got)
	}
	if names, _ := filepath.Glob(filepath.Join(dir, ".*")); len(names) > 0 {
		t.Errorf("left behind: %v", names)
	}
}

// A cooperating command gets Grace to end; a second signal does not wait.
func TestCooperatingCommandGetsGrace(t *testing.T) {
	cases := []struct {
		name   string
		second bool
		wait   time.Duration // at least this long before the exit
	}{
		{"grace runs out", false, 200 * time.Millisecond},
		{"second signal", true, 0},
	}
	old := Grace
	defer func() { Grace = old }()
	Grace = 200 * time.Millisecond
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			reset()
			abandon = func() atomicfile.Report { return atomicfile.Report{} }
			release := Cooperate()
			defer release()
			ch := make(chan os.Signal, 2)
			exited := make(chan int, 1)
			start := time.Now()
			go handle(ch, io.Discard, func(code int) { exited <- code; select {} })
			ch <- os.Interrupt
			<-Context().Done()
			if c.second {
				ch <- os.Interrupt
			}
			select {
			case code := <-exited:
				if code != ExitCode || time.Since(start) < c.wait {
					t.Errorf("exit %d after %v, want %d after %v at least", code, time.Since(start), ExitCode, c.wait)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("the handler never ended the run")
			}
		})
	}
}

func TestContextIsNotDoneWithoutASignal(t *testing.T) {
	reset()
	select {
	case <-Context().Done():
		t.Fatal("done without a signal")
	default:
	}
}

// A cooperating command that ends by itself ends the run with its own
// code: the handler does not exit, and waits for the next signal with a
// fresh context.
func TestCooperatingCommandEndsItself(t *testing.T) {
	reset()
	abandon = func() atomicfile.Report { return atomicfile.Report{} }
	ch := make(chan os.Signal, 2)
	exited := make(chan int, 1)
	go handle(ch, io.Discard, func(code int) { exited <- code; select {} })
	release := Cooperate()
	ctx := Context()
	ch <- os.Interrupt
	<-ctx.Done()
	release()
	for deadline := time.Now().Add(5 * time.Second); Context() == ctx; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no fresh context after the command ended")
		}
	}
	if Context().Err() != nil {
		t.Error("the fresh context is done")
	}
	select {
	case code := <-exited:
		t.Fatalf("the handler exited with %d", code)
	case <-time.After(2 * Grace / 10):
	}
	ch <- os.Interrupt // nothing cooperates now: the run ends
	if code := <-exited; code != ExitCode {
		t.Errorf("exit %d", code)
	}
}
