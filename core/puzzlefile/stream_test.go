package puzzlefile

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// A lone CR ends a line in a file that also has LFs and CRLFs: the mixed
// file of the issue holds five puzzles, read whole or streamed.
func TestMixedLineEnds(t *testing.T) {
	p := strings.Repeat(".", 80) + "1"
	data := p + "\r\n" + p + "\n" + p + "\r" + p + "\r\n\r\n" + p
	set, err := Parse("mixed.txt", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(set.Entries) != 5 || validCount(set) != 5 {
		t.Fatalf("%d entries, %d valid; want 5 and 5", len(set.Entries), validCount(set))
	}
	path := filepath.Join(t.TempDir(), "mixed.txt")
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	got := streamAll(t, path)
	if len(got) != 5 {
		t.Fatalf("streamed %d puzzles, want 5", len(got))
	}
}

// The streaming line reader splits exactly as textLines does, whatever
// the reads' sizes: a CRLF cut between two reads is one line end.
func TestLineReaderMatchesTextLines(t *testing.T) {
	p := strings.Repeat("1", 81)
	var b strings.Builder
	ends := []string{"\n", "\r\n", "\r", "\r\n", "\n\r", "\r\r\n", "  # a comment\n"}
	for i := 0; i < 200; i++ {
		b.WriteString(p[:i%81] + ends[i%len(ends)])
	}
	b.WriteString("\xEF\xBB\xBF" + p) // a late BOM is text, not a mark
	data := "\xEF\xBB\xBF" + b.String()
	var want []textLine
	if err := textLines([]byte(data), func(l textLine) error {
		want = append(want, textLine{l.number, bytes.Clone(l.text)})
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	// Both agree with the plainest splitter: CRLF, then CR, then LF.
	naive := strings.Split(strings.ReplaceAll(strings.ReplaceAll(strings.TrimPrefix(data, "\xEF\xBB\xBF"), "\r\n", "\n"), "\r", "\n"), "\n")
	k := 0
	for i, line := range naive {
		if l, ok := cleanLine(i+1, []byte(line)); ok {
			if k >= len(want) || want[k].number != l.number || !bytes.Equal(want[k].text, l.text) {
				t.Fatalf("textLines differs from the plain splitter at line %d", i+1)
			}
			k++
		}
	}
	if k != len(want) {
		t.Fatalf("textLines found %d lines, the plain splitter %d", len(want), k)
	}
	for name, r := range map[string]io.Reader{"whole": strings.NewReader(data), "byte by byte": iotest.OneByteReader(strings.NewReader(data))} {
		lr := newLineReader(r)
		var got []textLine
		for {
			l, long, ok, err := lr.next()
			if err != nil {
				t.Fatal(err)
			}
			if !ok {
				break
			}
			if long > 0 {
				t.Fatalf("%s: line %d long", name, l.number)
			}
			got = append(got, textLine{l.number, bytes.Clone(l.text)})
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d lines, want %d", name, len(got), len(want))
		}
		for i := range got {
			if got[i].number != want[i].number || !bytes.Equal(got[i].text, want[i].text) {
				t.Fatalf("%s: line %d: %d %q, want %d %q", name, i, got[i].number, got[i].text, want[i].number, want[i].text)
			}
		}
	}
}

// streamAll reads a file through a Stream, in small chunks.
func streamAll(t *testing.T, path string) []Entry {
	t.Helper()
	s, err := OpenStream(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var all []Entry
	for {
		chunk, err := s.Next(7)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, chunk.Entries...)
	}
	if len(all) != s.Len() {
		t.Fatalf("streamed %d of %d", len(all), s.Len())
	}
	return all
}

// A stream gives the entries Read gives, for every format of the shared
// data, jigsaw and structured ones included.
func TestStreamMatchesRead(t *testing.T) {
	for _, rel := range []string{"classic/top95.txt", "coursework/hard_puzzle.npy", "jigsaw/janko_133.txt",
		"jigsaw/numpySudoku.npz", "jigsaw/numpySudoku_solutions.npz"} {
		path := shareddata.Path(t, rel)
		set, err := Read(path)
		if err != nil {
			t.Fatal(err)
		}
		got := streamAll(t, path)
		if len(got) != len(set.Entries) {
			t.Fatalf("%s: %d entries streamed, %d read", rel, len(got), len(set.Entries))
		}
		for i := range got {
			a, b := got[i], set.Entries[i]
			if a.Puzzle.Givens != b.Puzzle.Givens || a.Puzzle.Regions().Letters() != b.Puzzle.Regions().Letters() || (a.Err == nil) != (b.Err == nil) {
				t.Fatalf("%s: entry %d: streamed %+v, read %+v", rel, i, a, b)
			}
		}
	}
}

// What EncodeStream writes reads back as what Encode writes, in every
// format, for a classic and a jigsaw set, compressed or not.
func TestEncodeStreamMatchesEncode(t *testing.T) {
	dir := t.TempDir()
	for _, rel := range []string{"classic/top95.txt", "jigsaw/janko_133.txt", "jigsaw/numpySudoku.npz"} {
		path := shareddata.Path(t, rel)
		set, err := Read(path)
		if err != nil {
			t.Fatal(err)
		}
		sols := make([]grid.Grid, len(set.Entries))
		for i := range sols {
			sols[i] = set.Entries[i].Puzzle.Givens
			sols[i][i%81] = int8(i%9 + 1) // any grid will do: the writer does not judge
		}
		for _, f := range Formats {
			if !f.HoldsRegions() && set.isJigsaw() {
				continue // refused: TestTextFormatsRefuseJigsaw
			}
			for _, compress := range []bool{false, true} {
				var whole, streamed bytes.Buffer
				o := WriteOptions{Compress: compress}
				if err := EncodeWith(&whole, f, set, sols, o); err != nil {
					t.Fatal(err)
				}
				done := 0
				solve := func(chunk *Set) ([]grid.Grid, error) {
					out := sols[done : done+len(chunk.Entries)]
					done += len(chunk.Entries)
					return out, nil
				}
				open := func() (*Stream, error) { return OpenStream(path) }
				if err := EncodeStream(&streamed, f, open, solve, o); err != nil {
					t.Fatal(err)
				}
				a, b := readBack(t, dir, f, whole.Bytes()), readBack(t, dir, f, streamed.Bytes())
				if len(a.Entries) != len(b.Entries) {
					t.Fatalf("%s %v: %d entries streamed, %d whole", rel, f, len(b.Entries), len(a.Entries))
				}
				for i := range a.Entries {
					if a.Entries[i].Puzzle.Givens != b.Entries[i].Puzzle.Givens ||
						a.Entries[i].Puzzle.Regions().Letters() != b.Entries[i].Puzzle.Regions().Letters() {
						t.Fatalf("%s %v compress %v: entry %d differs", rel, f, compress, i)
					}
				}
				if f == NPZ {
					checkMethods(t, streamed.Bytes(), compress)
					checkMethods(t, whole.Bytes(), compress)
				}
			}
		}
	}
}

func readBack(t *testing.T, dir string, f Format, data []byte) *Set {
	t.Helper()
	set, err := Parse("out"+f.Ext(), data)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// checkMethods checks that every entry of an npz is stored (as np.savez
// writes) or deflated (as np.savez_compressed), as asked.
func checkMethods(t *testing.T, data []byte, compress bool) {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	want := zip.Store
	if compress {
		want = zip.Deflate
	}
	for _, f := range zr.File {
		if f.Method != want {
			t.Errorf("%s: method %d, want %d", f.Name, f.Method, want)
		}
	}
}

// A set past the window's limit of MaxPuzzles streams in bounded
// memory: an 800 KB npz of 10,000,001 puzzles (810 MB inflated), the
// bomb that took 2.5 GB and crashed solve under a 4 GB limit.
func TestStreamBeyondTheSetLimit(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("streams 810 MB: not in -short or -race runs")
	}
	n := MaxPuzzles + 1
	path := filepath.Join(t.TempDir(), "big.npz")
	writeZerosNPZ(t, path, n)
	if _, err := Read(path); err == nil {
		t.Fatal("Read took a set over MaxPuzzles")
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s, err := OpenStream(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	seen := 0
	for {
		chunk, err := s.Next(ChunkSize)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		seen += len(chunk.Entries)
	}
	runtime.ReadMemStats(&after)
	if seen != n {
		t.Fatalf("streamed %d puzzles, want %d", seen, n)
	}
	if grew := int64(after.HeapSys) - int64(before.HeapSys); grew > 64<<20 {
		t.Errorf("the heap grew by %d MB streaming the set, want at most 64", grew>>20)
	}
}

// writeZerosNPZ writes an npz holding puzzles, an int8 (n,9,9) array of
// zeros, deflated.
func writeZerosNPZ(t *testing.T, path string, n int) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: "puzzles.npy", Method: zip.Deflate})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(npy.AppendHeader(nil, "|i1", []int{n, 9, 9}))
	zeros := make([]byte, 81<<12)
	for left := n; left > 0; left -= 1 << 12 {
		w.Write(zeros[:81*min(left, 1<<12)])
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// A dangling symbolic link given as the file to write is refused with
// the reason, and stays a link; a link to a file writes through to it.
func TestWriteSymlinks(t *testing.T) {
	dir := t.TempDir()
	set, err := Parse("p.txt", []byte(strings.Repeat(".", 81)+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	dangling := filepath.Join(dir, "dangling.txt")
	if err := os.Symlink(filepath.Join(dir, "missing", "x.txt"), dangling); err != nil {
		t.Fatal(err)
	}
	wantErr(t, Write(dangling, set, nil), "symbolic link", "cannot be reached")
	wantErr(t, CheckWritable(dangling), "symbolic link")
	if info, err := os.Lstat(dangling); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", info, err)
	}
	target := filepath.Join(dir, "target.txt")
	os.WriteFile(target, []byte("old\n"), 0o644)
	link := filepath.Join(dir, "link.txt")
	os.Symlink("target.txt", link)
	if err := Write(link, set, nil); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(target); !strings.HasPrefix(string(data), "....") {
		t.Fatalf("target holds %q", data)
	}
}

// A line of Arabic-Indic digits is 81 characters but not 81 digits: the
// error names the character, not the length.
func TestNonASCIIDigitsNamed(t *testing.T) {
	_, err := Parse("a.txt", []byte(strings.Repeat("\u0661", 81)+"\n"))
	wantErr(t, err, "r1c1: unexpected character '١'")
}

// The window's reader refuses an .npy of more than MaxPuzzles from its
// header, without reading the data: a sparse file of 810 MB costs no
// reading and no memory.
func TestReadRefusesOverLimitFromHeader(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sparse.npy")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	n := MaxPuzzles + 1
	hdr := npy.AppendHeader(nil, "|i1", []int{n, 9, 9})
	f.Write(hdr)
	if err := f.Truncate(int64(len(hdr)) + int64(n)*81); err != nil { // sparse: no blocks on disk
		t.Fatal(err)
	}
	f.Close()
	var err2 error
	alloc := allocated(func() { _, err2 = Read(path) })
	wantErr(t, err2, "holds 10000001 grids, over the limit of 10000000")
	if alloc > 1<<20 {
		t.Errorf("allocated %d bytes refusing the file", alloc)
	}
}

// A line longer than maxStreamLine is skipped, counted and reported on
// its own line number; the lines around it read as usual.
func TestStreamLongLine(t *testing.T) {
	p := strings.Repeat(".", 80) + "1"
	data := p + "\r\n" + strings.Repeat("7", 3*maxStreamLine) + "\r\n" + p + "\n"
	path := filepath.Join(t.TempDir(), "long.txt")
	os.WriteFile(path, []byte(data), 0o644)
	got := streamAll(t, path)
	if len(got) != 3 || got[0].Err != nil || got[2].Err != nil || got[1].Err == nil ||
		!strings.Contains(got[1].Err.Error(), "line 2: the line has 3145728 bytes") {
		t.Fatalf("entries %+v", got)
	}
}

// A comment of any length is skipped, on a line of its own or after a
// puzzle: it is no puzzle and shifts no index, streamed, read one
// puzzle at a time or read whole.
func TestLongCommentLines(t *testing.T) {
	p := strings.Repeat(".", 80) + "1"
	q := "1" + strings.Repeat(".", 80)
	for _, size := range []int{maxStreamLine - 1, maxStreamLine, 3 * maxStreamLine} {
		comment := "#" + strings.Repeat("x", size)
		data := comment + "\n" + p + "  " + comment + "\r\n" + "  " + comment + "\r" + q + "\n" + strings.Repeat(".", 80) + "\n"
		path := filepath.Join(t.TempDir(), "comments.txt")
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		whole, err := Read(path)
		if err != nil {
			t.Fatal(err)
		}
		streamed := streamAll(t, path)
		for what, entries := range map[string][]Entry{"Read": whole.Entries, "Stream": streamed} {
			if len(entries) != 3 || entries[0].Err != nil || entries[1].Err != nil ||
				entries[0].Puzzle.Givens != mustGrid(t, p) || entries[1].Puzzle.Givens != mustGrid(t, q) ||
				entries[2].Err == nil || !strings.HasPrefix(entries[2].Err.Error(), "line 5: ") {
				t.Fatalf("%d-byte comments: %s: %d entries %+v", size, what, len(entries), entries)
			}
		}
		for i, want := range []string{p, q} {
			e, err := ReadEntry(path, i)
			if err != nil || e.Err != nil || e.Puzzle.Givens != mustGrid(t, want) {
				t.Fatalf("%d-byte comments: ReadEntry %d: %v %v %v", size, i, e.Puzzle.Givens, e.Err, err)
			}
		}
	}
}

// The first pass over a text file keeps nothing and allocates nothing a
// line: a new batch of entries a time was garbage that, under load,
// the collector fell behind on (10 million lines peaked at 147–169 MB).
// Finding one puzzle far into the file costs the same.
func TestTextFirstPassAllocates(t *testing.T) {
	if raceEnabled {
		t.Skip("counts allocations")
	}
	line := strings.Repeat(".", 80) + "1\n"
	const n = 200_000
	path := filepath.Join(t.TempDir(), "many.txt")
	if err := os.WriteFile(path, []byte(strings.Repeat(line, n)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		what string
		read func() error
	}{
		{"OpenStream", func() error {
			s, err := OpenStream(path)
			if err == nil {
				s.Close()
			}
			return err
		}},
		{"ReadEntry", func() error {
			_, err := ReadEntry(path, n-1)
			return err
		}},
	} {
		var err error
		alloc := allocated(func() { err = tc.read() })
		if err != nil {
			t.Fatal(err)
		}
		if alloc > 2<<20 {
			t.Errorf("%s allocated %d bytes over %d lines (%d a line), want at most 2 MiB", tc.what, alloc, n, alloc/n)
		}
	}
}
