// Package atomicfile writes every file the program writes, so that a
// file is either its old self, byte for byte, or the whole new one:
// never a part, whether the disk fills, a write fails or the run is
// interrupted.
//
// The data goes to a temporary file in the target's folder (a rename is
// atomic only within one file system), is synced to disk and is renamed
// over the target. The temporaries carry a name of ours,
// ".NAME.sudoku-studio-PID-RANDOM.tmp": an interrupted run removes its
// own (see Abandon), and a run writing into a folder removes those that
// a killed run left there (see sweepStale).
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrInterrupted is what a write returns once the run was interrupted
// (Abandon): its temporary file is gone and the target unchanged.
var ErrInterrupted = errors.New("interrupted")

// Write replaces path with what fill writes, or leaves it as it was. A
// symbolic link is followed, so the file it points to is replaced and
// the link kept; an existing file keeps its permissions. A read-only
// file, a folder or a device is refused, as cp would refuse it.
func Write(path string, fill func(io.Writer) error) error {
	target, mode, err := prepare(path)
	if err != nil {
		return err
	}
	tmp, err := create(target)
	if err != nil {
		return fmt.Errorf("%s: cannot create a file in its folder: %w", path, unwrapPath(err))
	}
	committed := false
	defer func() {
		if !committed {
			discard(tmp)
		}
	}()
	fail := func(step string, err error) error {
		return fmt.Errorf("%s: %s: %w (the old file, if any, is unchanged)", path, step, unwrapPath(err))
	}
	if err := fill(tmp); err != nil {
		return fail("writing failed", err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return fail("setting permissions failed", err)
	}
	if err := tmp.Sync(); err != nil {
		return fail("syncing to disk failed", err)
	}
	if err := tmp.Close(); err != nil {
		return fail("closing failed", err)
	}
	if err := commit(tmp, target); err != nil {
		return fail("replacing the file failed", err)
	}
	committed = true
	syncDir(filepath.Dir(target))
	return nil
}

// WriteBytes replaces path with data, as Write does.
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// CheckWritable reports whether path can be written as Write writes it,
// by creating and removing a temporary file in its folder: a command
// checks it before its work, so that no work is lost to a target that
// cannot be written. From then on, an interrupted run's report names
// path as not written until it is.
func CheckWritable(path string) error {
	target, _, err := prepare(path)
	if err != nil {
		return err
	}
	tmp, err := create(target)
	if err != nil {
		return fmt.Errorf("%s: cannot create a file in its folder: %w", path, unwrapPath(err))
	}
	discard(tmp)
	intend(target)
	return nil
}

// CheckTarget is CheckWritable that also refuses an out that is one of
// the inputs (the same file, through a link or another name): writing
// it would replace what is being read.
func CheckTarget(out string, inputs ...string) error {
	if err := RefuseInput(out, inputs...); err != nil {
		return err
	}
	return CheckWritable(out)
}

// RefuseInput returns an error when out is the same file as one of
// inputs, after following links; an out that does not exist yet is no
// input.
func RefuseInput(out string, inputs ...string) error {
	outInfo, err := os.Stat(out)
	if err != nil {
		return nil
	}
	for _, in := range inputs {
		if in == "" {
			continue
		}
		if inInfo, err := os.Stat(in); err == nil && os.SameFile(outInfo, inInfo) {
			what := "the input file"
			if filepath.Clean(out) != filepath.Clean(in) {
				what = "the input " + in + " under another name or through a link"
			}
			return fmt.Errorf("%s is %s: writing it would replace what is being read; choose another name", out, what)
		}
	}
	return nil
}

// prepare returns the file a write to path replaces and the permissions
// the new file gets, or why path will not be replaced.
func prepare(path string) (string, fs.FileMode, error) {
	target, err := writeTarget(path)
	if err != nil {
		return "", 0, err
	}
	info, err := os.Stat(target)
	if err != nil {
		return target, 0o644, nil
	}
	switch {
	case !info.Mode().IsRegular():
		return "", 0, fmt.Errorf("%s: not a regular file: it will not be replaced", path)
	case !writable(target, info):
		return "", 0, fmt.Errorf("%s: a read-only file (%s): it will not be replaced; make it writable (chmod u+w) or choose another name", path, info.Mode().Perm())
	}
	return target, info.Mode().Perm(), nil
}

// writeTarget returns the file a write to path replaces: path itself,
// or the file a symbolic link leads to. A link that leads nowhere is
// refused rather than replaced by a file: the person meant its target,
// or did not know it was a link.
func writeTarget(path string) (string, error) {
	info, err := os.Lstat(path)
	if err != nil || info.Mode()&fs.ModeSymlink == 0 {
		return path, nil
	}
	resolved, err := filepath.EvalSymlinks(path)
	if err != nil {
		dest, _ := os.Readlink(path)
		return "", fmt.Errorf("%s: a symbolic link to %s, which cannot be reached (%v): give the target's own path to create it", path, dest, unwrapPath(err))
	}
	return resolved, nil
}

// unwrapPath drops the temporary file's name from an os error: people
// know the file they saved, not ours.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// syncDir makes the rename itself durable. Not every system can sync a
// folder; the file's own data is already safe by then.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
