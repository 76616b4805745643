package steppanel

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The explanation of the current step: its title, its line of notation
// and its plain words, every cell or group name a link. The notation
// and the words are laid out a token at a time in a tokenFlow (see
// lineTokens): Fyne's rich text wraps text that follows a link at the
// end of a line one letter a line, and would break the notation inside
// "r6c6<>3".

// paraKind is how a paragraph of the explanation is set.
type paraKind int8

const (
	paraHeading  paraKind = iota // the step's number and technique
	paraNotation                 // the community's notation, in monospace
	paraBody                     // plain words
)

// para is one paragraph of the explanation.
type para struct {
	text string
	kind paraKind
}

// showExplanation shows paras in place of the explanation shown.
func (p *Panel) showExplanation(paras []para) {
	if slices.Equal(p.paras, paras) {
		return
	}
	p.paras = paras
	objs := make([]fyne.CanvasObject, 0, len(paras))
	for _, pa := range paras {
		objs = append(objs, p.paragraph(pa))
	}
	p.explanation.Objects = objs
	p.explanation.Refresh()
}

// paragraph lays out one paragraph.
func (p *Panel) paragraph(pa para) fyne.CanvasObject {
	if pa.kind == paraHeading {
		h := widget.NewRichText(&widget.TextSegment{Text: pa.text, Style: widget.RichTextStyleSubHeading})
		h.Wrapping = fyne.TextWrapWord
		return h
	}
	style := fyne.TextStyle{Monospace: pa.kind == paraNotation}
	return p.textFlow(lineTokens(pa.text, false), style, foreground)
}

// explanationText is the explanation shown, a paragraph a line.
func (p *Panel) explanationText() string {
	var b strings.Builder
	for _, pa := range p.paras {
		b.WriteString(pa.text)
		b.WriteByte('\n')
	}
	return b.String()
}

// explain builds the explanation of the step just taken; offer adds
// the paragraph offering nested forcing chains (nestedoffer.go).
func (p *Panel) explain(st *View, summary, note string, offer bool) []para {
	var segs []para
	add := func(text string, kind paraKind) {
		segs = append(segs, para{text, kind})
	}
	switch {
	case st.Trace == nil:
		if note == "" {
			note = "No puzzle open."
		}
		add(note, paraBody)
		return segs
	case st.Trace.Status == steps.Invalid:
		add("This puzzle cannot be solved as it stands.", paraHeading)
		add(st.Trace.Reason, paraBody)
		return segs
	}
	step := st.current()
	if step == nil {
		empty := grid.NumCells - st.Trace.Puzzle.Givens.Filled()
		add("Start", paraHeading)
		if st.Trace.Status == steps.Unsolvable {
			// Said from the first step: the path is a proof, not a solution.
			add(fmt.Sprintf("This puzzle has no solution: its path ends at step %d, which proves the contradiction.", st.Trace.Len()), paraBody)
		} else {
			add(fmt.Sprintf("%d givens, %d cells to fill. Press Next to take the first step, or Hint to hear which technique comes first.",
				grid.NumCells-empty, empty), paraBody)
		}
	} else {
		heading := fmt.Sprintf("%d. %s", st.Pos, step.Technique)
		if d := searchDepth(step); d > 0 {
			heading += fmt.Sprintf("  (guess depth %d)", d)
		}
		add(heading, paraHeading)
		if step.Text != "" {
			add(step.Text, paraNotation)
		}
		if step.Explanation != "" {
			add(step.Explanation, paraBody)
		}
		if offer {
			add(nestedOfferText(step), paraBody)
		}
	}
	if st.atEnd() {
		switch st.Trace.Status {
		case steps.Solved:
			add("Solved. "+summary, paraBody)
		case steps.Unsolvable:
			add("The path ends here: this puzzle has no solution. "+summary, paraBody)
		case steps.Undecided, steps.Stopped:
			add("The path ends here: "+st.Trace.Reason+". "+summary, paraBody)
		}
	}
	return segs
}
