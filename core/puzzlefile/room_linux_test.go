package puzzlefile

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// Under a real address-space limit, a whole read of a 300 MB .npy (3.7
// million puzzles) is refused with the reason, where it ended the
// process with the runtime's out-of-memory trace. The read runs in a
// child process that sets its own limit (as ulimit -v does).
func TestWholeReadUnderALimit(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("reads a 300 MB (sparse) file in a child process")
	}
	if path := os.Getenv("PUZZLEFILE_ROOM_CHILD"); path != "" {
		// The limit: what this fresh process maps, plus 500 MB.
		lim := uint64(residentKB("VmSize")+500_000) << 10
		if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: lim, Max: lim}); err != nil {
			t.Fatal(err)
		}
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
	cmd := exec.Command(os.Args[0], "-test.run", "^TestWholeReadUnderALimit$")
	cmd.Env = append(os.Environ(), "PUZZLEFILE_ROOM_CHILD="+path)
	out, err := cmd.CombinedOutput()
	if err != nil || strings.Contains(string(out), "fatal error") || !strings.Contains(string(out), "takes about 857.4 MiB of memory, and the address-space limit (ulimit -v) leaves") {
		t.Fatalf("the read under ulimit -v: %v\n%s", err, headOf(string(out)))
	}
}
