package fileio

// ExportKind is what an export writes.
type ExportKind int8

// The kinds of export.
const (
	ExportSolutions ExportKind = iota // the solved grids (Export Solved Grids…)
	ExportPuzzles                     // the puzzles with the person's edits (Save Puzzles As…)
	ExportImage                       // a PNG or SVG of the board (Export Board Image…)
	ExportProgress                    // the puzzles with the person's entries and notes (Save Progress…)
	ExportPDF                         // a booklet to print (Print to PDF…)
)

// Title is the export dialog's title.
func (k ExportKind) Title() string {
	switch k {
	case ExportPuzzles:
		return "Save Puzzles As"
	case ExportImage:
		return "Export Board Image"
	case ExportProgress:
		return "Save Progress"
	}
	return "Export Solved Grids"
}

// Formats lists the extensions the kind can be written as, the default first.
func (k ExportKind) Formats() []string {
	switch k {
	case ExportImage:
		return []string{".png", ".svg"}
	case ExportPuzzles:
		return []string{".txt", ".npz", ".npy"}
	case ExportProgress:
		return []string{".npz"}
	}
	return []string{".npy", ".npz", ".txt"}
}

// FormatLabel names an extension in the Format list.
func FormatLabel(ext string) string {
	switch ext {
	case ".npy":
		return "numpy array (.npy)"
	case ".npz":
		return "numpy archive (.npz)"
	case ".txt":
		return "text, one puzzle a line (.txt)"
	case ".svg":
		return "SVG drawing, with the step's text (.svg)"
	}
	return "PNG image (.png)"
}

// ExportNote says what an export writes.
func ExportNote(k ExportKind) string {
	switch k {
	case ExportPuzzles:
		return "Writes every puzzle of the set as it is now, your edits included."
	case ExportImage:
		return "Writes the board as it is shown now, step highlights and your colour marks included; an SVG also holds the step's text under the board."
	case ExportProgress:
		return "Writes every puzzle with your entries, pencil notes and colours (numpy arrays puzzles, entries, notes, colour_1a … colour_5b); opening the file brings them all back."
	}
	return "Writes each puzzle's solution; a puzzle with no single solution gets an all −1 grid (.npy) or the format's “no solution” mark."
}

// Key names the kind of file an export writes, for the folder last used
// for it (prefs.folderFor).
func (k ExportKind) Key() string {
	switch k {
	case ExportPuzzles:
		return "puzzles"
	case ExportImage:
		return "image"
	case ExportProgress:
		return "progress"
	case ExportPDF:
		return "pdf"
	}
	return "solutions"
}

// ConfirmText is the export dialog's button: it says what it does.
func (k ExportKind) ConfirmText() string {
	if k == ExportPuzzles || k == ExportProgress {
		return "Save"
	}
	return "Export"
}
