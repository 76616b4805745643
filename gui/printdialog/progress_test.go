package printdialog

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/printout"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
)

// Cancel stops a long booklet part way and leaves no file: no PDF and no
// temporary beside it where there was none, and the file that was there
// byte for byte as it was. Meanwhile the dialog tells how many puzzles
// are composed.
func TestCancelLeavesNoFile(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("print")
	w.SetContent(widget.NewLabel(""))
	w.Resize(fyne.NewSize(600, 400))
	ui := guitest.LockUI(t)
	src := top95(t)
	for range 4 { // 475 puzzles rated: many seconds on every core
		src.Entries = append(src.Entries, src.Entries[:95]...)
	}
	c := Choices{PerPage: 4, Solutions: true, Ratings: true, Paper: printout.Papers[0]}
	run := func(work func() func()) {
		go func() { fyne.Do(work()) }()
	}
	for _, before := range []string{"", "the PDF printed before"} {
		dir := t.TempDir()
		path := filepath.Join(dir, "booklet.pdf")
		if before != "" {
			if err := os.WriteFile(path, []byte(before), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		finished := make(chan error, 1)
		var p *Printing
		ui.Do(func() {
			p = Print(w, func(d dialog.Dialog) { d.Show() }, run, path, src, c, func(_, _ int, err error) { finished <- err })
		})
		deadline := time.Now().Add(time.Minute)
		var text string
		for time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
			if ui.Do(func() { text = p.Text() }); p.Done() >= 5 && !strings.HasSuffix(text, " 0 of 475") {
				break
			}
		}
		if !strings.HasPrefix(text, "Composing the puzzles: ") || strings.HasSuffix(text, " 0 of 475") {
			t.Errorf("the dialog says %q after %d puzzles", text, p.Done())
		}
		ui.Do(p.Cancel)
		var err error
		select {
		case err = <-finished:
		case <-time.After(time.Minute):
			t.Fatal("the printing goes on a minute after Cancel")
		}
		if !errors.Is(err, context.Canceled) || p.Done() >= len(src.Entries) {
			t.Errorf("after Cancel: %v, %d of %d puzzles composed", err, p.Done(), len(src.Entries))
		}
		files, _ := os.ReadDir(dir)
		var names []string
		for _, f := range files {
			names = append(names, f.Name())
		}
		data, _ := os.ReadFile(path)
		if string(data) != before || len(names) != min(len(before), 1) {
			t.Errorf("after Cancel the folder holds %v, the PDF %q; want %q", names, data, before)
		}
	}
}

// A booklet written to the end says so to the caller, whole.
func TestPrintWritesTheFile(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("print")
	src := top95(t)
	src.Entries = src.Entries[:6]
	path := filepath.Join(t.TempDir(), "six.pdf")
	var pages, puzzles int
	var err error
	p := Print(w, func(d dialog.Dialog) { d.Show() }, now, path, src, Choices{PerPage: 6, Paper: printout.Papers[0]},
		func(pg, n int, e error) { pages, puzzles, err = pg, n, e })
	data, _ := os.ReadFile(path)
	if err != nil || pages != 1 || puzzles != 6 || !strings.HasPrefix(string(data), "%PDF") || p.Done() != 6 {
		t.Errorf("%d pages, %d puzzles, %v; %d bytes written, %d composed", pages, puzzles, err, len(data), p.Done())
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Error("the progress dialog stays once the PDF is written")
	}
}
