//go:build !unix

package atomicfile

import "io/fs"

// processAlive cannot tell here; a temporary is then never taken for stale.
func processAlive(pid int) bool { return true }

// writable reports whether the file has a write permission.
func writable(path string, info fs.FileInfo) bool { return info.Mode().Perm()&0o222 != 0 }
