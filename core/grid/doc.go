// Package grid holds the sudoku board model: cells, digits, the region
// layout (standard 3×3 boxes or a jigsaw map) and the 27 houses derived
// from it. Every algorithm in the engine works on houses as data, so a
// jigsaw puzzle is never a special case.
package grid
