package cli

import (
	"path/filepath"
	"strings"
)

// pictureWords says why an OUT named as a picture is refused.
const pictureWords = "a picture's name; -o writes puzzles as .npy, .npz or text (render draws pictures)"

// pictureOut reports whether out is named as a picture, which a command
// writing puzzles would otherwise fill with text under that name.
func pictureOut(out string) bool {
	switch strings.ToLower(filepath.Ext(out)) {
	case ".png", ".svg", ".jpg", ".jpeg", ".gif", ".bmp", ".webp", ".pdf", ".tif", ".tiff":
		return true
	}
	return false
}
