package techsettings

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func newTestEditor(t *testing.T) *Editor {
	t.Helper()
	return NewEditor(test.NewTempApp(t).Preferences(), nil)
}

func TestExportedBuiltinImportsEqual(t *testing.T) {
	e := newTestEditor(t)
	dir := t.TempDir()
	for _, b := range steps.BuiltinProfiles() {
		if err := e.Choose(b.Name); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, b.Name+".txt")
		if err := e.Export(path); err != nil {
			t.Fatal(err)
		}
		// The file is a -techniques FILE: the engine reads it as the built-in.
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		read, err := steps.ReadProfile(b.Name, f)
		f.Close()
		if err != nil || !slices.Equal(read.Techniques(), b.Techniques()) || read.IsDefault() != b.IsDefault() {
			t.Fatalf("%s: read back as %v (%v), want %v", b.Name, read.Techniques(), err, b.Techniques())
		}
		if err := e.Import(path); err != nil {
			t.Fatal(err)
		}
		got := e.Profile()
		if e.ReadOnly() || got.Name != b.Name+" (2)" {
			t.Fatalf("%s: imported as %q, read-only %v", b.Name, got.Name, e.ReadOnly())
		}
		if !slices.Equal(got.Techniques(), b.Techniques()) || got.IsDefault() != b.IsDefault() {
			t.Errorf("%s: imported %v, want %v", b.Name, got.Techniques(), b.Techniques())
		}
		if want := FromProfile(b).Items; !slices.Equal(e.Current().Items, want) {
			t.Errorf("%s: the techniques off lost their places:\n got %v\nwant %v", b.Name, e.Current().Items, want)
		}
	}
}

func TestTechniqueOffKeepsItsPlaceInTheText(t *testing.T) {
	c := FromProfile(steps.DefaultProfile())
	c.Name = "mine"
	c.Items[5].On = false
	c.Items[0], c.Items[3] = c.Items[3], c.Items[0]
	back, err := Parse("mine", c.Text())
	if err != nil || !slices.Equal(back.Items, c.Items) {
		t.Fatalf("read back %v (%v), want %v", back.Items, err, c.Items)
	}
	p, _ := c.Profile()
	if p.Enabled(c.Items[5].Name) || p.Techniques()[0] != c.Items[0].Name {
		t.Errorf("profile %v from %v", p.Techniques(), c.Items)
	}
	// A hand-written list: its techniques on, the rest off after them.
	hand, err := Parse("hand", "X-Wing\n# a comment\n\nsashimi x-wing # a variant stands for its entry\nNaked Single\n")
	if err != nil || !slices.Equal(hand.Items[:4], []Item{{"X-Wing", true}, {"Finned X-Wing", true}, {"Naked Single", true}, {"Full House", false}}) {
		t.Errorf("hand-written list read as %v (%v)", hand.Items[:4], err)
	}
	if _, err := Parse("twice", "Finned X-Wing\nSashimi X-Wing\n"); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("a technique listed twice: %v", err)
	}
	if _, err := Parse("bad", "Naked Single\nX-Wong\n"); err == nil || !strings.Contains(err.Error(), "line 2") || !strings.Contains(err.Error(), "X-Wing") {
		t.Errorf("a misspelt name: %v", err)
	}
}

func TestBuiltinProfilesAreReadOnly(t *testing.T) {
	e := newTestEditor(t)
	if e.Current().Name != steps.DefaultProfileName || !e.ReadOnly() {
		t.Fatalf("at first %q, read-only %v", e.Current().Name, e.ReadOnly())
	}
	for _, name := range []string{"Default", "No chains", "Basic only"} {
		if err := e.Choose(name); err != nil {
			t.Fatal(err)
		}
		before := e.Current()
		if e.Toggle(0, false) == nil || e.Move(1, -1) == nil || e.Rename("x") == nil || e.Delete() == nil {
			t.Errorf("%s: a built-in profile was changed", name)
		}
		if !slices.Equal(e.Current().Items, before.Items) || e.Current().Name != name {
			t.Errorf("%s changed to %q %v", name, e.Current().Name, e.Current().Items)
		}
		if e.list.Length() != len(before.Items) || !e.rename.Disabled() || !e.remove.Disabled() {
			t.Errorf("%s: the page lists %d rows, rename off %v, delete off %v", name, e.list.Length(), e.rename.Disabled(), e.remove.Disabled())
		}
	}
	if e.NewFromCurrent("basic only") == nil || e.NewFromCurrent(" ") == nil || e.Choose("nothing") == nil {
		t.Error("a taken or empty name, or an unknown profile, was accepted")
	}
}

func TestOwnProfilesLiveInThePreferences(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	e := NewEditor(prefs, nil)
	if err := e.Choose("Basic only"); err != nil {
		t.Fatal(err)
	}
	if err := e.NewFromCurrent("Mine"); err != nil {
		t.Fatal(err)
	}
	for i := 2; i > 0; i-- { // Hidden Single first
		if err := e.Move(i, -5); err != nil { // one place up, whatever the delta
			t.Fatal(err)
		}
	}
	if err := e.Toggle(1, false); err != nil { // Full House off
		t.Fatal(err)
	}
	if err := e.Rename("Singles my way"); err != nil {
		t.Fatal(err)
	}
	want := e.Current()
	if e.rename.Disabled() || e.Profile().Enabled("Full House") || e.Profile().Techniques()[0] != "Hidden Single" {
		t.Fatalf("own profile %v", e.Profile().Techniques())
	}
	// The page opened again, as after a restart.
	again := NewEditor(prefs, nil)
	if got := again.Current(); got.Name != "Singles my way" || !slices.Equal(got.Items, want.Items) {
		t.Fatalf("after a restart %q %v, want %v", got.Name, got.Items, want.Items)
	}
	if p := (Store{P: prefs}).Profile(); p.Name != "Singles my way" || !slices.Equal(p.Techniques(), want.Enabled()) {
		t.Errorf("the store gives %q %v", p.Name, p.Techniques())
	}
	// One technique stays on at least.
	for again.Toggle(slices.IndexFunc(again.Current().Items, func(it Item) bool { return it.On }), false) == nil {
	}
	if len(again.Current().Enabled()) != 1 {
		t.Errorf("%d techniques left on", len(again.Current().Enabled()))
	}
	if err := again.Delete(); err != nil {
		t.Fatal(err)
	}
	if again.Current().Name != "Default" || len(prefs.StringList(prefOwn)) != 0 || prefs.String(prefOwn+".Singles my way") != "" {
		t.Errorf("after Delete: %q, own %v", again.Current().Name, prefs.StringList(prefOwn))
	}
	if p := (Store{P: prefs}).Profile(); !p.IsDefault() {
		t.Errorf("after Delete the store gives %q", p.Name)
	}
}

// objects lists o and everything under it.
func objects(o fyne.CanvasObject) []fyne.CanvasObject {
	out := []fyne.CanvasObject{o}
	switch o := o.(type) {
	case *fyne.Container:
		for _, k := range o.Objects {
			out = append(out, objects(k)...)
		}
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(o).Objects() { //nolint:staticcheck // the renderer is cached by the app and freed with it
			out = append(out, objects(k)...)
		}
	}
	return out
}

// tapButton taps the button labelled text in the top overlay of w, or
// on its content when no overlay is open.
func tapButton(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	root := w.Content()
	if top := w.Canvas().Overlays().Top(); top != nil {
		root = top
	}
	for _, o := range objects(root) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q", text)
}

func TestExportFormWritesAndAsksBeforeReplacing(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("settings")
	e := NewEditor(a.Preferences(), w)
	w.SetContent(e.Content())
	w.Resize(fyne.NewSize(700, 700))
	if err := e.Choose("No chains"); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	export := func() {
		tapButton(t, w, "Export…")
		var entries []*widget.Entry
		for _, o := range objects(w.Canvas().Overlays().Top()) {
			if en, ok := o.(*widget.Entry); ok {
				entries = append(entries, en)
			}
		}
		if len(entries) != 2 || entries[1].Text != "No chains.txt" {
			t.Fatalf("the export form has %d fields", len(entries))
		}
		entries[0].SetText(dir)
		tapButton(t, w, "Export")
	}
	export()
	path := filepath.Join(dir, "No chains.txt")
	data, err := os.ReadFile(path)
	if err != nil || string(data) != e.Current().Text() {
		t.Fatalf("exported %q (%v)", data, err)
	}
	// A second export asks first; Cancel keeps the file as it was.
	if err := os.WriteFile(path, []byte("kept\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	export()
	tapButton(t, w, "No")
	if data, _ := os.ReadFile(path); string(data) != "kept\n" {
		t.Fatalf("declining the replace wrote %q", data)
	}
	export()
	tapButton(t, w, "Yes")
	if data, _ := os.ReadFile(path); string(data) != e.Current().Text() {
		t.Fatalf("replacing wrote %q", data)
	}
}
