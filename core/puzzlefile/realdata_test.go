package puzzlefile

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func TestCourseworkFiles(t *testing.T) {
	noSolution := map[string][]int{
		"very_easy": nil,
		"easy":      {0, 1, 2, 3, 4},
		"medium":    {0, 1, 2, 3, 4},
		"hard":      {0, 1, 12, 13, 14},
	}
	for level, none := range noSolution {
		t.Run(level, func(t *testing.T) {
			set, err := Read(shareddata.Path(t, "coursework/"+level+"_puzzle.npy"))
			if err != nil {
				t.Fatal(err)
			}
			if len(set.Entries) != 15 || set.Format != NPY || set.Structured {
				t.Fatalf("got %d entries, format %v, structured %v; want 15 plain npy", len(set.Entries), set.Format, set.Structured)
			}
			refs, err := ReadSolutions(shareddata.Path(t, "coursework/"+level+"_solution.npy"))
			if err != nil {
				t.Fatal(err)
			}
			if len(refs) != 15 {
				t.Fatalf("got %d solutions, want 15", len(refs))
			}
			isNone := map[int]bool{}
			for _, i := range none {
				isNone[i] = true
			}
			for i, ref := range refs {
				if IsNoSolution(ref) != isNone[i] {
					t.Errorf("solution %d: IsNoSolution = %v, want %v", i, IsNoSolution(ref), isNone[i])
				}
				e := set.Entries[i]
				if !isNone[i] {
					if e.Err != nil {
						t.Errorf("puzzle %d has a solution but reads as invalid: %v", i, e.Err)
					} else if !e.Puzzle.IsSolution(ref) {
						t.Errorf("reference %d does not solve puzzle %d", i, i)
					}
				}
				if e.Puzzle.Givens.Filled() < 17 {
					t.Errorf("puzzle %d has only %d givens: decoded wrongly?", i, e.Puzzle.Givens.Filled())
				}
			}
		})
	}
}

func TestJigsawFiles(t *testing.T) {
	text, err := Read(shareddata.Path(t, "jigsaw/janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	npz, err := Read(shareddata.Path(t, "jigsaw/numpySudoku.npz"))
	if err != nil {
		t.Fatal(err)
	}
	if !npz.Structured || npz.Format != NPZ || text.Structured || text.Format != Text {
		t.Fatalf("npz structured=%v format=%v, text structured=%v format=%v", npz.Structured, npz.Format, text.Structured, text.Format)
	}
	textSols, err := ReadSolutions(shareddata.Path(t, "jigsaw/janko_133_solutions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	npzSols, err := ReadSolutions(shareddata.Path(t, "jigsaw/numpySudoku_solutions.npz"))
	if err != nil {
		t.Fatal(err)
	}
	for name, n := range map[string]int{"text": len(text.Entries), "npz": len(npz.Entries), "text solutions": len(textSols), "npz solutions": len(npzSols)} {
		if n != 133 {
			t.Fatalf("%s: %d grids, want 133", name, n)
		}
	}
	for i := range text.Entries {
		te, ne := text.Entries[i], npz.Entries[i]
		if te.Err != nil || ne.Err != nil {
			t.Fatalf("puzzle %d: text error %v, npz error %v", i, te.Err, ne.Err)
		}
		if te.Puzzle.Givens != ne.Puzzle.Givens {
			t.Errorf("puzzle %d: the text and npz givens differ", i)
		}
		if te.Puzzle.Layout == nil || te.Puzzle.Layout.IsStandard() || !te.Puzzle.Layout.Equal(ne.Puzzle.Layout) {
			t.Errorf("puzzle %d: layouts missing or different", i)
		}
		if textSols[i] != npzSols[i] || !ne.Puzzle.IsSolution(npzSols[i]) {
			t.Errorf("puzzle %d: the reference solutions disagree or do not solve it", i)
		}
	}
}

// Identical region maps share one Layout pointer: the solution file
// repeats the puzzles' maps, and so does a set read twice in one file.
func TestLayoutsShared(t *testing.T) {
	set, err := Parse("x.txt", []byte(
		"8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9. IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF\n"+
			"................................................................................. IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF\n"+
			"................................................................................. AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII\n"))
	if err != nil {
		t.Fatal(err)
	}
	if set.Entries[0].Puzzle.Layout == nil || set.Entries[0].Puzzle.Layout != set.Entries[1].Puzzle.Layout {
		t.Error("identical jigsaw maps do not share a layout")
	}
	if set.Entries[2].Puzzle.Layout != nil {
		t.Error("a map of the 3×3 boxes should read as the standard layout (nil)")
	}
}

func TestClassicFiles(t *testing.T) {
	for file, n := range map[string]int{
		"classic/top95.txt":                    95,
		"classic/hardest11.txt":                11,
		"classic/test_puzzles_with_counts.txt": 43,
		"bench/17_clue.txt":                    49158, // CRLF and LF mixed
		"bench/serg_multi_solution.txt":        10000, // CRLF
	} {
		set, err := Read(shareddata.Path(t, file))
		if err != nil {
			t.Fatal(err)
		}
		if len(set.Entries) != n || validCount(set) != n {
			t.Errorf("%s: %d entries, %d valid, want %d", file, len(set.Entries), validCount(set), n)
		}
		for i, e := range set.Entries {
			if e.Puzzle.Layout != nil {
				t.Fatalf("%s: puzzle %d has a jigsaw layout", file, i)
			}
		}
	}
}

func TestPuzzlesWithCounts(t *testing.T) {
	path := shareddata.Path(t, "classic/test_puzzles_with_counts.txt")
	set, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	sols, err := ReadSolutions(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Counts) != 43 || len(sols) != 43 {
		t.Fatalf("%d counts, %d solutions, want 43", len(set.Counts), len(sols))
	}
	kinds := map[string]int{}
	for i, count := range set.Counts {
		switch {
		case count == 1:
			kinds["unique"]++
			if !set.Entries[i].Puzzle.IsSolution(sols[i]) {
				t.Errorf("line %d: the solution does not solve the puzzle", i+1)
			}
		case count == 0:
			kinds["none"]++
			if !IsNoSolution(sols[i]) {
				t.Errorf("line %d: count 0 but a solution", i+1)
			}
		case count > 1:
			kinds["multiple"]++
			if sols[i] != (grid.Grid{}) {
				t.Errorf("line %d: count %d but a single reference", i+1, count)
			}
		default:
			t.Errorf("line %d: no count", i+1)
		}
	}
	if kinds["unique"] != 18 || kinds["none"] != 10 || kinds["multiple"] != 15 {
		t.Errorf("counts %v, want 18 unique, 10 none, 15 multiple", kinds)
	}
}
