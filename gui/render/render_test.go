package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func TestRenderWritesPictures(t *testing.T) {
	top95 := shareddata.Path(t, "classic/top95.txt")
	dir := t.TempDir()
	svg := filepath.Join(dir, "net.svg")
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"-i", "11", "-step", "8", "-theme", "dark", "-size", "600", top95, "-o", svg}, &stdout, &stderr); code != 0 {
		t.Fatalf("render exited %d: %s", code, stderr.String())
	}
	doc, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	pic := readPicture(t, doc) // every element has a class
	if !bytes.Contains(doc, []byte(`viewBox="0 0 600 600"`)) || len(pic.arrows) == 0 || len(pic.glyphs) < 81 {
		t.Errorf("the SVG has no 600-unit viewBox, or %d arrows and %d digits", len(pic.arrows), len(pic.glyphs))
	}
	pngPath := filepath.Join(dir, "start.png")
	if code := Run([]string{top95, "-o", pngPath, "-size", "300"}, &stdout, &stderr); code != 0 {
		t.Fatalf("render exited %d: %s", code, stderr.String())
	}
	img, err := guitest.ReadPNG(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != 300 {
		t.Errorf("the PNG is %v, want 300 wide", img.Bounds())
	}
}

func TestRenderAllNumbersThePictures(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "one.txt")
	if err := os.WriteFile(file, []byte("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"-all", file, "-o", filepath.Join(dir, "b.svg")}, &stdout, &stderr); code != 0 {
		t.Fatalf("render -all exited %d: %s", code, stderr.String())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "b-*.svg"))
	if len(files) < 20 || !strings.Contains(stdout.String(), "pictures written") {
		t.Errorf("%d pictures, and the summary %q", len(files), stdout.String())
	}
}

func TestRenderUsageErrors(t *testing.T) {
	top95 := shareddata.Path(t, "classic/top95.txt")
	for _, tt := range []struct {
		args []string
		say  string
	}{
		{[]string{top95}, "-o"},
		{[]string{top95, "-o", "x.gif"}, ".svg or .png"},
		{[]string{"-theme", "blue", top95, "-o", "x.svg"}, "light or dark"},
		{[]string{"-i", "500", top95, "-o", "x.svg"}, "no puzzle 500"},
		{[]string{"-step", "9999", top95, "-o", "x.svg"}, "steps"},
		{[]string{"-step", "2", "-all", top95, "-o", "x.svg"}, "give one"},
		{[]string{"-size", "5", top95, "-o", "x.svg"}, "-size"},
		{[]string{"/no/such/file.txt", "-o", "x.svg"}, "file.txt"},
		{[]string{"-o", "x.svg"}, "usage"},
	} {
		var stdout, stderr bytes.Buffer
		if code := Run(tt.args, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), tt.say) {
			t.Errorf("render %v: exit %d, %q; want 2 and %q", tt.args, code, stderr.String(), tt.say)
		}
	}
}
