package board

import (
	"image/color"
	"math"
	"testing"
)

func TestPaintGroupsAndRestricted(t *testing.T) {
	m := alsXZModel(t)
	img, px := paintView(plainView(m), 900)
	pal := defaultPalette(false)
	// A point of each group's cell between its candidates shows the
	// group's tint over the plain cell colour, whatever the region.
	for i, g := range m.Step.Groups {
		for _, c := range g.Cells {
			x0, y0, x1, y1 := px.cellBox(c)
			x, y := x0+int(0.35*float64(x1-x0)), y0+int(0.65*float64(y1-y0))
			want := blend(pal.cell, pal.seriesColour(i), pal.groupTint)
			if got := img.At(x, y); !near(got, want) {
				t.Errorf("group %s, cell %v: fill %v, want %v", g.Label, c, got, want)
			}
		}
	}
	// A restricted common candidate is ringed at the edge of its disc.
	for _, rc := range m.Step.Restricted {
		at := px.candidateCentre(rc.Cell, rc.Digit)
		radius := px.cell * 0.148
		w := math.Max(1.5, px.cell*0.032)
		r := radius - w/2 + w*0.35
		if got := img.At(int(math.Round(at.x)), int(math.Round(at.y-r))); !near(got, pal.restricted) {
			t.Errorf("restricted %v#%d: ring colour %v, want %v", rc.Cell, rc.Digit, got, pal.restricted)
		}
	}
}

func TestPaintBranchFocus(t *testing.T) {
	pal := defaultPalette(false)
	m := forcingChainModel(t)
	// r4c5#3 is made true by the first branch only: a disc in the true colour.
	c, d := boardCell(t, "r4c5"), int8(3)
	probe := func(branch int) color.Color {
		mm := m
		mm.Branch = branch
		img, px := paintView(plainView(mm), 900)
		at := px.candidateCentre(c, d)
		return img.At(int(at.x-px.cell*0.11), int(at.y))
	}
	for _, tt := range []struct {
		branch int
		drawn  bool
	}{{0, true}, {1, true}, {2, false}, {3, false}, {9, false}} {
		if drawn := near(probe(tt.branch), pal.truthOn); drawn != tt.drawn {
			t.Errorf("branch %d shown: r4c5#3 drawn in the true colour = %v, want %v", tt.branch, drawn, tt.drawn)
		}
	}
	// The conclusion is drawn whichever branch is shown.
	for _, branch := range []int{0, 2} {
		mm := m
		mm.Branch = branch
		roles := resolveRoles(mm.Step, mm.Branch, 0)
		if !roles.elim[boardCell(t, "r6c6")].Has(7) {
			t.Errorf("branch %d shown: the elimination r6c6<>7 is not drawn", branch)
		}
	}
	// A focused branch's candidates take its colour and part; the other
	// branches' premises are not drawn.
	roles := resolveRoles(m.Step, 3, 0)
	r5c5 := boardCell(t, "r5c5")
	if !roles.premise[r5c5].Has(9) || roles.premise[r5c5].Has(6) || roles.premise[r5c5].Has(7) {
		t.Errorf("branch 3 shown: premises %v, want only 9", roles.premise[r5c5].List())
	}
	if r5c6 := boardCell(t, "r5c6"); !roles.bFalse[r5c6].Has(9) || !roles.bTrue[r5c6].Has(7) || roles.branchOf[r5c6][6] != 3 {
		t.Errorf("branch 3 shown: r5c6 has true %v, false %v", roles.bTrue[r5c6].List(), roles.bFalse[r5c6].List())
	}
}
