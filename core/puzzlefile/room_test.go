package puzzlefile

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
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

// Under a real address-space limit, a whole read of a 300 MB .npy (3.7
// million puzzles) is refused with the reason, where it ended the
// process with the runtime's out-of-memory trace. The read runs in a
// child process under ulimit -v.
func TestWholeReadUnderALimit(t *testing.T) {
	if runtime.GOOS != "linux" || testing.Short() || raceEnabled {
		t.Skip("needs Linux's ulimit -v, and a 300 MB (sparse) file")
	}
	if path := os.Getenv("PUZZLEFILE_ROOM_CHILD"); path != "" {
		_, err := Read(path)
		if err == nil {
			os.Stdout.WriteString("read\n")
			return
		}
		os.Stdout.WriteString(err.Error() + "\n")
		return
	}
	path := filepath.Join(t.TempDir(), "big.npy")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	const n = 3_700_000
	hdr := npy.AppendHeader(nil, "|i1", []int{n, 9, 9})
	f.Write(hdr)
	if err := f.Truncate(int64(len(hdr)) + n*81); err != nil { // sparse: no blocks on disk
		t.Fatal(err)
	}
	f.Close()
	// The limit: what the idle test process maps, plus 500 MB.
	vm := residentKB("VmSize")
	cmd := exec.Command("/bin/sh", "-c", `ulimit -v "$1" && exec "$2" -test.run '^TestWholeReadUnderALimit$'`,
		"sh", strconv.Itoa(vm+500_000), os.Args[0])
	cmd.Env = append(os.Environ(), "PUZZLEFILE_ROOM_CHILD="+path)
	out, err := cmd.CombinedOutput()
	if err != nil || strings.Contains(string(out), "fatal error") || !strings.Contains(string(out), "takes about 857.4 MiB of memory, and the address-space limit (ulimit -v) leaves") {
		t.Fatalf("the read under ulimit -v: %v\n%s", err, headOf(string(out)))
	}
}

// headOf returns the first lines of a child's output, for a failure.
func headOf(s string) string {
	lines := strings.SplitN(s, "\n", 9)
	return strings.Join(lines[:min(8, len(lines))], "\n")
}
