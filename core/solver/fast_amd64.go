//go:build amd64 && !purego

package solver

import "golang.org/x/sys/cpu"

// hasAVX2 says whether the fast path may run its AVX2 passes: VEX
// encodings, and TZCNT and BLSR (BMI1) for walking the bits of a word.
var hasAVX2 = cpu.X86.HasAVX2 && cpu.X86.HasBMI1

// fullBoard is every cell of a board, for the assembly passes.
var fullBoard = board81{lanesFull, word1Full}

// nakedSinglesAVX2 is fboard.nakedSinglesGo with the nine boards held in
// vector registers (fast_amd64.s, written by asm_gen.go). It returns
// the digits whose board changed, and false on a cell without
// candidates.
//
//go:noescape
func nakedSinglesAVX2(b *fboard, peers *[numPos]board81, full *board81) (changed uint64, ok bool)

// nakedSingles places every open cell that has one candidate left, until
// none has; it reports false when a cell has no candidate left.
func (b *fboard) nakedSingles() bool {
	if !hasAVX2 {
		return b.nakedSinglesGo()
	}
	changed, ok := nakedSinglesAVX2(b, &standardMasks.peers, &fullBoard)
	b.dirtyHidden |= uint16(changed)
	b.dirtyLocked |= uint16(changed)
	return ok
}
