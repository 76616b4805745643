package puzzlefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteFile replaces path with what fill writes, or leaves it as it
// was: see writeAtomic.
func WriteFile(path string, fill func(io.Writer) error) error { return writeAtomic(path, fill) }

// writeAtomic replaces path with what fill writes, or leaves it as it
// was. The data goes to a temporary file in the same folder (a rename
// is atomic only within one file system), is synced to disk, and is
// renamed over the target; on any failure the temporary file is
// removed. A symbolic link is followed, so the file it points to is
// replaced and the link kept. An existing file keeps its permissions.
func writeAtomic(path string, fill func(io.Writer) error) (err error) {
	target, err := writeTarget(path)
	if err != nil {
		return err
	}
	mode := fs.FileMode(0o644)
	if info, err := os.Stat(target); err == nil {
		if !info.Mode().IsRegular() {
			return fmt.Errorf("%s: not a regular file: it will not be replaced", path)
		}
		mode = info.Mode().Perm()
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	if len(base) > 200 { // leave room for the suffix within NAME_MAX
		base = base[:200]
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("%s: cannot create a file in its folder: %w", path, unwrapPath(err))
	}
	committed := false
	defer func() {
		if !committed {
			tmp.Close()
			os.Remove(tmp.Name())
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
	if err := os.Rename(tmp.Name(), target); err != nil {
		return fail("replacing the file failed", err)
	}
	committed = true
	syncDir(dir)
	return nil
}

// CheckWritable reports whether path can be written as Write writes
// it (a temporary file in its folder, then renamed), by creating and
// removing such a file: a command checks it before its work, so that
// no work is lost to a folder that cannot be written.
func CheckWritable(path string) error {
	target, err := writeTarget(path)
	if err != nil {
		return err
	}
	if info, err := os.Stat(target); err == nil && !info.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file: it will not be replaced", path)
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base[:min(len(base), 200)]+".tmp-*")
	if err != nil {
		return fmt.Errorf("%s: cannot create a file in its folder: %w", path, unwrapPath(err))
	}
	tmp.Close()
	os.Remove(tmp.Name())
	return nil
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
