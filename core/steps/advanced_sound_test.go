package steps

import (
	"fmt"
	"os"
	"testing"
)

// TestAdvancedFindersSound walks real puzzles step by step and, at every
// position, runs each finder of levels 5–7 and checks its step against the
// known solution: no elimination may remove the solution's digit, every
// elimination must be a live candidate, and the finder must not change the
// position. The walk takes the easiest step of the whole catalogue and,
// where logic stops, places a correct digit, so the finders also see the
// harder positions deep in each puzzle. It takes the first 200 puzzles of
// top1465 (all of them with STEPS_FULL=1 in the environment).
func TestAdvancedFindersSound(t *testing.T) {
	sets := []struct {
		file, solutions string
		max             int
	}{
		{"bench/top1465.txt", "", 200},
		{"classic/top95.txt", "", 95},
		{"jigsaw/janko_133.txt", "jigsaw/janko_133_solutions.txt", 133},
	}
	switch {
	case testing.Short():
		sets[0].max, sets[1].max, sets[2].max = 60, 20, 40
	case os.Getenv("STEPS_FULL") != "":
		sets[0].max = 1465
	}
	for _, set := range sets {
		t.Run(set.file, func(t *testing.T) {
			puzzles := advLoad(t, set.file, set.solutions, set.max)
			found := map[string]int{}
			for i, pz := range puzzles {
				advWalk(t, fmt.Sprintf("%s #%d", set.file, i), pz, found)
				if t.Failed() {
					return
				}
			}
			t.Logf("%d puzzles; steps found by technique: %v", len(puzzles), found)
		})
	}
}

func advWalk(t *testing.T, where string, pz advPuzzle, found map[string]int) {
	s := NewState(pz.p)
	for step := 0; !s.Solved() && step < 400; step++ {
		before := s
		var first *Step
		for _, f := range advancedFinders {
			st, ok := f.find(&s)
			if s != before {
				t.Fatalf("%s step %d: %s changed the position", where, step, f.name)
			}
			if !ok {
				continue
			}
			found[f.name]++
			if !advCheckStep(t, fmt.Sprintf("%s step %d", where, step), &s, &st, f.name, pz.solution) {
				return
			}
			if first == nil {
				first = &st
			}
		}
		if st, ok := advBasicStep(&s); ok {
			s.Apply(&st)
		} else if first != nil {
			s.Apply(first)
		} else {
			advPlaceHint(&s, pz.solution)
		}
	}
	if !s.Solved() || s.Grid != pz.solution {
		t.Errorf("%s: walk ended unsolved or wrong:\n%v", where, s.Grid.Format())
	}
}
