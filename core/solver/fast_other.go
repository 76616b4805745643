//go:build !amd64 || purego

package solver

// nakedSingles places every open cell that has one candidate left, until
// none has; it reports false when a cell has no candidate left.
func (b *fboard) nakedSingles() bool { return b.nakedSinglesGo() }

// chooseGuess returns the cell and digit to guess (see chooseGuessGo).
func (b *fboard) chooseGuess() (pos, digit int) { return b.chooseGuessGo() }

// hiddenSingles places the hidden singles of the digits that changed
// (see hiddenSinglesGo).
func (b *fboard) hiddenSingles() (found, ok bool) { return b.hiddenSinglesGo() }

// lockedPass applies the line–box rules to the digits in todo and
// returns those that lost a candidate (see lockedCandidatesGo).
func (b *fboard) lockedPass(todo uint16) uint16 { return b.lockedCandidatesGo(todo) }

// propagate applies the rules until none applies (see propagateGo).
func (b *fboard) propagate(root bool) bool { return b.propagateGo(root) }

// branch makes child the board b with digit d placed at position p and
// takes d at p from b (see branchGo).
func (b *fboard) branch(child *fboard, d, p int) { b.branchGo(child, d, p) }
