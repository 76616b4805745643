package render

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden images in testdata/")

// trace solves puzzle i of a shared set, on the nested path with nested.
func trace(t *testing.T, rel string, i int, nested bool) *steps.Trace {
	t.Helper()
	set, err := puzzlefile.Read(shareddata.Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	if nested {
		return steps.SolveNested(set.Entries[i].Puzzle)
	}
	return steps.Solve(set.Entries[i].Puzzle)
}

// TestChainGoldenImages draws, light and dark, the pictures of chains
// the step panel's reader sees first: top95 #12 (the window's numbering)
// step 9, the Contradiction Net r4c5=2 => … => r4c5<>2, on its branch
// and in All; the AIC with ALS of step 8; and the first inner proof of
// the nested path of hardest_1106 #1, opened and unfolded over the
// position where it starts.
func TestChainGoldenImages(t *testing.T) {
	if testing.Short() {
		t.Skip("a nested path takes seconds")
	}
	top := trace(t, "classic/top95.txt", 11, false)
	type pic struct {
		name string
		m    board.Model
	}
	var pics []pic
	net := board.StepModel(top, 9)
	if net.Step.Technique != "Contradiction Net" {
		t.Fatalf("top95 #12 step 9 is %s", net.Step.Text)
	}
	net.Branch = 1
	pics = append(pics, pic{"top95_12_step9_branch1", net})
	net.Branch = 0
	pics = append(pics, pic{"top95_12_step9_all", net})
	als := board.StepModel(top, 8)
	if als.Step.Technique != "AIC with ALS" {
		t.Fatalf("top95 #12 step 8 is %s", als.Step.Text)
	}
	als.Branch = board.OpeningBranch(als.Step)
	pics = append(pics, pic{"top95_12_step8_als", als})

	nested := trace(t, "bench/hardest_1106.txt", 0, true)
	found := false
	for k := 1; k <= len(nested.Steps) && !found; k++ {
		st := &nested.Steps[k-1]
		for b := range st.Branches {
			for at, inf := range st.Branches[b].Inferences {
				if inf.Rule != steps.RuleNested || inf.Inner == nil || found {
					continue
				}
				inner, context := steppanel.InnerProof(st, b+1, at+1)
				if inner == nil {
					continue
				}
				m := board.StepModel(nested, k)
				m.Step = &steps.Step{Kind: steps.Logic, Technique: "Inner proof", Branches: []steps.Branch{*inner}, Text: inner.Text}
				m.Branch, m.Context = 1, context
				pics = append(pics, pic{"hardest_1_nested_inner", m})
				found = true
			}
		}
	}
	if !found {
		t.Fatal("the nested path of hardest_1106 #1 has no inner proof")
	}
	for _, p := range pics {
		for _, dark := range []bool{false, true} {
			name := p.name + "_light.png"
			if dark {
				name = p.name + "_dark.png"
			}
			img := board.Image(p.m, board.Options{RegionColours: true, Candidates: true, Dark: dark, Size: 540})
			guitest.Golden(t, img, filepath.Join("testdata", name), *updateGolden, guitest.Tolerance{Slack: 16, PerMille: 1})
		}
	}
}
