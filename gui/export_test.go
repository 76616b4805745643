package gui

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
)

func TestExportBoardSVG(t *testing.T) {
	s := newTestStudio(t)
	s.goTo(5)
	step := s.st.Current()
	if step == nil || step.Text == "" {
		t.Fatal("the sample path has no fifth step with a text")
	}
	out := filepath.Join(t.TempDir(), "board.svg")
	s.exportTo(fileio.ExportImage, storage.NewFileURI(out))
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	// The whole document must be well-formed; its text holds the step's.
	var text strings.Builder
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("the exported SVG is not well-formed: %v", err)
		}
		if cd, ok := tok.(xml.CharData); ok {
			text.Write(cd)
			text.WriteByte(' ')
		}
	}
	got := strings.Join(strings.Fields(text.String()), " ")
	for _, w := range strings.Fields(step.Text) {
		if !strings.Contains(got, w) {
			t.Errorf("the SVG's text lacks %q of the step's %q", w, step.Text)
		}
	}
}

func TestExportImageFormats(t *testing.T) {
	if got := fileio.ExportImage.Formats(); len(got) != 2 || got[0] != ".png" || got[1] != ".svg" {
		t.Errorf("board image formats %v, want .png then .svg", got)
	}
	if got := fileio.WithExt("board.svg", ".png"); got != "board.png" {
		t.Errorf("fileio.WithExt(board.svg, .png) = %q", got)
	}
	if c := stepCaption(nil); c != nil {
		t.Errorf("no step has the caption %q", c)
	}
}

// TestExportNPZCompress checks the export dialog's choice: an npz of the
// puzzles is stored by default, as np.savez writes it, and deflated when
// the person asks to compress.
func TestExportNPZCompress(t *testing.T) {
	defer func(o puzzlefile.WriteOptions) { exportOptions = o }(exportOptions)
	for _, compress := range []bool{false, true} {
		s := newTestStudio(t)
		exportOptions.Compress = compress
		out := filepath.Join(t.TempDir(), "puzzles.npz")
		s.writeExport(fileio.ExportPuzzles, out)
		r, err := zip.OpenReader(out)
		if err != nil {
			t.Fatal(err)
		}
		want := zip.Store
		if compress {
			want = zip.Deflate
		}
		if len(r.File) == 0 {
			t.Fatalf("compress %v: the npz holds no array", compress)
		}
		for _, f := range r.File {
			if f.Method != want {
				t.Errorf("compress %v: %s has method %d, want %d", compress, f.Name, f.Method, want)
			}
		}
		r.Close()
	}
}
