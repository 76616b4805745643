package puzzlefile

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A file of reference solutions in a record format streams, chunk by
// chunk, what ParseSolutions reads whole, and refuses before any chunk
// what ParseSolutions refuses.
func TestSolutionStreamRecords(t *testing.T) {
	dots := strings.Repeat(".", 81)
	tests := []struct{ name, data, err string }{
		{"a CSV solution column", "id,puzzle,solution\n1," + top1 + "," + top1Sol + "\n2," + top2 + ",\n3," + top2 + "," + dots + "\n4," + top2 + "," + top2Sol + "\n", ""},
		{"grids", drawn(top1Sol, "|", "---+---+---") + "\n" + drawn(dots, "|", "") + drawn(top2Sol, " ", ""), ""},
		{"library lines", ":0000:x:" + top1Sol + ":::\n:0000:x:" + top2Sol + ":::\n", ""},
		{"a CSV without a solution column", "puzzle,rating\n" + top1 + ",1\n", "the table has no solution column"},
		{"a grid that cannot be read", drawn(top1Sol, "|", "") + strings.Replace(drawn(top2Sol, "|", ""), "527", "5x7", 1), "line 10, column 2: row 1: unexpected character 'x'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "refs.txt")
			if err := os.WriteFile(path, []byte(tt.data), 0o644); err != nil {
				t.Fatal(err)
			}
			want, werr := ParseSolutions(path, []byte(tt.data))
			s, err := OpenSolutions(path)
			if tt.err != "" {
				if err == nil || werr == nil || !strings.Contains(err.Error(), tt.err) || err.Error() != werr.Error() {
					t.Fatalf("stream: %v; whole: %v; want both %q", err, werr, tt.err)
				}
				return
			}
			if err != nil || werr != nil {
				t.Fatalf("stream: %v; whole: %v", err, werr)
			}
			defer s.Close()
			var got []grid.Grid
			for {
				chunk, err := s.Next(2)
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, chunk...)
			}
			if !slices.Equal(got, want) {
				t.Errorf("streamed %v\nwhole %v", got, want)
			}
		})
	}
}
