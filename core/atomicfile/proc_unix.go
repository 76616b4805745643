//go:build unix

package atomicfile

import (
	"errors"
	"io/fs"
	"syscall"
)

// processAlive reports whether a process pid exists (EPERM: it exists,
// and is another user's).
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// writable reports whether this process may write the file, as cp
// would: a file with no write permission for anyone is read-only even
// to root.
func writable(path string, info fs.FileInfo) bool {
	if info.Mode().Perm()&0o222 == 0 {
		return false
	}
	const wOK = 2
	return syscall.Access(path, wOK) == nil
}
