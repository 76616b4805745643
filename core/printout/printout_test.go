package printout

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

func TestSlotsFitThePageWithoutOverlap(t *testing.T) {
	for _, paper := range Papers {
		for _, n := range append(PerPageChoices, SolutionsPerPage) {
			boxes := Slots(paper, n)
			if len(boxes) != n {
				t.Fatalf("%s, %d a page: %d boxes", paper.Name, n, len(boxes))
			}
			for i, b := range boxes {
				// The caption sits above the box, inside the margin's line.
				if b.X < Margin || b.Y-captionHeight < Margin || b.X+b.Side > paper.Width-Margin || b.Y+b.Side > paper.Height-Margin {
					t.Errorf("%s, %d a page: box %d %+v leaves the printable area", paper.Name, n, i, b)
				}
				if b.Side < 40 {
					t.Errorf("%s, %d a page: box %d is %.1f mm, too small to read", paper.Name, n, i, b.Side)
				}
				for j, c := range boxes[:i] {
					if b.X < c.X+c.Side && c.X < b.X+b.Side && b.Y-captionHeight < c.Y+c.Side && c.Y-captionHeight < b.Y+b.Side {
						t.Errorf("%s, %d a page: boxes %d and %d overlap", paper.Name, n, j, i)
					}
				}
			}
		}
	}
}

func TestOptionsCheckAndPages(t *testing.T) {
	a4 := Papers[0]
	for _, tc := range []struct {
		o       Options
		n       int
		wantErr bool
		pages   int
	}{
		{Options{Paper: a4, PerPage: 6, Solutions: true}, 95, false, 16 + 8},
		{Options{Paper: a4, PerPage: 4}, 95, false, 24},
		{Options{Paper: a4, PerPage: 1, Solutions: true}, 1, false, 2},
		{Options{Paper: a4, PerPage: 3}, 1, true, 0},
		{Options{Paper: a4, PerPage: 0}, 1, true, 0},
		{Options{Paper: Paper{Name: "tiny", Width: 20, Height: 20}, PerPage: 1}, 1, true, 0},
	} {
		err := tc.o.Check()
		if (err != nil) != tc.wantErr {
			t.Errorf("%+v: Check %v, want error %v", tc.o, err, tc.wantErr)
		}
		if err == nil && tc.o.Pages(tc.n) != tc.pages {
			t.Errorf("%+v: %d puzzles on %d pages, want %d", tc.o, tc.n, tc.o.Pages(tc.n), tc.pages)
		}
	}
}

func TestPaperNamed(t *testing.T) {
	if p, err := PaperNamed("Letter"); err != nil || p.Name != "letter" {
		t.Errorf("Letter: %+v, %v", p, err)
	}
	if _, err := PaperNamed("a5"); err == nil || err.Error() != `unknown page size "a5": want a4 or letter` {
		t.Errorf("a5: %v", err)
	}
}

func TestWriteStopsWhenCancelledAndRefusesNothing(t *testing.T) {
	o := Options{Paper: Papers[0], PerPage: 1}
	one := []Puzzle{{Puzzle: grid.Puzzle{}, Caption: "#1"}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var buf bytes.Buffer
	if err := Write(ctx, &buf, one, o); !errors.Is(err, context.Canceled) || buf.Len() != 0 {
		t.Errorf("cancelled: %v, %d bytes written", err, buf.Len())
	}
	if err := Write(context.Background(), &buf, nil, o); err == nil {
		t.Error("no puzzle: no error")
	}
	if err := Write(context.Background(), &buf, one, o); err != nil || !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
		t.Errorf("one empty puzzle: %v, %q...", err, buf.Bytes()[:min(8, buf.Len())])
	}
}
