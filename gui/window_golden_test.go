package gui

import (
	"flag"
	"fmt"
	"image"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden images in testdata/")

// windowStates are the states the window's golden images show: a jigsaw
// puzzle in solve mode after a Check, a forcing net on the step view
// (top95 #35, the first of the set whose path takes a net once shorter
// proofs are preferred), and the search strip open halfway along an MRV
// search of hardest_1106 #1 (solve mode hides the strip, and no guided
// path of these sets shows a net and a guess, so one state cannot hold
// all three).
var windowStates = []struct {
	name string
	set  func(t *testing.T, s *Studio)
}{
	{"solve_jigsaw", func(t *testing.T, s *Studio) {
		openTestFile(t, s, "jigsaw/janko_133.txt")
		s.setMode(model.SolveMode)
		s.checkGame()
	}},
	{"forcing_net", func(t *testing.T, s *Studio) {
		openTestFile(t, s, "classic/top95.txt")
		s.setSearchChoice(model.SearchGuided)
		s.openPuzzle(34)
		for k, st := range s.st.Trace().Steps {
			if strings.Contains(st.Technique, "Forcing Net") {
				s.goTo(k + 1)
				return
			}
		}
		t.Fatal("top95 #35 has no forcing net")
	}},
	{"search_strip", func(t *testing.T, s *Studio) {
		openTestFile(t, s, "bench/hardest_1106.txt")
		s.setSearchChoice(model.SearchMRV)
		s.goTo(s.st.Total() / 2)
	}},
}

// TestWindowGoldenImages draws the whole window at 1024×700, 1380×920
// and 1920×1080, light and dark, in each state, and compares it with
// its golden image in testdata (go test -run TestWindowGoldenImages
// -update rewrites them); the same windows must pass layoutFaults.
func TestWindowGoldenImages(t *testing.T) {
	for _, st := range windowStates {
		for _, size := range windowSizes {
			for _, th := range []string{studiotheme.Light, studiotheme.Dark} {
				name := fmt.Sprintf("window_%s_%dx%d_%s.png", st.name, int(size.Width), int(size.Height), th)
				t.Run(name, func(t *testing.T) {
					s := newTestStudio(t)
					s.setTheme(th)
					s.win.Resize(size)
					st.set(t, s)
					s.message = "" // notices name temporary paths
					s.status.update(s)
					for _, f := range layoutFaults(s) {
						t.Error(f)
					}
					compareGolden(t, s.win.Canvas().Capture(), name)
				})
			}
		}
	}
}

// compareGolden compares img with testdata/name, allowing a thousandth
// of its pixels to differ (font antialiasing), or rewrites it with -update.
func compareGolden(t *testing.T, img image.Image, name string) {
	t.Helper()
	guitest.Golden(t, img, filepath.Join("testdata", name), *updateGolden, guitest.Tolerance{PerMille: 1})
}

var _ = fyne.NewSize
