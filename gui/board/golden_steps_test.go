package board

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The golden fixtures of the techniques that draw groups, restricted
// commons, fins and branches. Each is a real position of a real puzzle,
// with some candidates removed by hand as earlier steps would have, so
// that the step drawn is a sound deduction on the candidates shown.

// sparsePuzzle has few givens, and so many candidates to pick patterns from.
const sparsePuzzle = "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1...."

// keepOnly narrows cells' candidates, each spec "r3c1#57" keeping the
// digits listed; a digit the cell does not hold fails the fixture, as
// it would draw a candidate the position rules out.
func keepOnly(t *testing.T, m *Model, spec string) {
	t.Helper()
	keep := map[grid.Cell]steps.Digits{}
	for _, c := range boardCands(t, spec) {
		keep[c.Cell] |= steps.DigitSet(c.Digit)
	}
	for c, ds := range keep {
		if m.Digits[c] != 0 || ds&^m.Candidates[c] != 0 {
			t.Fatalf("fixture: %v cannot hold %v (it holds %v)", c, ds.List(), m.Candidates[c].List())
		}
		m.Candidates[c] = ds
	}
}

// removeDigit takes digit d out of the named cells' candidates.
func removeDigit(t *testing.T, m *Model, d int8, names ...string) {
	t.Helper()
	for _, n := range names {
		m.Candidates[boardCell(t, n)] &^= steps.DigitSet(d)
	}
}

// cellsOf returns the named cells.
func cellsOf(t *testing.T, names ...string) []grid.Cell {
	t.Helper()
	out := make([]grid.Cell, len(names))
	for i, n := range names {
		out[i] = boardCell(t, n)
	}
	return out
}

// alsXZModel: A = r3c12 {578} and B = r89c1 {458} share the restricted
// common 5 (its only places, r3c1 and r8c1, see each other), so one of
// them holds 8, and r2c1 and r9c2, which see every 8 of both, cannot.
func alsXZModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, sparsePuzzle))
	keepOnly(t, &m, "r3c1#57 r3c2#78 r8c1#45 r9c1#48")
	m.Step = &steps.Step{
		Technique: "ALS-XZ",
		Groups: []steps.Group{
			{Label: "A", Cells: cellsOf(t, "r3c1", "r3c2"), Digits: []int8{5, 7, 8}},
			{Label: "B", Cells: cellsOf(t, "r8c1", "r9c1"), Digits: []int8{4, 5, 8}},
		},
		Restricted:   boardCands(t, "r3c1#5 r8c1#5"),
		Pattern:      boardCands(t, "r3c1#5 r8c1#5 r3c2#8 r9c1#8"),
		Eliminations: boardCands(t, "r2c1#8 r9c2#8"),
		Text:         "ALS-XZ: A=r3c12 {578}, B=r89c1 {458}, X=5, Z=8 => r2c1,r9c2<>8",
	}
	return m
}

// sueDeCoqModel: r3c23 holds four digits {1358} in two cells; r3c4
// takes 1 and 3 from the row and r2c3 takes 5 and 8 from the box, so 1
// and 3 leave the rest of row 3 and 5 and 8 the rest of box 1.
func sueDeCoqModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, sparsePuzzle))
	keepOnly(t, &m, "r3c2#1358 r3c3#1358 r3c4#13 r2c3#58")
	var elim []steps.Candidate
	for _, c := range []string{"r3c1", "r3c5", "r3c6", "r3c7", "r3c8", "r3c9"} {
		for _, d := range []int8{1, 3} {
			if m.Candidates[boardCell(t, c)].Has(d) {
				elim = append(elim, steps.Candidate{Cell: boardCell(t, c), Digit: d})
			}
		}
	}
	for _, c := range []string{"r1c2", "r1c3", "r2c1", "r3c1"} {
		for _, d := range []int8{5, 8} {
			if m.Candidates[boardCell(t, c)].Has(d) {
				elim = append(elim, steps.Candidate{Cell: boardCell(t, c), Digit: d})
			}
		}
	}
	m.Step = &steps.Step{
		Technique: "Sue de Coq",
		Pattern:   boardCands(t, "r3c2#1358 r3c3#1358 r3c4#13 r2c3#58"),
		Groups: []steps.Group{
			{Label: "row", Cells: cellsOf(t, "r3c4"), Digits: []int8{1, 3}},
			{Label: "box", Cells: cellsOf(t, "r2c3"), Digits: []int8{5, 8}},
		},
		Houses:       []int{2, 18},
		Eliminations: elim,
		Text:         "Sue de Coq: r3c23 - {1358} (r3c4 - {13}, r2c3 - {58}) => ...",
	}
	return m
}

// leftoversModel: row 1 and the region of r1c1 each hold 1–9, so the
// row's cells outside the region (the innies r1c6789) hold the same
// digits as the region's cells outside the row (the outies r23c45). No
// outie can be 2, so no innie can.
func leftoversModel(t *testing.T) Model {
	p, _ := firstJigsaw(t)
	m := boardModelOf(t, p)
	region := m.Layout.Region(boardCell(t, "r1c1"))
	innies, outies := cellsOf(t, "r1c6", "r1c7", "r1c8", "r1c9"), cellsOf(t, "r2c4", "r2c5", "r3c4", "r3c5")
	for _, c := range outies {
		if m.Layout.Region(c) != region {
			t.Fatalf("fixture: outie %v is not in the region of r1c1", c)
		}
	}
	var elim []steps.Candidate
	for _, c := range innies {
		if m.Layout.Region(c) == region {
			t.Fatalf("fixture: innie %v is in the region of r1c1", c)
		}
		if m.Candidates[c].Has(2) {
			elim = append(elim, steps.Candidate{Cell: c, Digit: 2})
		}
	}
	if len(elim) == 0 {
		t.Fatal("fixture: no innie holds a 2")
	}
	m.Step = &steps.Step{
		Technique: "Law of Leftovers",
		Groups: []steps.Group{
			{Label: "innies", Cells: innies},
			{Label: "outies", Cells: outies},
		},
		Houses:       []int{0, 18 + region},
		Eliminations: elim,
		Text:         "Law of Leftovers: r1 / region 1: r1c6789 = r23c45 => r1c6,r1c7,r1c9<>2",
	}
	return m
}

// finnedXWingModel: the 9s of rows 4 and 8 lie in columns 3 and 9 but
// for a fin in r4c2. Whether or not the fin is true, r5c3, in the fin's
// box and in column 3, holds no 9.
func finnedXWingModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, sparsePuzzle))
	removeDigit(t, &m, 9, "r4c1", "r4c5", "r4c7", "r8c1", "r8c2", "r8c4", "r8c6", "r8c8")
	m.Step = &steps.Step{
		Technique:    "Finned X-Wing",
		Pattern:      boardCands(t, "r4c3#9 r4c9#9 r8c3#9 r8c9#9"),
		Fins:         boardCands(t, "r4c2#9"),
		Houses:       []int{3, 7, 11, 17},
		Eliminations: boardCands(t, "r5c3#9"),
		Text:         "Finned X-Wing: 9 r48 c39 fr4c2 => r5c3<>9",
	}
	return m
}

// forcingChainModel: r5c5 holds 6, 7 or 9, and each of them leads to
// r6c6 holding no 7: a cell forcing chain with three branches.
func forcingChainModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, sparsePuzzle))
	keepOnly(t, &m, "r5c5#679 r4c5#36 r6c5#37 r5c6#79")
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	weak := func(a, b steps.Candidate) steps.Link { return steps.Link{From: a, To: b} }
	strong := func(a, b steps.Candidate) steps.Link { return steps.Link{From: a, To: b, Strong: true} }
	m.Step = &steps.Step{
		Technique:    "Forcing Chain",
		Eliminations: []steps.Candidate{c("r6c6", 7)},
		Branches: []steps.Branch{
			{Premise: c("r5c5", 6), On: true, Links: []steps.Link{
				weak(c("r5c5", 6), c("r4c5", 6)),
				strong(c("r4c5", 6), c("r4c5", 3)),
				weak(c("r4c5", 3), c("r6c5", 3)),
				strong(c("r6c5", 3), c("r6c5", 7)),
				weak(c("r6c5", 7), c("r6c6", 7)),
			}, Text: "r5c5=6 -> r4c5<>6 -> r4c5=3 -> r6c5<>3 -> r6c5=7 -> r6c6<>7"},
			{Premise: c("r5c5", 7), On: true, Links: []steps.Link{
				weak(c("r5c5", 7), c("r6c6", 7)),
			}, Text: "r5c5=7 -> r6c6<>7"},
			{Premise: c("r5c5", 9), On: true, Links: []steps.Link{
				weak(c("r5c5", 9), c("r5c6", 9)),
				strong(c("r5c6", 9), c("r5c6", 7)),
				weak(c("r5c6", 7), c("r6c6", 7)),
			}, Text: "r5c5=9 -> r5c6<>9 -> r5c6=7 -> r6c6<>7"},
		},
		Text: "Forcing Chain Verity: r5c5 {679} => r6c6<>7",
	}
	return m
}

// forcingChainFocusModel is the forcing chain with only its first,
// longest branch unfolded.
func forcingChainFocusModel(t *testing.T) Model {
	m := forcingChainModel(t)
	m.Branch = 1
	return m
}
