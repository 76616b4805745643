package puzzlefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A whole read that the address space left cannot hold is refused with
// the reason, a text file and an npz's inflated entry alike; the stream
// still reads the file; with room, or no limit, the read goes ahead.
func TestWholeReadNeedsRoom(t *testing.T) {
	defer func(old func() int64) { addressRoom = old }(addressRoom)
	dir := t.TempDir()
	text := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(text, []byte(strings.Repeat(strings.Repeat(".", 80)+"1\n", 50_000)), 0o644); err != nil {
		t.Fatal(err)
	}
	npz := filepath.Join(dir, "zeros.npz")
	writeZerosNPZ(t, npz, 100_000)
	addressRoom = func() int64 { return 10 << 20 }
	_, err := Read(text)
	wantErr(t, err, text+": reading the 3.9 MiB file whole takes about 11.7 MiB of memory, and the address-space limit (ulimit -v) leaves 10.0 MiB")
	_, err = Read(npz)
	wantErr(t, err, npz+": array puzzles: inflating 7.7 MiB of data takes about 15.4 MiB of memory")
	data, _ := os.ReadFile(text)
	addressRoom = func() int64 { return 6 << 20 }
	_, err = Parse("p.txt", data)
	wantErr(t, err, "p.txt: decoding the 3.9 MiB file takes about 7.8 MiB of memory")
	if got := streamAll(t, text); len(got) != 50_000 {
		t.Fatalf("streamed %d puzzles, want 50000", len(got))
	}
	for _, room := range []int64{64 << 20, -1} {
		addressRoom = func() int64 { return room }
		for _, path := range []string{text, npz} {
			if _, err := Read(path); err != nil {
				t.Fatalf("room %d: %v", room, err)
			}
		}
	}
}

// headOf returns the first lines of a child's output, for a failure.
func headOf(s string) string {
	lines := strings.SplitN(s, "\n", 9)
	return strings.Join(lines[:min(8, len(lines))], "\n")
}
