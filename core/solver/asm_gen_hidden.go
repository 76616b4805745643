//go:build ignore

package main

import (
	"fmt"
	"strings"
)

// The constants of the lane arithmetic (masks.go, fast.go), each in all
// four quadwords of a vector.
var hiddenConsts = []struct {
	name  string
	value uint64
}{
	{"laneLSB", laneLSB},
	{"laneGuard", laneLSB << 9},
	{"laneMax", laneLSB * 0x1FF},
	{"threeLanes", 1<<30 - 1},
	{"word1Guard", laneLSB << 9 & (1<<30 - 1)},
	{"cell9", 0x1FF},
	{"bandLanes", 0x1FF | 0x1FF<<30},
	{"triadBase", (1 | 1<<3 | 1<<6) * (1 | 1<<10 | 1<<30)},
}

const laneLSB = 1 | 1<<10 | 1<<20 | 1<<30 | 1<<40 | 1<<50

// hidden returns hidden_amd64.s: fboard.hiddenSinglesGo with four digits
// in the quadwords of Y0 (first words) and Y1 (second words), the
// digits in the order 0, 2, 1, 3 of their group (the order in which
// VPUNPCKLQDQ leaves them), three groups, the last holding digit 8 alone.
func hidden() string {
	var s strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&s, format+"\n", args...) }
	header(p)
	for _, c := range hiddenConsts {
		for i := 0; i < 4; i++ {
			p("DATA %s<>+%d(SB)/8, $%#x", c.name, 8*i, c.value)
		}
		p("GLOBL %s<>(SB), RODATA|NOPTR, $32", c.name)
	}
	// Bit of each quadword's digit within its group of four.
	for i, v := range []int{1, 4, 2, 8} {
		p("DATA laneDigit<>+%d(SB)/8, $%d", 8*i, v)
	}
	p("GLOBL laneDigit<>(SB), RODATA|NOPTR, $32")
	p("")
	p("// func hiddenSinglesAVX2(b *fboard, peers *[numPos]board81) (changed uint64, found, ok bool)")
	p("//")
	p("// Y10, Y11: the hidden singles seen so far (first, second words),")
	p("// Y12, Y13: those seen twice, Y14: houses left empty. The frame holds")
	p("// each digit's hidden singles, in board order (bytes 0–143).")
	p("TEXT ·hiddenSinglesAVX2(SB), NOSPLIT, $352-26")
	p("\tMOVQ b+0(FP), DI")
	p("\tMOVQ peers+8(FP), R8")
	hiddenBody(p, "")
	p("\tMOVQ DX, changed+16(FP)")
	p("\tMOVB $1, found+24(FP)")
	p("\tMOVB $1, ok+25(FP)")
	p("\tVZEROUPPER")
	p("\tRET")
	p("none:")
	p("\tMOVQ $0, changed+16(FP)")
	p("\tMOVB $0, found+24(FP)")
	p("\tMOVB $1, ok+25(FP)")
	p("\tVZEROUPPER")
	p("\tRET")
	p("fail:")
	p("\tMOVQ $0, changed+16(FP)")
	p("\tMOVB $0, found+24(FP)")
	p("\tMOVB $0, ok+25(FP)")
	p("\tVZEROUPPER")
	p("\tRET")
	propagate(p)
	return s.String()
}

// propagate writes propagateAVX2, fboard.singlesGo in assembly:
// the naked- and hidden-single passes in one function, which marks the
// digits that changed in the board itself, so that a node of the search
// makes one call instead of a call a pass and its Go bookkeeping.
func propagate(p func(string, ...any)) {
	p("")
	p("// func propagateAVX2(b *fboard, peers *[numPos]board81, full *board81) (ok bool)")
	p("//")
	p("// nakedSinglesAVX2 then, while digits are marked, hiddenSinglesAVX2,")
	p("// again from the start each time hidden singles were placed; the")
	p("// frame serves each pass in turn.")
	p("TEXT ·propagateAVX2(SB), NOSPLIT, $352-25")
	p("\tMOVQ b+0(FP), DI")
	p("\tMOVQ peers+8(FP), R8")
	p("\tMOVQ full+16(FP), R9")
	p("start:")
	naked(p, "n")
	p("ndone:")
	storeBoards(p)
	p("\tMOVWLZX 160(DI), AX")
	p("\tORL DX, AX")
	p("\tMOVW AX, 160(DI)")
	p("\tORW DX, 162(DI)")
	p("\tTESTL AX, AX")
	p("\tJZ ok")
	hiddenBody(p, "h")
	p("\tMOVW DX, 160(DI)")
	p("\tORW DX, 162(DI)")
	p("\tJMP start")
	p("hnone:")
	p("\tMOVW $0, 160(DI)")
	p("ok:")
	p("\tMOVB $1, ok+24(FP)")
	p("\tVZEROUPPER")
	p("\tRET")
	p("nfail:")
	p("hfail:")
	p("\tMOVB $0, ok+24(FP)")
	p("\tVZEROUPPER")
	p("\tRET")
}

// hiddenBody writes the hidden-single pass on the board at DI (peers at
// R8), its labels prefixed by pre. It ends with the singles placed and
// the digits that changed in DX, or leaves by pre+"none" (no hidden
// single) or pre+"fail" (a contradiction).
func hiddenBody(p func(string, ...any), pre string) {
	// The operations, written as dst = x op y. A constant (name<>(SB))
	// may stand only as x.
	op := func(ins, dst, x, y string) { p("\t%s %s, %s, %s", ins, x, y, dst) }
	and := func(dst, x, y string) { op("VPAND", dst, x, y) }
	or := func(dst, x, y string) { op("VPOR", dst, x, y) }
	andNot := func(dst, x, y string) { p("\tVPANDN %s, %s, %s", x, y, dst) } // x &^ y
	add := func(dst, x, y string) { p("\tVPADDQ %s, %s, %s", y, x, dst) }
	sub := func(dst, x, y string) { p("\tVPSUBQ %s, %s, %s", y, x, dst) }
	shr := func(dst, x string, n int) { p("\tVPSRLQ $%d, %s, %s", n, x, dst) }
	shl := func(dst, x string, n int) { p("\tVPSLLQ $%d, %s, %s", n, x, dst) }
	k := func(name string) string { return name + "<>(SB)" }

	p("\tMOVWQZX 160(DI), R11 // dirtyHidden")
	clearMasks(p, 10, 0)
	p("\tVPXOR Y11, Y11, Y11")
	p("\tVPXOR Y12, Y12, Y12")
	p("\tVPXOR Y13, Y13, Y13")
	p("\tVPXOR Y14, Y14, Y14")
	for g := 0; g < 3; g++ {
		p("\t// Digits %d to %d.", 4*g, min(4*g+3, 8))
		p("\tTESTQ $%#x, R11", 0xF<<(4*g)&0x1FF)
		p("\tJZ %sskip%d", pre, g)
		if g < 2 {
			p("\tVMOVDQU %d(DI), Y3", 64*g)
			p("\tVMOVDQU %d(DI), Y6", 64*g+32)
		} else {
			p("\tVMOVDQU 128(DI), X3")
			p("\tVPXOR Y6, Y6, Y6")
		}
		p("\tVPUNPCKLQDQ Y6, Y3, Y0")
		p("\tVPUNPCKHQDQ Y6, Y3, Y1")

		p("\t// Rows: lanes holding exactly one candidate (laneSingles).")
		add("Y2", "Y0", k("laneMax"))
		and("Y2", k("laneGuard"), "Y2") // nonzero lanes, first word
		or("Y3", k("laneGuard"), "Y0")
		sub("Y3", "Y3", k("laneLSB"))
		and("Y3", "Y0", "Y3")
		add("Y3", "Y3", k("laneMax"))
		and("Y3", k("laneGuard"), "Y3") // lanes with two or more
		andNot("Y3", "Y2", "Y3")        // lanes with one
		andNot("Y2", k("laneGuard"), "Y2")
		shr("Y4", "Y3", 9)
		sub("Y4", "Y3", "Y4")
		and("Y4", "Y0", "Y4") // H0: the first word's singles so far
		add("Y3", "Y1", k("laneMax"))
		and("Y3", k("laneGuard"), "Y3")
		or("Y5", k("laneGuard"), "Y1")
		sub("Y5", "Y5", k("laneLSB"))
		and("Y5", "Y1", "Y5")
		add("Y5", "Y5", k("laneMax"))
		and("Y5", k("laneGuard"), "Y5")
		andNot("Y5", "Y3", "Y5")
		andNot("Y3", k("word1Guard"), "Y3")
		or("Y2", "Y2", "Y3") // Y2: empty houses
		shr("Y3", "Y5", 9)
		sub("Y3", "Y5", "Y3")
		and("Y5", "Y1", "Y3") // H1

		p("\t// Columns: the nine row lanes folded onto one, counted to two.")
		and("Y3", k("threeLanes"), "Y0") // p
		shr("Y6", "Y0", 30)              // q
		or("Y7", "Y3", "Y6")
		or("Y7", "Y7", "Y1") // o
		and("Y8", "Y3", "Y6")
		or("Y3", "Y3", "Y6")
		and("Y3", "Y3", "Y1")
		or("Y8", "Y8", "Y3") // t
		shr("Y3", "Y8", 10)
		shr("Y6", "Y8", 20)
		or("Y8", "Y8", "Y3")
		or("Y8", "Y8", "Y6")
		shr("Y3", "Y7", 10)
		shr("Y6", "Y7", 20)
		and("Y9", "Y7", "Y3")
		or("Y8", "Y8", "Y9")
		or("Y9", "Y7", "Y3")
		and("Y9", "Y9", "Y6")
		or("Y8", "Y8", "Y9") // t folded
		or("Y7", "Y7", "Y3")
		or("Y7", "Y7", "Y6") // o folded
		andNot("Y3", k("cell9"), "Y7")
		or("Y2", "Y2", "Y3")
		andNot("Y7", "Y7", "Y8")
		and("Y7", k("cell9"), "Y7") // columns with one candidate
		shl("Y3", "Y7", 10)
		or("Y7", "Y7", "Y3")
		shl("Y3", "Y7", 20)
		shl("Y6", "Y7", 40)
		or("Y7", "Y7", "Y3")
		or("Y7", "Y7", "Y6") // ... in every lane
		and("Y3", "Y0", "Y7")
		or("Y4", "Y4", "Y3")
		and("Y3", "Y1", "Y7")
		or("Y5", "Y5", "Y3")

		p("\t// Boxes: each band folded onto one lane, a triad per box (boxSingles).")
		and("Y3", k("bandLanes"), "Y0")
		and("Y6", k("cell9"), "Y1")
		shl("Y6", "Y6", 10)
		or("Y3", "Y3", "Y6") // p
		shr("Y6", "Y0", 10)
		and("Y6", k("bandLanes"), "Y6")
		shr("Y7", "Y1", 10)
		and("Y7", k("cell9"), "Y7")
		shl("Y7", "Y7", 10)
		or("Y6", "Y6", "Y7") // q
		shr("Y7", "Y0", 20)
		and("Y7", k("bandLanes"), "Y7")
		shr("Y8", "Y1", 20)
		and("Y8", k("cell9"), "Y8")
		shl("Y8", "Y8", 10)
		or("Y7", "Y7", "Y8") // r
		or("Y8", "Y3", "Y6")
		or("Y8", "Y8", "Y7") // o
		and("Y9", "Y3", "Y6")
		or("Y3", "Y3", "Y6")
		and("Y3", "Y3", "Y7")
		or("Y9", "Y9", "Y3") // t
		shr("Y3", "Y8", 1)
		shr("Y6", "Y8", 2)
		or("Y7", "Y8", "Y3") // o | o>>1
		and("Y8", "Y8", "Y3")
		and("Y3", "Y7", "Y6")
		or("Y7", "Y7", "Y6")
		and("Y7", k("triadBase"), "Y7") // triads with a candidate
		shr("Y6", "Y9", 1)
		or("Y3", "Y3", "Y6")
		shr("Y6", "Y9", 2)
		or("Y3", "Y3", "Y6")
		or("Y3", "Y3", "Y9")
		or("Y3", "Y3", "Y8")
		and("Y3", k("triadBase"), "Y3") // triads with two or more
		andNot("Y6", k("triadBase"), "Y7")
		or("Y2", "Y2", "Y6")
		andNot("Y7", "Y7", "Y3") // triads with one
		shl("Y3", "Y7", 1)
		shl("Y6", "Y7", 2)
		or("Y7", "Y7", "Y3")
		or("Y7", "Y7", "Y6")
		and("Y3", k("bandLanes"), "Y7")
		shl("Y6", "Y3", 10)
		shl("Y8", "Y3", 20)
		or("Y3", "Y3", "Y6")
		or("Y3", "Y3", "Y8")
		and("Y3", "Y0", "Y3")
		or("Y4", "Y4", "Y3")
		shr("Y3", "Y7", 10)
		and("Y3", k("cell9"), "Y3")
		shl("Y6", "Y3", 10)
		shl("Y8", "Y3", 20)
		or("Y3", "Y3", "Y6")
		or("Y3", "Y3", "Y8")
		and("Y3", "Y1", "Y3")
		or("Y5", "Y5", "Y3")

		p("\t// Only the digits that changed count, and only open cells.")
		p("\tMOVQ R11, AX")
		if g > 0 {
			p("\tSHRQ $%d, AX", 4*g)
		}
		p("\tVMOVQ AX, X6")
		p("\tVPBROADCASTQ X6, Y6")
		and("Y6", k("laneDigit"), "Y6")
		p("\tVPCMPEQQ %s, Y6, Y6", k("laneDigit"))
		and("Y2", "Y2", "Y6")
		or("Y14", "Y14", "Y2")
		p("\tVPBROADCASTQ 144(DI), Y3")
		and("Y4", "Y4", "Y3")
		p("\tVPBROADCASTQ 152(DI), Y3")
		and("Y5", "Y5", "Y3")
		and("Y4", "Y4", "Y6")
		and("Y5", "Y5", "Y6")
		and("Y3", "Y10", "Y4")
		or("Y12", "Y12", "Y3")
		or("Y10", "Y10", "Y4")
		and("Y3", "Y11", "Y5")
		or("Y13", "Y13", "Y3")
		or("Y11", "Y11", "Y5")
		p("\tVPUNPCKLQDQ Y5, Y4, Y3")
		if g < 2 {
			p("\tVPUNPCKHQDQ Y5, Y4, Y6")
			p("\tVMOVDQU Y3, %d(SP)", 64*g)
			p("\tVMOVDQU Y6, %d(SP)", 64*g+32)
		} else {
			p("\tVMOVDQU X3, 128(SP)")
		}
		p("%sskip%d:", pre, g)
	}
	p("\tVPTEST Y14, Y14")
	p("\tJNZ %sfail", pre)
	p("\t// Seen and seen twice, over the four quadwords.")
	for _, r := range [][2]string{{"10", "12"}, {"11", "13"}} {
		a, t := r[0], r[1]
		p("\tVEXTRACTI128 $1, Y%s, X3", a)
		p("\tVEXTRACTI128 $1, Y%s, X6", t)
		p("\tVPAND X3, X%s, X7", a)
		p("\tVPOR X6, X%s, X%s", t, t)
		p("\tVPOR X7, X%s, X%s", t, t)
		p("\tVPOR X3, X%s, X%s", a, a)
		p("\tVPSHUFD $0x4e, X%s, X3", a)
		p("\tVPSHUFD $0x4e, X%s, X6", t)
		p("\tVPAND X3, X%s, X7", a)
		p("\tVPOR X6, X%s, X%s", t, t)
		p("\tVPOR X7, X%s, X%s", t, t)
		p("\tVPOR X3, X%s, X%s", a, a)
	}
	p("\tVPOR X12, X13, X3")
	p("\tVPTEST X3, X3")
	p("\tJNZ %sfail // a cell is the only place of two digits", pre)
	p("\tVPUNPCKLQDQ X11, X10, X9 // every hidden single, as a board")
	p("\tVPTEST X9, X9")
	p("\tJZ %snone", pre)
	p("\t// Place them: each cell keeps its digit, its peers lose it. A")
	p("\t// single's digit in binary: bit k is in the union of the singles")
	p("\t// of the digits with bit k set (frame 288–351); each single ORs its")
	p("\t// peers into its digit's mask (frame 144–287).")
	clearMasks(p, 13, 144)
	for k, ds := range [][]int{{1, 3, 5, 7}, {2, 3, 6, 7}, {4, 5, 6, 7}} {
		p("\tVMOVDQU %d(SP), X13", 16*ds[0])
		for _, d := range ds[1:] {
			p("\tVPOR %d(SP), X13, X13", 16*d)
		}
		p("\tVMOVDQU X13, %d(SP)", 288+16*k)
	}
	p("\tVMOVDQU 128(SP), X13")
	p("\tVMOVDQU X13, 336(SP)")
	placeCells(p, pre+"hcells", "X9", 288, 144)
	p("\tXORQ DX, DX")
	for e := 0; e < 9; e++ {
		p("\tVMOVDQU %d(DI), X0", 16*e)
		p("\tVMOVDQU %d(SP), X1", 16*e)
		p("\tVPANDN X9, X1, X3") // others' singles
		p("\tVPOR %d(SP), X3, X3", 144+16*e)
		p("\tXORL R12, R12")
		p("\tVPTEST X3, X0")
		p("\tSETNE R12B")
		if e > 0 {
			p("\tSHLL $%d, R12", e)
		}
		p("\tORQ R12, DX")
		p("\tVPANDN X0, X3, X0")
		p("\tVMOVDQU X0, %d(DI)", 16*e)
	}
	p("\tVMOVDQU 144(DI), X0")
	p("\tVPANDN X0, X9, X0")
	p("\tVMOVDQU X0, 144(DI)")
}
