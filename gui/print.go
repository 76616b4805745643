package gui

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/core/booklet"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/printdialog"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

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
	folder.SetText(s.exportFolder(exportPDF))
	name := s.newEntry()
	name.SetText(strings.TrimSuffix(s.defaultExportName(exportPuzzles), "_edited.txt") + ".pdf")
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
		path, err := resolvePath(folder.Text, file)
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
	if sameFile(path, s.model.Session().Path) {
		s.showError("Print to PDF", fmt.Errorf("%s is the file this set was opened from: choose another name for the PDF", filepath.Base(path)))
		return
	}
	s.notify("Printing to %s…", filepath.Base(path))
	s.background(func() func() {
		var pages, n int
		err := atomicfile.Write(path, func(w io.Writer) (err error) {
			pages, n, err = printdialog.Write(context.Background(), w, src, c, nil)
			return err
		})
		return func() {
			if err != nil {
				s.notify("")
				s.showError("Cannot print to "+filepath.Base(path), err)
				return
			}
			s.prefs.rememberFolderFor(exportPDF.key(), filepath.Dir(path))
			s.notify("Printed %s on %s to %s", words.Count(n, "puzzle", "puzzles"), words.Count(pages, "page", "pages"), path)
		}
	})
}

// printItem is File › Print to PDF….
func (s *Studio) printItem() *fyne.MenuItem {
	return fyne.NewMenuItem("Print to PDF…", s.showPrintDialog)
}
