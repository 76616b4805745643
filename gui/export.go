package gui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/internal/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// imageSizes are the board image sizes offered, in pixels.
var imageSizes = []string{"600 × 600", "1200 × 1200", "2400 × 2400"}

// exportSize is the side of the board image chosen in the export dialog.
var exportSize = 1200

// exportOptions are the export dialog's choices for puzzle files: an npz
// is stored, as np.savez writes it, unless the person asks to compress.
var exportOptions puzzlefile.WriteOptions

// defaultExportName suggests a file name for an export.
func (s *Studio) defaultExportName(k fileio.ExportKind) string {
	base := "puzzles"
	if s.model.Session() != nil && s.model.Session().Path != "" {
		base = strings.TrimSuffix(filepath.Base(s.model.Session().Path), filepath.Ext(s.model.Session().Path))
	} else if s.model.Session() != nil && s.model.Session().Name == samplesName {
		base = "samples"
	}
	switch k {
	case fileio.ExportImage:
		return fmt.Sprintf("%s_puzzle%d.png", base, s.model.Index()+1)
	case fileio.ExportPuzzles:
		return base + "_edited" + k.Formats()[0]
	case fileio.ExportProgress:
		if strings.HasSuffix(base, "_progress") {
			return base + ".npz"
		}
		return base + "_progress.npz"
	}
	return base + "_solved" + k.Formats()[0]
}

// showExportDialog asks where to write an export. It is the app's own
// form rather than the toolkit's save dialog: that one truncates an
// existing file as soon as it is chosen, and exports must replace files
// atomically and only after the person agreed.
func (s *Studio) showExportDialog(k fileio.ExportKind) {
	if s.model.Session() == nil {
		return
	}
	// Both fields take typing and pasting: the name may be a whole path,
	// absolute or relative to the folder (see fileio.ResolvePath).
	folderField := s.newEntry()
	folderField.SetText(s.exportFolder(k))
	name := s.newEntry()
	name.SetText(s.defaultExportName(k))
	name.Validator = func(t string) error {
		_, err := fileio.ResolvePath(folderField.Text, t)
		return err
	}
	folderField.OnChanged = func(string) { _ = name.Validate() }
	browse := widget.NewButtonWithIcon("Choose…", theme.FolderOpenIcon(), func() {
		d := dialog.NewFolderOpen(func(dir fyne.ListableURI, err error) {
			if err != nil || dir == nil {
				return
			}
			folderField.SetText(dir.Path())
		}, s.win)
		if l, err := storage.ListerForURI(storage.NewFileURI(fileio.ExpandHome(folderField.Text))); err == nil {
			d.SetLocation(l)
		}
		d.Resize(dialogSize(s.win))
		d.Show()
	})
	exts := k.Formats()
	labels := make([]string, len(exts))
	for i, e := range exts {
		labels[i] = fileio.FormatLabel(e)
	}
	// Compressing is a choice for npz files alone: smaller, slower to
	// write and read (np.savez_compressed against np.savez).
	compress := widget.NewCheck("Compress (smaller file, slower to write)", nil)
	compress.SetChecked(exportOptions.Compress)
	syncing := false // the name and the format follow each other: not in a loop
	format := widget.NewSelect(labels, func(label string) {
		for i, l := range labels {
			if l == label {
				if !syncing {
					syncing = true
					name.SetText(fileio.WithExt(name.Text, exts[i]))
					syncing = false
				}
				widgets.SetVisible(compress, exts[i] == ".npz" && k != fileio.ExportProgress)
			}
		}
	})
	format.SetSelectedIndex(0)
	// An extension typed in the name chooses the format.
	name.OnChanged = func(t string) {
		ext := strings.ToLower(filepath.Ext(strings.TrimSpace(t)))
		for i, e := range exts {
			if e == ext && format.SelectedIndex() != i && !syncing {
				syncing = true
				format.SetSelectedIndex(i)
				syncing = false
			}
		}
	}
	items := []*widget.FormItem{
		widget.NewFormItem("File name", name),
		widget.NewFormItem("Folder", container.NewBorder(nil, nil, nil, browse, folderField)),
		widget.NewFormItem("Format", format),
		widget.NewFormItem("", compress),
	}
	size := widget.NewSelect(imageSizes, nil)
	if k == fileio.ExportImage {
		size.SetSelectedIndex(1)
		items = append(items, widget.NewFormItem("Size", size))
	}
	note := widget.NewLabel(fileio.ExportNote(k))
	note.Wrapping = fyne.TextWrapWord
	items = append(items, widget.NewFormItem("", widgets.FixedWidth(420, note)))

	d := dialog.NewForm(k.Title(), k.ConfirmText(), "Cancel", items, func(ok bool) {
		if !ok {
			s.afterSave = nil // the unsaved question's Save was not followed through
			return
		}
		if k == fileio.ExportImage {
			exportSize = []int{600, 1200, 2400}[max(size.SelectedIndex(), 0)]
		}
		exportOptions.Compress = compress.Checked
		file, err := fileio.ExportName(strings.TrimSpace(name.Text), exts, max(format.SelectedIndex(), 0))
		if err != nil {
			s.showError(k.Title(), err)
			return
		}
		path, err := fileio.ResolvePath(folderField.Text, file)
		if err != nil {
			s.showError(k.Title(), err)
			return
		}
		s.exportTo(k, storage.NewFileURI(path))
	}, s.win)
	d.Resize(fyne.NewSize(560, d.MinSize().Height))
	s.showDialog(d)
}

// stepCaption is the text set under a step's SVG: its notation line,
// its explanation and its branches' texts (board.StepCaption).
func stepCaption(st *steps.Step) []string { return board.StepCaption(st, 0) }

// exportTo is where the export dialog lands with the chosen file. It asks
// before replacing a file, warns more strongly when that file is the one
// the set was opened from, and then writes.
func (s *Studio) exportTo(k fileio.ExportKind, uri fyne.URI) {
	if uri.Scheme() != "file" {
		s.showError("Cannot export", fmt.Errorf("%s: only files on this computer can be written", uri))
		return
	}
	path := uri.Path()
	write := func() { s.writeExport(k, path) }
	_, statErr := os.Stat(path)
	exists := statErr == nil
	switch {
	case fileio.SameFile(path, s.model.Session().Path):
		what := "its solved grids"
		if k == fileio.ExportPuzzles {
			what = "the puzzles as they are now"
		} else if k == fileio.ExportProgress {
			what = "the puzzles and your progress"
		} else if k == fileio.ExportImage {
			what = "a board image"
		}
		s.confirm("Replace the open file?", fmt.Sprintf(
			"%s is the file this set was opened from.\n\nWriting here replaces its content with %s; the file as it was cannot be brought back. Replace it?",
			filepath.Base(path), what), "Replace Open File", write)
	case exists:
		s.confirm("Replace existing file?", fmt.Sprintf(
			"%s already exists in %s.\n\nReplace it?", filepath.Base(path), filepath.Dir(path)), "Replace", write)
	default:
		write()
	}
}

// confirm asks a yes-or-no question before doing something that cannot be undone.
func (s *Studio) confirm(title, message, yes string, then func()) {
	msg := widget.NewLabel(message)
	msg.Wrapping = fyne.TextWrapWord
	content := widgets.FixedWidth(440, msg)
	d := dialog.NewCustomConfirm(title, yes, "Cancel", content, func(ok bool) {
		if ok {
			then()
		}
	}, s.win)
	s.showDialog(d)
}

// writeExport writes the export to path, solving what is still unsolved first.
func (s *Studio) writeExport(k fileio.ExportKind, path string) {
	switch k {
	case fileio.ExportImage:
		m := s.boardModel()
		m.Draft = nil
		opts := s.board.Options()
		opts.Size = exportSize
		var buf bytes.Buffer
		var err error
		if strings.EqualFold(filepath.Ext(path), ".svg") {
			err = board.SVG(&buf, m, opts, board.StepCaption(m.Step, m.Branch))
		} else {
			err = board.WritePNG(&buf, m, opts)
		}
		if err != nil {
			s.showError("Cannot export the board image", err)
			return
		}
		if err := writeFileAtomic(path, buf.Bytes()); err != nil {
			s.showError("Cannot export the board image", err)
			return
		}
		s.exported(k, path, fmt.Sprintf("Wrote the board image to %s", path))
	case fileio.ExportProgress:
		if err := puzzlefile.WriteProgress(path, s.model.Session().Set, s.model.Session().ProgressFile()); err != nil {
			s.showError("Cannot save the progress", err)
			return
		}
		s.model.Session().MarkProgressSaved()
		s.savedTo(path)
		s.exported(k, path, fmt.Sprintf("Saved %s with your entries and notes to %s", words.Count(s.model.Session().Len(), "puzzle", "puzzles"), path))
	case fileio.ExportPuzzles:
		if err := puzzlefile.WriteWith(path, s.model.Session().Set, nil, exportOptions); err != nil {
			s.showError("Cannot save the puzzles", err)
			return
		}
		s.savedTo(path)
		s.exported(k, path, fmt.Sprintf("Saved %s to %s", words.Count(s.model.Session().Len(), "puzzle", "puzzles"), path))
	default:
		sess := s.model.Session()
		s.withSolutions(func() {
			if s.model.Session() != sess {
				return // another set was opened meanwhile
			}
			sols, _ := sess.Solutions()
			if err := puzzlefile.WriteWith(path, sess.Set, sols, exportOptions); err != nil {
				s.showError("Cannot export the solved grids", err)
				return
			}
			solved := 0
			for _, g := range sols {
				if !puzzlefile.IsNoSolution(g) {
					solved++
				}
			}
			s.exported(k, path, fmt.Sprintf("Wrote %d solved grids (%d puzzles without a single solution) to %s",
				solved, len(sols)-solved, path))
		})
	}
}

// exported records a successful write, and its folder as the one
// last used for that kind of file.
func (s *Studio) exported(k fileio.ExportKind, path, message string) {
	s.prefs.rememberFolder(filepath.Dir(path))
	s.prefs.rememberFolderFor(k.Key(), filepath.Dir(path))
	s.refresh()
	s.notify("%s", message)
	if then := s.afterSave; then != nil && (k == fileio.ExportPuzzles || k == fileio.ExportProgress) {
		s.afterSave = nil
		then() // what the unsaved question was about: quit, open another file…
	}
}

// writeFileAtomic replaces path with data through the program's one
// atomic writer: a failure, a full disk or an interrupted run leaves the
// old file as it was.
func writeFileAtomic(path string, data []byte) error { return atomicfile.WriteBytes(path, data) }

// savedTo records that the set as it is now was written to path: the
// file it reopens from.
func (s *Studio) savedTo(path string) {
	s.model.SavedTo(path) // the title follows (modelChanged)
	s.prefs.rememberFile(path)
	s.menus.refreshRecent()
}
