package board

import (
	"image/color"
	"math"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The golden images of solving mode: the person's entries apart from
// the givens, their pencil notes, and what a Check marks; and the second
// rung of the hint ladder, a step that names only houses to look at.
func init() {
	opts := Options{RegionColours: true, Candidates: false}
	dark := opts
	dark.Dark = true
	goldenCases = append(goldenCases,
		goldenCase{"solving", opts, solvingModel},
		goldenCase{"solving_dark", dark, solvingModel},
		goldenCase{"solving_jigsaw", opts, solvingJigsawModel},
		goldenCase{"hint_houses", opts, hintHousesModel},
		goldenCase{"hint_houses_jigsaw_dark", dark, hintHousesJigsawModel},
	)
}

// solvingPuzzle is the puzzle of the solving-mode images.
const solvingPuzzle = "....64.89.5.8..2...8..2...139.......5.4.....8...91..7..3.......6...8..13948.3..2."

// personalModel turns a puzzle into the person's position: a few right
// entries, one wrong entry, notes on some cells (one set of notes
// without the solution's digit), no engine candidates.
func personalModel(t *testing.T, p grid.Puzzle, sol grid.Grid, right []string, wrong string, notes map[string]string, wrongNotes string) Model {
	t.Helper()
	m := boardModelOf(t, p)
	m.Notes = true
	m.Candidates = [grid.NumCells]steps.Digits{}
	for _, name := range right {
		c := boardCell(t, name)
		m.Digits[c], m.Origins[c] = sol[c], Entered
	}
	c := boardCell(t, wrong)
	m.Digits[c], m.Origins[c] = sol[c]%9+1, Entered
	m.Wrong = m.Wrong.With(c)
	for name, ds := range notes {
		c := boardCell(t, name)
		for _, r := range ds {
			m.Candidates[c] |= steps.DigitSet(int8(r - '0'))
		}
	}
	c = boardCell(t, wrongNotes)
	m.Candidates[c] &^= steps.DigitSet(sol[c])
	m.WrongNotes = m.WrongNotes.With(c)
	return m
}

func solvingModel(t *testing.T) Model {
	p := mustBoardPuzzle(t, solvingPuzzle)
	r := solver.Solve(p, 1)
	if r.Status != solver.Unique && r.Status != solver.Multiple {
		t.Fatalf("the solving-mode puzzle does not solve: %v", r.Status)
	}
	return personalModel(t, p, r.Solution, []string{"r1c1", "r1c2", "r5c5", "r9c1"}, "r2c3",
		map[string]string{"r1c3": "1237", "r2c1": "2467", "r3c1": "2467", "r6c2": "26", "r6c3": "26", "r4c4": "24568", "r7c9": "1234567"}, "r4c4")
}

func solvingJigsawModel(t *testing.T) Model {
	p, sol := firstJigsaw(t)
	return personalModel(t, p, sol, []string{"r2c2", "r5c5", "r8c4"}, "r9c6",
		map[string]string{"r1c1": "123", "r1c2": "456", "r3c3": "789", "r4c4": "1379", "r6c6": "258"}, "r4c4")
}

// hintHousesModel is the second rung of the hint ladder: a step that
// names its technique and houses only.
func hintHousesModel(t *testing.T) Model {
	m := solvingModel(t)
	m.Wrong, m.WrongNotes = grid.CellSet{}, grid.CellSet{}
	m.Step = &steps.Step{Technique: "Naked Pair", Houses: []int{5, 18 + 3}}
	return m
}

func hintHousesJigsawModel(t *testing.T) Model {
	m := solvingJigsawModel(t)
	m.Wrong, m.WrongNotes = grid.CellSet{}, grid.CellSet{}
	m.Step = &steps.Step{Technique: "Hidden Single", Houses: []int{18 + m.Layout.Region(boardCell(t, "r5c5"))}}
	return m
}

func TestPaintSolvingMarks(t *testing.T) {
	m := solvingModel(t)
	v := plainView(m)
	v.candidates = false // the person's notes show anyway
	img, px := paintView(v, 900)
	pal := defaultPalette(false)
	wrong := m.Wrong.First()
	// The wrong entry's ring crosses the cell's horizontal middle.
	at := px.centre(wrong)
	x := int(math.Round(at.x - px.cell*0.36))
	if !redAround(img.At, x, int(math.Round(at.y)), pal.conflict) {
		t.Errorf("the wrong entry %v is not ringed in red", wrong)
	}
	// The dashed frame of the notes that lack the solution's digit: red
	// dashes along the top edge, with gaps between them.
	bad := m.WrongNotes.First()
	x0, y0, x1, _ := px.cellBox(bad)
	y := y0 + p2(float64(p2(px.cell*0.06))/2+1+px.cell*0.045/2)
	red, plain := 0, 0
	for x := x0 + p2(px.cell*0.1); x < x1-p2(px.cell*0.1); x++ {
		if near(img.At(x, y), pal.conflict) {
			red++
		} else {
			plain++
		}
	}
	if red < p2(px.cell*0.2) || plain < p2(px.cell*0.1) {
		t.Errorf("the wrong notes of %v have no dashed red frame: %d red and %d other pixels along the top", bad, red, plain)
	}
	// A right entry has neither.
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Origins[c] == Entered && !m.Wrong.Has(c) {
			at := px.centre(c)
			if redAround(img.At, int(math.Round(at.x-px.cell*0.36)), int(math.Round(at.y)), pal.conflict) {
				t.Errorf("the right entry %v is ringed", c)
			}
			break
		}
	}
	// The notes are drawn in the entries' ink although candidates are off.
	note := boardCell(t, "r6c2")
	if !inkNear(img, px, note, 2, pal.entered) {
		t.Errorf("the note 2 of r6c2 is not drawn in the entries' ink")
	}
}

// p2 rounds a length to whole pixels.
func p2(x float64) int { return int(math.Round(x)) }

// redAround reports whether a pixel within two of (x, y) along the row
// is the colour c.
func redAround(at func(x, y int) color.Color, x, y int, c color.NRGBA) bool {
	for dx := -2; dx <= 2; dx++ {
		if near(at(x+dx, y), c) {
			return true
		}
	}
	return false
}

// inkNear reports whether candidate d of cell c has a pixel near colour
// col (its strokes, which are anti-aliased at their edges).
func inkNear(img interface {
	At(x, y int) color.Color
}, px pixelGrid, c grid.Cell, d int8, col color.NRGBA) bool {
	at := px.candidateCentre(c, d)
	k := int(px.cell * 0.1)
	for y := int(at.y) - k; y <= int(at.y)+k; y++ {
		for x := int(at.x) - k; x <= int(at.x)+k; x++ {
			if colourDistance(img.At(x, y), col) <= 24 {
				return true
			}
		}
	}
	return false
}

func TestEntriesStandApartFromGivens(t *testing.T) {
	// Givens are bold in the foreground colour, entries regular in an
	// ink of their own, which must differ visibly from the givens'. On
	// the dark theme the ink must also keep 4.5:1 on every deep region
	// fill (TestDigitsReadOnEveryFill), which leaves only pale inks near
	// the givens' white: a search of that space found none further than
	// 0.135 from it, so the bar there is lower.
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		min := 0.2
		if dark {
			min = 0.12
		}
		if d := labDistance(seenAs(visions[0].m, pal.text), seenAs(visions[0].m, pal.entered)); d < min {
			t.Errorf("dark=%v: entries and givens differ by only %.3f", dark, d)
		}
		fills := append([]color.NRGBA{pal.cell}, pal.regions[:]...)
		for i, f := range fills {
			if r := contrastRatio(pal.conflict, f); r < 3 {
				t.Errorf("dark=%v: a wrong entry on fill %d has contrast %.2f, want ≥ 3", dark, i, r)
			}
		}
	}
}
