// Package fileio reads puzzle files and reads the paths a person types,
// for the window's open and export dialogs, without a window: the
// extensions the readers know, a whole file within the readers' limit, a
// typed path against a typed folder, an export's name and its format.
package fileio

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// Extensions are the files the Open dialogs list: every extension
// the puzzle reader recognises, taken from its formats so that a format
// it learns to read is listed too.
var Extensions = readableExtensions()

func readableExtensions() []string {
	var exts []string
	for _, f := range puzzlefile.Formats {
		for _, e := range f.Extensions() {
			if !slices.Contains(exts, e) {
				exts = append(exts, e)
			}
		}
	}
	return exts
}

// ReadLimited reads a whole file, refusing one over the readers' limit
// before it takes the memory.
func ReadLimited(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, puzzlefile.MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > puzzlefile.MaxFileSize {
		return nil, fmt.Errorf("the file is over the limit of %d MiB", puzzlefile.MaxFileSize>>20)
	}
	return data, nil
}

// ReadPath reads a puzzle file by its path, refusing one over the limit.
func ReadPath(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadLimited(f)
}

// ParseSet reads a set from a file's content, refusing one with no puzzles.
func ParseSet(name string, data []byte) (*puzzlefile.Set, error) {
	set, err := puzzlefile.Parse(name, data)
	if err == nil && len(set.Entries) == 0 {
		err = fmt.Errorf("%s: the file holds no puzzles", name)
	}
	if err == nil {
		set.GiveCandidates() // a pencil-mark puzzle is solved, shown and saved with its candidates
	}
	return set, err
}

// ExpandHome replaces a leading ~ with the home folder.
func ExpandHome(p string) string {
	if p == "~" || strings.HasPrefix(p, "~"+string(os.PathSeparator)) {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, p[1:])
		}
	}
	return p
}

// ResolvePath reads a typed file name against a typed folder: an absolute
// path (or one from ~) stands alone, a relative one is taken inside
// folder. The file's folder must exist; the error says which is missing.
func ResolvePath(folder, name string) (string, error) {
	name = ExpandHome(strings.TrimSpace(name))
	folder = ExpandHome(strings.TrimSpace(folder))
	if name == "" {
		return "", errors.New("a file name is needed")
	}
	path := name
	if !filepath.IsAbs(path) {
		if folder == "" {
			return "", errors.New("a folder is needed")
		}
		path = filepath.Join(folder, name)
	}
	path = CleanPath(path)
	if strings.HasSuffix(name, string(os.PathSeparator)) || IsDir(path) {
		return "", fmt.Errorf("%s is a folder: add a file name", path)
	}
	if dir := filepath.Dir(path); !IsDir(dir) {
		return "", fmt.Errorf("the folder %s does not exist", dir)
	}
	return path, nil
}

// OpenTarget reads a typed path of a file to open.
func OpenTarget(text string) (string, error) {
	p := ExpandHome(strings.TrimSpace(text))
	if p == "" {
		return "", errors.New("a path is needed")
	}
	p = CleanPath(p)
	info, err := os.Stat(p)
	switch {
	case err != nil:
		return "", fmt.Errorf("%s: no such file", p)
	case info.IsDir():
		return "", fmt.Errorf("%s is a folder: add a file name", p)
	}
	return p, nil
}

// WithExt gives name the extension ext, replacing a known one.
func WithExt(name, ext string) string {
	old := filepath.Ext(name)
	switch strings.ToLower(old) {
	case ".npy", ".npz", ".txt", ".sdk", ".png", ".svg":
		name = strings.TrimSuffix(name, old)
	}
	return name + ext
}

// ExportName is the file name an export writes: the name as typed when
// it ends in one of the formats exts (the format follows the name), the
// name with the chosen format's extension when it has none, and an
// error that says why otherwise.
func ExportName(name string, exts []string, chosen int) (string, error) {
	ext := strings.ToLower(filepath.Ext(name))
	if ext == "" {
		return name + exts[chosen], nil
	}
	for _, e := range exts {
		if e == ext {
			return name, nil
		}
	}
	return "", fmt.Errorf("%s: this export writes %s files; the name's extension chooses the format, and %s is not one of them",
		name, strings.Join(exts, ", "), ext)
}

// IsDir reports whether path is a folder.
func IsDir(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.IsDir()
}

// SameFile reports whether a and b name the same file on disk.
func SameFile(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	ia, errA := os.Stat(a)
	ib, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(ia, ib)
	}
	ca, _ := filepath.Abs(a)
	cb, _ := filepath.Abs(b)
	return ca == cb
}

// CleanPath makes path absolute and clean, so that one file is always
// named the same way whatever folder the app was started from.
func CleanPath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return filepath.Clean(path)
}
