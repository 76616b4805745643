package gui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/assets"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// samplesName is what the title calls the built-in set.
const samplesName = "Sample puzzles"

// loadSamples reads the sample set built into the binary.
func loadSamples() (*model.Session, error) {
	set, err := puzzlefile.Parse(assets.SamplesName, assets.Samples)
	if err != nil {
		return nil, fmt.Errorf("the built-in sample set: %w", err)
	}
	return model.NewSession(set, "", samplesName), nil
}

// openSamples opens the built-in sample set.
func (s *Studio) openSamples() {
	sess, err := loadSamples()
	if err != nil {
		s.showError("Cannot open the sample set", err)
		return
	}
	s.loadSession(sess)
	s.notify("Opened the sample set: %s", words.Count(sess.Len(), "puzzle", "puzzles"))
}

// showError shows a problem in a dialog: a title that says what failed,
// and the reason as the reader or writer gave it.
func (s *Studio) showError(title string, err error) {
	msg := widget.NewLabel(err.Error())
	msg.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(theme.ErrorIcon())
	content := container.NewBorder(nil, nil, container.NewVBox(icon), nil,
		widgets.FixedWidth(440, msg))
	d := dialog.NewCustom(title, "Close", content, s.win)
	s.showDialog(d)
}

// unsavedText says what of the set no file holds: puzzles added (as a
// generated set, which nobody edited, is), puzzles edited, or both.
func (s *Studio) unsavedText() string {
	sess := s.model.Session()
	added, edited := sess.AddedCount(), sess.EditedCount()
	var parts []string
	if added > 0 {
		what := words.Count(added, "new puzzle", "new puzzles")
		if sess.Path == "" && added == sess.Len() {
			parts = append(parts, fmt.Sprintf("“%s” is new, never saved: no file holds its %s.", sess.Name, words.Count(added, "puzzle", "puzzles")))
		} else {
			parts = append(parts, fmt.Sprintf("“%s” has %s that no file holds yet.", sess.Name, what))
		}
	}
	if edited > 0 {
		parts = append(parts, fmt.Sprintf("You changed %s of “%s” and have not saved the changes.", words.Count(edited, "puzzle", "puzzles"), sess.Name))
	}
	if len(parts) == 0 {
		return fmt.Sprintf("“%s” has changes that are not saved.", sess.Name)
	}
	return strings.Join(parts, " ")
}

// confirmDiscard runs then when nothing unsaved would be lost. Otherwise
// it says what is unsaved and offers Save (the default: the save dialog,
// and then, once written, then), Discard (then at once) and Cancel.
func (s *Studio) confirmDiscard(what string, then func()) {
	if s.model.Session() == nil {
		then()
		return
	}
	edited, worked := s.model.Session().Unsaved(), s.model.Session().UnsavedProgress()
	if !edited && !worked {
		then()
		return
	}
	var parts []string
	if edited {
		parts = append(parts, s.unsavedText())
	}
	kind := fileio.ExportPuzzles
	if worked {
		// Save Progress writes the puzzles too: one file keeps both.
		kind = fileio.ExportProgress
		parts = append(parts, fmt.Sprintf("Your entries and pencil notes in “%s” are not saved.", s.model.Session().Name))
	}
	parts = append(parts, fmt.Sprintf("Save before you %s?", what))
	msg := widget.NewLabel(strings.Join(parts, "\n\n"))
	msg.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	save := widget.NewButtonWithIcon("Save…", theme.DocumentSaveIcon(), func() {
		d.Hide()
		s.afterSave = then
		s.showExportDialog(kind)
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton("Discard", func() { d.Hide(); then() })
	discard.Importance = widget.DangerImportance
	cancel := widget.NewButton("Cancel", func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons("Unsaved changes", widgets.FixedWidth(460, msg), s.win)
	d.SetButtons([]fyne.CanvasObject{cancel, discard, save})
	s.showDialogEnter(d, save.OnTapped)
}

// startFolder is where the Browse dialog for a kind of file opens: the
// folder last used for that kind, else the last folder used, else the
// folder of the open file.
func (s *Studio) startFolder(kind string) fyne.ListableURI {
	for _, dir := range []string{s.prefs.folderFor(kind), s.prefs.lastFolder(), filepath.Dir(s.model.Session().Path)} {
		if dir == "" || dir == "." {
			continue
		}
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			continue
		}
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			return l
		}
	}
	return nil
}

// showOpenDialog lets the person pick a puzzle file to open, by a path
// typed or pasted, or by browsing.
func (s *Studio) showOpenDialog() {
	s.confirmDiscard("open another file", func() {
		s.showPathOpen("Open", "open", s.openFromDialog, func(path string) {
			s.openInBackground(path, filepath.Base(path), func() ([]byte, error) { return fileio.ReadPath(path) })
		})
	})
}

// dialogSize is a file dialog's size: most of the window.
func dialogSize(w fyne.Window) fyne.Size {
	size := w.Canvas().Size()
	return fyne.NewSize(max(600, size.Width*0.8), max(420, size.Height*0.8))
}

// openFromDialog is the Open dialog's callback: it reads the chosen
// file in the background, so that a big set never freezes the window.
func (s *Studio) openFromDialog(r fyne.URIReadCloser, err error) {
	if err != nil {
		s.showError("Cannot open the file", err)
		return
	}
	if r == nil {
		return // cancelled
	}
	uri := r.URI()
	path := ""
	if uri.Scheme() == "file" {
		path = uri.Path()
	}
	s.openInBackground(path, uri.Name(), func() ([]byte, error) {
		defer r.Close()
		return fileio.ReadLimited(r)
	})
}

// openPath opens a puzzle file by its path at once (the command line,
// before the window shows). A file that cannot be read gets an error
// dialog, and the reason is returned too.
func (s *Studio) openPath(path string) error {
	data, err := fileio.ReadPath(path)
	var set *puzzlefile.Set
	if err == nil {
		set, err = fileio.ParseSet(filepath.Base(path), data)
	}
	return s.showLoaded(path, filepath.Base(path), set, err)
}

// openRecent opens a file of the Open Recent menu.
func (s *Studio) openRecent(path string) {
	s.confirmDiscard("open another file", func() {
		s.openInBackground(path, filepath.Base(path), func() ([]byte, error) { return fileio.ReadPath(path) })
	})
}

// openInBackground reads and parses a set off the UI thread, then shows
// it, or the reason it could not be read.
func (s *Studio) openInBackground(path, name string, read func() ([]byte, error)) {
	s.notify("Opening %s…", name)
	s.background(func() func() {
		data, err := read()
		var set *puzzlefile.Set
		if err == nil {
			set, err = fileio.ParseSet(name, data)
		}
		return func() { _ = s.showLoaded(path, name, set, err) }
	})
}

// showLoaded shows a set that was read, or the reader's reason in an
// error dialog (which it returns too). path is "" when the file has no
// path on disk.
func (s *Studio) showLoaded(path, name string, set *puzzlefile.Set, err error) error {
	if err != nil {
		if path != "" && errors.Is(err, fs.ErrNotExist) {
			s.prefs.forgetFile(path)
			s.menus.refreshRecent()
		}
		s.notify("")
		s.showError("Cannot open "+name, err)
		return err
	}
	sess := model.NewSession(set, path, name)
	if set.Solutions != nil {
		sess.Reference = set.Solutions
	}
	if path != "" {
		s.prefs.rememberFile(path)
		s.menus.refreshRecent()
	}
	restored, restoreErr := sess.RestoreProgress()
	s.loadSession(sess)
	if restoreErr != nil {
		s.showError("Some progress in "+name+" was not restored", restoreErr)
	}
	invalid := 0
	for _, e := range set.Entries {
		if e.Err != nil {
			invalid++
		}
	}
	if invalid > 0 {
		s.notify("Opened %s: %s, %d of them invalid (the list says why)", name, words.Count(len(set.Entries), "puzzle", "puzzles"), invalid)
	} else {
		s.notify("Opened %s: %s", name, words.Count(len(set.Entries), "puzzle", "puzzles"))
	}
	if len(restored) > 0 {
		s.notify("%s; your entries and notes are back on %s (%s in the list)", s.message, model.PuzzleNumbers(restored), model.RestoredStatus(sess, restored))
	}
	return nil
}

// showOpenReferenceDialog lets the person pick reference solutions to
// compare the solver's answers with, by path or by browsing.
func (s *Studio) showOpenReferenceDialog() {
	s.showPathOpen("Open Reference Solutions", "reference", s.referenceFromDialog, func(path string) {
		s.openReference(storage.NewFileURI(path), func() ([]byte, error) { return fileio.ReadPath(path) })
	})
}

// referenceFromDialog is the reference dialog's callback.
func (s *Studio) referenceFromDialog(r fyne.URIReadCloser, err error) {
	if err != nil {
		s.showError("Cannot open the reference solutions", err)
		return
	}
	if r == nil {
		return
	}
	s.openReference(r.URI(), func() ([]byte, error) {
		defer r.Close()
		return fileio.ReadLimited(r)
	})
}

// openReference reads reference solutions off the UI thread and
// compares the set with them.
func (s *Studio) openReference(uri fyne.URI, read func() ([]byte, error)) {
	name := uri.Name()
	sess := s.model.Session()
	s.background(func() func() {
		data, err := read()
		var sols []grid.Grid
		if err == nil {
			sols, err = puzzlefile.ParseSolutions(name, data)
		}
		return func() {
			if err != nil {
				s.showError("Cannot open "+name, err)
				return
			}
			if s.model.Session() != sess {
				return // another set was opened meanwhile
			}
			sess.Reference = sols
			if uri.Scheme() == "file" {
				s.prefs.rememberFolder(filepath.Dir(uri.Path()))
				s.prefs.rememberFolderFor("reference", filepath.Dir(uri.Path()))
			}
			if len(sols) != sess.Len() {
				s.notify("Reference %s has %d grids for %d puzzles: compared where both exist", name, len(sols), sess.Len())
			} else {
				s.notify("Reference solutions from %s: the status bar and Solve Whole Set compare with them", name)
			}
			s.refresh()
		}
	})
}

// quit leaves the app, after asking about unsaved changes.
func (s *Studio) quit() {
	s.confirmDiscard("quit", func() {
		s.saveWindowSize()
		s.stopPlay()
		s.cancelBatch()
		s.app.Quit()
	})
}

// closeRequested is the window's close button.
func (s *Studio) closeRequested() {
	s.confirmDiscard("close the window", func() {
		s.saveWindowSize()
		s.stopPlay()
		s.cancelBatch()
		s.win.Close()
	})
}

func (s *Studio) saveWindowSize() {
	if size := s.win.Canvas().Size(); size.Width > 0 && size.Height > 0 {
		s.prefs.setWindowSize(size)
	}
}
