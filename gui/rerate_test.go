package gui

import (
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/gui/techsettings"
)

// profileCounts counts the puzzles of the open set rated with each
// technique profile, "" for those not rated.
func profileCounts(s *Studio) map[string]int {
	n := map[string]int{}
	for _, info := range s.model.Session().Info {
		if info.Rated {
			n[info.Profile]++
		} else {
			n[""]++
		}
	}
	return n
}

// A change of technique profile makes the ratings already in the list
// stale: they are dropped at once, the background rating under way is
// stopped and begins again with the profile chosen, and the status bar
// says so. Once it ends every puzzle is rated with that profile: the
// change while the rating runs and the change after it ended both.
func TestProfileChangeRatesTheSetAgain(t *testing.T) {
	s := newTestStudio(t)
	ui := guitest.LockUI(t)
	s.sync = false
	ui.Do(func() { openTestFile(t, s, "classic/top95.txt") })
	t.Cleanup(func() {
		ui.Do(s.rater.Stop)
		s.rater.Wait()
		s.work.Wait()
	})
	n := s.model.Session().Len()
	// Some are rated with the profile the set opened with, not all.
	deadline := time.Now().Add(time.Minute)
	for rated := 0; rated < 5 && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
		ui.Do(func() { rated = n - profileCounts(s)[""] })
	}
	for _, name := range []string{"Basic only", steps.DefaultProfileName} {
		var counts map[string]int
		var running bool
		var message string
		ui.Do(func() {
			changeTechniques(t, s, func(e *techsettings.Editor) error { return e.Choose(name) })
			counts, running, message = profileCounts(s), s.rater.Running(), s.message
		})
		if counts[""] != n-counts[name] {
			t.Errorf("after choosing %s the list keeps ratings made with another profile: %v", name, counts)
		}
		if !running || !strings.Contains(message, name) || !strings.Contains(message, "again") {
			t.Errorf("after choosing %s: rating %v, status bar %q", name, running, message)
		}
		s.rater.Wait()
		s.work.Wait()
		ui.Do(func() { counts, message = profileCounts(s), s.message })
		if counts[name] != n {
			t.Errorf("once the rating with %s ended: %v rated, want all %d with it", name, counts, n)
		}
		if !strings.Contains(message, "with "+name) {
			t.Errorf("the status bar says %q once the rating with %s ended", message, name)
		}
	}
}

// A rating that takes under a second says so, not "in 0s".
func TestFastRatingSaysUnderASecond(t *testing.T) {
	s := newTestStudio(t)
	s.ratedInBackground(3, 3, false, 240*time.Millisecond)
	if !strings.Contains(s.message, "under a second") || strings.Contains(s.message, "0s") {
		t.Errorf("the status bar says %q", s.message)
	}
	s.ratedInBackground(95, 95, false, 2470*time.Millisecond)
	if !strings.Contains(s.message, "2.4 s") {
		t.Errorf("the status bar says %q", s.message)
	}
}
