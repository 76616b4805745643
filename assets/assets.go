// Package assets holds the files built into the binary: the sample
// puzzle set the app opens when it is started without a file, and the
// application icon.
package assets

import _ "embed"

// SamplesName is the file name the sample set is read as; its extension
// tells the reader the format.
const SamplesName = "samples.txt"

// Samples is the built-in sample set in the project's text format: a few
// standard and jigsaw puzzles, easiest first within each kind.
//
//go:embed samples.txt
var Samples []byte

// Icon is the application icon, a PNG image.
//
//go:embed icon.png
var Icon []byte
