//go:build amd64 && !purego

#include "textflag.h"

// func chooseGuessAVX2(b *fboard, peers *[numPos]board81) (pos, digit int)
//
// fboard.chooseGuessGo for the pair cells (pos −1 when there are none).
// The candidates are counted to three in X0–X2; then each pair cell, in
// position order, finds its two digits, scores them with POPCNT and
// replaces the best so far only when it scores more, by CMOV: one branch
// a cell, none a digit. A cell's digits are one bit of each of the nine
// boards: the word of digits 0–3 and of 4–7 sit in the lanes of Y7 and
// Y9 (word 0) or Y8 and Y10 (word 1), so one shift puts the cell's bit at
// the top of four lanes and VMOVMSKPD reads four digits at once.
//
// Registers: DI the board, R8 the peers, R9 and R10 the pair cells,
// SI the pair cells left in the word, CX the cell, R15 its offset in
// peers, AX its digits, DX its score, R11 the best score, R13 the best
// cell with its lowest digit in bits 8 and up; R12, BX, R14 scratch;
// X11 the shift that brings the cell's bit to the top of a lane.
TEXT ·chooseGuessAVX2(SB), NOSPLIT, $0-32
	MOVQ b+0(FP), DI
	MOVQ peers+8(FP), R8

	VMOVDQU 0(DI), X0
	VPXOR X1, X1, X1
	VPXOR X2, X2, X2
#define COUNT(off) \
	VMOVDQU off(DI), X3 \
	VPAND X1, X3, X4 \
	VPOR X4, X2, X2 \
	VPAND X0, X3, X4 \
	VPOR X4, X1, X1 \
	VPOR X3, X0, X0
	COUNT(16)
	COUNT(32)
	COUNT(48)
	COUNT(64)
	COUNT(80)
	COUNT(96)
	COUNT(112)
	COUNT(128)
#undef COUNT
	VPANDN X1, X2, X1 // exactly two
	VPAND 144(DI), X1, X1 // open pair cells
	VMOVQ X1, R9
	VPEXTRQ $1, X1, R10
	MOVQ R9, AX
	ORQ R10, AX
	JZ nopairs

	// The boards' words by digit: Y7 = word 0 of digits 0–3, Y8 = word 1
	// of digits 0–3, Y9 and Y10 the same for digits 4–7 (digit 8 is read
	// from memory).
#define WORDS(off, w0, w1) \
	VMOVDQU off(DI), Y5 \
	VMOVDQU off+32(DI), Y6 \
	VPUNPCKLQDQ Y6, Y5, w0 \
	VPUNPCKHQDQ Y6, Y5, w1 \
	VPERMQ $0xD8, w0, w0 \
	VPERMQ $0xD8, w1, w1
	WORDS(0, Y7, Y8)
	WORDS(64, Y9, Y10)
#undef WORDS
	MOVQ $-1, R11
	XORQ R13, R13

// DIGITS(lo, hi, flip, w) leaves in AX the digits of cell CX, whose bit
// is in word w of each board: cell XOR flip is the shift that moves it
// to bit 63 of the lanes of lo and hi (digits 0–3 and 4–7).
#define DIGITS(lo, hi, flip, w) \
	MOVL CX, R12 \
	XORL $flip, R12 \
	VMOVQ R12, X11 \
	VPSLLQ X11, lo, Y12 \
	VMOVMSKPD Y12, AX \
	VPSLLQ X11, hi, Y12 \
	VMOVMSKPD Y12, R12 \
	SHLL $4, R12 \
	ORL R12, AX \
	SHRXQ CX, 128+8*w(DI), R12 \
	ANDL $1, R12 \
	SHLL $8, R12 \
	ORL R12, AX

// TERMS adds to DX the terms of the digit in R12: its candidates among
// the cell's peers, and three times those in pair cells.
#define TERMS \
	SHLQ $4, R12 \
	MOVQ 8(DI)(R12*1), BX \
	MOVQ 0(DI)(R12*1), R12 \
	ANDQ 0(R8)(R15*1), R12 \
	ANDQ 8(R8)(R15*1), BX \
	POPCNTQ R12, R14 \
	ADDQ R14, DX \
	POPCNTQ BX, R14 \
	ADDQ R14, DX \
	ANDQ R9, R12 \
	POPCNTQ R12, R12 \
	LEAQ (R12)(R12*2), R12 \
	ADDQ R12, DX \
	ANDQ R10, BX \
	POPCNTQ BX, BX \
	LEAQ (BX)(BX*2), BX \
	ADDQ BX, DX

// SCORE scores cell CX, whose digits are in AX, and keeps it if best.
#define SCORE \
	MOVQ CX, R15 \
	SHLQ $4, R15 \
	XORL DX, DX \
	TZCNTQ AX, R12 \
	TERMS \
	BLSRQ AX, R12 \
	TZCNTQ R12, R12 \
	TERMS \
	TZCNTQ AX, AX \
	SHLQ $8, AX \
	ORQ CX, AX \
	CMPQ DX, R11 \
	CMOVQGT DX, R11 \
	CMOVQGT AX, R13

	MOVQ R9, SI
	TESTQ SI, SI
	JZ word1
word0:
	TZCNTQ SI, CX
	DIGITS(Y7, Y9, 63, 0)
	SCORE
	BLSRQ SI, SI
	JNZ word0
word1:
	MOVQ R10, SI
	TESTQ SI, SI
	JZ done
word1loop:
	TZCNTQ SI, CX
	ADDQ $64, CX
	DIGITS(Y8, Y10, 127, 1)
	SCORE
	BLSRQ SI, SI
	JNZ word1loop
done:
	VZEROUPPER
	MOVQ R13, AX
	ANDQ $0xFF, AX
	SHRQ $8, R13
	MOVQ AX, pos+16(FP)
	MOVQ R13, digit+24(FP)
	RET
nopairs:
	VZEROUPPER
	MOVQ $-1, pos+16(FP)
	MOVQ $-1, digit+24(FP)
	RET
