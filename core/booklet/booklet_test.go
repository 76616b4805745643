package booklet

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/pencilset"
)

// Each printed puzzle is numbered from first+1 and carries its rating,
// its solution (under its given candidates) and its candidates as marks.
func TestMake(t *testing.T) {
	var entries []puzzlefile.Entry
	var sols []grid.Grid
	for _, p := range pencilset.Make(t, 4) {
		entries = append(entries, puzzlefile.Entry{Puzzle: p.Puzzle})
		sols = append(sols, p.Solution)
	}
	clash := grid.Puzzle{Givens: grid.Grid{1, 1}}
	entries = append(entries, puzzlefile.Entry{Puzzle: clash, Err: clash.Validate()})
	var done atomic.Int64
	ps, err := Make(context.Background(), entries, 10, Choices{Ratings: true, Solutions: true}, &done)
	if err != nil || len(ps) != 5 || done.Load() != 5 {
		t.Fatalf("%d puzzles, %d done, %v", len(ps), done.Load(), err)
	}
	for i, p := range ps[:4] {
		if p.Caption != fmt.Sprintf("#%d", 11+i) {
			t.Errorf("puzzle %d: caption %q", i, p.Caption)
		}
		if !strings.Contains(p.Note, ", score ") || p.Solution != sols[i] || p.SolutionNote != "" || p.Marks != entries[i].Puzzle.Candidates {
			t.Errorf("puzzle %d: note %q, solution %v (%q), marks %v", i, p.Note, p.Solution, p.SolutionNote, p.Marks != nil)
		}
	}
	if last := ps[4]; last.Note != "invalid" || last.SolutionNote != "invalid" {
		t.Errorf("the invalid puzzle: %+v", last)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Make(ctx, entries, 0, Choices{Ratings: true}, nil); err == nil {
		t.Error("a cancelled booklet was made")
	}
}
