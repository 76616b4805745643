package cli

import (
	"os"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/internal/interrupt"
)

// TestMain installs the program's signal handling, as main does, for
// the tests that interrupt a command with a real signal.
func TestMain(m *testing.M) {
	interrupt.Install(os.Stderr)
	code := m.Run()
	if scratchDir != "" {
		os.RemoveAll(scratchDir)
	}
	os.Exit(code)
}
