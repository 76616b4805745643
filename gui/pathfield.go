package gui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Paths typed or pasted into the file dialogs. Every open and save
// dialog of the app takes a path as text beside its Browse button, as a
// person often has one at hand (from a terminal, a README, another app).

// key names the kind of file an export writes, for the folder last used
// for it (prefs.folderFor).
func (k exportKind) key() string {
	switch k {
	case exportPuzzles:
		return "puzzles"
	case exportImage:
		return "image"
	case exportProgress:
		return "progress"
	case exportPDF:
		return "pdf"
	}
	return "solutions"
}

// confirmText is the export dialog's button: it says what it does.
func (k exportKind) confirmText() string {
	if k == exportPuzzles || k == exportProgress {
		return "Save"
	}
	return "Export"
}

// exportFolder is where the export dialog of kind k starts: the folder
// last used for that kind of file, else the home folder. It is never the
// folder of the open set by default, which is often the shared data folder
// that nothing should be written into unasked.
func (s *Studio) exportFolder(k exportKind) string {
	if f := s.prefs.folderFor(k.key()); f != "" && isDir(f) {
		return f
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return home
}

// expandHome replaces a leading ~ with the home folder.
func expandHome(p string) string {
	if p == "~" || strings.HasPrefix(p, "~"+string(os.PathSeparator)) {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, p[1:])
		}
	}
	return p
}

// resolvePath reads a typed file name against a typed folder: an absolute
// path (or one from ~) stands alone, a relative one is taken inside
// folder. The file's folder must exist; the error says which is missing.
func resolvePath(folder, name string) (string, error) {
	name = expandHome(strings.TrimSpace(name))
	folder = expandHome(strings.TrimSpace(folder))
	if name == "" {
		return "", errors.New("a file name is needed")
	}
	path := name
	if !filepath.IsAbs(path) {
		if folder == "" {
			return "", errors.New("a folder is needed")
		}
		path = filepath.Join(folder, name)
	}
	path = cleanPath(path)
	if strings.HasSuffix(name, string(os.PathSeparator)) || isDir(path) {
		return "", fmt.Errorf("%s is a folder: add a file name", path)
	}
	if dir := filepath.Dir(path); !isDir(dir) {
		return "", fmt.Errorf("the folder %s does not exist", dir)
	}
	return path, nil
}

// openTarget reads a typed path of a file to open.
func openTarget(text string) (string, error) {
	p := expandHome(strings.TrimSpace(text))
	if p == "" {
		return "", errors.New("a path is needed")
	}
	p = cleanPath(p)
	info, err := os.Stat(p)
	switch {
	case err != nil:
		return "", fmt.Errorf("%s: no such file", p)
	case info.IsDir():
		return "", fmt.Errorf("%s is a folder: add a file name", p)
	}
	return p, nil
}

// showPathOpen asks for a file to open of a kind ("open", "reference"):
// its path typed or pasted into the field, or chosen with Browse…, which
// opens the file at once. A file with no path on this computer (picked
// by browsing) goes to picked; any other to open, after the folder is
// remembered for the kind.
func (s *Studio) showPathOpen(title, kind string, picked func(fyne.URIReadCloser, error), open func(path string)) {
	field := s.newEntry()
	field.SetPlaceHolder("Type or paste a path, or Browse…")
	field.Validator = func(t string) error {
		if strings.TrimSpace(t) == "" {
			return nil // not yet typed: no error shown
		}
		_, err := openTarget(t)
		return err
	}
	var form *dialog.FormDialog
	accept := func(path string) {
		s.prefs.rememberFolderFor(kind, filepath.Dir(path))
		open(path)
	}
	browse := widget.NewButtonWithIcon("Browse…", theme.FolderOpenIcon(), func() {
		d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil || r == nil {
				picked(r, err)
				return
			}
			form.Hide()
			if r.URI().Scheme() != "file" {
				picked(r, nil)
				return
			}
			r.Close()
			accept(cleanPath(r.URI().Path()))
		}, s.win)
		d.SetFilter(storage.NewExtensionFileFilter(puzzleExtensions))
		if dir := s.startFolder(kind); dir != nil {
			d.SetLocation(dir)
		}
		d.Resize(dialogSize(s.win))
		d.Show()
	})
	items := []*widget.FormItem{widget.NewFormItem("File", container.NewBorder(nil, nil, nil, browse, field))}
	form = dialog.NewForm(title, "Open", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		path, err := openTarget(field.Text)
		if err != nil {
			s.showError("Cannot open the file", err)
			return
		}
		accept(path)
	}, s.win)
	form.Resize(fyne.NewSize(620, form.MinSize().Height))
	// Enter in the field opens the file, as the Open button does.
	field.OnSubmitted = func(string) { form.Submit() }
	s.showDialog(form)
	s.win.Canvas().Focus(field)
}
