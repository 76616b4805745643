package gui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/autorate"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/puzzlelist"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func TestSolveWholeSet(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "coursework/hard_puzzle.npy")
	ref, err := puzzlefile.ReadSolutions(shareddata.Path(t, "coursework/hard_solution.npy"))
	if err != nil {
		t.Fatal(err)
	}
	s.model.Session().Reference = ref
	s.menus.item("Solve/Solve Whole Set").Action()

	// The engine's findings show apart from the person's status: the
	// solvable puzzles are rated, and none of them reads "Solved".
	counts := map[model.PuzzleStatus]int{}
	for i, info := range s.model.Session().Info {
		counts[info.Shown()]++
		if info.Checked && info.Shown() == model.StatusNotStarted && (!info.Rated || info.DifficultyText() == "") {
			t.Errorf("puzzle %d is solvable but not rated", i+1)
		}
	}
	if counts[model.StatusNotStarted] != 10 || counts[model.StatusNoSolution] != 5 {
		t.Errorf("statuses = %v, want 10 not started and 5 without a solution", counts)
	}
	shown := overlayTexts(s)
	for _, want := range []string{"Whole set solved", "Difficulty", "Technique uses", "15 puzzles",
		"Reference solutions: 15 match, 0 differ."} {
		if !strings.Contains(shown, want) {
			t.Errorf("the report does not show %q:\n%s", want, shown)
		}
	}
	if s.batch != nil || s.batchBar.content.Visible() {
		t.Error("the progress bar stays after the batch")
	}
	// Exporting now needs no second solve: every puzzle is checked.
	if _, ok := s.model.Session().Solutions(); !ok {
		t.Error("solutions are missing after solving the whole set")
	}
}

// TestSolveWholeSetInBackground runs the batch on its goroutines, as
// the app does, and cancels it part way.
func TestSolveWholeSetInBackground(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "bench/17_clue.txt")
	ui := guitest.LockUI(t)
	s.sync = false
	var b *model.Batch
	ui.Do(func() {
		s.solveWholeSet()
		if s.batch == nil || !s.batchBar.content.Visible() {
			t.Fatal("no batch running")
		}
		b = s.batch
	})
	deadline := time.Now().Add(30 * time.Second)
	for b.Count() < 100 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	ui.Do(s.cancelBatch)
	s.work.Wait()
	if n := b.Count(); n == 0 || n >= s.model.Session().Len() {
		t.Fatalf("%d of %d puzzles done after cancelling", n, s.model.Session().Len())
	}
	if s.batch != nil {
		t.Error("the batch is still marked running")
	}
	if !strings.Contains(overlayTexts(s), "Cancelled after") {
		t.Errorf("the report does not say it was cancelled:\n%s", overlayTexts(s))
	}
	solved := 0
	for _, info := range s.model.Session().Info {
		if info.Checked {
			solved++
		}
	}
	if solved == 0 {
		t.Error("the puzzles done before cancelling did not get their status")
	}
}

// timedUI is guitest.LockUI that also times every fyne.Do callback: how
// long each keeps the UI goroutine from the person, in CPU time (the
// goroutine locked to its thread while it runs) and on the clock.
func timedUI(t *testing.T) (guitest.UIThread, *uiTimes) {
	times := &uiTimes{}
	u := guitest.LockUIAround(t, func(f func()) {
		cpu, clock := timed(f)
		times.add(cpu, clock, runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name())
	})
	return u, times
}

// uiTimes keeps the longest callbacks and how many ran.
type uiTimes struct {
	mu             sync.Mutex
	longestCPU     time.Duration
	longestClock   time.Duration
	longestCPUWhat string
	count          int
	byWhat         map[string]time.Duration // the longest CPU time of each callback
}

func (u *uiTimes) add(cpu, clock time.Duration, what string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if cpu > u.longestCPU {
		u.longestCPU, u.longestCPUWhat = cpu, what
	}
	u.longestClock, u.count = max(u.longestClock, clock), u.count+1
	if u.byWhat == nil {
		u.byWhat = make(map[string]time.Duration)
	}
	u.byWhat[what] = max(u.byWhat[what], cpu)
}

// timed runs f on the calling goroutine, locked to its thread, and
// returns the thread's CPU time and the clock time it took.
func timed(f func()) (cpu, clock time.Duration) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c0, _ := guitest.ThreadCPU()
	start := time.Now()
	f()
	clock = time.Since(start)
	c1, _ := guitest.ThreadCPU()
	return c1 - c0, clock
}

// loadAverage is the machine's load over the last minute, 0 where unknown.
func loadAverage() float64 {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	var load float64
	fmt.Sscan(string(data), &load)
	return load
}

// TestBackgroundRatingKeepsTheWindowResponsive opens top1465 as the app
// does: the set is rated in the background on every core but one while
// the person scrolls, sorts and opens puzzles. Every update sent to the
// UI goroutine meanwhile is timed, and a probe takes the UI goroutine
// every 10 ms, as a person's click would, timing its wait and what it
// does there. None may keep the UI goroutine over 50 ms of CPU time;
// on the clock, which the machine's load stretches, the same holds
// when the load is under one a core (the figures are logged either
// way). In the end every puzzle's Difficulty is filled in. With -short
// (the race detector's run) it stops after the first fifty.
func TestBackgroundRatingKeepsTheWindowResponsive(t *testing.T) {
	const shortRated = 50 // with -short, stop once so many are rated
	if _, ok := guitest.ThreadCPU(); !ok {
		t.Skip("no thread CPU time on this system")
	}
	s := newTestStudio(t)
	ui, callbacks := timedUI(t)
	s.sync = false
	start, loadBefore := time.Now(), loadAverage()
	ui.Do(func() { openTestFile(t, s, "bench/top1465.txt") })
	t.Cleanup(func() {
		ui.Do(s.rater.Stop)
		s.rater.Wait()
	})
	n := s.model.Session().Len()
	running := func() (on bool, rated int) {
		ui.Do(func() {
			on = s.rater.Running()
			for _, info := range s.model.Session().Info {
				if info.Rated {
					rated++
				}
			}
		})
		return on, rated
	}
	if on, _ := running(); !on || !s.rater.Content.Visible() {
		t.Fatal("opening the set does not rate it")
	}

	const ratedNotice = "Rated 1465 of 1465 puzzles"
	sawRated := false
	rng := rand.New(rand.NewPCG(1465, 7))
	var probeCPU, probeClock time.Duration
	probes := 0
	for on := true; on; {
		time.Sleep(10 * time.Millisecond)
		asked := time.Now()
		ui.Do(func() {
			// Seen before the probe acts: opening a puzzle replaces
			// the status bar's notice, and the rating may have ended
			// just before this probe.
			sawRated = sawRated || strings.Contains(s.message, ratedNotice)
			cpu, _ := timed(func() {
				switch probes % 40 {
				case 10:
					s.list.ScrollTo(rng.IntN(n))
				case 20:
					col, down := s.model.List().Sorted()
					s.list.SortBy(puzzlelist.ColumnDifficulty, col == puzzlelist.ColumnDifficulty && !down)
				case 30:
					s.openPuzzle(rng.IntN(n))
				default:
					s.list.List.Refresh()
				}
			})
			probeCPU = max(probeCPU, cpu)
		})
		probeClock = max(probeClock, time.Since(asked))
		probes++
		var rated int
		on, rated = running()
		if testing.Short() && rated >= shortRated {
			ui.Do(s.rater.Stop)
		}
		if time.Since(start) > 15*time.Minute {
			t.Fatalf("the rating is still running after %v: %d of %d rated", time.Since(start), rated, n)
		}
	}
	s.rater.Wait()
	s.work.Wait()
	ui.Do(func() { sawRated = sawRated || strings.Contains(s.message, ratedNotice) })
	loadAfter := loadAverage()
	callbacks.mu.Lock()
	c := struct {
		count                    int
		longestCPU, longestClock time.Duration
		longestCPUWhat           string
	}{callbacks.count, callbacks.longestCPU, callbacks.longestClock, callbacks.longestCPUWhat}
	for what, cpu := range callbacks.byWhat {
		t.Logf("the longest %s: %v CPU", strings.TrimPrefix(what, "github.com/sudoku-studio/sudoku-studio/"), cpu)
	}
	callbacks.mu.Unlock()
	_, rated := running()
	t.Logf("%d of %d rated in %v with %d workers, load %.1f then %.1f on %d CPUs", rated, n,
		time.Since(start).Round(time.Millisecond), autorate.Workers(), loadBefore, loadAfter, runtime.NumCPU())
	t.Logf("%d updates: the longest %v CPU (%s), %v on the clock; %d probes: the longest %v CPU, %v on the clock",
		c.count, c.longestCPU, c.longestCPUWhat, c.longestClock, probes, probeCPU, probeClock)
	const limit = 50 * time.Millisecond
	if guitest.Race {
		t.Log("the race detector is on: the times are its own, not checked")
	} else if c.longestCPU > limit || probeCPU > limit {
		t.Errorf("the UI goroutine was kept %v of CPU by an update (%s), %v by a click: over %v", c.longestCPU, c.longestCPUWhat, probeCPU, limit)
	}
	if idle := float64(runtime.NumCPU()); !guitest.Race && loadBefore < idle && loadAfter < idle && (c.longestClock > limit || probeClock > limit) {
		t.Errorf("on a machine with room, an update kept the UI goroutine %v, a click waited %v: over %v", c.longestClock, probeClock, limit)
	}
	if testing.Short() {
		if rated < shortRated {
			t.Errorf("%d rated before stopping", rated)
		}
		return
	}
	for i := range n {
		if row := s.listRow(i); row.Difficulty == "" || row.Difficulty == "Solvable" {
			t.Fatalf("#%d: Difficulty %q after the rating", i+1, row.Difficulty)
		}
	}
	if rated != n || !sawRated {
		t.Errorf("%d of %d rated; the status bar never said %q (it says %q)", rated, n, ratedNotice, s.message)
	}
}
