package autorate

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func openSet(t *testing.T, rel string) *model.Session {
	t.Helper()
	set, err := puzzlefile.Read(shareddata.Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	return model.NewSession(set, rel, "")
}

type doneCall struct {
	rated, of int
	stopped   bool
}

// The test driver runs fyne.Do's callbacks on the goroutine that calls
// it: the test reads the rater and the session only once Wait returned.
func TestRatesTheSetItWasNotToldAbout(t *testing.T) {
	test.NewTempApp(t)
	sess := openSet(t, "classic/top95.txt")
	// A puzzle rated already (visited) keeps its rating: the run skips it.
	sess.SetRating(4, steps.Rating{Difficulty: steps.Extreme, Score: 1})
	r := New()
	changes := 0
	r.OnChange = func() { changes++ }
	var got []doneCall
	r.OnDone = func(rated, of int, stopped bool, _ time.Duration) { got = append(got, doneCall{rated, of, stopped}) }
	// The ratings follow the profile they are given, as the path does.
	basic, ok := steps.BuiltinProfile("Basic only")
	if !ok {
		t.Fatal("no Basic only profile")
	}
	ui := guitest.LockUI(t)
	var on bool
	ui.Do(func() {
		r.Start(sess, basic)
		on = r.Running() && r.Content.Visible()
	})
	if !on {
		t.Fatal("not rating")
	}
	r.Wait()
	if len(got) != 1 || got[0] != (doneCall{94, 94, false}) {
		t.Fatalf("done: %+v, want 94 of 94 rated", got)
	}
	extreme := 0
	for i, info := range sess.Info {
		if !info.Rated || info.DifficultyText() == "" {
			t.Errorf("#%d is not rated", i+1)
		}
		if i == 4 {
			continue
		}
		if info.Difficulty == steps.Extreme {
			extreme++
		}
		if info.Profile != "Basic only" || (info.Difficulty > steps.Medium && info.Difficulty != steps.Extreme) {
			t.Errorf("#%d: %v with profile %q, want Medium at most, or Extreme (a guess), with Basic only", i+1, info.Difficulty, info.Profile)
		}
	}
	if extreme == 0 {
		t.Error("no puzzle of top95 needs more than the basic techniques")
	}
	if sess.Info[4].Difficulty != steps.Extreme || changes == 0 || r.Running() || r.Content.Visible() {
		t.Errorf("#5 %v, %d changes told, running %v, progress shown %v", sess.Info[4].Difficulty, changes, r.Running(), r.Content.Visible())
	}
	// Nothing left to rate: nothing starts.
	r.Start(sess, basic)
	if r.Running() {
		t.Error("rating a set rated already")
	}
}

func TestStopKeepsWhatWasRated(t *testing.T) {
	test.NewTempApp(t)
	sess := openSet(t, "bench/top1465.txt")
	r := New()
	var got []doneCall
	r.OnDone = func(rated, of int, stopped bool, _ time.Duration) { got = append(got, doneCall{rated, of, stopped}) }
	ui := guitest.LockUI(t)
	startAndWait(ui, r, sess, 20)
	ui.Do(r.stop.OnTapped) // the status bar's Stop
	r.Wait()
	if len(got) != 1 || !got[0].stopped || got[0].of != 1465 || got[0].rated == 0 || got[0].rated >= 1465 {
		t.Fatalf("done: %+v, want some of 1465 rated, stopped", got)
	}
	rated := ratedIn(sess)
	if rated != got[0].rated || r.Running() {
		t.Errorf("%d rated in the set, %d told; running %v", rated, got[0].rated, r.Running())
	}
	if Workers() < 1 {
		t.Errorf("%d workers", Workers())
	}
}

// Starting again stops the rating under way for good: what it finished
// and had not told yet stays out of its set (it may follow another
// profile, or be of a set no longer open), and it tells nothing, even
// when the new start finds nothing to rate.
func TestStartAgainDropsTheRunUnderWay(t *testing.T) {
	test.NewTempApp(t)
	sess := openSet(t, "bench/top1465.txt")
	empty := model.NewSession(&puzzlefile.Set{}, "", "empty")
	r := New()
	var got []doneCall
	r.OnDone = func(rated, of int, stopped bool, _ time.Duration) { got = append(got, doneCall{rated, of, stopped}) }
	ui := guitest.LockUI(t)
	startAndWait(ui, r, sess, 20)
	var before int
	var on, shown bool
	ui.Do(func() {
		r.Start(empty, steps.Profile{})
		before, on, shown = ratedIn(sess), r.Running(), r.Content.Visible()
	})
	if on || shown {
		t.Errorf("nothing to rate, yet running %v, progress shown %v", on, shown)
	}
	r.Wait()
	if after := ratedIn(sess); after != before || len(got) != 0 {
		t.Errorf("the stopped rating went on: %d rated when started again, %d after; told %+v", before, after, got)
	}
}

// startAndWait starts r on sess in the UI thread and waits (two minutes
// at most) until its batch has rated n puzzles.
func startAndWait(ui guitest.UIThread, r *Rater, sess *model.Session, n int) {
	var b *model.Batch
	ui.Do(func() {
		r.Start(sess, steps.Profile{})
		b = r.run.batch
	})
	deadline := time.Now().Add(2 * time.Minute)
	for b.Count() < n && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
}

// ratedIn counts the puzzles of sess that hold a rating.
func ratedIn(sess *model.Session) int {
	n := 0
	for _, info := range sess.Info {
		if info.Rated {
			n++
		}
	}
	return n
}
