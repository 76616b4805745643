package gui

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
)

func TestExportBoardSVG(t *testing.T) {
	s := newTestStudio(t)
	s.goTo(5)
	step := s.st.current()
	if step == nil || step.Text == "" {
		t.Fatal("the sample path has no fifth step with a text")
	}
	out := filepath.Join(t.TempDir(), "board.svg")
	s.exportTo(exportImage, storage.NewFileURI(out))
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
	if got := exportImage.formats(); len(got) != 2 || got[0] != ".png" || got[1] != ".svg" {
		t.Errorf("board image formats %v, want .png then .svg", got)
	}
	if got := withExt("board.svg", ".png"); got != "board.png" {
		t.Errorf("withExt(board.svg, .png) = %q", got)
	}
	if c := stepCaption(nil); c != nil {
		t.Errorf("no step has the caption %q", c)
	}
}
