package gui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/input"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// overlayEntries returns the text fields of the dialogs shown, in order.
func overlayEntries(s *Studio) []*widget.Entry {
	var out []*widget.Entry
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if e, ok := o.(*widget.Entry); ok {
			out = append(out, e)
			return
		}
		if e, ok := o.(*input.Entry); ok {
			out = append(out, &e.Entry)
			return
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, x := range c.Objects {
				walk(x)
			}
			return
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, x := range test.WidgetRenderer(w).Objects() { //nolint:staticcheck // the renderer is cached by the app and freed with it
				walk(x)
			}
		}
	}
	for _, o := range s.win.Canvas().Overlays().List() {
		walk(o)
	}
	return out
}

// setEntry replaces a field's text as typing or pasting would.
func setEntry(e *widget.Entry, text string) {
	e.SetText("")
	test.Type(e, text)
}

// Save Progress starts in the home folder, not the folder of the open
// set, says Save, and takes a whole path typed into its name field.
func TestSaveProgressTakesATypedPath(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	s := newTestStudio(t)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	s.showExportDialog(fileio.ExportProgress)
	shown := overlayTexts(s)
	if !strings.Contains(shown, "[Save]") || strings.Contains(shown, "[Export]") {
		t.Errorf("Save Progress's button is not Save:\n%s", shown)
	}
	entries := overlayEntries(s)
	if len(entries) < 2 {
		t.Fatalf("the dialog has %d text fields:\n%s", len(entries), shown)
	}
	// The fields as laid out: the name, then the folder.
	name, folder := entries[0], entries[1]
	if folder.Text != home {
		t.Errorf("Save Progress starts in %q, want the home folder %q (never the data folder)", folder.Text, home)
	}
	other := t.TempDir()
	target := filepath.Join(other, "mine", "work.npz")
	if err := os.Mkdir(filepath.Dir(target), 0o755); err != nil {
		t.Fatal(err)
	}
	setEntry(name, target)
	if err := name.Validate(); err != nil {
		t.Fatalf("a typed path is refused: %v", err)
	}
	tapOverlayButton(t, s, "Save")
	if _, err := os.Stat(target); err != nil {
		t.Fatalf("Save Progress did not write the typed path: %v", err)
	}
	// The next Save Progress starts where this one wrote; a typed folder
	// that does not exist is refused by name.
	for _, o := range s.win.Canvas().Overlays().List() {
		s.win.Canvas().Overlays().Remove(o)
	}
	s.showExportDialog(fileio.ExportProgress)
	entries = overlayEntries(s)
	if entries[1].Text != filepath.Dir(target) {
		t.Errorf("the next Save Progress starts in %q, want %q", entries[1].Text, filepath.Dir(target))
	}
	setEntry(entries[1], filepath.Join(other, "missing"))
	if err := entries[0].Validate(); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("a missing folder gives %v", err)
	}
}

// Open takes a typed path; Open Recent lists each file once, by its
// clean absolute path, however it was named when opened.
func TestOpenTypedPathAndCleanRecent(t *testing.T) {
	s := newTestStudio(t)
	abs := shareddata.Path(t, "jigsaw/janko_133.txt")
	s.showOpenDialog()
	entries := overlayEntries(s)
	if len(entries) != 1 {
		t.Fatalf("the Open dialog has %d text fields:\n%s", len(entries), overlayTexts(s))
	}
	setEntry(entries[0], abs)
	tapOverlayButton(t, s, "Open")
	if s.model.Session().Len() != 133 || s.model.Session().Name != "janko_133.txt" {
		t.Fatalf("Open with a typed path gave %q with %d puzzles", s.model.Session().Name, s.model.Session().Len())
	}
	wd, _ := os.Getwd()
	rel, err := filepath.Rel(wd, abs)
	if err != nil || !strings.HasPrefix(rel, "..") {
		t.Fatalf("no relative path to the data: %q %v", rel, err)
	}
	if err := s.openPath(rel); err != nil {
		t.Fatal(err)
	}
	recent := s.prefs.recent()
	if len(recent) != 1 || recent[0] != abs {
		t.Errorf("Open Recent lists %q, want only %q", recent, abs)
	}
	for _, it := range s.menus.recent.ChildMenu.Items {
		if strings.Contains(it.Label, "..") {
			t.Errorf("Open Recent shows %q", it.Label)
		}
	}
}

// The Open dialog lists every file the puzzle reader reads, the comma-
// and tab-separated (.csv, .tsv) and .ss grids among them.
func TestOpenDialogListsEveryReadableFile(t *testing.T) {
	for _, ext := range []string{".npy", ".npz", ".txt", ".sdk", ".csv", ".tsv", ".ss"} {
		if !slices.Contains(fileio.Extensions, ext) {
			t.Errorf("the Open dialog does not list %s files: %v", ext, fileio.Extensions)
		}
	}
	for _, f := range puzzlefile.Formats {
		for _, ext := range f.Extensions() {
			if !slices.Contains(fileio.Extensions, ext) {
				t.Errorf("%v reads %s files, the Open dialog does not list them", f, ext)
			}
		}
	}
}
