// Package palette is the command palette: a field to type into and the
// list of commands whose names hold what is typed, each with its
// keyboard shortcut. Enter runs the chosen command, the arrow keys
// choose, Esc cancels. It knows nothing of the window: the commands and
// what to do on cancel come from outside.
package palette

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Command is one action of the palette.
type Command struct {
	Name string // as the menus say it: "File › Open…"
	Keys string // its shortcut, "" for none
	Run  func()
}

// Palette is the field and the list of matching commands.
type Palette struct {
	// OnRun is called with the command chosen, before it runs: the
	// window closes the palette there.
	OnRun func(c Command)
	// OnCancel is called on Esc in the field.
	OnCancel func()

	all     []Command
	shown   []Command
	chosen  int
	field   *field
	list    *widget.List
	content fyne.CanvasObject
}

// New makes a palette of the commands, every one shown.
func New(commands []Command) *Palette {
	p := &Palette{all: commands}
	p.field = &field{p: p}
	p.field.ExtendBaseWidget(p.field)
	p.field.SetPlaceHolder("Type to find a command")
	p.field.OnChanged = func(string) { p.filter() }
	p.list = widget.NewList(func() int { return len(p.shown) },
		func() fyne.CanvasObject {
			keys := widget.NewLabel("")
			keys.TextStyle.Monospace = true
			return container.NewBorder(nil, nil, nil, keys, widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			row.Objects[0].(*widget.Label).SetText(p.shown[i].Name)
			row.Objects[1].(*widget.Label).SetText(p.shown[i].Keys)
		})
	p.list.OnSelected = func(i widget.ListItemID) { p.chosen = i }
	p.content = container.NewBorder(p.field, nil, nil, nil, p.list)
	p.filter()
	return p
}

// Content is what the window shows.
func (p *Palette) Content() fyne.CanvasObject { return p.content }

// Field is the text field, which should have the keyboard focus.
func (p *Palette) Field() fyne.Focusable { return p.field }

// Shown returns the names of the commands shown, in order.
func (p *Palette) Shown() []string {
	out := make([]string, len(p.shown))
	for i, c := range p.shown {
		out[i] = c.Name
	}
	return out
}

// Type sets the text of the field, as typing it would.
func (p *Palette) Type(text string) { p.field.SetText(text) }

// Run runs the chosen command, if any.
func (p *Palette) Run() {
	if p.chosen < 0 || p.chosen >= len(p.shown) {
		return
	}
	c := p.shown[p.chosen]
	if p.OnRun != nil {
		p.OnRun(c)
	}
	if c.Run != nil {
		c.Run()
	}
}

// filter shows the commands whose name or keys hold every word typed.
func (p *Palette) filter() {
	words := strings.Fields(strings.ToLower(p.field.Text))
	p.shown = p.shown[:0]
	for _, c := range p.all {
		hay := strings.ToLower(c.Name + " " + c.Keys)
		ok := true
		for _, w := range words {
			if !strings.Contains(hay, w) {
				ok = false
				break
			}
		}
		if ok {
			p.shown = append(p.shown, c)
		}
	}
	p.choose(0)
	p.list.Refresh()
}

func (p *Palette) choose(i int) {
	if len(p.shown) == 0 {
		p.chosen = -1
		p.list.UnselectAll()
		return
	}
	p.chosen = min(max(i, 0), len(p.shown)-1)
	p.list.Select(p.chosen)
	p.list.ScrollTo(p.chosen)
}

// field is the palette's text field: Enter runs, Up and Down choose,
// Esc cancels.
type field struct {
	widget.Entry
	p *Palette
}

// TypedKey is part of fyne.Focusable.
func (f *field) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		f.p.Run()
	case fyne.KeyEscape:
		if f.p.OnCancel != nil {
			f.p.OnCancel()
		}
	case fyne.KeyDown:
		f.p.choose(f.p.chosen + 1)
	case fyne.KeyUp:
		f.p.choose(f.p.chosen - 1)
	default:
		f.Entry.TypedKey(ev)
	}
}
