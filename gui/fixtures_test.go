package gui

import (
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// forcingChainStep is a cell forcing chain with three branches: r5c5
// holds 6, 7 or 9, and each of them leads to r6c6 holding no 7. It is
// the board package's golden fixture, as the step panel sees it.
func forcingChainStep() *steps.Step {
	c := func(r, col int, d int8) steps.Candidate {
		return steps.Candidate{Cell: grid.CellAt(r-1, col-1), Digit: d}
	}
	weak := func(a, b steps.Candidate) steps.Link { return steps.Link{From: a, To: b} }
	strong := func(a, b steps.Candidate) steps.Link { return steps.Link{From: a, To: b, Strong: true} }
	return &steps.Step{
		Technique:    "Forcing Chain",
		Eliminations: []steps.Candidate{c(6, 6, 7)},
		Branches: []steps.Branch{
			{Premise: c(5, 5, 6), On: true, Links: []steps.Link{
				weak(c(5, 5, 6), c(4, 5, 6)),
				strong(c(4, 5, 6), c(4, 5, 3)),
				weak(c(4, 5, 3), c(6, 5, 3)),
				strong(c(6, 5, 3), c(6, 5, 7)),
				weak(c(6, 5, 7), c(6, 6, 7)),
			}, Text: "r5c5=6 -> r4c5<>6 -> r4c5=3 -> r6c5<>3 -> r6c5=7 -> r6c6<>7"},
			{Premise: c(5, 5, 7), On: true, Links: []steps.Link{
				weak(c(5, 5, 7), c(6, 6, 7)),
			}, Text: "r5c5=7 -> r6c6<>7"},
			{Premise: c(5, 5, 9), On: true, Links: []steps.Link{
				weak(c(5, 5, 9), c(5, 6, 9)),
				strong(c(5, 6, 9), c(5, 6, 7)),
				weak(c(5, 6, 7), c(6, 6, 7)),
			}, Text: "r5c5=9 -> r5c6<>9 -> r5c6=7 -> r6c6<>7"},
		},
		Text: "Forcing Chain Verity: r5c5 {679} => r6c6<>7",
	}
}
