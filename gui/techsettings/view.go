package techsettings

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
)

// Dialog makes the settings page's dialog over win, for the window to
// show with show (which also shows the dialogs the page opens: names,
// files, errors), so that its keys are routed as every other dialog's.
// When it closes, apply is given the profile chosen, for the path, the
// hints and the rating to follow it.
func Dialog(win fyne.Window, p fyne.Preferences, apply func(steps.Profile), show func(dialog.Dialog)) (dialog.Dialog, *Editor) {
	e := NewEditor(p, win)
	if show != nil {
		e.show = show
	}
	d := dialog.NewCustom("Technique Settings", "Close", e.Content(), win)
	d.SetOnClosed(func() { apply(e.Profile()) })
	d.Resize(fyne.NewSize(560, 640))
	return d, e
}

// build makes the page's widgets.
func (e *Editor) build() {
	e.choice = widget.NewSelect(nil, func(name string) {
		if name != e.Current().Name {
			e.report(e.Choose(name))
		}
	})
	e.note = widget.NewLabel("")
	e.note.Wrapping = fyne.TextWrapWord
	e.list = widget.NewList(
		func() int { return len(e.Current().Items) },
		e.newRow,
		func(id widget.ListItemID, o fyne.CanvasObject) { e.updateRow(id, o) },
	)
	newBtn := widget.NewButtonWithIcon("New from Current…", theme.ContentAddIcon(), func() {
		e.askName("New Profile", e.Current().Name+" (mine)", e.NewFromCurrent)
	})
	e.rename = widget.NewButton("Rename…", func() { e.askName("Rename Profile", e.Current().Name, e.Rename) })
	e.remove = widget.NewButtonWithIcon("Delete", theme.DeleteIcon(), func() { e.report(e.Delete()) })
	imp := widget.NewButton("Import…", e.askImport)
	exp := widget.NewButton("Export…", e.askExport)
	top := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel("Profile"), nil, e.choice),
		container.NewHBox(newBtn, e.rename, e.remove, layout.NewSpacer(), imp, exp),
		e.note,
	)
	e.content = container.NewBorder(top, nil, nil, nil, e.list)
	e.refresh()
}

// newRow is a technique's row: on/off with its name, its grade, and
// up and down.
func (e *Editor) newRow() fyne.CanvasObject {
	check := widget.NewCheck("", nil)
	grade := widget.NewLabel("")
	up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), nil)
	down := widget.NewButtonWithIcon("", theme.MoveDownIcon(), nil)
	return container.NewHBox(check, layout.NewSpacer(), grade, up, down)
}

// updateRow shows technique id of the profile chosen in row o.
func (e *Editor) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	items := e.Current().Items
	if id < 0 || id >= len(items) {
		return
	}
	row := o.(*fyne.Container).Objects
	check, grade := row[0].(*widget.Check), row[2].(*widget.Label)
	up, down := row[3].(*widget.Button), row[4].(*widget.Button)
	it := items[id]
	check.OnChanged = nil // setting the state is no change of the person's
	check.Text = strconv.Itoa(id+1) + ". " + it.Name
	check.SetChecked(it.On)
	check.OnChanged = func(on bool) {
		if err := e.Toggle(id, on); err != nil {
			e.report(err)
		}
	}
	if e.listOnly[it.Name] {
		grade.SetText(e.grades[it.Name].String() + ", All steps only")
	} else {
		grade.SetText(e.grades[it.Name].String())
	}
	up.OnTapped = func() { e.report(e.Move(id, -1)) }
	down.OnTapped = func() { e.report(e.Move(id, +1)) }
	for _, w := range []fyne.Disableable{check, up, down} {
		if e.ReadOnly() {
			w.Disable()
		} else {
			w.Enable()
		}
	}
	if id == 0 {
		up.Disable()
	}
	if id == len(items)-1 {
		down.Disable()
	}
	// The texts changed size: lay the row out again.
	check.Refresh()
	o.(*fyne.Container).Refresh()
}

// refresh shows the profiles and the one chosen.
func (e *Editor) refresh() {
	if e.choice == nil {
		return
	}
	var names []string
	for _, c := range e.profiles() {
		names = append(names, c.Name)
	}
	e.choice.Options = names
	e.choice.SetSelected(e.Current().Name)
	c := e.Current()
	on := len(c.Enabled())
	text := fmt.Sprintf("%d of %d techniques on, tried from the top; where none applies the path guesses.", on, len(c.Items))
	if e.ReadOnly() {
		text += " A built-in profile cannot be changed: New from Current makes a copy to change."
		e.rename.Disable()
		e.remove.Disable()
	} else {
		e.rename.Enable()
		e.remove.Enable()
	}
	e.note.SetText(text)
	e.list.Refresh()
}

// report shows an error, if any, and redraws: a refused change puts the
// row back as it was.
func (e *Editor) report(err error) {
	if err != nil && e.win != nil {
		e.show(dialog.NewError(err, e.win))
	}
	e.refresh()
}

// askName asks for a profile's name, then calls do with it.
func (e *Editor) askName(title, name string, do func(string) error) {
	if e.win == nil {
		return
	}
	entry := widget.NewEntry()
	entry.SetText(name)
	e.show(dialog.NewForm(title, "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("Name", entry)}, func(ok bool) {
		if ok {
			e.report(do(entry.Text))
		}
	}, e.win))
}

// askImport asks for a -techniques FILE to import.
func (e *Editor) askImport() {
	if e.win == nil {
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			e.report(err)
			return
		}
		r.Close()
		e.report(e.Import(r.URI().Path()))
	}, e.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".txt"}))
	d.Show()
}

// askExport asks where to write the profile chosen. It is a form of its
// own rather than the toolkit's save dialog, which truncates an existing
// file as soon as it is chosen: the file is replaced only through
// atomicfile, and only once the person agreed.
func (e *Editor) askExport() {
	if e.win == nil {
		return
	}
	folder := widget.NewEntry()
	if home, err := os.UserHomeDir(); err == nil {
		folder.SetText(home)
	}
	name := widget.NewEntry()
	name.SetText(e.Current().Name + ".txt")
	name.Validator = func(t string) error {
		_, err := fileio.ResolvePath(folder.Text, t)
		return err
	}
	folder.OnChanged = func(string) { _ = name.Validate() }
	choose := widget.NewButtonWithIcon("Choose…", theme.FolderOpenIcon(), func() {
		d := dialog.NewFolderOpen(func(dir fyne.ListableURI, err error) {
			if err == nil && dir != nil {
				folder.SetText(dir.Path())
			}
		}, e.win)
		if l, err := storage.ListerForURI(storage.NewFileURI(fileio.ExpandHome(folder.Text))); err == nil {
			d.SetLocation(l)
		}
		d.Show()
	})
	items := []*widget.FormItem{
		widget.NewFormItem("Folder", container.NewBorder(nil, nil, nil, choose, folder)),
		widget.NewFormItem("File", name),
	}
	e.show(dialog.NewForm("Export Technique Profile", "Export", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		path, err := fileio.ResolvePath(folder.Text, name.Text)
		if err != nil {
			e.report(err)
			return
		}
		write := func() { e.report(e.Export(path)) }
		if _, err := os.Stat(path); err != nil {
			write()
			return
		}
		e.show(dialog.NewConfirm("Replace existing file?", fmt.Sprintf("%s already exists in %s.\n\nReplace it?",
			filepath.Base(path), filepath.Dir(path)), func(yes bool) {
			if yes {
				write()
			}
		}, e.win))
	}, e.win))
}
