package puzzlefile

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Reading a whole set (Read, for the window) holds the file and its
// decoded entries, about twice the file's size. Under an address-space
// limit (ulimit -v) the Go runtime meets an allocation it cannot make
// with a fatal error and a trace of every goroutine, not an error a
// caller can show; and the program's own reservations take much of such
// a limit before it reads anything (about 1.6–1.8 GB of virtual memory
// at rest, most of it the runtime's and the C library's reservations).
// So a read whose memory would not fit is refused first, with the
// reason. The streaming readers hold a chunk at a time and need no check.

// wholeReadFactor is the address space a whole read takes, in file
// sizes: the file, its entries and the heap's slack.
const wholeReadFactor = 3

// addressRoom returns the bytes of address space the process may still
// map, or -1 when there is no limit (or it cannot be known). A variable
// so that tests can set a limit without setting one on themselves.
var addressRoom = func() int64 {
	limit := addressLimit()
	if limit < 0 {
		return -1
	}
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmSize:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				return -1
			}
			return max(0, limit-kb<<10)
		}
	}
	return -1
}

// checkRoom refuses to hold need bytes for what when the address space
// left cannot take them.
func checkRoom(what string, need int64) error {
	room := addressRoom()
	if room < 0 || need <= room {
		return nil
	}
	return fmt.Errorf("%s takes about %s of memory, and the address-space limit (ulimit -v) leaves %s: "+
		"raise the limit, or use the command line, which reads a chunk at a time", what, sizeText(need), sizeText(room))
}
