//go:build !amd64 || purego

package solver

// chooseGuess returns the cell and digit to guess (see chooseGuessGo).
func (b *fboard) chooseGuess() (pos, digit int) { return b.chooseGuessGo() }

// lockedPass applies the line–box rules to the digits in todo and
// returns those that lost a candidate (see lockedCandidatesGo).
func (b *fboard) lockedPass(todo uint16) uint16 { return b.lockedCandidatesGo(todo) }

// singles applies naked and hidden singles until neither applies (see
// singlesGo); it reports false on a contradiction.
func (b *fboard) singles() bool { return b.singlesGo() }

// branch makes child the board b with digit d placed at position p and
// takes d at p from b (see branchGo).
func (b *fboard) branch(child *fboard, d, p int) { b.branchGo(child, d, p) }
