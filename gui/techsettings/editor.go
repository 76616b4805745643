package techsettings

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
)

// Editor is the settings page: a choice of profile, the profile's
// techniques with on/off and up/down, and the commands on profiles.
// Every change is kept in the preferences at once.
type Editor struct {
	store    Store
	builtins []Config
	own      []Config
	chosen   int // into profiles()

	win    fyne.Window         // for the dialogs it opens; nil in tests
	show   func(dialog.Dialog) // shows them: the window's router, or Show
	choice *widget.Select
	list   *widget.List
	note   *widget.Label
	rename *widget.Button
	remove *widget.Button
	grades map[string]steps.Difficulty
	// listOnly holds the techniques All steps here lists but no path takes.
	listOnly map[string]bool
	content  fyne.CanvasObject
}

// NewEditor reads the profiles from the preferences p; win is the
// window its name and file dialogs open over.
func NewEditor(p fyne.Preferences, win fyne.Window) *Editor {
	e := &Editor{store: Store{P: p}, builtins: Builtins(), win: win, grades: map[string]steps.Difficulty{},
		listOnly: map[string]bool{}, show: func(d dialog.Dialog) { d.Show() }}
	e.own = e.store.Own()
	for _, t := range steps.Techniques() {
		e.grades[t.Name] = t.Difficulty
		e.listOnly[t.Name] = t.ListOnly
	}
	e.chosen = max(0, e.find(e.store.Chosen()))
	e.build()
	return e
}

// profiles lists the built-in profiles, then the person's own.
func (e *Editor) profiles() []Config { return append(slices.Clip(e.builtins), e.own...) }

// find is the index of the profile named name, ignoring case, or -1.
func (e *Editor) find(name string) int {
	return slices.IndexFunc(e.profiles(), func(c Config) bool { return strings.EqualFold(c.Name, name) })
}

// Current is the profile chosen, as the page shows it.
func (e *Editor) Current() Config { return e.profiles()[e.chosen] }

// Profile is the engine's profile chosen.
func (e *Editor) Profile() steps.Profile {
	p, err := e.Current().Profile()
	if err != nil {
		return steps.DefaultProfile()
	}
	return p
}

// ReadOnly reports whether the profile chosen is a built-in one.
func (e *Editor) ReadOnly() bool { return e.chosen < len(e.builtins) }

// Content is the page, to put in a dialog.
func (e *Editor) Content() fyne.CanvasObject { return e.content }

// Choose makes the profile named name the chosen one.
func (e *Editor) Choose(name string) error {
	i := e.find(name)
	if i < 0 {
		return fmt.Errorf("no technique profile is named %q", name)
	}
	e.chosen = i
	e.store.SetChosen(e.Current().Name)
	e.refresh()
	return nil
}

// Toggle turns technique i of the profile chosen on or off. Built-in
// profiles are read-only, and one technique at least stays on.
func (e *Editor) Toggle(i int, on bool) error {
	c, err := e.editable(i)
	if err != nil {
		return err
	}
	if !on && c.Items[i].On && len(c.Enabled()) == 1 {
		return fmt.Errorf("%s is the last technique on: a profile needs one at least", c.Items[i].Name)
	}
	c.Items[i].On = on
	e.save()
	return nil
}

// Move moves technique i of the profile chosen up (delta < 0) or down
// by one place.
func (e *Editor) Move(i, delta int) error {
	c, err := e.editable(i)
	if err != nil {
		return err
	}
	j := i + 1
	if delta < 0 {
		j = i - 1
	}
	if delta == 0 || j < 0 || j >= len(c.Items) {
		return nil
	}
	c.Items[i], c.Items[j] = c.Items[j], c.Items[i]
	e.save()
	return nil
}

// editable is the person's profile chosen, if it is one, with i in range.
func (e *Editor) editable(i int) (*Config, error) {
	if e.ReadOnly() {
		return nil, fmt.Errorf("%q is a built-in profile: use New from Current to change a copy", e.Current().Name)
	}
	c := &e.own[e.chosen-len(e.builtins)]
	if i < 0 || i >= len(c.Items) {
		return nil, fmt.Errorf("no technique %d in %q", i+1, c.Name)
	}
	return c, nil
}

// checkName refuses an empty name or one taken by another profile.
func (e *Editor) checkName(name string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", fmt.Errorf("a profile needs a name")
	case strings.ContainsAny(name, "\n\r"):
		return "", fmt.Errorf("a profile's name is one line")
	case isBuiltin(name) || e.find(name) >= 0:
		return "", fmt.Errorf("a profile is named %q already", name)
	}
	return name, nil
}

// NewFromCurrent adds a profile of the person's, named name, as a copy
// of the profile chosen, and chooses it.
func (e *Editor) NewFromCurrent(name string) error {
	name, err := e.checkName(name)
	if err != nil {
		return err
	}
	c := e.Current()
	c.Name, c.Items = name, slices.Clone(c.Items)
	e.own = append(e.own, c)
	e.chosen = len(e.builtins) + len(e.own) - 1
	e.save()
	return nil
}

// Rename renames the person's profile chosen.
func (e *Editor) Rename(name string) error {
	if e.ReadOnly() {
		return fmt.Errorf("%q is a built-in profile and keeps its name", e.Current().Name)
	}
	if strings.EqualFold(strings.TrimSpace(name), e.Current().Name) {
		return nil
	}
	name, err := e.checkName(name)
	if err != nil {
		return err
	}
	e.own[e.chosen-len(e.builtins)].Name = name
	e.save()
	return nil
}

// Delete removes the person's profile chosen and chooses "Default".
func (e *Editor) Delete() error {
	if e.ReadOnly() {
		return fmt.Errorf("%q is a built-in profile and cannot be deleted", e.Current().Name)
	}
	e.own = slices.Delete(e.own, e.chosen-len(e.builtins), e.chosen-len(e.builtins)+1)
	e.chosen = 0
	e.save()
	return nil
}

// Export writes the profile chosen to path as a -techniques FILE.
func (e *Editor) Export(path string) error {
	return atomicfile.WriteBytes(path, []byte(e.Current().Text()))
}

// Import reads a -techniques FILE as a profile of the person's, named
// after the file (with a number added if the name is taken), and
// chooses it.
func (e *Editor) Import(path string) error {
	data, err := fileio.ReadPath(path) // a file over the readers' limit is refused before it takes the memory
	if err != nil {
		return err
	}
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	name := base
	for n := 2; isBuiltin(name) || e.find(name) >= 0; n++ {
		name = fmt.Sprintf("%s (%d)", base, n)
	}
	c, err := Parse(name, string(data))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	e.own = append(e.own, c)
	e.chosen = len(e.builtins) + len(e.own) - 1
	e.save()
	return nil
}

// save writes the profiles and the choice to the preferences and
// redraws.
func (e *Editor) save() {
	e.store.SetOwn(e.own)
	e.store.SetChosen(e.Current().Name)
	e.refresh()
}
