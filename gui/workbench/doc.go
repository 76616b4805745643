// Package workbench holds the solver's tool strips beside the board: the
// filter strip (the places of a digit, cells by their number of
// candidates) and the colour strip (the person's colour pairs), rows of
// compact keys (widgets.NewChip). It knows nothing of the window: each
// strip reports taps through its callbacks and shows the state the
// window gives it.
package workbench
