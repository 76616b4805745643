package gui

import (
	"fmt"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/barchart"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// batchTick is how often the progress bar and the list catch up with
// the workers while the whole set is solved.
const batchTick = 150 * time.Millisecond

// solveWholeSet solves and rates every puzzle on all cores, then fills
// the list and shows the chart.
func (s *Studio) solveWholeSet() {
	s.startBatch(true, func(b *batch, elapsed time.Duration) { s.showBatchReport(b, elapsed) })
}

// withSolutions runs then once every puzzle has been checked by the exact
// solver, solving (without rating) those that have not been first.
func (s *Studio) withSolutions(then func()) {
	if _, ok := s.model.Session().Solutions(); ok {
		then()
		return
	}
	if s.batch != nil {
		s.notify("The set is being solved: export again when it is done")
		return
	}
	s.startBatch(false, func(b *batch, _ time.Duration) {
		if b.stop.Load() {
			s.notify("Export cancelled")
			return
		}
		then()
	})
}

// startBatch snapshots the puzzles and solves them in the background; the
// window stays live and the list fills in as results come.
func (s *Studio) startBatch(rate bool, done func(*batch, time.Duration)) {
	if s.batch != nil {
		s.notify("The set is being solved already")
		return
	}
	sess := s.model.Session()
	n := sess.Len()
	puzzles := make([]grid.Puzzle, n)
	valid := make([]bool, n)
	for i := range puzzles {
		puzzles[i] = sess.Puzzle(i)
		valid[i] = sess.Info[i].Status != model.StatusInvalid
	}
	b := newBatch(puzzles, valid, rate)
	s.batch = b
	applied := make([]bool, n)
	verb := "Checking"
	if rate {
		verb = "Solving and rating"
	}
	s.batchBar.label.SetText(fmt.Sprintf("%s %d puzzles…", verb, n))
	s.batchBar.progress.SetValue(0)
	s.batchBar.content.Show()
	s.tools.update(s)
	s.menus.refresh()
	start := time.Now()

	catchUp := func() {
		if s.model.Session() != sess {
			return
		}
		changed := s.applyBatch(b, applied)
		s.batchBar.progress.SetValue(b.progress())
		s.batchBar.label.SetText(fmt.Sprintf("%s: %d of %d", verb, b.count.Load(), n))
		if changed {
			s.list.Refresh()
		}
	}
	finish := func() {
		catchUp()
		if s.batch == b {
			s.batch = nil
		}
		s.batchBar.content.Hide()
		s.tools.update(s)
		s.menus.refresh()
		if s.model.Session() != sess {
			return
		}
		// The open puzzle may have been rated just now.
		if s.model.Index() >= 0 {
			s.refresh()
		}
		done(b, time.Since(start))
	}
	if s.sync {
		b.run()
		finish()
		return
	}
	finished := make(chan struct{})
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		b.run()
		close(finished)
	}()
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		t := time.NewTicker(batchTick)
		defer t.Stop()
		for {
			select {
			case <-finished:
				fyne.Do(finish)
				return
			case <-t.C:
				fyne.Do(catchUp)
			}
		}
	}()
}

// applyBatch copies the finished results into the list's information,
// skipping puzzles the person edited since the batch took its copy.
func (s *Studio) applyBatch(b *batch, applied []bool) bool {
	sess := s.model.Session()
	changed := false
	for i := range applied {
		if applied[i] || !b.done[i].Load() {
			continue
		}
		applied[i] = true
		if !model.SamePuzzle(sess.Puzzle(i), b.puzzles[i]) || !b.valid[i] {
			continue
		}
		r := &b.results[i]
		info := &sess.Info[i]
		before := *info
		sess.SetChecked(i, r.result)
		if r.rated {
			sess.SetRating(i, r.rating)
		}
		changed = changed || info.Status != before.Status || info.Checked != before.Checked || info.Rated != before.Rated
	}
	return changed
}

// cancelBatch stops solving the set; what is done so far stays.
func (s *Studio) cancelBatch() {
	if s.batch != nil {
		s.batch.cancel()
		s.batchBar.label.SetText("Cancelling…")
	}
}

// difficultyColours colours the difficulty bars from calm to alarming.
var difficultyColours = [steps.Extreme + 1]color.Color{
	steps.Easy:        color.NRGBA{0x4C, 0xAF, 0x50, 0xFF},
	steps.Medium:      color.NRGBA{0x8B, 0xC3, 0x4A, 0xFF},
	steps.Hard:        color.NRGBA{0xFF, 0xB3, 0x00, 0xFF},
	steps.Expert:      color.NRGBA{0xF5, 0x7C, 0x00, 0xFF},
	steps.Master:      color.NRGBA{0xE6, 0x4A, 0x19, 0xFF},
	steps.Grandmaster: color.NRGBA{0xC6, 0x28, 0x28, 0xFF},
	steps.Extreme:     color.NRGBA{0x9E, 0x1B, 0x32, 0xFF},
}

// showBatchReport shows what solving the whole set found: counts, the
// difficulty chart and the technique chart.
func (s *Studio) showBatchReport(b *batch, elapsed time.Duration) {
	sess := s.model.Session()
	var diff [steps.Extreme + 1]int
	var unique, none, several, undecided, invalid, unrated int
	match, differ := 0, 0
	for i := range sess.Info {
		info := &sess.Info[i]
		switch info.Status {
		case model.StatusInvalid:
			invalid++
			continue
		case model.StatusNoSolution:
			none++
		case model.StatusSeveral:
			several++
		case model.StatusUndecided:
			undecided++
		default:
			if info.Checked {
				unique++
			}
		}
		if info.Rated && int(info.Difficulty) < len(diff) {
			diff[info.Difficulty]++
		} else if info.Status != model.StatusNoSolution && info.Status != model.StatusSeveral && info.Status != model.StatusUndecided {
			unrated++
		}
		if ref, ok := sess.ReferenceFor(i); ok && info.Checked && ref != (grid.Grid{}) {
			got, _ := sess.Solution(i)
			if info.Status == model.StatusNoSolution || info.Status == model.StatusUndecided {
				got = puzzlefile.NoSolution()
			}
			if got == ref {
				match++
			} else {
				differ++
			}
		}
	}
	var bars []barchart.Bar
	for d := steps.Easy; d <= steps.Extreme; d++ {
		bars = append(bars, barchart.Bar{Label: d.String(), Value: diff[d], Colour: difficultyColours[d]})
	}
	bars = append(bars,
		barchart.Bar{Label: "No solution", Value: none, Colour: statusColour(model.StatusNoSolution)},
		barchart.Bar{Label: "Several solutions", Value: several, Colour: statusColour(model.StatusSeveral)},
		barchart.Bar{Label: "Invalid", Value: invalid, Colour: statusColour(model.StatusInvalid)})
	if undecided > 0 {
		bars = append(bars, barchart.Bar{Label: "Undecided", Value: undecided, Colour: statusColour(model.StatusUndecided)})
	}

	headline := fmt.Sprintf("%d puzzles in %s: %d with one solution, %d with none, %d with several, %d invalid.",
		sess.Len(), elapsed.Round(10*time.Millisecond), unique, none, several, invalid)
	if undecided > 0 {
		headline += fmt.Sprintf(" The solver gave up on %d.", undecided)
	}
	if b.stop.Load() {
		headline = fmt.Sprintf("Cancelled after %d of %d puzzles. ", b.count.Load(), sess.Len()) + headline
	}
	if match+differ > 0 {
		headline += fmt.Sprintf("\nReference solutions: %d match, %d differ.", match, differ)
	}
	summary := widget.NewLabel(headline)
	summary.Wrapping = fyne.TextWrapWord
	charts := container.NewGridWithColumns(2,
		barchart.New("Difficulty", bars),
		barchart.New("Technique uses (outside guesses)", b.techniqueUses()))
	content := container.NewBorder(summary, nil, nil, nil, container.NewVScroll(charts))
	d := dialog.NewCustom("Whole set solved", "Close", content, s.win)
	d.Resize(fyne.NewSize(860, 560))
	s.showDialog(d)
	s.notify("Solved the whole set: %d unique, %d none, %d several, %d invalid", unique, none, several, invalid)
}
