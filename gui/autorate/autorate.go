// Package autorate rates the open set in the background once it opens,
// so that the puzzle list's Difficulty column fills in without Solve
// set: the whole-set batch (model.Batch, the engine's solver and
// rating) on every core but one, so the window keeps a core, with its
// progress and a Stop button in the status bar. It never solves by
// itself, and it knows nothing of the window: it is told the set, and
// tells when the puzzles' information changed.
package autorate

import (
	"fmt"
	"runtime"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// Tick is how often the list catches up with the workers: often enough
// to watch the column fill, seldom enough to cost the window nothing.
const Tick = 250 * time.Millisecond

// barWidth is the width of the progress bar in the status bar.
const barWidth = 100

// Workers is how many puzzles are rated at once: one a core but one,
// at least one.
func Workers() int { return max(runtime.GOMAXPROCS(0)-1, 1) }

// Rater rates the open set in the background and shows how far it is.
type Rater struct {
	// Content is the progress for the status bar: what is being done, a
	// bar, and Stop. It shows only while a set is being rated.
	Content *fyne.Container
	// OnChange is told, on the UI goroutine, when puzzles were rated
	// (or found unsolvable): the list should show them.
	OnChange func()
	// OnDone is told, on the UI goroutine, when the rating ended, with
	// what it did; stopped says whether Stop ended it.
	OnDone func(rated, of int, stopped bool, took time.Duration)

	label *widget.Label
	bar   *widget.ProgressBar
	stop  *widget.Button

	run  *run // the rating under way, nil for none
	wait sync.WaitGroup
}

// run is one rating of one set.
type run struct {
	sess    *model.Session
	batch   *model.Batch
	applied []bool
	wanted  []bool // the puzzles it rates (the others were rated or invalid)
	todo    int    // how many
	start   time.Time
}

// New returns a rater with nothing to rate.
func New() *Rater {
	r := &Rater{label: widget.NewLabel(""), bar: widget.NewProgressBar()}
	r.bar.TextFormatter = func() string { return "" } // the label says how far
	r.stop = widget.NewButtonWithIcon("Stop", theme.MediaStopIcon(), r.Stop)
	r.stop.Importance = widget.LowImportance
	// The bar keeps its own height, centred in the status bar's line,
	// and a fixed width (a progress bar asks for almost none).
	bar := widgets.FixedSize(fyne.NewSize(barWidth, r.bar.MinSize().Height), r.bar)
	r.Content = container.NewHBox(r.label, container.NewCenter(bar), r.stop)
	r.Content.Hide()
	return r
}

// Running reports whether a set is being rated.
func (r *Rater) Running() bool { return r.run != nil }

// Start rates every puzzle of sess that is not rated yet and is not
// invalid, with the technique profile prof (as the path of the puzzle
// shown is rated), on Workers() goroutines, stopping a rating under way
// first: what that one finished and had not told yet is dropped, as it
// may be of another set or another profile, and it tells OnDone
// nothing. It is called on the UI goroutine; results come back on it,
// every Tick.
func (r *Rater) Start(sess *model.Session, prof steps.Profile) {
	r.Stop()
	r.run = nil
	r.Content.Hide()
	n := sess.Len()
	puzzles := make([]grid.Puzzle, n)
	wanted := make([]bool, n)
	todo := 0
	for i := range puzzles {
		info := &sess.Info[i]
		if info.Rated || info.Status == model.StatusInvalid {
			continue
		}
		puzzles[i], wanted[i] = sess.Puzzle(i), true
		todo++
	}
	if todo == 0 {
		return
	}
	b := model.NewBatch(puzzles, wanted, true)
	b.Workers = Workers()
	b.SetProfile(prof)
	ru := &run{sess: sess, batch: b, applied: make([]bool, n), wanted: wanted, todo: todo, start: time.Now()}
	r.run = ru
	r.show(ru)
	r.Content.Show()

	finished := make(chan struct{})
	r.wait.Add(2)
	go func() {
		defer r.wait.Done()
		b.Run()
		close(finished)
	}()
	go func() {
		defer r.wait.Done()
		t := time.NewTicker(Tick)
		defer t.Stop()
		for {
			select {
			case <-finished:
				fyne.Do(func() { r.finish(ru) })
				return
			case <-t.C:
				fyne.Do(func() { r.catchUp(ru) })
			}
		}
	}()
}

// Stop ends the rating under way; what it rated stays.
func (r *Rater) Stop() {
	if r.run == nil {
		return
	}
	r.run.batch.Cancel()
	r.label.SetText("Stopping…")
}

// Wait waits until the workers of every rating started have ended.
func (r *Rater) Wait() { r.wait.Wait() }

// catchUp copies what the workers finished into the set's information.
func (r *Rater) catchUp(ru *run) {
	if r.run != ru {
		return
	}
	if ru.sess.ApplyBatch(ru.batch, ru.applied) && r.OnChange != nil {
		r.OnChange()
	}
	if !ru.batch.Cancelled() {
		r.show(ru)
	}
}

// finish takes the last results and hides the progress.
func (r *Rater) finish(ru *run) {
	r.catchUp(ru)
	if r.run != ru {
		return
	}
	r.run = nil
	r.Content.Hide()
	if r.OnDone != nil {
		r.OnDone(ru.rated(), ru.todo, ru.batch.Cancelled(), time.Since(ru.start))
	}
}

// rated counts the puzzles the run rated.
func (ru *run) rated() int {
	n := 0
	for i, a := range ru.applied {
		if a && ru.wanted[i] && ru.sess.Info[i].Rated {
			n++
		}
	}
	return n
}

// done counts the puzzles the run has been through, rated or not (no
// solution, several, edited since).
func (ru *run) done() int {
	n := 0
	for i, a := range ru.applied {
		if a && ru.wanted[i] {
			n++
		}
	}
	return n
}

// show says how far the run is.
func (r *Rater) show(ru *run) {
	done := ru.done()
	widgets.SetText(r.label, fmt.Sprintf("Rating %d of %d", done, ru.todo))
	r.bar.SetValue(float64(done) / float64(ru.todo))
}
