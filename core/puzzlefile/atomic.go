package puzzlefile

import (
	"io"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
)

// WriteFile replaces path with what fill writes, or leaves it as it
// was, byte for byte, on any failure, a full disk or an interrupted
// run: every file the program writes goes through it (see package
// atomicfile, which it calls).
func WriteFile(path string, fill func(io.Writer) error) error { return atomicfile.Write(path, fill) }

// writeAtomic is WriteFile, for this package's own writers.
func writeAtomic(path string, fill func(io.Writer) error) error { return atomicfile.Write(path, fill) }

// CheckWritable reports whether path can be written as WriteFile writes
// it: a command checks it before its work, so that no work is lost to a
// target that cannot be written.
func CheckWritable(path string) error { return atomicfile.CheckWritable(path) }
