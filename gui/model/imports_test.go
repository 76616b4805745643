package model

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestNothingRunsBackUp checks the shape of the window's code: the model
// is pure Go, without Fyne, and no package under gui/ imports gui itself,
// so that every widget and the model know nothing of the window.
func TestNothingRunsBackUp(t *testing.T) {
	const module = "github.com/sudoku-studio/sudoku-studio/"
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || filepath.Dir(path) == ".." {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if p == module+"gui" {
				t.Errorf("%s imports the window's package", path)
			}
			if filepath.Dir(path) == "." && strings.HasPrefix(p, "fyne.io/") {
				t.Errorf("the model imports %s in %s", p, path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
