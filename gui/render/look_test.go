package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// TestLook writes the pictures named in RENDER_LOOK ("file:i:step[:flags…]"
// separated by spaces) into RENDER_LOOK_DIR, for a person to look at.
func TestLook(t *testing.T) {
	spec, dir := os.Getenv("RENDER_LOOK"), os.Getenv("RENDER_LOOK_DIR")
	if spec == "" || dir == "" {
		t.Skip("RENDER_LOOK and RENDER_LOOK_DIR unset")
	}
	for _, s := range strings.Fields(spec) {
		parts := strings.Split(s, ":")
		args := []string{"-i", parts[1], "-step", parts[2], "-size", "700"}
		args = append(args, parts[3:]...)
		name := strings.ReplaceAll(strings.Join(parts, "_"), "/", "-")
		out := filepath.Join(dir, name+".png")
		args = append(args, shareddata.Path(t, parts[0]), "-o", out)
		var so, se bytes.Buffer
		if code := Run(args, &so, &se); code != 0 {
			t.Errorf("%v: %d %s", args, code, se.String())
		}
	}
}
