//go:build amd64 && !purego

#include "textflag.h"

// func chooseGuessAVX2(b *fboard, peers *[numPos]board81) (pos, digit int)
//
// fboard.chooseGuessGo for the pair cells (pos −1 when there are none):
// the candidates counted to three in X0–X2, then each pair cell's score
// in a byte of the frame, digit by digit, with POPCNT.
TEXT ·chooseGuessAVX2(SB), NOSPLIT, $128-32
	MOVQ b+0(FP), DI
	MOVQ peers+8(FP), R8

	// X0, X1, X2: cells with at least one, two, three candidates.
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

	VPXOR Y0, Y0, Y0
	VMOVDQU Y0, 0(SP)
	VMOVDQU Y0, 32(SP)
	VMOVDQU Y0, 64(SP)
	VMOVDQU Y0, 96(SP)

	// score[c] += pop(x&peers[c]) + 3·pop(x&peers[c]&pairs) for each
	// pair cell c that has digit d, x being d's board.
	XORQ R11, R11 // 16·d
digit:
	MOVQ 0(DI)(R11*1), R12
	MOVQ 8(DI)(R11*1), R13
	MOVQ R12, SI
	ANDQ R9, SI
	JZ word1
word0:
	TZCNTQ SI, CX
	MOVQ CX, DX
	SHLQ $4, DX
	MOVQ 0(R8)(DX*1), AX
	MOVQ 8(R8)(DX*1), BX
	ANDQ R12, AX
	ANDQ R13, BX
	POPCNTQ AX, DX
	ANDQ R9, AX
	POPCNTQ AX, AX
	LEAQ (AX)(AX*2), AX
	ADDQ AX, DX
	POPCNTQ BX, AX
	ADDQ AX, DX
	ANDQ R10, BX
	POPCNTQ BX, BX
	LEAQ (BX)(BX*2), BX
	ADDQ BX, DX
	ADDB DX, 0(SP)(CX*1)
	BLSRQ SI, SI
	JNZ word0
word1:
	MOVQ R13, SI
	ANDQ R10, SI
	JZ nextdigit
word1loop:
	TZCNTQ SI, CX
	MOVQ CX, DX
	SHLQ $4, DX
	MOVQ 1024(R8)(DX*1), AX
	MOVQ 1032(R8)(DX*1), BX
	ANDQ R12, AX
	ANDQ R13, BX
	POPCNTQ AX, DX
	ANDQ R9, AX
	POPCNTQ AX, AX
	LEAQ (AX)(AX*2), AX
	ADDQ AX, DX
	POPCNTQ BX, AX
	ADDQ AX, DX
	ANDQ R10, BX
	POPCNTQ BX, BX
	LEAQ (BX)(BX*2), BX
	ADDQ BX, DX
	ADDB DX, 64(SP)(CX*1)
	BLSRQ SI, SI
	JNZ word1loop
nextdigit:
	ADDQ $16, R11
	CMPQ R11, $144
	JLT digit

	// The first pair cell, in position order, with the highest score.
	MOVQ $-1, AX // best
	MOVQ $-1, BX // its score
	MOVQ R9, SI
	TESTQ SI, SI
	JZ best1
best0:
	TZCNTQ SI, CX
	MOVBQZX 0(SP)(CX*1), DX
	CMPQ DX, BX
	JLE next0
	MOVQ DX, BX
	MOVQ CX, AX
next0:
	BLSRQ SI, SI
	JNZ best0
best1:
	MOVQ R10, SI
	TESTQ SI, SI
	JZ lowest
best1loop:
	TZCNTQ SI, CX
	MOVBQZX 64(SP)(CX*1), DX
	CMPQ DX, BX
	JLE next1
	MOVQ DX, BX
	LEAQ 64(CX), AX
next1:
	BLSRQ SI, SI
	JNZ best1loop

lowest:
	// Its lowest candidate.
	MOVQ AX, CX
	SHRQ $6, CX
	LEAQ 0(DI)(CX*8), SI // the cell's word of digit 0
	MOVQ AX, CX
	ANDQ $63, CX
	XORQ DX, DX
lowloop:
	MOVQ 0(SI), BX
	BTQ CX, BX
	JCS done
	ADDQ $16, SI
	INCQ DX
	CMPQ DX, $9
	JLT lowloop
	MOVQ $-1, DX
done:
	MOVQ AX, pos+16(FP)
	MOVQ DX, digit+24(FP)
	VZEROUPPER
	RET
nopairs:
	MOVQ $-1, pos+16(FP)
	MOVQ $-1, digit+24(FP)
	VZEROUPPER
	RET
