//go:build amd64 && !purego

package solver

import "golang.org/x/sys/cpu"

//go:generate go run asm_gen.go asm_gen_hidden.go

// hasAVX2 says whether the fast path may run its AVX2 passes: VEX
// encodings, TZCNT and BLSR (BMI1) for walking the bits of a word, SHRX
// (BMI2) for reading one bit, and POPCNT.
var hasAVX2 = cpu.X86.HasAVX2 && cpu.X86.HasBMI1 && cpu.X86.HasBMI2 && cpu.X86.HasPOPCNT

// fullBoard is every cell of a board, for the assembly passes.
var fullBoard = board81{lanesFull, word1Full}

// nakedSinglesAVX2 is fboard.nakedSinglesGo with the nine boards held in
// vector registers (fast_amd64.s, written by asm_gen.go). It returns
// the digits whose board changed, and false on a cell without
// candidates. The search runs the same code inside propagateAVX2; this
// one, the pass alone, is for the tests to compare with the Go pass.
//
//go:noescape
func nakedSinglesAVX2(b *fboard, peers *[numPos]board81, full *board81) (changed uint64, ok bool)

// chooseGuessAVX2 is fboard.chooseGuessGo over the pair cells
// (guess_amd64.s); pos is −1 when the board has none.
//
//go:noescape
func chooseGuessAVX2(b *fboard, peers *[numPos]board81) (pos, digit int)

// chooseGuess returns the cell and digit to guess (see chooseGuessGo).
func (b *fboard) chooseGuess() (pos, digit int) {
	if !hasAVX2 {
		return b.chooseGuessGo()
	}
	if pos, digit = chooseGuessAVX2(b, &standardMasks.peers); pos < 0 {
		return b.fewestCandidates()
	}
	return pos, digit
}

// hiddenSinglesAVX2 is fboard.hiddenSinglesGo with four digits a vector
// (hidden_amd64.s, written by asm_gen.go); it returns the digits whose
// board changed instead of marking them. Like nakedSinglesAVX2, it is the
// pass alone, for the tests; the search runs it inside propagateAVX2.
//
//go:noescape
func hiddenSinglesAVX2(b *fboard, peers *[numPos]board81) (changed uint64, found, ok bool)

// lockedAVX2 is fboard.lockedCandidatesGo four digits a vector
// (locked_amd64.s).
//
//go:noescape
func lockedAVX2(b *fboard, todo uint64) (removed uint64)

// lockedPass applies the line–box rules to the digits in todo and
// returns those that lost a candidate (see lockedCandidatesGo).
func (b *fboard) lockedPass(todo uint16) uint16 {
	if !hasAVX2 {
		return b.lockedCandidatesGo(todo)
	}
	return uint16(lockedAVX2(b, uint64(todo)))
}

// propagateAVX2 is fboard.singlesGo: the naked- and hidden-single
// passes in one function (hidden_amd64.s, written by asm_gen.go), which
// marks the digits that changed in the board. It runs at every node of
// the search, where a call a pass and its Go bookkeeping cost about a
// twentieth of the time.
//
//go:noescape
func propagateAVX2(b *fboard, peers *[numPos]board81, full *board81) (ok bool)

// singles applies naked and hidden singles until neither applies (see
// singlesGo); it reports false on a contradiction.
func (b *fboard) singles() bool {
	if !hasAVX2 {
		return b.singlesGo()
	}
	return propagateAVX2(b, &standardMasks.peers, &fullBoard)
}

// branchAVX2 is fboard.branchGo (branch_amd64.s).
//
//go:noescape
func branchAVX2(b, child *fboard, peers *[numPos]board81, d, p int)

// branch makes child the board b with digit d placed at position p and
// takes d at p from b (see branchGo).
func (b *fboard) branch(child *fboard, d, p int) {
	if !hasAVX2 {
		b.branchGo(child, d, p)
		return
	}
	branchAVX2(b, child, &standardMasks.peers, d, p)
}
