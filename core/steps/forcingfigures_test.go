package steps

import (
	"fmt"
	"os"
	"slices"
	"testing"
)

// TestForcingFigures prints the forcing-proof figures of docs/speed.md: over the
// paths of top95 and top1465, the forcing steps, their links (summed over
// each step's branches) as mean, median and longest, the Contradiction
// Nets, the chain steps that go through an almost locked set (and their
// links, alone and together with the forcing steps'), and the
// puzzles left needing a guess, and how much of the mean the few puzzles
// with most forcing steps make (see heaviest). It runs only with FORCING_FIGURES=1 (or
// =top95 for top95 alone): it solves the whole of both sets.
func TestForcingFigures(t *testing.T) {
	if os.Getenv("FORCING_FIGURES") == "" {
		t.Skip("set FORCING_FIGURES=1 to measure")
	}
	files := []string{"classic/top95.txt", "bench/top1465.txt"}
	if os.Getenv("FORCING_FIGURES") == "top95" {
		files = files[:1]
	}
	for _, file := range files {
		var links []int
		var perPuzzle []puzzleLinks
		nets, guessed, als, alsLinks := 0, 0, 0, 0
		for i, p := range readPuzzles(t, file) {
			tr := Solve(p)
			guess := false
			pl := puzzleLinks{index: i}
			for k := range tr.Steps {
				st := &tr.Steps[k]
				if st.Kind == Guess {
					guess = true
				}
				if st.Technique == alsAICName {
					als++
					alsLinks += len(st.Links)
				}
				if len(st.Branches) == 0 {
					continue
				}
				n := 0
				for _, b := range st.Branches {
					n += len(b.Links)
				}
				links = append(links, n)
				pl.steps++
				pl.links += n
				if st.Technique == "Contradiction Net" {
					nets++
				}
			}
			if guess {
				guessed++
			}
			perPuzzle = append(perPuzzle, pl)
		}
		slices.Sort(links)
		sum := 0
		for _, n := range links {
			sum += n
		}
		if len(links) == 0 {
			t.Fatalf("%s: no forcing step", file)
		}
		t.Logf("%s: %d forcing steps, links mean %.1f median %d longest %d, %d Contradiction Nets, %d %s steps, %d puzzles with a guess",
			file, len(links), float64(sum)/float64(len(links)), links[len(links)/2], links[len(links)-1], nets, als, alsAICName, guessed)
		t.Logf("%s: %d links over the path's forcing steps; %s", file, sum, heaviest(perPuzzle, len(links), sum))
		if als > 0 {
			t.Logf("%s: %s steps have %.1f links on average; with them, the forcing steps and they have %.1f",
				file, alsAICName, float64(alsLinks)/float64(als), float64(sum+alsLinks)/float64(len(links)+als))
		}
	}
}

// puzzleLinks is one puzzle's forcing steps and their links.
type puzzleLinks struct{ index, steps, links int }

// heaviestOf is how many puzzles heaviest names.
const heaviestOf = 3

// heaviest says how many of a set's forcing steps, and with what mean,
// the heaviestOf puzzles with most forcing steps hold, and the mean of
// the others: on top95 a few of the hardest puzzles take a forcing step
// at nearly every position, so they weigh on the mean out of proportion.
func heaviest(ps []puzzleLinks, steps, links int) string {
	slices.SortStableFunc(ps, func(a, b puzzleLinks) int { return b.steps - a.steps })
	ps = ps[:min(len(ps), heaviestOf)]
	n, l, idx := 0, 0, []int{}
	for _, p := range ps {
		n, l, idx = n+p.steps, l+p.links, append(idx, p.index)
	}
	if n == 0 || n == steps {
		return "no puzzle stands out"
	}
	return fmt.Sprintf("puzzles %v (-i) hold %d forcing steps, mean %.1f; the other %d have mean %.1f",
		idx, n, float64(l)/float64(n), steps-n, float64(links-l)/float64(steps-n))
}
