package steppanel

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The offer of nested forcing chains. The guided path guesses where no
// technique of its catalogue applies; on the hardest puzzles the nested
// forcing chains explain the same position by logic, but they cost
// seconds and so are worked out only on request (the window's Solve ›
// Explain with Nested Chains…). Where the guided path guesses, and in
// the search under that guess, the panel says so and offers a button
// that asks the window, through OnExplainNested, to work them out.

// nestedOfferText is the paragraph under a guess, or a step of the
// search under one, when the panel offers nested forcing chains. Under a
// guess a technique may apply again (a single), so there the words
// point back to the guess.
func nestedOfferText(st *steps.Step) string {
	const offer = "Nested forcing chains can explain it by logic instead; working them out takes a second or two, in the background."
	if st.Kind == steps.Guess {
		return "Nothing short of nested forcing chains applies here, and the path leaves them out for their cost. " + offer
	}
	return "This step is part of the search under a guess: where the path guessed, no technique short of nested forcing chains applied. " + offer
}

// nestedOfferLabel is the offer's button.
const nestedOfferLabel = "Explain with nested chains"

// newNestedOffer makes the offer's button, hidden; it calls
// OnExplainNested.
func (p *Panel) newNestedOffer() {
	p.nestedBtn = widget.NewButtonWithIcon(nestedOfferLabel, theme.SearchIcon(), func() {
		if p.OnExplainNested != nil {
			p.OnExplainNested()
		}
	})
	p.nestedBtn.Importance = widget.HighImportance
	// At its own width, left, under the scrolling explanation (always
	// in view): a full-width button would read as one of the path's
	// controls.
	p.nestedOffer = container.NewHBox(p.nestedBtn)
	p.nestedOffer.Hide()
}

// offersNested reports whether the panel offers nested forcing chains
// at the view's step: the window listens (OnExplainNested), the path is
// a guided one that no nested chain went into, and the step is a guess
// or a step of the search under one.
func (p *Panel) offersNested(v *View) bool {
	st := v.current()
	if p.OnExplainNested == nil || st == nil || v.NestedPath || v.Trace.Mode != steps.Guided || v.Trace.Status == steps.Unsolvable {
		return false
	}
	if st.Kind == steps.Logic && st.Depth == 0 {
		return false
	}
	if v.Trace != p.scannedTrace {
		p.scannedTrace, p.scannedNested = v.Trace, hasNestedStep(v.Trace)
	}
	return !p.scannedNested
}

// showNestedOffer shows or hides the offer's button.
func (p *Panel) showNestedOffer(show bool) {
	if p.nestedOffer.Visible() == show {
		return
	}
	if show {
		p.nestedOffer.Show()
	} else {
		p.nestedOffer.Hide()
	}
}

// NestedOfferShown tells whether the offer of nested forcing chains shows.
func (p *Panel) NestedOfferShown() bool { return p.nestedOffer.Visible() }

// hasNestedStep reports whether a step of t rests on an inner proof.
// A guided path is short (under a few hundred steps), so the scan is
// done once a path.
func hasNestedStep(t *steps.Trace) bool {
	for i := range t.Steps {
		st := &t.Steps[i]
		for _, in := range st.Inferences {
			if in.Rule == steps.RuleNested {
				return true
			}
		}
		for b := range st.Branches {
			for _, in := range st.Branches[b].Inferences {
				if in.Rule == steps.RuleNested {
					return true
				}
			}
		}
	}
	return false
}
