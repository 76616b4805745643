package gui

import (
	"strings"
	"testing"
	"time"
)

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
