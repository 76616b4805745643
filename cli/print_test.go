package cli

import (
	"context"
	"fmt"
	"image"
	"image/color"
	_ "image/png" // pdftoppm's pages
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/printout"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// needPoppler skips a test when poppler's tools, which read the PDFs
// back, are missing.
func needPoppler(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"pdfinfo", "pdftotext", "pdftoppm"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: install poppler-utils (make test does) to check the printed PDFs", tool)
		}
	}
}

// poppler runs one of poppler's tools and returns its output.
func poppler(t *testing.T, tool string, args ...string) string {
	t.Helper()
	out, err := exec.Command(tool, args...).Output()
	if err != nil {
		t.Fatalf("%s %s: %v", tool, strings.Join(args, " "), err)
	}
	return string(out)
}

const ptPerMM = 72 / 25.4

func TestPrintRefusesBadUse(t *testing.T) {
	top95 := shareddata.Path(t, "classic/top95.txt")
	out := filepath.Join(t.TempDir(), "out.pdf")
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"per-page", []string{"-per-page", "3", top95, "-o", out}, "-per-page: 3 puzzles a page: want 1, 2, 4 or 6"},
		{"page", []string{"-page", "legal", top95, "-o", out}, `-page: unknown page size "legal": want a4 or letter`},
		{"theme", []string{"-theme", "dark", top95, "-o", out}, `-theme: unknown theme "dark": want print or tinted`},
		{"no output", []string{top95}, "no output given"},
		{"no file", []string{"-o", out}, "no puzzle FILE given"},
		{"missing file", []string{filepath.Join(t.TempDir(), "none.txt"), "-o", out}, "none.txt"},
		{"output is input", []string{top95, "-o", top95}, "is the input file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, _, stderr := runMain(t, append([]string{"print"}, tc.args...)...)
			if code != 2 || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr, tc.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s was written", out)
			}
		})
	}
}

func TestPrintInterruptedWritesNothing(t *testing.T) {
	old := interruptContext
	t.Cleanup(func() { interruptContext = old })
	interruptContext = func(parent context.Context) (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancel(parent)
		cancel() // Ctrl+C before the first page
		return ctx, cancel
	}
	out := filepath.Join(t.TempDir(), "out.pdf")
	code, _, _, stderr := runMain(t, "print", "-ratings", shareddata.Path(t, "classic/top95.txt"), "-o", out)
	if code != 130 || !strings.Contains(stderr, "not written") {
		t.Errorf("exit %d, stderr %q; want 130 and not written", code, stderr)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("%s was written", out)
	}
}

// wordRE is one word of pdftotext -bbox, in points from the top left.
var wordRE = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)

func TestPrintTop95SixAPageWithSolutions(t *testing.T) {
	needPoppler(t)
	top95 := shareddata.Path(t, "classic/top95.txt")
	out := filepath.Join(t.TempDir(), "top95.pdf")
	code, _, stdout, stderr := runMain(t, "print", "-per-page", "6", "-solutions", "-ratings", top95, "-o", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if want := out + ": 95 puzzles on 24 pages\n"; stdout != want {
		t.Errorf("stdout %q, want %q", stdout, want)
	}
	info, err := os.Stat(out)
	if err != nil || info.Size() >= 1<<20 {
		t.Fatalf("PDF: %v, %d bytes; want under 1 MB", err, info.Size())
	}
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(poppler(t, "pdfinfo", out))
	if m == nil {
		t.Fatal("pdfinfo names no page count")
	}
	if pages, _ := strconv.Atoi(m[1]); pages < 16 {
		t.Fatalf("pdfinfo: %d pages, want 16 or more", pages)
	}
	text := poppler(t, "pdftotext", out, "-")
	for _, want := range []string{"#95", "Solutions", "score"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the extracted text", want)
		}
	}

	// Every given of page 1's six puzzles is a word inside its own
	// cell, and nothing else is inside a grid.
	set, err := puzzlefile.Read(top95)
	if err != nil {
		t.Fatal(err)
	}
	boxes := printout.Slots(printout.Papers[0], 6)
	var found [6]grid.Grid
	captions := map[string]bool{}
	for _, w := range wordRE.FindAllStringSubmatch(poppler(t, "pdftotext", "-bbox", "-f", "1", "-l", "1", out, "-"), -1) {
		var v [4]float64
		for i := range v {
			v[i], _ = strconv.ParseFloat(w[i+1], 64)
		}
		x, y := (v[0]+v[2])/2/ptPerMM, (v[1]+v[3])/2/ptPerMM // the word's centre in mm
		captions[w[5]] = true
		for i, b := range boxes {
			if x < b.X || x >= b.X+b.Side || y < b.Y || y >= b.Y+b.Side {
				continue
			}
			row, col := int((y-b.Y)/(b.Side/9)), int((x-b.X)/(b.Side/9))
			d, err := strconv.Atoi(w[5])
			if err != nil || d < 1 || d > 9 || found[i][row*9+col] != 0 {
				t.Errorf("puzzle %d r%dc%d: word %q", i+1, row+1, col+1, w[5])
				continue
			}
			found[i][row*9+col] = int8(d)
		}
	}
	for i := range found {
		if want := set.Entries[i].Puzzle.Givens; found[i] != want {
			t.Errorf("puzzle %d printed as\n%s\nwant\n%s", i+1, found[i].Format(), want.Format())
		}
		if !captions["#"+strconv.Itoa(i+1)] {
			t.Errorf("no caption #%d on page 1", i+1)
		}
	}
}

// darkRun counts the dark pixels of img along the line from (x0, y0)
// to (x1, y1), in pixels, one step a pixel.
func darkRun(img image.Image, x0, y0, x1, y1 int) int {
	n, steps := 0, max(abs(x1-x0), abs(y1-y0))
	for i := 0; i <= steps; i++ {
		x, y := x0+(x1-x0)*i/steps, y0+(y1-y0)*i/steps
		r, g, b, _ := img.At(x, y).RGBA()
		if (r+g+b)/3 < 0x8000 {
			n++
		}
	}
	return n
}

func abs(x int) int { return max(x, -x) }

// light reports whether a pixel is pale enough to read a digit on.
func light(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return (r+g+b)/3 > 0xD000
}

func TestPrintJigsawDrawsItsRegions(t *testing.T) {
	needPoppler(t)
	for _, tinted := range []bool{false, true} {
		t.Run(fmt.Sprintf("tints=%v", tinted), func(t *testing.T) { checkJigsawPage(t, tinted) })
	}
}

// checkJigsawPage prints janko_133 one a page and checks on page 1's
// pixels that its region borders are thick and the other cell lines
// thin; with tinted, that the cells are lightly tinted and differ across
// each region border.
func checkJigsawPage(t *testing.T, tinted bool) {
	janko := shareddata.Path(t, "jigsaw/janko_133.txt")
	dir := t.TempDir()
	out := filepath.Join(dir, "janko.pdf")
	args := []string{"print", "-per-page", "1", janko, "-o", out}
	if tinted {
		args = append(args, "-theme", "tinted") // the same as -tints
	}
	if code, _, _, stderr := runMain(t, args...); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	const dpi = 100
	poppler(t, "pdftoppm", "-png", "-r", strconv.Itoa(dpi), "-f", "1", "-l", "1", "-singlefile", out, filepath.Join(dir, "page"))
	f, err := os.Open(filepath.Join(dir, "page.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	set, err := puzzlefile.Read(janko)
	if err != nil {
		t.Fatal(err)
	}
	l := set.Entries[0].Puzzle.Regions()
	box := printout.Slots(printout.Papers[0], 1)[0]
	px := func(mm float64) int { return int(mm * dpi / 25.4) }
	s := box.Side / 9
	reach := px(1.5) // how far either side of the border the pixels are counted

	// Borders a standard grid would draw the other way round: a region
	// edge inside a 3x3 box must be thick, a box edge inside a region
	// thin, so only the jigsaw's own layout passes.
	thickSeen, thinSeen := 0, 0
	for r := range 9 {
		for c := range 8 {
			cell := grid.Cell(r*9 + c)
			jigsaw, standard := l.Region(cell) != l.Region(cell+1), (c+1)%3 == 0
			if jigsaw == standard {
				continue
			}
			x, y := px(box.X+float64(c+1)*s), px(box.Y+(float64(r)+0.5)*s)
			dark := darkRun(img, x-reach, y, x+reach, y)
			switch {
			case jigsaw && dark < 3:
				t.Errorf("r%dc%d|r%dc%d: regions meet but the border is %d px, want 3 or more", r+1, c+1, r+1, c+2, dark)
			case !jigsaw && (dark < 1 || dark > 2):
				t.Errorf("r%dc%d|r%dc%d: one region but the line is %d px, want a thin 1 or 2", r+1, c+1, r+1, c+2, dark)
			}
			// A cell's colour is read near its top left corner, off its digit.
			left, right := img.At(px(box.X+(float64(c)+0.15)*s), y), img.At(px(box.X+(float64(c)+1.15)*s), y)
			if tinted && (!light(left) || !light(right) || jigsaw && left == right || !jigsaw && left != right) {
				t.Errorf("r%dc%d|r%dc%d: tints %v and %v, want light, and apart exactly across a region border", r+1, c+1, r+1, c+2, left, right)
			}
			if !tinted && (left != right || !light(left)) {
				t.Errorf("r%dc%d|r%dc%d: %v and %v, want one white", r+1, c+1, r+1, c+2, left, right)
			}
			if jigsaw {
				thickSeen++
			} else {
				thinSeen++
			}
		}
	}
	if thickSeen == 0 || thinSeen == 0 {
		t.Errorf("puzzle 1 has %d region borders and %d region-inner box edges to check, want some of each", thickSeen, thinSeen)
	}
}

func TestPrintWarnsOfAnInvalidPuzzleAndPrintsTheRest(t *testing.T) {
	needPoppler(t)
	dir := t.TempDir()
	in, out := filepath.Join(dir, "two.txt"), filepath.Join(dir, "two.pdf")
	valid := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	clash := "11" + strings.Repeat(".", 79)
	if err := os.WriteFile(in, []byte(valid+"\n"+clash+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stdout, stderr := runMain(t, "print", "-solutions", "-ratings", in, "-o", out)
	if code != 0 || !strings.Contains(stderr, "puzzle #2 (index 1) is invalid") {
		t.Fatalf("exit %d, stderr %q; want 0 and a warning naming puzzle #2", code, stderr)
	}
	if want := out + ": 2 puzzles on 2 pages\n"; stdout != want {
		t.Errorf("stdout %q, want %q", stdout, want)
	}
	text := poppler(t, "pdftotext", out, "-")
	for _, want := range []string{"#1", "#2", "Medium, score 706", "invalid", "Solutions"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the extracted text:\n%s", want, text)
		}
	}
}

// sukakuOf writes a pencil-mark puzzle as a 729-character line: each
// cell's nine places, the digit where it is a candidate, '.' where not.
func sukakuOf(marks [grid.NumCells]uint16) string {
	var b strings.Builder
	for _, set := range marks {
		for d := 1; d <= 9; d++ {
			if set&(1<<(d-1)) != 0 {
				b.WriteByte(byte('0' + d))
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

func TestPrintShowsThePencilMarksOfAPencilMarkPuzzle(t *testing.T) {
	needPoppler(t)
	top95 := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	solution := "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	g, err := grid.ParseGrid(top95)
	if err != nil {
		t.Fatal(err)
	}
	marks := *puzzlefile.CandidatesOf(g)
	// r1c2 keeps 1 (its digit) and 2, r1c3 keeps 7 and 9: a printed cell
	// of marks is known by them.
	marks[1], marks[2] = 1<<0|1<<1, 1<<6|1<<8
	dir := t.TempDir()
	in, out := filepath.Join(dir, "marks.txt"), filepath.Join(dir, "marks.pdf")
	if err := os.WriteFile(in, []byte(sukakuOf(marks)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, _, stderr := runMain(t, "print", "-per-page", "1", "-solutions", in, "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	box := printout.Slots(printout.Papers[0], 1)[0]
	var seen []string
	for _, w := range wordRE.FindAllStringSubmatch(poppler(t, "pdftotext", "-bbox", "-f", "1", "-l", "1", out, "-"), -1) {
		x0, _ := strconv.ParseFloat(w[1], 64)
		y0, _ := strconv.ParseFloat(w[2], 64)
		x, y := x0/ptPerMM, y0/ptPerMM
		if y >= box.Y && y < box.Y+box.Side/9 && x >= box.X+box.Side/9 && x < box.X+box.Side/3 {
			seen = append(seen, w[5])
		}
	}
	// pdftotext may join a cell's marks into one word; their digits in
	// order are what counts.
	if got := strings.Join(seen, ""); got != "1279" {
		t.Errorf("r1c2 and r1c3 print marks %q, want 1, 2, 7, 9", seen)
	}
	if text := poppler(t, "pdftotext", "-f", "2", "-l", "2", out, "-"); !strings.Contains(strings.Join(strings.Fields(text), ""), solution[:9]) {
		t.Errorf("page 2 does not give the solution's first row %s:\n%s", solution[:9], text)
	}
}

func TestPrintToStandardOutput(t *testing.T) {
	code, _, stdout, stderr := runMain(t, "print", "-per-page", "6", shareddata.Path(t, "classic/top95.txt"), "-o", "-")
	if code != 0 || !strings.HasPrefix(stdout, "%PDF-") || !strings.HasSuffix(strings.TrimSpace(stdout), "%%EOF") {
		t.Fatalf("exit %d, stdout %d bytes starting %q, stderr %q", code, len(stdout), stdout[:min(8, len(stdout))], stderr)
	}
	if stderr != "-: 95 puzzles on 16 pages\n" {
		t.Errorf("stderr %q, want the summary there", stderr)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Error("a file called - was written")
	}
}
