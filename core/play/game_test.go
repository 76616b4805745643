package play

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func TestEntryIsNotAGiven(t *testing.T) {
	digits, regions := janko(t)
	for _, tt := range []struct {
		name string
		g    *Game
	}{{"standard", mustGame(t, easyGivens)}, {"jigsaw", mustGame(t, digits, regions)}} {
		g := tt.g
		c, _ := emptyCellWithPeer(t, g)
		givens := g.Puzzle().Givens
		if err := g.Enter(c, 5); err != nil {
			t.Fatalf("%s: Enter: %v", tt.name, err)
		}
		if g.Puzzle().Givens != givens {
			t.Errorf("%s: an entry changed the givens", tt.name)
		}
		if got := g.Entries()[c]; got != 5 {
			t.Errorf("%s: Entries()[%v] = %d, want 5", tt.name, c, got)
		}
		if v := g.Board().Cells[c]; v.Origin != Entered || v.Digit != 5 {
			t.Errorf("%s: board cell %v = %+v, want entered 5", tt.name, c, v)
		}
		if v := g.Board().Cells[firstGiven(g)]; v.Origin != Given {
			t.Errorf("%s: a given is drawn as %v", tt.name, v.Origin)
		}
	}
}

func TestGivensRefuseEdits(t *testing.T) {
	g := mustGame(t, easyGivens)
	c := firstGiven(g)
	ops := map[string]func() error{
		"Enter":      func() error { return g.Enter(c, 1) },
		"Erase":      func() error { return g.Erase(c) },
		"ToggleNote": func() error { return g.ToggleNote(c, 1) },
		"SetNotes":   func() error { return g.SetNotes(c, steps.DigitSet(1, 2)) },
		"ClearNotes": func() error { return g.ClearNotes(c) },
	}
	for name, op := range ops {
		if err := op(); !errors.Is(err, ErrGiven) {
			t.Errorf("%s on the given %v: err = %v, want ErrGiven", name, c, err)
		}
	}
	if g.CanUndo() || g.Entries() != (grid.Grid{}) {
		t.Error("a refused edit changed the game")
	}
}

func TestHostileInputs(t *testing.T) {
	g := mustGame(t, easyGivens)
	empty, _ := emptyCellWithPeer(t, g)
	tests := []struct {
		name string
		op   func() error
		want error
	}{
		{"Enter cell -1", func() error { return g.Enter(-1, 1) }, ErrOutOfRange},
		{"Enter cell 81", func() error { return g.Enter(81, 1) }, ErrOutOfRange},
		{"Enter cell 127", func() error { return g.Enter(127, 1) }, ErrOutOfRange},
		{"Enter cell -128", func() error { return g.Enter(-128, 1) }, ErrOutOfRange},
		{"Enter digit 0", func() error { return g.Enter(empty, 0) }, ErrOutOfRange},
		{"Enter digit 10", func() error { return g.Enter(empty, 10) }, ErrOutOfRange},
		{"Enter digit -1", func() error { return g.Enter(empty, -1) }, ErrOutOfRange},
		{"Erase cell 81", func() error { return g.Erase(81) }, ErrOutOfRange},
		{"ToggleNote cell -5", func() error { return g.ToggleNote(-5, 3) }, ErrOutOfRange},
		{"ToggleNote digit 0", func() error { return g.ToggleNote(empty, 0) }, ErrOutOfRange},
		{"ToggleNote digit 127", func() error { return g.ToggleNote(empty, 127) }, ErrOutOfRange},
		{"SetNotes bit 0", func() error { return g.SetNotes(empty, 1) }, ErrOutOfRange},
		{"SetNotes bit 10", func() error { return g.SetNotes(empty, 1<<10) }, ErrOutOfRange},
		{"ClearNotes cell 100", func() error { return g.ClearNotes(100) }, ErrOutOfRange},
	}
	for _, tt := range tests {
		if err := tt.op(); !errors.Is(err, tt.want) {
			t.Errorf("%s: err = %v, want %v", tt.name, err, tt.want)
		}
	}
	if g.CanUndo() {
		t.Error("a refused move entered the history")
	}
	if g.NotesAt(-1) != 0 || g.NotesAt(81) != 0 {
		t.Error("NotesAt out of range returned notes")
	}
	for _, rung := range []int{-1, 0, 5, 1 << 30} {
		if _, err := g.Hint(rung); !errors.Is(err, ErrOutOfRange) {
			t.Errorf("Hint(%d): err = %v, want ErrOutOfRange", rung, err)
		}
	}
	if err := g.Enter(empty, 4); err != nil {
		t.Fatal(err)
	}
	if err := g.ToggleNote(empty, 1); !errors.Is(err, ErrFilled) {
		t.Errorf("ToggleNote on an entry: err = %v, want ErrFilled", err)
	}
}

func TestNewRefusesBadGivens(t *testing.T) {
	clash := "11" + strings.Repeat(".", 79)
	if _, err := New(mustPuzzle(t, clash)); err == nil || !strings.Contains(err.Error(), "twice in row 1") {
		t.Errorf("clashing givens: err = %v", err)
	}
	var p grid.Puzzle
	p.Givens[3] = 12
	if _, err := New(p); err == nil || !strings.Contains(err.Error(), "r1c4") {
		t.Errorf("given 12: err = %v", err)
	}
}

func TestUndoRedo(t *testing.T) {
	g := mustGame(t, easyGivens)
	c, peer := emptyCellWithPeer(t, g)
	start := g.pos
	mustDo(t, g.SetNotes(peer, steps.DigitSet(2, 4, 7)))
	mustDo(t, g.ToggleNote(c, 4))
	mustDo(t, g.ToggleNote(c, 9))
	beforeEntry := g.pos
	mustDo(t, g.Enter(c, 4)) // also takes 4 out of peer's notes
	if got := g.NotesAt(peer); got != steps.DigitSet(2, 7) {
		t.Fatalf("peer's notes after entering 4 = %v, want 2,7", got.List())
	}
	if g.NotesAt(c) != 0 {
		t.Fatal("an entered cell kept its notes")
	}
	afterEntry := g.pos
	if !g.Undo() || g.pos != beforeEntry {
		t.Fatal("one Undo did not take back the entry and the peer's note together")
	}
	if !g.Redo() || g.pos != afterEntry {
		t.Fatal("Redo did not make the entry again")
	}
	mustDo(t, g.Enter(c, 4)) // no change: no step
	if !g.Undo() || g.pos != beforeEntry {
		t.Fatal("entering the same digit again made an undo step")
	}
	mustDo(t, g.ToggleNote(c, 1)) // a new move forgets the redo
	if g.CanRedo() || g.Redo() {
		t.Fatal("a new move left something to redo")
	}
	for g.Undo() {
	}
	if g.pos != start {
		t.Fatal("undoing everything did not restore the start")
	}
	if g.Undo() {
		t.Fatal("Undo at the start reported a move")
	}
	for g.Redo() {
	}
	if g.NotesAt(c) != steps.DigitSet(4, 9, 1) || g.Entries()[c] != 0 {
		t.Fatalf("redoing everything: notes %v entry %d", g.NotesAt(c).List(), g.Entries()[c])
	}
}

func TestEraseAndClear(t *testing.T) {
	g := mustGame(t, easyGivens)
	c, peer := emptyCellWithPeer(t, g)
	mustDo(t, g.SetNotes(c, steps.DigitSet(1, 2)))
	mustDo(t, g.SetNotes(peer, steps.DigitSet(3)))
	mustDo(t, g.Enter(c, 3))
	mustDo(t, g.Erase(c))
	if g.Entries()[c] != 0 || g.NotesAt(c) != 0 || g.NotesAt(peer) != 0 {
		t.Fatal("Erase with auto off should leave the cell and the peer without notes")
	}
	mustDo(t, g.SetNotes(c, steps.DigitSet(5)))
	mustDo(t, g.Erase(c))
	if g.NotesAt(c) != 0 {
		t.Fatal("Erase of a cell without entry kept its notes")
	}
	mustDo(t, g.SetNotes(c, steps.DigitSet(5)))
	g.ClearAllNotes()
	if g.Notes() != ([grid.NumCells]uint16{}) {
		t.Fatal("ClearAllNotes left notes")
	}
}

func TestAutoCandidates(t *testing.T) {
	g := mustGame(t, easyGivens)
	c, peer := emptyCellWithPeer(t, g)
	mustDo(t, g.SetNotes(c, steps.DigitSet(9)))
	personal := g.pos
	g.SetAuto(true)
	if !g.Auto() || !g.Board().Auto {
		t.Fatal("auto is not on")
	}
	for q := grid.Cell(0); q < grid.NumCells; q++ {
		want := steps.Digits(0)
		if g.digitAt(&g.pos, q) == 0 {
			want = g.allowed(&g.pos, q)
		}
		if g.NotesAt(q) != want {
			t.Fatalf("%v: auto notes %v, want %v", q, g.NotesAt(q).List(), want.List())
		}
	}
	d := g.exact.Solution[c]
	if !g.NotesAt(peer).Has(d) && g.allowed(&g.pos, peer).Has(d) {
		t.Fatal("setup: peer lacks an allowed digit")
	}
	peerBefore := g.NotesAt(peer)
	mustDo(t, g.Enter(c, d))
	if g.NotesAt(peer).Has(d) {
		t.Fatal("auto mode: the entry stayed in a peer's notes")
	}
	mustDo(t, g.Erase(c))
	if g.NotesAt(peer) != peerBefore || g.NotesAt(c) != g.allowed(&g.pos, c) {
		t.Fatalf("auto mode: Erase did not give the candidates back: peer %v, want %v", g.NotesAt(peer).List(), peerBefore.List())
	}
	g.SetAuto(false)
	if g.Auto() || g.NotesAt(c) == 0 {
		t.Fatal("switching auto off should keep the notes")
	}
	g.Undo()
	g.Undo()
	g.Undo()
	g.Undo()
	if g.pos != personal {
		t.Fatal("undoing the auto switch did not bring back the person's notes")
	}
}

func TestNoteMaskRoundTrip(t *testing.T) {
	tests := []struct {
		ds   steps.Digits
		mask uint16
	}{{0, 0}, {steps.DigitSet(1), 1}, {steps.DigitSet(9), 1 << 8}, {steps.AllDigits, 0x1FF}, {steps.DigitSet(2, 5), 0b10010}}
	for _, tt := range tests {
		if got := NoteMask(tt.ds); got != tt.mask {
			t.Errorf("NoteMask(%v) = %#x, want %#x", tt.ds.List(), got, tt.mask)
		}
		if got, ok := NotesFromMask(tt.mask); !ok || got != tt.ds {
			t.Errorf("NotesFromMask(%#x) = %v, %v", tt.mask, got.List(), ok)
		}
	}
	for _, bad := range []uint16{1 << 9, 0x8000, 0xFFFF} {
		if _, ok := NotesFromMask(bad); ok {
			t.Errorf("NotesFromMask(%#x) accepted bits beyond 9", bad)
		}
	}
}

func TestRestore(t *testing.T) {
	p := mustPuzzle(t, easyGivens)
	given := grid.Cell(2) // 3
	empty := grid.Cell(0)
	var notes [grid.NumCells]uint16
	notes[given] = 0x1FF
	notes[empty] = 0b110
	notes[1] = 0b1
	var entries grid.Grid
	entries[1] = 4
	entries[given] = 3 // equal to the given: dropped
	g, err := Restore(p, Progress{Entries: entries, Notes: notes})
	if err != nil {
		t.Fatal(err)
	}
	if g.Entries()[given] != 0 || g.Entries()[1] != 4 {
		t.Errorf("restored entries %v", g.Entries())
	}
	if got := g.Notes(); got[given] != 0 || got[empty] != 0b110 || got[1] != 0 {
		t.Errorf("restored notes: given %#x, empty %#x, entered %#x", got[given], got[empty], got[1])
	}
	if g.CanUndo() || g.Auto() {
		t.Error("a restored game has history or auto-candidates")
	}
	// Auto mode restored keeps the saved notes, eliminations included.
	g, err = Restore(p, Progress{Notes: notes, Auto: true})
	if err != nil || !g.Auto() || g.Notes()[empty] != 0b110 || g.Progress().Notes != g.Notes() {
		t.Errorf("restoring auto mode: err %v, auto %v, notes %#x", err, g.Auto(), g.Notes()[empty])
	}

	tests := []struct {
		name string
		edit func(*grid.Grid, *[grid.NumCells]uint16)
		want string
	}{
		{"entry 10", func(e *grid.Grid, _ *[grid.NumCells]uint16) { e[5] = 10 }, "r1c6: entry 10"},
		{"entry -1", func(e *grid.Grid, _ *[grid.NumCells]uint16) { e[80] = -1 }, "r9c9: entry -1"},
		{"entry on a given", func(e *grid.Grid, _ *[grid.NumCells]uint16) { e[given] = 7 }, "r1c3: entry 7 on the given 3"},
		{"note bit 9", func(_ *grid.Grid, n *[grid.NumCells]uint16) { n[9] = 1 << 9 }, "r2c1: notes 0x200"},
		{"note bits on a given", func(_ *grid.Grid, n *[grid.NumCells]uint16) { n[given] = 0xFFFF }, "r1c3: notes 0xffff"},
	}
	for _, tt := range tests {
		var e grid.Grid
		var n [grid.NumCells]uint16
		tt.edit(&e, &n)
		if _, err := Restore(p, Progress{Entries: e, Notes: n}); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want it to say %q", tt.name, err, tt.want)
		}
	}
}

func mustDo(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}
