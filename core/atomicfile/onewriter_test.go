package atomicfile

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every file the program writes goes through this package: no other
// source file of the program creates or writes a file itself. Tests,
// build-time generators (//go:build ignore) and the helpers only tests
// import are not the program.
func TestNoOtherWriterInTheProgram(t *testing.T) {
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Skip("not in the source tree")
	}
	notProgram := []string{"core/atomicfile/", "gui/internal/guitest/"}
	direct := regexp.MustCompile(`\bos\.(WriteFile|Create|CreateTemp|OpenFile)\(`)
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") {
			return nil
		}
		for _, p := range notProgram {
			if strings.HasPrefix(rel, p) {
				return nil
			}
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if strings.Contains(string(src), "//go:build ignore") {
			return nil
		}
		for i, line := range strings.Split(string(src), "\n") {
			if direct.MatchString(line) {
				t.Errorf("%s:%d: writes a file itself: %s (use atomicfile.Write, which keeps the old file on any failure)", rel, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
}
