//go:build amd64 && !purego

#include "textflag.h"

// func lockedAVX2(b *fboard, todo uint64) (removed uint64)
//
// fboard.lockedCandidatesGo (lockedGone and what follows it) for four
// digits a vector: the lanes of Y0 and Y1 hold words 0 and 1 of digits
// 0, 2, 1, 3 (then 4, 6, 5, 7, then 8 in every lane), the order in which
// two VPUNPCK split the boards as they lie in memory and put them back.
// A group runs only when one of its digits is in todo, and only those
// digits lose candidates. removed has bit d set when digit d lost one.
//
// Every multiply of the Go code spreads bits that cannot collide, so it
// becomes shifts and ORs (×7, ×triadSpan) or a shift and a subtraction
// (×0x1FF).
//
// Registers: DI the board, R8 todo, R9 removed, R10 the group's offset;
// Y0, Y1 the words of the group's digits, Y2–Y4 the triads of rows 0–2
// of each band, Y5 their union, Y6–Y8 what each row loses; Y9–Y15
// scratch.

DATA bandLanes<>+0(SB)/8, $0x7fc00001ff
GLOBL bandLanes<>(SB), RODATA|NOPTR, $8
DATA lane0<>+0(SB)/8, $0x1ff
GLOBL lane0<>(SB), RODATA|NOPTR, $8
DATA lane1<>+0(SB)/8, $0x7fc00
GLOBL lane1<>(SB), RODATA|NOPTR, $8
DATA triadBase<>+0(SB)/8, $0x1240012449
GLOBL triadBase<>(SB), RODATA|NOPTR, $8
DATA bandLSB<>+0(SB)/8, $0x40000401
GLOBL bandLSB<>(SB), RODATA|NOPTR, $8
// The bit of todo that each lane's digit has, in the group's order.
DATA laneDigits<>+0(SB)/8, $1
DATA laneDigits<>+8(SB)/8, $4
DATA laneDigits<>+16(SB)/8, $2
DATA laneDigits<>+24(SB)/8, $8
GLOBL laneDigits<>(SB), RODATA|NOPTR, $32

// SPREAD(x, s, t1, t2): x |= x<<s | x<<2s, the multiply by 1+2^s+2^2s.
#define SPREAD(x, s, t1, t2) \
	VPSLLQ $s, x, t1 \
	VPSLLQ $(2*s), x, t2 \
	VPOR t1, x, x \
	VPOR t2, x, x

// TIMES511(x, t): x *= 0x1FF, for x with bits at lane bases only.
#define TIMES511(x, t) \
	VPSLLQ $9, x, t \
	VPSUBQ x, t, x

// COUNT2(v, s, m, any, two, t1, t2): any and two say, at the bits of m,
// whether v, v>>s and v>>2s hold one bit there, or two or more
// (perTriad with s = 1, perLane with s = 3).
#define COUNT2(v, s, m, any, two, t1, t2) \
	VPSRLQ $s, v, t1 \
	VPSRLQ $(2*s), v, t2 \
	VPOR t1, v, any \
	VPAND t1, v, two \
	VPAND t2, any, t1 \
	VPOR t1, two, two \
	VPOR t2, any, any \
	VPBROADCASTQ m, t1 \
	VPAND t1, any, any \
	VPAND t1, two, two

// ANYTRIAD(r, t): r becomes its triads that hold a bit (at bit 0).
#define ANYTRIAD(r, t) \
	VPSRLQ $1, r, t \
	VPOR t, r, t \
	VPSRLQ $2, r, r \
	VPOR t, r, r \
	VPBROADCASTQ triadBase<>(SB), t \
	VPAND t, r, r

// ROWRULES(t, u, v, self, next, last): rowRules for the row whose triads
// are t (u and v the other rows'): its claims go to next and last, its
// pointing to self.
#define ROWRULES(t, u, v, self, next, last) \
	COUNT2(t, 3, bandLSB<>(SB), Y9, Y10, Y11, Y12) \
	VPANDN Y9, Y10, Y9 \
	SPREAD(Y9, 3, Y11, Y12) \
	VPAND t, Y9, Y9 \
	SPREAD(Y9, 1, Y11, Y12) \
	VPOR Y9, next, next \
	VPOR Y9, last, last \
	VPOR u, v, Y9 \
	VPANDN t, Y9, Y9 \
	COUNT2(Y9, 3, bandLSB<>(SB), Y10, Y11, Y12, Y13) \
	TIMES511(Y10, Y12) \
	TIMES511(Y11, Y12) \
	SPREAD(Y9, 1, Y12, Y13) \
	VPANDN Y9, Y11, Y9 \
	VPANDN Y10, Y9, Y10 \
	VPOR Y10, self, self

// BANDS(v): Y10, Y11, Y12 get bands 0, 1 and 2 of the folded v (lanes
// 0, 3 and 1), each at bits 0–8; Y15 holds 0x1FF.
#define BANDS(v) \
	VPAND Y15, v, Y10 \
	VPSRLQ $30, v, Y11 \
	VPAND Y15, Y11, Y11 \
	VPSRLQ $10, v, Y12 \
	VPAND Y15, Y12, Y12

TEXT ·lockedAVX2(SB), NOSPLIT, $0-24
	MOVQ b+0(FP), DI
	MOVQ todo+8(FP), R8
	XORQ R9, R9
	XORQ R10, R10

group:
	MOVQ R10, CX
	SHRQ $4, CX // 4 × the group's number: its first digit
	MOVQ R8, BX
	SHRQ CX, BX
	TESTQ $15, BX
	JZ next
	CMPQ R10, $128
	JEQ digit8
	VMOVDQU 0(DI)(R10*1), Y9
	VMOVDQU 32(DI)(R10*1), Y10
	VPUNPCKLQDQ Y10, Y9, Y0
	VPUNPCKHQDQ Y10, Y9, Y1
	JMP loaded
digit8:
	VPBROADCASTQ 128(DI), Y0
	VPBROADCASTQ 136(DI), Y1
loaded:

	// The rows of each band, folded onto the band lanes.
	VPBROADCASTQ bandLanes<>(SB), Y14
	VPBROADCASTQ lane0<>(SB), Y15
	VPAND Y14, Y0, Y2
	VPAND Y15, Y1, Y9
	VPSLLQ $10, Y9, Y9
	VPOR Y9, Y2, Y2
	VPSRLQ $10, Y0, Y3
	VPAND Y14, Y3, Y3
	VPBROADCASTQ lane1<>(SB), Y13
	VPAND Y13, Y1, Y9
	VPOR Y9, Y3, Y3
	VPSRLQ $20, Y0, Y4
	VPAND Y14, Y4, Y4
	VPSRLQ $10, Y1, Y9
	VPAND Y13, Y9, Y9
	VPOR Y9, Y4, Y4
	VPOR Y3, Y2, Y5
	VPOR Y4, Y5, Y5

	// Pointing along columns: c, the cells of boxes whose candidates
	// lie in one column, clears that column in the other two bands.
	COUNT2(Y5, 1, triadBase<>(SB), Y9, Y10, Y11, Y12)
	VPANDN Y9, Y10, Y9
	SPREAD(Y9, 1, Y11, Y12)
	VPAND Y5, Y9, Y9
	BANDS(Y9) // c0, c1, c2
	VPOR Y11, Y12, Y6
	VPOR Y10, Y11, Y13
	VPSLLQ $10, Y13, Y13
	VPOR Y13, Y6, Y6
	VPOR Y10, Y12, Y13
	VPSLLQ $30, Y13, Y13
	VPOR Y13, Y6, Y6

	// Claiming from columns: the columns whose candidates lie in one
	// band (only) clear the rest of their box.
	BANDS(Y5) // o0, o1, o2
	VPOR Y11, Y12, Y13
	VPANDN Y10, Y13, Y13
	VPOR Y10, Y11, Y14
	VPANDN Y12, Y14, Y14
	VPSLLQ $10, Y14, Y14
	VPOR Y14, Y13, Y13
	VPOR Y10, Y12, Y14
	VPANDN Y11, Y14, Y14
	VPSLLQ $30, Y14, Y14
	VPOR Y14, Y13, Y13 // only
	COUNT2(Y13, 1, triadBase<>(SB), Y9, Y10, Y11, Y12)
	SPREAD(Y9, 1, Y11, Y12)
	SPREAD(Y10, 1, Y11, Y12)
	VPANDN Y13, Y10, Y10
	VPANDN Y9, Y10, Y9
	VPOR Y9, Y6, Y6
	VMOVDQU Y6, Y7
	VMOVDQU Y6, Y8

	// Pointing and claiming within each band, row by row.
	ANYTRIAD(Y2, Y9)
	ANYTRIAD(Y3, Y9)
	ANYTRIAD(Y4, Y9)
	ROWRULES(Y2, Y3, Y4, Y6, Y7, Y8)
	ROWRULES(Y3, Y4, Y2, Y7, Y8, Y6)
	ROWRULES(Y4, Y2, Y3, Y8, Y6, Y7)

	// Unfold into the board's words: g0 in Y9, g1 in Y10.
	VPBROADCASTQ bandLanes<>(SB), Y14
	VPBROADCASTQ lane1<>(SB), Y13
	VPAND Y14, Y6, Y9
	VPAND Y14, Y7, Y10
	VPSLLQ $10, Y10, Y10
	VPOR Y10, Y9, Y9
	VPAND Y14, Y8, Y10
	VPSLLQ $20, Y10, Y10
	VPOR Y10, Y9, Y9
	VPSRLQ $10, Y6, Y10
	VPAND Y15, Y10, Y10
	VPAND Y13, Y7, Y11
	VPOR Y11, Y10, Y10
	VPAND Y13, Y8, Y11
	VPSLLQ $10, Y11, Y11
	VPOR Y11, Y10, Y10

	// Only open candidates of the digits in todo go.
	VPBROADCASTQ 144(DI), Y11
	VPAND Y11, Y9, Y9
	VPAND Y0, Y9, Y9
	VPBROADCASTQ 152(DI), Y11
	VPAND Y11, Y10, Y10
	VPAND Y1, Y10, Y10
	VMOVQ BX, X11
	VPBROADCASTQ X11, Y11
	VMOVDQU laneDigits<>(SB), Y12
	VPAND Y12, Y11, Y11
	VPCMPEQQ Y12, Y11, Y11
	VPAND Y11, Y9, Y9
	VPAND Y11, Y10, Y10
	VPANDN Y0, Y9, Y0
	VPANDN Y1, Y10, Y1

	// The lanes that lost something, as digits.
	VPOR Y9, Y10, Y11
	VPXOR Y12, Y12, Y12
	VPCMPEQQ Y12, Y11, Y11
	VMOVMSKPD Y11, AX
	NOTL AX
	CMPQ R10, $128
	JEQ store8
	VPUNPCKLQDQ Y1, Y0, Y9
	VPUNPCKHQDQ Y1, Y0, Y10
	VMOVDQU Y9, 0(DI)(R10*1)
	VMOVDQU Y10, 32(DI)(R10*1)
	MOVL AX, BX // lanes 1 and 2 hold digits 2 and 1: swap the bits
	ANDL $9, AX
	MOVL BX, DX
	SHRL $1, DX
	ANDL $2, DX
	ORL DX, AX
	SHLL $1, BX
	ANDL $4, BX
	ORL BX, AX
	JMP merge
store8:
	VMOVQ X0, 128(DI)
	VMOVQ X1, 136(DI)
	ANDL $1, AX
merge:
	SHLQ CX, AX
	ORQ AX, R9

next:
	ADDQ $64, R10
	CMPQ R10, $192
	JLT group
	VZEROUPPER
	MOVQ R9, removed+16(FP)
	RET
