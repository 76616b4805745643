// Package generateform is the form of New › Generate…: what to make
// (layout, difficulty, technique, symmetry, how many, into which set),
// read into a request for core/generate or a reason it cannot be. It
// knows nothing of the window.
package generateform

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The dialog's choices that stand for "no goal".
const (
	Any            = "Any"
	LayoutStandard = "Standard"
	LayoutJigsaw   = "Jigsaw"
	LayoutJigsaw2  = "Jigsaw, symmetric"
	IntoOpenSet    = "Add to the open set"
	IntoNewSet     = "Make a new set"
)

// MaxCount bounds the puzzles one dialog asks for.
const MaxCount = 1000

// Choice is what the dialog asks for.
type Choice struct {
	Req    generate.Request // what each puzzle must be
	Count  int              // how many puzzles
	Seed   uint64           // the run's seed, drawn anew for each dialog
	NewSet bool             // the puzzles make a new set rather than join the open one
}

// Form holds the dialog's widgets.
type Form struct {
	Layout, Difficulty, Technique, Symmetry *widget.Select
	Hardest, Minimal                        *widget.Check
	Count                                   *widget.Entry
	Into                                    *widget.RadioGroup
	countField                              fyne.CanvasObject // the count's field as shown
}

// New builds the dialog's widgets with their defaults. The
// techniques come from the catalogue, so new ones appear by themselves.
// count is the count's text field, shown as field (the window's own,
// which routes Esc and Enter; nil: count itself).
func New(count *widget.Entry, field fyne.CanvasObject) *Form {
	if field == nil {
		field = count
	}
	f := &Form{Count: count, countField: field}
	f.Layout = widget.NewSelect([]string{LayoutStandard, LayoutJigsaw, LayoutJigsaw2}, nil)
	f.Layout.SetSelected(LayoutStandard)
	grades := []string{Any}
	for d := steps.Easy; d <= steps.Extreme; d++ {
		grades = append(grades, d.String())
	}
	f.Difficulty = widget.NewSelect(grades, nil)
	f.Difficulty.SetSelected(Any)
	techniques := []string{Any}
	for _, t := range steps.Techniques() {
		if !t.OnRequest && !t.ListOnly { // never on a generated puzzle's path
			techniques = append(techniques, t.Name)
		}
	}
	f.Hardest = widget.NewCheck("as the hardest step (practice)", nil)
	// "As the hardest step" means nothing without a technique: it is off
	// and disabled while Technique is Any, and on again when one is chosen.
	f.Technique = widget.NewSelect(techniques, func(t string) {
		if t == Any || t == "" {
			f.Hardest.SetChecked(false)
			f.Hardest.Disable()
		} else if f.Hardest.Disabled() {
			f.Hardest.Enable()
			f.Hardest.SetChecked(true)
		}
	})
	f.Technique.SetSelected(Any)
	var syms []string
	for _, sym := range generate.Symmetries() {
		syms = append(syms, sym.String())
	}
	f.Symmetry = widget.NewSelect(syms, nil)
	f.Symmetry.SetSelected(generate.NoSymmetry.String())
	f.Minimal = widget.NewCheck("minimal: every given needed", nil)
	f.Count.SetText("1")
	f.Into = widget.NewRadioGroup([]string{IntoOpenSet, IntoNewSet}, nil)
	f.Into.SetSelected(IntoOpenSet)
	return f
}

// Items lays the widgets out as form rows.
func (f *Form) Items() []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem("Layout", f.Layout),
		widget.NewFormItem("Difficulty", f.Difficulty),
		widget.NewFormItem("Technique", container.NewVBox(f.Technique, f.Hardest)),
		widget.NewFormItem("Symmetry", f.Symmetry),
		widget.NewFormItem("", f.Minimal),
		widget.NewFormItem("Count", f.countField),
		widget.NewFormItem("Puzzles", f.Into),
	}
}

// Choice reads the widgets into a request, or says what is wrong.
func (f *Form) Choice() (Choice, error) {
	var c Choice
	switch f.Layout.Selected {
	case LayoutJigsaw:
		c.Req.Jigsaw = true
	case LayoutJigsaw2:
		c.Req.Jigsaw, c.Req.SymmetricLayout = true, true
	}
	if d := f.Difficulty.Selected; d != Any && d != "" {
		grade, err := generate.ParseDifficulty(d)
		if err != nil {
			return c, err
		}
		c.Req.ByDifficulty, c.Req.Difficulty = true, grade
	}
	if t := f.Technique.Selected; t != Any && t != "" {
		c.Req.Technique, c.Req.Hardest = t, f.Hardest.Checked
	}
	sym, err := generate.ParseSymmetry(f.Symmetry.Selected)
	if err != nil {
		return c, err
	}
	c.Req.Symmetry, c.Req.Minimal, c.Req.Rate = sym, f.Minimal.Checked, true
	n, err := strconv.Atoi(strings.TrimSpace(f.Count.Text))
	if err != nil || n < 1 || n > MaxCount {
		return c, fmt.Errorf("the count must be a number from 1 to %d", MaxCount)
	}
	c.Count, c.NewSet = n, f.Into.Selected == IntoNewSet
	c.Seed = rand.Uint64()
	if _, err := generate.New(c.Req); err != nil {
		return c, err
	}
	return c, nil
}

// StopReason says in words why a run stopped early.
func StopReason(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("the goal is rare, and %s passed", TimeLimit)
	case errors.Is(err, context.Canceled):
		return "cancelled"
	case err == nil:
		return "none asked for"
	}
	return err.Error()
}

// TimeLimit bounds one run from the dialog: a rare goal ends
// with what was found, and says so.
const TimeLimit = 2 * time.Minute
