// Package shareddata finds the shared puzzle data sets for tests: the
// directory ../shared/data beside the module root (the directory holding
// go.mod). It imports nothing of core, so that every package's tests,
// core/puzzlefile's included, can use it without an import cycle.
package shareddata

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Dir returns the absolute path of the shared data directory. It fails
// the test, rather than skipping it, when the directory is missing: CI
// always has the data, and a silently skipped test would hide a broken
// checkout.
func Dir(tb testing.TB) string {
	tb.Helper()
	root, err := moduleRoot()
	if err != nil {
		tb.Fatalf("shared test data: %v", err)
	}
	data := filepath.Join(filepath.Dir(root), "shared", "data")
	info, err := os.Stat(data)
	if err != nil {
		tb.Fatalf("shared test data: %v (the data sets belong in ../shared/data beside the module root %s)", err, root)
	}
	if !info.IsDir() {
		tb.Fatalf("shared test data: %s is not a directory", data)
	}
	return data
}

// Path returns the absolute path of rel, a slash-separated path inside the
// shared data directory such as "jigsaw/janko_133.txt". It fails the test
// when the file is missing, naming it.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	p := filepath.Join(Dir(tb), filepath.FromSlash(rel))
	if _, err := os.Stat(p); err != nil {
		tb.Fatalf("shared test data: %v", err)
	}
	return p
}

// moduleRoot returns the nearest directory at or above the working
// directory (a test's package directory) that holds go.mod.
func moduleRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod in %s or any folder above it", wd)
		}
		dir = parent
	}
}
