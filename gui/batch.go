package gui

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/booklet"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/barchart"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/printdialog"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// batchTick is how often the progress bar and the list catch up with
// the workers while the whole set is solved.
const batchTick = 150 * time.Millisecond

// solveWholeSet solves and rates every puzzle on all cores, then fills
// the list and shows the chart.
func (s *Studio) solveWholeSet() {
	s.startBatch(true, func(b *model.Batch, elapsed time.Duration) { s.showBatchReport(b, elapsed) })
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
	s.startBatch(false, func(b *model.Batch, _ time.Duration) {
		if b.Cancelled() {
			s.notify("Export cancelled")
			return
		}
		then()
	})
}

// startBatch snapshots the puzzles and solves them in the background; the
// window stays live and the list fills in as results come.
func (s *Studio) startBatch(rate bool, done func(*model.Batch, time.Duration)) {
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
	s.rater.Stop() // the batch rates on every core
	b := model.NewBatch(puzzles, valid, rate)
	b.SetProfile(s.model.Profile()) // the set is rated as the puzzle shown is
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
		changed := s.model.Session().ApplyBatch(b, applied)
		s.batchBar.progress.SetValue(b.Progress())
		s.batchBar.label.SetText(fmt.Sprintf("%s: %d of %d", verb, b.Count(), n))
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
		b.Run()
		finish()
		return
	}
	finished := make(chan struct{})
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		b.Run()
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

// ratedInBackground says what the background rating did.
func (s *Studio) ratedInBackground(rated, of int, stopped bool, took time.Duration) {
	switch {
	case s.batch != nil: // Solve set stopped it, and says what it does
	case stopped:
		s.notify("Rating stopped: %d of %d puzzles rated", rated, of)
	default:
		s.notify("Rated %d of %d puzzles with %s in %s", rated, of, profileName(s.model.Profile()), words.Duration(took))
	}
}

// rateAgain drops the ratings of the open set, made with another
// technique profile, and rates it again with the one chosen, stopping
// the rating under way (Solve set's too; its checks stay).
func (s *Studio) rateAgain() {
	sess := s.model.Session()
	if sess == nil {
		return
	}
	if s.batch != nil && s.batch.Rates() {
		s.batch.DropRatings()
		s.cancelBatch()
	}
	sess.ForgetRatings()
	if !s.sync { // tests rate only when they ask
		s.rater.Start(sess, s.model.Profile())
	}
	s.list.Refresh()
	s.notify("Rating the set again with %s", profileName(s.model.Profile()))
}

// profileName is how ratings name profile p.
func profileName(p steps.Profile) string {
	if p.Name == "" {
		return steps.DefaultProfileName
	}
	return p.Name
}

// cancelBatch stops solving the set; what is done so far stays.
func (s *Studio) cancelBatch() {
	if s.batch != nil {
		s.batch.Cancel()
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
func (s *Studio) showBatchReport(b *model.Batch, elapsed time.Duration) {
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
	if b.Cancelled() {
		headline = fmt.Sprintf("Cancelled after %d of %d puzzles. ", b.Count(), sess.Len()) + headline
	}
	if match+differ > 0 {
		headline += fmt.Sprintf("\nReference solutions: %d match, %d differ.", match, differ)
	}
	summary := widget.NewLabel(headline)
	summary.Wrapping = fyne.TextWrapWord
	charts := container.NewGridWithColumns(2,
		barchart.New("Difficulty", bars),
		barchart.New("Technique uses (outside guesses)", useBars(b.TechniqueUses())))
	content := container.NewBorder(summary, nil, nil, nil, container.NewVScroll(charts))
	d := dialog.NewCustom("Whole set solved", "Close", content, s.win)
	d.Resize(fyne.NewSize(860, 560))
	s.showDialog(d)
	s.notify("Solved the whole set: %d unique, %d none, %d several, %d invalid", unique, none, several, invalid)
}

// useBars are the bars of the technique chart.
func useBars(uses []model.Use) []barchart.Bar {
	bars := make([]barchart.Bar, len(uses))
	for i, u := range uses {
		bars[i] = barchart.Bar{Label: u.Technique, Value: u.Count}
	}
	return bars
}

// File › Print to PDF…: gui/printdialog holds the choices and the
// preview; this asks where to write and writes.

// printChoices are the print dialog's choices, kept while the app runs.
var printChoices = printdialog.DefaultChoices()

// printSource is what the print dialog prints: the set as it is now, the
// puzzle shown, and the person's work on it in solve mode.
func (s *Studio) printSource() printdialog.Source {
	src := printdialog.Source{Name: s.model.Session().Name, Index: s.model.Index()}
	if entries := s.model.Session().Set.Entries; len(entries) <= booklet.MaxPuzzles {
		// A copy: the person may edit the set while the PDF is written.
		src.Entries = slices.Clone(entries)
	} else {
		// Too many to print whole (the dialog says so) or to copy: only
		// the puzzle shown can be printed, in a few milliseconds.
		src.Entries = entries
	}
	if s.model.Session().Path != "" {
		src.Name = filepath.Base(s.model.Session().Path)
	}
	if s.solving() {
		notes := s.model.Game().Notes()
		src.Entered, src.Notes = s.model.Game().Entries(), &notes
	}
	return src
}

// showPrintDialog asks for the print choices and the PDF's name, with a
// preview of the first page, and writes the PDF.
func (s *Studio) showPrintDialog() {
	if s.model.Session() == nil || s.model.Session().Len() == 0 {
		s.notify("No puzzle to print")
		return
	}
	src := s.printSource()
	form := printdialog.New(src, printChoices, s.background)
	folder := s.newEntry()
	folder.SetText(s.exportFolder(fileio.ExportPDF))
	name := s.newEntry()
	name.SetText(strings.TrimSuffix(s.defaultExportName(fileio.ExportPuzzles), "_edited.txt") + ".pdf")
	items := append(form.Items(),
		widget.NewFormItem("File name", name),
		widget.NewFormItem("Folder", folder))
	content := container.NewHBox(widgets.FixedWidth(470, widget.NewForm(items...)), form.Preview())
	d := dialog.NewCustomConfirm("Print to PDF", "Save PDF", "Cancel", content, func(ok bool) {
		if !ok {
			return
		}
		printChoices = form.Choices()
		file := strings.TrimSpace(name.Text)
		if filepath.Ext(file) == "" {
			file += ".pdf"
		}
		path, err := fileio.ResolvePath(folder.Text, file)
		if err != nil {
			s.showError("Print to PDF", err)
			return
		}
		write := func() { s.printTo(path, src, printChoices) }
		if _, err := os.Stat(path); err == nil {
			s.confirm("Replace existing file?", fmt.Sprintf("%s already exists in %s.\n\nReplace it?",
				filepath.Base(path), filepath.Dir(path)), "Replace", write)
			return
		}
		write()
	}, s.win)
	s.printForm = form
	s.showDialog(d)
}

// printTo writes the PDF in the background, whole or not at all.
func (s *Studio) printTo(path string, src printdialog.Source, c printdialog.Choices) {
	if fileio.SameFile(path, s.model.Session().Path) {
		s.showError("Print to PDF", fmt.Errorf("%s is the file this set was opened from: choose another name for the PDF", filepath.Base(path)))
		return
	}
	s.notify("Printing to %s…", filepath.Base(path))
	s.printing = printdialog.Print(s.win, s.showDialog, s.background, path, src, c, func(pages, n int, err error) {
		switch {
		case errors.Is(err, context.Canceled):
			s.notify("Print cancelled: nothing written")
		case err != nil:
			s.notify("")
			s.showError("Cannot print to "+filepath.Base(path), err)
		default:
			s.prefs.rememberFolderFor(fileio.ExportPDF.Key(), filepath.Dir(path))
			s.notify("Printed %s on %s to %s", words.Count(n, "puzzle", "puzzles"), words.Count(pages, "page", "pages"), path)
		}
	})
}

// printItem is File › Print to PDF….
func (s *Studio) printItem() *fyne.MenuItem {
	return fyne.NewMenuItem("Print to PDF…", s.showPrintDialog)
}
