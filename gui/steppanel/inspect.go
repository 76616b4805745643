package steppanel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// What the panel shows, read back: the window's tests check through
// these that the panel and the window work together.

// RowCount returns the number of rows of the list of steps.
func (p *Panel) RowCount() int { return p.rowCount() }

// SelectRow selects row i of the list of steps, as a click does.
func (p *Panel) SelectRow(i int) { p.list.Select(i) }

// ExplanationText returns the explanation shown, a paragraph a line.
func (p *Panel) ExplanationText() string { return p.explanationText() }

// Hint returns the hint's text and whether it is shown.
func (p *Panel) Hint() (string, bool) { return p.hint.Text, p.hint.Visible() }

// Link is a cell link the panel shows.
type Link struct {
	Text  string
	Cells grid.CellSet
	Tap   func() // taps it: the panel reports the cells through OnFlash
}

// ExplanationLinks returns the cell links of the explanation.
func (p *Panel) ExplanationLinks() []Link { return p.linksIn(p.explanation) }

// linksIn returns the cell links of the runs in o.
func (p *Panel) linksIn(o fyne.CanvasObject) []Link {
	var out []Link
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *textRun:
			for _, pc := range v.pieces {
				if !pc.cells.Empty() {
					cells := pc.cells
					out = append(out, Link{Text: pc.text, Cells: cells, Tap: func() { p.flashCells(cells) }})
				}
			}
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// Branches is the list of a step's branches as shown.
type Branches struct {
	Shown   bool
	Heading string
	All     *widget.Button   // nil when there is one branch: nothing to choose
	Buttons []*widget.Button // one per branch, when there are several
	Texts   []string         // each branch's text as laid out
	Links   []Link           // the cell links of the texts
}

// Branches returns the branches shown.
func (p *Panel) Branches() Branches {
	l := p.branchList
	b := Branches{Shown: l.content.Visible(), All: l.all, Buttons: l.buttons, Links: p.linksIn(l.content)}
	if l.heading != nil {
		b.Heading = l.heading.Text
	}
	for i := range l.texts {
		b.Texts = append(b.Texts, l.rowText(i))
	}
	return b
}

// Substeps is the list of a round's single steps as shown.
type Substeps struct {
	Shown, Open bool
	Toggle      *widget.Button
	Texts       []string // the rows listed, while open
}

// Substeps returns the substeps shown.
func (p *Panel) Substeps() Substeps {
	l := p.substeps
	return Substeps{Shown: l.content.Visible(), Open: l.open, Toggle: l.toggle, Texts: l.substepTexts()}
}
