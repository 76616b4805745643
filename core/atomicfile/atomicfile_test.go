package atomicfile

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// leftovers lists the files in dir other than want: temporaries a write
// should have removed.
func leftovers(t *testing.T, dir string, want ...string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var extra []string
	for _, e := range entries {
		keep := false
		for _, w := range want {
			keep = keep || e.Name() == w
		}
		if !keep {
			extra = append(extra, e.Name())
		}
	}
	return extra
}

// failAfter writes n bytes of what it is given, then fails as a full
// disk does.
type failAfter struct {
	w io.Writer
	n int
}

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k, _ := f.w.Write(p[:f.n])
		f.n = 0
		return k, syscall.ENOSPC
	}
	f.n -= len(p)
	return f.w.Write(p)
}

func TestWriteKeepsTheOldFileWhenWritingFails(t *testing.T) {
	old := bytes.Repeat([]byte("old puzzle line\n"), 1000)
	cases := []struct {
		name string
		fill func(w io.Writer) error
	}{
		{"disk full mid-way", func(w io.Writer) error {
			_, err := (&failAfter{w: w, n: 5000}).Write(bytes.Repeat([]byte("new"), 10000))
			return err
		}},
		{"disk full at once", func(w io.Writer) error {
			_, err := (&failAfter{w: w}).Write([]byte("new"))
			return err
		}},
		{"encoder fails after writing", func(w io.Writer) error {
			w.Write([]byte("<svg>half a picture"))
			return errors.New("the drawing failed")
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "p.svg")
			if err := os.WriteFile(path, old, 0o640); err != nil {
				t.Fatal(err)
			}
			err := Write(path, c.fill)
			if err == nil || !strings.Contains(err.Error(), "the old file, if any, is unchanged") {
				t.Fatalf("Write = %v, want a failure that says the old file is kept", err)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
				t.Errorf("the old file changed: %d bytes, want the %d old ones", len(got), len(old))
			}
			if info, _ := os.Stat(path); info.Mode().Perm() != 0o640 {
				t.Errorf("mode %v, want 0640 kept", info.Mode().Perm())
			}
			if extra := leftovers(t, dir, "p.svg"); len(extra) > 0 {
				t.Errorf("left behind: %v", extra)
			}
		})
	}
}

// TestWriteOnAFullDisk fills a real, tiny file system: the old file
// stays whole. It needs the right to mount a tmpfs (root on Linux).
func TestWriteOnAFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a tmpfs needs root")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", dir).Run() })
	path := filepath.Join(dir, "p.png")
	old := bytes.Repeat([]byte{0x89, 'P', 'N', 'G'}, 4096) // 16 KiB
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteBytes(path, bytes.Repeat([]byte("x"), 200<<10))
	if !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("Write = %v, want no space left", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Errorf("the old file changed: %d bytes, want the %d old ones", len(got), len(old))
	}
	if extra := leftovers(t, dir, "p.png"); len(extra) > 0 {
		t.Errorf("left behind: %v", extra)
	}
}

func TestWriteReplacesAndFollowsLinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.txt")
	link := filepath.Join(dir, "link.txt")
	os.WriteFile(real, []byte("old"), 0o600)
	if err := os.Symlink("real.txt", link); err != nil {
		t.Skip(err)
	}
	if err := WriteBytes(link, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(real); string(got) != "new" {
		t.Errorf("the link's target holds %q, want new", got)
	}
	if info, _ := os.Lstat(link); info.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if info, _ := os.Stat(real); info.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", info.Mode().Perm())
	}
	if w := Written(); w.Last != real {
		t.Errorf("last written %q, want %q", w.Last, real)
	}
}

func TestReadOnlyTargetIsRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	os.WriteFile(path, []byte("keep me"), 0o444)
	for name, try := range map[string]func() error{
		"Write":         func() error { return WriteBytes(path, []byte("new")) },
		"CheckWritable": func() error { return CheckWritable(path) },
	} {
		err := try()
		if err == nil || !strings.Contains(err.Error(), "read-only") {
			t.Errorf("%s = %v, want a read-only refusal", name, err)
		}
	}
	if got, _ := os.ReadFile(path); string(got) != "keep me" {
		t.Errorf("the read-only file changed to %q", got)
	}
}

func TestRefuseInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	other := filepath.Join(dir, "other.txt")
	os.WriteFile(in, []byte("puzzles"), 0o644)
	os.WriteFile(other, []byte("puzzles"), 0o644)
	link := filepath.Join(dir, "link.txt")
	hard := filepath.Join(dir, "hard.txt")
	os.Symlink(in, link)
	os.Link(in, hard)
	cases := []struct {
		out, why string
	}{
		{in, "is the input"},
		{filepath.Join(dir, ".", "in.txt"), "is the input"},
		{link, "another name or through a link"},
		{hard, "another name or through a link"},
		{other, ""},
		{filepath.Join(dir, "new.txt"), ""},
	}
	for _, c := range cases {
		err := CheckTarget(c.out, "", in)
		switch {
		case c.why == "" && err != nil:
			t.Errorf("%s: %v, want it accepted", c.out, err)
		case c.why != "" && (err == nil || !strings.Contains(err.Error(), c.why)):
			t.Errorf("%s: %v, want a refusal saying %q", c.out, err, c.why)
		}
	}
}

// deadPID returns the id of a process that has ended.
func deadPID(t *testing.T) int {
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip(err)
	}
	return cmd.Process.Pid
}

func TestSweepRemovesOnlyStaleTemporariesOfOurs(t *testing.T) {
	dir := t.TempDir()
	dead := deadPID(t)
	if processAlive(dead) {
		t.Skip("the ended process's id is in use again")
	}
	old := runStart.Add(-time.Hour)
	files := []struct {
		name    string
		old     bool
		removed bool
	}{
		{".p.svg" + ourMark + itoa(dead) + "-123.tmp", true, true},       // killed run
		{".p.svg" + ourMark + itoa(dead) + "-123.tmp.keep", true, false}, // not our name
		{".p.svg" + ourMark + "1-77.tmp", true, false},                   // process 1 lives
		{".p.svg" + ourMark + itoa(os.Getpid()) + "-9.tmp", true, false}, // this run's own
		{".q.npz" + ourMark + itoa(dead) + "-55.tmp", false, false},      // newer than the run
		{".p.svg.tmp-12345", true, false},                                // not ours to judge
		{"p.svg", true, false},
	}
	for _, f := range files {
		path := filepath.Join(dir, f.name)
		os.WriteFile(path, []byte("x"), 0o644)
		if f.old {
			os.Chtimes(path, old, old)
		}
	}
	if got := sweepStale(dir); got != 1 {
		t.Errorf("removed %d, want 1", got)
	}
	for _, f := range files {
		_, err := os.Stat(filepath.Join(dir, f.name))
		if gone := os.IsNotExist(err); gone != f.removed {
			t.Errorf("%s: removed %v, want %v", f.name, gone, f.removed)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// resetRun forgets what earlier tests wrote and checked.
func resetRun() {
	run.mu.Lock()
	defer run.mu.Unlock()
	run.abandoned, run.written, run.first, run.last = false, 0, "", ""
	clear(run.done)
	clear(run.intended)
}

func TestAbandonRemovesTheTemporaryAndStopsTheRename(t *testing.T) {
	resetRun()
	defer Resume()
	dir := t.TempDir()
	path := filepath.Join(dir, "out.npz")
	os.WriteFile(path, []byte("old"), 0o644)
	var report Report
	err := Write(path, func(w io.Writer) error {
		w.Write([]byte("half"))
		report = Abandon() // the signal arrives mid-write
		_, err := w.Write([]byte("the rest"))
		return err
	})
	if !errors.Is(err, ErrInterrupted) {
		t.Errorf("Write = %v, want ErrInterrupted", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("the old file became %q", got)
	}
	if extra := leftovers(t, dir, "out.npz"); len(extra) > 0 {
		t.Errorf("left behind: %v", extra)
	}
	if len(report.Unwritten) != 1 || report.Unwritten[0] != path {
		t.Errorf("report %+v, want %s unwritten", report, path)
	}
	if !strings.Contains(report.String(), path+" was not written") {
		t.Errorf("report %q", report)
	}
	if _, err := Scratch("spool"); !errors.Is(err, ErrInterrupted) {
		t.Errorf("Scratch after Abandon = %v, want ErrInterrupted", err)
	}
}

func TestReportString(t *testing.T) {
	cases := []struct {
		r    Report
		want string
	}{
		{Report{}, "no file was written"},
		{Report{Written: 1, First: "a.svg", Last: "a.svg"}, "a.svg was written"},
		{Report{Written: 7, First: "a-001.svg", Last: "a-007.svg", Unwritten: []string{"a-008.svg"}},
			"7 files were written, a-001.svg to a-007.svg; a-008.svg was not written (the old file, if any, is unchanged)"},
	}
	for _, c := range cases {
		if got := c.r.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.r, got, c.want)
		}
	}
}

// A target checked before the work is named as not written when the
// run is interrupted before it was begun, and not once it is written.
func TestAbandonNamesTheCheckedTargets(t *testing.T) {
	resetRun()
	defer Resume()
	dir := t.TempDir()
	done, pending := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	for _, p := range []string{done, pending} {
		if err := CheckWritable(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteBytes(done, []byte("x")); err != nil {
		t.Fatal(err)
	}
	r := Abandon()
	if len(r.Unwritten) != 1 || r.Unwritten[0] != pending || r.Last != done {
		t.Errorf("report %+v: want %s written, %s not", r, done, pending)
	}
}
