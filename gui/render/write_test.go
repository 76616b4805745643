package render

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// tinyDisk mounts a file system of size bytes for the test, or skips
// the test where mounting is not allowed (it needs root).
func tinyDisk(t *testing.T, size string) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("mounting a tmpfs needs root")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size="+size, "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", dir).Run() })
	return dir
}

// On a full disk the old picture stays, byte for byte, and no
// temporary file is left: for an SVG, a PNG, and each picture of -all.
func TestRenderKeepsTheOldPictureOnAFullDisk(t *testing.T) {
	top95 := shareddata.Path(t, "classic/top95.txt")
	for _, c := range []struct {
		name string
		args []string
		old  []string // the pictures there before
	}{
		{"svg", []string{"-size", "4000", "-step", "20"}, []string{"p.svg"}},
		{"png", []string{"-size", "4000"}, []string{"p.png"}},
		{"all", []string{"-all", "-size", "3000"}, []string{"p-001.png", "p-002.png"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := tinyDisk(t, "48k")
			olds := map[string][]byte{}
			for i, name := range c.old {
				data := bytes.Repeat([]byte{byte('a' + i)}, 10<<10)
				if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
					t.Fatal(err)
				}
				olds[name] = data
			}
			out := filepath.Join(dir, c.old[0])
			if c.name == "all" {
				out = filepath.Join(dir, "p.png")
			}
			var stdout, stderr bytes.Buffer
			args := append(append([]string{}, c.args...), "-i", "3", top95, "-o", out)
			if code := Run(args, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "no space left") {
				t.Fatalf("exit %d, stderr %q: want 2 and the disk full", code, stderr.String())
			}
			for name, want := range olds {
				if got, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(got, want) {
					t.Errorf("%s: %d bytes now, want the %d old ones", name, len(got), len(want))
				}
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != len(olds) {
				var names []string
				for _, e := range entries {
					names = append(names, e.Name())
				}
				t.Errorf("the folder holds %v, want only the old pictures", names)
			}
		})
	}
}

// render refuses to draw over its own input, through a link too.
func TestRenderRefusesItsInputAsOut(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "one.svg") // a text puzzle file, oddly named
	line := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	os.WriteFile(in, []byte(line), 0o644)
	link := filepath.Join(dir, "link.svg")
	os.Symlink(in, link)
	for _, out := range []string{in, link} {
		var stdout, stderr bytes.Buffer
		if code := Run([]string{in, "-o", out}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "is the input") {
			t.Errorf("-o %s: exit %d, stderr %q", out, code, stderr.String())
		}
		if got, _ := os.ReadFile(in); string(got) != line {
			t.Errorf("-o %s: the input became %q", out, got)
		}
	}
}

// -h prints the usage and exits 0, as every command's -h does (help
// render runs it).
func TestRenderHelpExitsZero(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"-h"}, &stdout, &stderr); code != 0 || !strings.Contains(stderr.String(), "usage: sudoku-studio render") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}
