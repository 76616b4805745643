package puzzlefile

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

// checkStream reads data, which Parse read as set, through a Stream and
// ReadEntry too: the entries must agree, givens, regions and validity. A stream leaves
// out what solving does not need (an npz's solutions and progress), so
// only a set Parse took is compared.
func checkStream(t *testing.T, name string, data []byte, set *Set) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := OpenStream(path)
	if err != nil {
		t.Fatalf("Parse took the file, the stream refuses it: %v", err)
	}
	defer s.Close()
	i := 0
	for {
		chunk, err := s.Next(5)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("Parse took the file, the stream stops: %v", err)
		}
		for _, e := range chunk.Entries {
			if i >= len(set.Entries) {
				t.Fatalf("the stream has more than %d entries", len(set.Entries))
			}
			w := set.Entries[i]
			if e.Puzzle.Givens != w.Puzzle.Givens || !e.Puzzle.Regions().Equal(w.Puzzle.Regions()) || (e.Err == nil) != (w.Err == nil) {
				t.Fatalf("entry %d: streamed %v %v, parsed %v %v", i, e.Puzzle.Givens, e.Err, w.Puzzle.Givens, w.Err)
			}
			i++
		}
	}
	if i != len(set.Entries) {
		t.Fatalf("streamed %d entries, parsed %d", i, len(set.Entries))
	}
	// One puzzle read alone is the same entry too: the first and the last.
	for _, k := range []int{0, len(set.Entries) - 1} {
		e, err := ReadEntry(path, k)
		if err != nil {
			t.Fatalf("Parse took the file, ReadEntry %d refuses it: %v", k, err)
		}
		w := set.Entries[k]
		if e.Puzzle.Givens != w.Puzzle.Givens || !e.Puzzle.Regions().Equal(w.Puzzle.Regions()) || (e.Err == nil) != (w.Err == nil) {
			t.Fatalf("entry %d: read alone %v %v, parsed %v %v", k, e.Puzzle.Givens, e.Err, w.Puzzle.Givens, w.Err)
		}
	}
}
