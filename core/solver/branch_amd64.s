//go:build amd64 && !purego

#include "textflag.h"

// func branchAVX2(b, child *fboard, peers *[numPos]board81, d, p int)
//
// fboard.branchGo: child becomes b with digit d placed at position p,
// and b loses d at p. Each board is read once, and whether it held the
// cell is found by VPTEST, with no branch a digit.
//
// Registers: DI the board, SI the child, R13 the peers, AX d×16, CX p,
// X9 the cell, DX the digits whose board changed, R14 d's bit.
TEXT ·branchAVX2(SB), NOSPLIT, $0-40
	MOVQ b+0(FP), DI
	MOVQ child+8(FP), SI
	MOVQ peers+16(FP), R13
	MOVQ d+24(FP), AX
	MOVQ p+32(FP), CX
	ANDQ $127, CX

	// The cell as a 128-bit mask: its bit in the word p>>6.
	MOVL $1, R9
	SHLXQ CX, R9, R9
	XORL R10, R10
	XORL R11, R11
	BTQ $6, CX
	CMOVQCC R9, R10
	CMOVQCS R9, R11
	VMOVQ R10, X9
	VPINSRQ $1, R11, X9, X9

	MOVL $1, R14
	SHLXL AX, R14, R14
	MOVL R14, DX

// TAKE(off, e): the child's board e is b's without the cell; bit e of
// DX says whether b's held it.
#define TAKE(off, e) \
	VMOVDQU off(DI), X0 \
	XORL R12, R12 \
	VPTEST X9, X0 \
	SETNE R12B \
	SHLL $e, R12 \
	ORL R12, DX \
	VPANDN X0, X9, X0 \
	VMOVDQU X0, off(SI)

	TAKE(0, 0)
	TAKE(16, 1)
	TAKE(32, 2)
	TAKE(48, 3)
	TAKE(64, 4)
	TAKE(80, 5)
	TAKE(96, 6)
	TAKE(112, 7)
	TAKE(128, 8)
#undef TAKE
	VMOVDQU 144(DI), X0 // the open cells
	VPANDN X0, X9, X0
	VMOVDQU X0, 144(SI)

	// d's board in the child keeps the cell and loses its peers; b's
	// loses the cell.
	SHLQ $4, AX
	SHLQ $4, CX
	VMOVDQU (SI)(AX*1), X0
	VPOR X9, X0, X0
	VMOVDQU (R13)(CX*1), X1
	VPANDN X0, X1, X0
	VMOVDQU X0, (SI)(AX*1)
	VMOVDQU (DI)(AX*1), X0
	VPANDN X0, X9, X0
	VMOVDQU X0, (DI)(AX*1)

	// The marks of changed digits: the child's are b's and DX, b's gain d.
	MOVWLZX 160(DI), R8
	MOVWLZX 162(DI), R9
	MOVL R8, R10
	MOVL R9, R11
	ORL DX, R10
	ORL DX, R11
	MOVW R10, 160(SI)
	MOVW R11, 162(SI)
	ORL R14, R8
	ORL R14, R9
	MOVW R8, 160(DI)
	MOVW R9, 162(DI)
	RET
