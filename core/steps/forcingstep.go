package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// step turns a proof into a step: it runs each premise's branch again,
// shortened (see runShortest), and keeps as the branch's inferences
// only what the conclusion rests on.
func (fs *forcingSearch) step(s *State, net bool, pr *forcingProof) Step {
	name := forcingNames[b2i(net)][pr.kind]
	if fs.dynamic {
		name = dynamicForcingNames[pr.kind]
	}
	if fs.nested {
		name = nestedForcingNames[pr.kind]
	}
	st := Step{Technique: name, Kind: Logic}
	concl := litCandidate(pr.lit)
	switch {
	case pr.kind == forcingContradiction:
		st.Eliminations = []Candidate{concl}
	case pr.on:
		st.Placements = []Candidate{concl}
	default:
		st.Eliminations = []Candidate{concl}
	}
	p := &fs.p
	why := ""
	for _, l := range pr.premises {
		// Not shortened when nested: shorten counts a derivation as a tree, and
		// a nested removal rests on the whole position, so the count grows
		// with every round past any bound.
		if fs.nested || !fs.takeShortened(branchKey{l, pr.lit, pr.on}) {
			p.runShortest(l, pr.lit, pr.on, !fs.nested)
		}
		infs := p.branchInferences(pr.lit, pr.on)
		b := Branch{
			Premise:       litCandidate(l),
			On:            true,
			Links:         inferenceLinks(infs),
			Inferences:    infs,
			Contradiction: p.contradiction,
		}
		b.Text = inferenceText(s.Layout, infs)
		if b.Contradiction {
			b.Breakdown = p.breakdown()
			b.Text += " => " + p.contradictionWords()
			if pr.kind == forcingContradiction {
				why = p.contradictionWords()
			}
		}
		st.Branches = append(st.Branches, b)
		st.Pattern = append(st.Pattern, b.Premise)
	}
	switch pr.kind {
	case forcingCell:
		st.Cells = append(st.Cells, pr.cell)
	case forcingHouse:
		st.Houses = append(st.Houses, pr.house)
	}
	st.Text, st.Explanation = forcingWords(s, &st, pr, name, why)
	return st
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// breakdown says where the branch's contradiction lies.
func (p *propagation) breakdown() *Breakdown {
	bd := &Breakdown{Cell: p.badCell, House: p.badHouse}
	if p.badHouse >= 0 {
		bd.Digit = p.badDigit
	}
	if p.badLit >= 0 {
		bd.Both = litCandidate(p.badLit)
	}
	return bd
}

// contradictionWords says what the branch's contradiction is.
func (p *propagation) contradictionWords() string {
	switch {
	case p.badLit >= 0:
		c := litCandidate(p.badLit)
		return cellName(c.Cell) + " would be " + strconv.Itoa(int(c.Digit)) + " and not " + strconv.Itoa(int(c.Digit))
	case p.badCell >= 0:
		return cellName(p.badCell) + " has no candidate left"
	case p.badHouse >= 0:
		return strconv.Itoa(int(p.badDigit)) + " has no place left in " + houseName(p.base.Layout, p.badHouse)
	}
	return "contradiction"
}

// forcingWords writes the step's notation line and its explanation.
func forcingWords(s *State, st *Step, pr *forcingProof, name, why string) (string, string) {
	what := "branch"
	if strings.HasSuffix(name, "Net") {
		what = "net"
	}
	concl := litCandidate(pr.lit)
	cn, dn := cellName(concl.Cell), strconv.Itoa(int(concl.Digit))
	result := cn + "<>" + dn
	resultWords := cn + " is not " + dn
	effect := "removes " + dn + " from " + cn
	if pr.on && pr.kind != forcingContradiction {
		result = cn + "=" + dn
		resultWords = cn + " is " + dn
		effect = "puts " + dn + " in " + cn
	}
	if len(st.Branches) > 0 && pr.kind != forcingContradiction {
		for _, b := range st.Branches {
			if b.Contradiction {
				effect += " or leads to a contradiction"
				break
			}
		}
	}
	switch pr.kind {
	case forcingContradiction:
		text := name + ": " + cn + "=" + dn + " => " + why + " => " + result
		expl := "Suppose " + cn + " were " + dn + ". Following what that forces (the " + what + " drawn), " +
			why + ", which cannot be. So " + resultWords + "."
		return text, expl
	case forcingCell:
		ds := s.Candidates[pr.cell].List()
		c := cellName(pr.cell)
		text := name + ": " + c + " {" + digitList(ds) + "} => " + result
		expl := c + " must hold " + words.Or(digitNames(ds)) + ". Each of them, followed through (one " + what +
			" each), " + effect + ", so " + resultWords + " whichever it is."
		return text, expl
	default:
		d := litCandidate(pr.premises[0]).Digit
		cells := make([]grid.Cell, len(pr.premises))
		for i, l := range pr.premises {
			cells[i] = litCandidate(l).Cell
		}
		h := houseName(s.Layout, pr.house)
		text := name + ": " + strconv.Itoa(int(d)) + " in " + h + " {" + cellList(cells) + "} => " + result
		expl := strconv.Itoa(int(d)) + " must go somewhere in " + h + ": in " + words.Or(cellNames(cells)) +
			". Each place, followed through (one " + what + " each), " + effect +
			", so " + resultWords + " wherever the " + strconv.Itoa(int(d)) + " goes."
		return text, expl
	}
}
