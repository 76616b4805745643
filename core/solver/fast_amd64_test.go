//go:build amd64 && !purego

package solver

import (
	"bytes"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"unsafe"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// kernelBoards yields boards in the states the search meets them: each
// puzzle's givens set up, then a few random candidates of open cells
// removed (a guess's elimination, several at once), so that some boards
// hold singles to place, some hidden singles, and some contradictions.
func kernelBoards(t *testing.T, visit func(name string, b fboard)) {
	t.Helper()
	if !hasAVX2 {
		t.Skip("this CPU lacks AVX2, BMI1, BMI2 or POPCNT: the Go passes run instead")
	}
	rng := rand.New(rand.NewPCG(19, 1))
	for _, name := range []string{"bench/top1465.txt", "bench/hardest_1106.txt", "classic/top95.txt", "bench/serg_multi_solution.txt"} {
		for _, p := range loadPuzzles(t, name) {
			var b fboard
			if p.err != nil || !b.setup(&p.puzzle.Givens) {
				continue
			}
			b.dirtyHidden, b.dirtyLocked = 0, 0 // so that a pass's own marks show
			visit(name, b)
			for range 3 {
				for range rng.IntN(6) + 1 {
					c := rng.IntN(grid.NumCells)
					b.eliminate(rng.IntN(9), int(posOf[c]))
				}
				b.dirtyHidden, b.dirtyLocked = 0, 0
				visit(name, b)
			}
		}
	}
}

// nakedSinglesKernel runs the assembly naked-single pass and marks the
// digits it changed, as propagateAVX2 does.
func nakedSinglesKernel(b *fboard) bool {
	changed, ok := nakedSinglesAVX2(b, &standardMasks.peers, &fullBoard)
	b.dirtyHidden |= uint16(changed)
	b.dirtyLocked |= uint16(changed)
	return ok
}

// hiddenSinglesKernel runs the assembly hidden-single pass and marks the
// digits it changed, as propagateAVX2 does.
func hiddenSinglesKernel(b *fboard) (found, ok bool) {
	changed, found, ok := hiddenSinglesAVX2(b, &standardMasks.peers)
	b.dirtyHidden = uint16(changed)
	b.dirtyLocked |= uint16(changed)
	return found, ok
}

// TestNakedSinglesAVX2 compares the assembly naked-single pass with the
// Go one on the same boards: result, every board, the open cells and the
// digits marked as changed must agree.
func TestNakedSinglesAVX2(t *testing.T) {
	boards, fails := 0, 0
	kernelBoards(t, func(name string, b fboard) {
		want, got := b, b
		wantOK := want.nakedSinglesGo()
		gotOK := nakedSinglesKernel(&got)
		boards++
		if !wantOK {
			fails++
		}
		// A board with a contradiction is dropped by the search, so only
		// the verdict has to agree there.
		if gotOK != wantOK || wantOK && got != want {
			t.Fatalf("%s: assembly gave %v %+v, Go %v %+v from %+v", name, gotOK, got, wantOK, want, b)
		}
	})
	if fails == 0 || fails == boards {
		t.Errorf("%d boards, %d contradictions: the test met only one outcome", boards, fails)
	}
}

// TestChooseGuessAVX2 compares the assembly guess choice with the Go one
// on boards after propagation, where the search asks for a guess.
func TestChooseGuessAVX2(t *testing.T) {
	asked, none := 0, 0
	kernelBoards(t, func(name string, b fboard) {
		if !b.propagate(false) || b.open[0]|b.open[1] == 0 {
			return
		}
		wantPos, wantDigit := b.chooseGuessGo()
		gotPos, gotDigit := b.chooseGuess()
		asked++
		if p, _ := chooseGuessAVX2(&b, &standardMasks.peers); p < 0 {
			none++ // no pair cell: the Go fallback chose
		}
		if gotPos != wantPos || gotDigit != wantDigit {
			t.Fatalf("%s: assembly chose %d/%d, Go %d/%d on %+v", name, gotPos, gotDigit, wantPos, wantDigit, b)
		}
	})
	if asked < 1000 || none == 0 {
		t.Errorf("%d boards asked for a guess, %d without a pair cell: too few, or one kind missing", asked, none)
	}
}

// TestHiddenSinglesAVX2 compares the assembly hidden-single pass with the
// Go one. The boards keep the marks of the digits that changed as the
// search leaves them, since both passes look only at those digits; only
// the locked-candidate marks are cleared, so that a pass's own show.
func TestHiddenSinglesAVX2(t *testing.T) {
	outcomes := map[[2]bool]int{}
	kernelBoards(t, func(name string, b fboard) {
		b.dirtyHidden = allDigits
		for range 2 { // as set up or eliminated, then after naked singles
			b.dirtyLocked = 0
			want, got := b, b
			wantFound, wantOK := want.hiddenSinglesGo()
			gotFound, gotOK := hiddenSinglesKernel(&got)
			outcomes[[2]bool{wantFound, wantOK}]++
			if gotFound != wantFound || gotOK != wantOK || got != want {
				t.Fatalf("%s: assembly gave %v %v %+v, Go %v %v %+v from %+v", name, gotFound, gotOK, got, wantFound, wantOK, want, b)
			}
			if !nakedSinglesKernel(&b) {
				return
			}
		}
	})
	if len(outcomes) != 3 {
		t.Errorf("outcomes (found, ok) met: %v; want all three", outcomes)
	}
}

// TestLockedAVX2 compares the assembly line–box pass with the Go one,
// for every digit and for random sets of digits to look at (the kernel
// works on four digits at once and must leave the others alone): every
// board and the digits reported must agree.
func TestLockedAVX2(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 2))
	boards, removing := 0, 0
	kernelBoards(t, func(name string, b fboard) {
		for _, todo := range []uint16{allDigits, uint16(rng.IntN(allDigits + 1)), 1 << uint(rng.IntN(9))} {
			want, got := b, b
			wantRemoved := want.lockedCandidatesGo(todo)
			gotRemoved := uint16(lockedAVX2(&got, uint64(todo)))
			boards++
			if wantRemoved != 0 {
				removing++
			}
			if gotRemoved != wantRemoved || got != want {
				t.Fatalf("%s, digits %09b: assembly removed %09b %+v, Go %09b %+v from %+v", name, todo, gotRemoved, got, wantRemoved, want, b)
			}
		}
	})
	if removing == 0 || removing == boards {
		t.Errorf("%d boards, %d with removals: the test met only one outcome", boards, removing)
	}
}

// TestFewestCandidates compares the bit-sliced search for the open cell
// with the fewest candidates with a plain loop over the cells, on boards
// after propagation and on boards with singles still to place.
func TestFewestCandidates(t *testing.T) {
	counts := map[int]int{}
	kernelBoards(t, func(name string, b fboard) {
		for _, propagated := range []bool{false, true} {
			if propagated && !b.propagate(false) || b.open[0]|b.open[1] == 0 {
				return
			}
			wantPos, wantN := -1, 10
			for p := range numPos {
				if b.open[p>>6]>>uint(p&63)&1 == 0 {
					continue
				}
				n := 0
				for d := range b.cand {
					n += int(b.cand[d][p>>6] >> uint(p&63) & 1)
				}
				if n < wantN {
					wantPos, wantN = p, n
				}
			}
			counts[wantN]++
			pos, digit := b.fewestCandidates()
			if pos != wantPos || digit != b.lowestDigit(wantPos) {
				t.Fatalf("%s: chose %d/%d, want %d/%d on %+v", name, pos, digit, wantPos, b.lowestDigit(wantPos), b)
			}
		}
	})
	if len(counts) < 4 {
		t.Errorf("fewest candidates met: %v; want more kinds", counts)
	}
}

// TestBranchAVX2 compares the assembly guess step with the Go one: the
// child with the digit placed, and the parent without it, for the guess
// the search makes and for random candidates of open cells.
func TestBranchAVX2(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 4))
	tried := 0
	kernelBoards(t, func(name string, b fboard) {
		if !b.propagate(false) || b.open[0]|b.open[1] == 0 {
			return
		}
		p, d := b.chooseGuessGo()
		for range 3 {
			wantParent, gotParent := b, b
			var wantChild, gotChild fboard
			wantParent.branchGo(&wantChild, d, p)
			branchAVX2(&gotParent, &gotChild, &standardMasks.peers, d, p)
			tried++
			if gotParent != wantParent || gotChild != wantChild {
				t.Fatalf("%s, digit %d at %d: assembly gave %+v and %+v, Go %+v and %+v from %+v", name, d, p, gotParent, gotChild, wantParent, wantChild, b)
			}
			// Another open cell's candidate.
			for {
				c := int(posOf[rng.IntN(grid.NumCells)])
				if b.open[c>>6]>>uint(c&63)&1 != 0 {
					p = c
					break
				}
			}
			d = b.lowestDigit(p)
			if d < 0 {
				return
			}
		}
	})
	if tried < 1000 {
		t.Errorf("only %d branches tried", tried)
	}
}

// TestPropagateAVX2 compares the assembly single passes (both in one
// call) with singlesGo: the verdict, and where there is no
// contradiction, every board and mark.
func TestPropagateAVX2(t *testing.T) {
	outcomes := map[bool]int{}
	kernelBoards(t, func(name string, b fboard) {
		for _, dirty := range []uint16{allDigits, 0} {
			b.dirtyHidden = dirty
			want, got := b, b
			wantOK := want.singlesGo()
			gotOK := propagateAVX2(&got, &standardMasks.peers, &fullBoard)
			outcomes[wantOK]++
			if gotOK != wantOK || wantOK && got != want {
				t.Fatalf("%s: assembly gave %v %+v, Go %v %+v from %+v", name, gotOK, got, wantOK, want, b)
			}
		}
	})
	if len(outcomes) != 2 {
		t.Errorf("outcomes met: %v; want both", outcomes)
	}
}

// TestBoardOffsets pins the layout of fboard that the assembly reads.
func TestBoardOffsets(t *testing.T) {
	var b fboard
	got := [4]uintptr{unsafe.Offsetof(b.cand), unsafe.Offsetof(b.open), unsafe.Offsetof(b.dirtyHidden), unsafe.Sizeof(b.open)}
	if want := [4]uintptr{0, 144, 160, 16}; got != want || unsafe.Sizeof(b) != 168 {
		t.Errorf("offsets of cand, open, dirtyHidden and size of open: %v, size of a board %d; the assembly assumes %v and 168", got, unsafe.Sizeof(b), want)
	}
}

// TestGeneratedAssembly runs asm_gen.go into a scratch folder and checks
// that the committed assembly is what it writes: an edit to the generator
// must come with its output (go generate).
func TestGeneratedAssembly(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the generator")
	}
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "run", filepath.Join(here, "asm_gen.go"), filepath.Join(here, "asm_gen_hidden.go"))
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run asm_gen.go: %v\n%s", err, out)
	}
	for _, name := range []string{"fast_amd64.s", "hidden_amd64.s"} {
		want, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from what asm_gen.go writes: run go generate ./core/solver/", name)
		}
	}
}
