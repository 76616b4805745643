//go:build unix

package puzzlefile

import "syscall"

// addressLimit returns the process's address-space limit in bytes, or
// -1 for none.
func addressLimit() int64 {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &lim); err != nil || lim.Cur > 1<<62 { // RLIM_INFINITY is all ones
		return -1
	}
	return int64(lim.Cur)
}
