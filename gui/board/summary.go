package board

import (
	"slices"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file draws a forcing net's branches all at once (the All view) by
// their outlines: each branch by its premise, its conclusion and the few
// inferences where branches meet, joined by one arrow for each line of
// reasoning between them. Every inference of every branch at once hides
// the board; the outline shows where each branch starts, where it ends
// and where they cross, and the branch picker unfolds any of them.

// outlineLevel is how bare an outline is: what it keeps of a chain or a
// branch besides its premise and its ends.
type outlineLevel int8

const (
	outlineNone       outlineLevel = iota // every inference
	outlinePlacements                     // the digits placed and where branches meet
	outlineMeetings                       // where branches meet
	outlineEnds                           // the premise and the ends alone
)

// truthKey is a candidate with the truth an inference gives it.
type truthKey struct {
	c  steps.Candidate
	on bool
}

// meetings returns the candidates, with their truth, that the
// inferences of two or more of the branches shown make.
func meetings(st *steps.Step, shown []int) map[truthKey]bool {
	count := map[truthKey]int{}
	for _, i := range shown {
		seen := map[truthKey]bool{}
		for k, inf := range st.Branches[i].Inferences {
			if k == 0 {
				continue // the premise is its own branch's
			}
			k := truthKey{inf.Candidate, inf.On}
			if !seen[k] {
				seen[k] = true
				count[k]++
			}
		}
	}
	out := map[truthKey]bool{}
	for k, n := range count {
		if n > 1 {
			out[k] = true
		}
	}
	return out
}

// outlineOf returns the outline of infs: of the whole list, or, while
// they unfold (unfolding), of the inferences so far: the premise, the
// digits placed, and the newest with what it rests on.
func outlineOf(infs []steps.Inference, unfolding bool, meet map[truthKey]bool, level outlineLevel) []steps.Inference {
	if !unfolding {
		return outlineInferences(infs, meet, level)
	}
	if len(infs) == 0 {
		return nil
	}
	last := len(infs) - 1
	because := infs[last].Because
	if infs[last].Rule == steps.RuleNested && len(because) > 1 {
		because = because[len(because)-1:] // as addInferenceArrows draws it
	}
	return keepInferences(infs, func(i int, inf steps.Inference) bool {
		return i == 0 || i == last || inf.On || slices.Contains(because, i)
	})
}

// outlineInferences returns a branch's inferences cut to its outline: the
// premise (index 0), the inferences nothing later rests on (its
// conclusion, or what its contradiction rests on) and, as level allows,
// those that place a digit and those in meet; each
// kept inference's Because rewired to the nearest kept inferences it
// rests on, through those left out.
func outlineInferences(infs []steps.Inference, meet map[truthKey]bool, level outlineLevel) []steps.Inference {
	if len(infs) == 0 {
		return nil
	}
	usedBy := make([]bool, len(infs))
	for _, inf := range infs {
		for _, j := range inf.Because {
			if j >= 0 && j < len(infs) {
				usedBy[j] = true
			}
		}
	}
	return keepInferences(infs, func(i int, inf steps.Inference) bool {
		return i == 0 || !usedBy[i] ||
			level <= outlineMeetings && meet[truthKey{inf.Candidate, inf.On}] ||
			level <= outlinePlacements && inf.On
	})
}

// keepInferences returns the inferences of infs that keep, each one's
// Because rewired to the nearest kept inferences it rests on, through
// those left out.
func keepInferences(infs []steps.Inference, keeps func(i int, inf steps.Inference) bool) []steps.Inference {
	keep := make([]bool, len(infs))
	for i, inf := range infs {
		keep[i] = keeps(i, inf)
	}
	newIndex := make([]int, len(infs))
	var out []steps.Inference
	// kept[i] are the kept inferences inference i rests on, through the
	// ones left out; computed in order, as reasons come first.
	kept := make([][]int, len(infs))
	for i, inf := range infs {
		var reach []int
		for _, j := range inf.Because {
			if j < 0 || j >= i {
				continue
			}
			if keep[j] {
				reach = appendUnique(reach, newIndex[j])
			} else {
				for _, k := range kept[j] {
					reach = appendUnique(reach, k)
				}
			}
		}
		if !keep[i] {
			kept[i] = reach
			continue
		}
		o := inf
		o.Because = reach
		newIndex[i] = len(out)
		out = append(out, o)
	}
	return out
}

func appendUnique(s []int, v int) []int {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}

// OpeningArrows is the most arrows a step's first picture draws: a step
// whose All view would draw more opens on its first branch instead.
const OpeningArrows = 12

// OpeningBranch returns the branch (from 1) a step's picture opens on: 0,
// all of them, unless the step has several branches and drawing them all
// takes more than OpeningArrows arrows; then 1, its first branch,
// unfolded to its end, with the branch picker in view to choose another
// or All.
func OpeningBranch(st *steps.Step) int {
	if st == nil || len(st.Branches) < 2 {
		return 0
	}
	if len(resolveRoles(st, 0, 0).arrows) > OpeningArrows {
		return 1
	}
	return 0
}

// ArrowCount returns how many arrows the board draws for step st with
// branch b shown (Model.Branch) and unfold inferences unfolded.
func ArrowCount(st *steps.Step, b, unfold int) int {
	return len(resolveRoles(st, b, unfold).arrows)
}
