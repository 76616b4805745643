package puzzlefile

import (
	"fmt"
	"math"
	"runtime"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// builder collects a set's entries. It shares one *grid.Layout between
// all puzzles with the same region map (a Layout is a few kilobytes and
// the solvers cache per layout pointer), and remembers refused maps.
// Its methods are safe for concurrent use.
type builder struct {
	set     *Set
	mu      sync.Mutex // guards layouts, tables and the set's region bookkeeping
	layouts map[[grid.NumCells]int8]layoutResult
	tables  map[*grid.Layout]*regionTable
}

type layoutResult struct {
	layout  *grid.Layout // nil for the standard boxes
	regions *regionTable // the layout's region of every cell, for hasClash
	err     error
	raw     *[grid.NumCells]int64 // a refused map's ids, shared by its puzzles
}

// regionTable holds the 0-based region of every cell.
type regionTable [grid.NumCells]uint8

func tableOf(l *grid.Layout) *regionTable {
	t := new(regionTable)
	for c := range t {
		t[c] = uint8(l.Region(grid.Cell(c)))
	}
	return t
}

var (
	boxTable           = tableOf(grid.Standard())
	rowOf, columnOf    = cellTables()
	standardLayoutInfo = layoutResult{regions: boxTable}
)

func cellTables() (rows, cols regionTable) {
	for c := range rows {
		rows[c], cols[c] = uint8(c/9), uint8(c%9)
	}
	return rows, cols
}

func newBuilder(capacity int) *builder {
	return &builder{set: &Set{Entries: make([]Entry, 0, capacity)}}
}

// layout returns the layout for 81 region ids (0–8 or 1–9): nil for the
// standard boxes, the shared layout for a map seen before, or the
// reason the map is refused. fatal is set when the set holds more
// distinct maps than MaxLayouts.
func (b *builder) layout(ids *[grid.NumCells]int) (res layoutResult, fatal error) {
	var key [grid.NumCells]int8
	zero := false
	for c, id := range ids {
		if id < math.MinInt8 || id > math.MaxInt8 {
			_, err := grid.NewLayout(ids[:]) // refused: ids run 0–9 at most
			return layoutResult{err: err, raw: rawIDs(ids)}, nil
		}
		key[c] = int8(id)
		zero = zero || id == 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.set.zeroBasedRegions = b.set.zeroBasedRegions || zero
	if res, ok := b.layouts[key]; ok {
		return res, nil
	}
	if len(b.layouts) >= MaxLayouts {
		return res, fmt.Errorf("the set has more than %d different region maps, over the limit", MaxLayouts)
	}
	l, err := grid.NewLayout(ids[:])
	if err != nil {
		err = blameStray(ids, err)
	}
	switch {
	case err != nil:
		res = layoutResult{err: err, raw: rawIDs(ids)}
	case l.IsStandard():
		res = standardLayoutInfo
	default:
		res = layoutResult{layout: l, regions: tableOf(l)}
	}
	if b.layouts == nil {
		b.layouts = make(map[[grid.NumCells]int8]layoutResult)
		b.tables = make(map[*grid.Layout]*regionTable)
	}
	if res.layout != nil {
		b.tables[res.layout] = res.regions
	}
	b.layouts[key] = res
	return res, nil
}

// blameStray names the stray id in a map that mixes 0 and 9: ids 0–8
// and 1–9 cannot both be meant, so the rarer of the two is the fault. A
// 1–9 map with one 0 would otherwise be taken as 0-based and blamed on
// its first 9, a cell that is right. err is the layout's own refusal,
// kept when the map does not mix the two.
func blameStray(ids *[grid.NumCells]int, err error) error {
	first := [2]int{-1, -1} // the first cell holding 0, and 9
	var count [2]int
	for c, id := range ids {
		for k, v := range [2]int{0, 9} {
			if id == v {
				count[k]++
				if first[k] < 0 {
					first[k] = c
				}
			}
		}
	}
	switch {
	case count[0] == 0 || count[1] == 0 || count[0] == count[1]:
		return err
	case count[0] < count[1]:
		return fmt.Errorf("region map: id 0 at %v is out of range 1–9 (the map's other ids run 1–9)", grid.Cell(first[0]))
	}
	return fmt.Errorf("region map: id 9 at %v is out of range 0–8 (the map's other ids run 0–8)", grid.Cell(first[1]))
}

// keepRawRegions remembers a refused region map so that writing the set
// back keeps it as it was.
func (b *builder) keepRawRegions(index int, raw *[grid.NumCells]int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.set.rawRegions == nil {
		b.set.rawRegions = make(map[int]*[grid.NumCells]int64)
	}
	b.set.rawRegions[index] = raw
}

func rawIDs(ids *[grid.NumCells]int) *[grid.NumCells]int64 {
	raw := new([grid.NumCells]int64)
	for c, id := range ids {
		raw[c] = int64(id)
	}
	return raw
}

// valuesEntry makes the entry for a puzzle of 81 decoded values on a
// layout (or the reason its region map was refused). The error order
// is the order a person would fix things in: values, then regions,
// then clashes.
func valuesEntry(v *[grid.NumCells]int, l layoutResult) Entry {
	var e Entry
	e.Puzzle.Layout = l.layout
	e.Puzzle.Givens, e.Err = grid.FromValues(v[:])
	if e.Err != nil {
		for c, x := range v { // keep what can be shown
			if x >= 0 && x <= 9 {
				e.Puzzle.Givens[c] = int8(x)
			}
		}
	}
	return finish(e, l)
}

// packedEntry makes the entry for a puzzle stored as 81 bytes of int8
// or uint8: the fast path for the common files.
func packedEntry(cells []byte, signed bool, l layoutResult) Entry {
	var e Entry
	e.Puzzle.Layout = l.layout
	var bad byte
	for c, x := range cells[:grid.NumCells] {
		e.Puzzle.Givens[c] = int8(x)
		if x > 9 {
			bad = 1
		}
	}
	if bad != 0 {
		var v [grid.NumCells]int
		for c, x := range cells[:grid.NumCells] {
			if signed {
				v[c] = int(int8(x))
			} else {
				v[c] = int(x)
			}
		}
		return valuesEntry(&v, l)
	}
	return finish(e, l)
}

func finish(e Entry, l layoutResult) Entry {
	if e.Err == nil {
		e.Err = l.err
	}
	if e.Err == nil && hasClash(&e.Puzzle.Givens, l.regions) {
		e.Err = e.Puzzle.Validate()
	}
	return e
}

// hasClash is a quick check for a digit twice in a house, one pass over
// the cells with a bitmask a house; the slow path (grid.Puzzle.Validate)
// then says which. regions nil means the 3×3 boxes. Every value of g
// must be in 0–9.
func hasClash(g *grid.Grid, regions *regionTable) bool {
	if regions == nil {
		regions = boxTable
	}
	var rows, cols, regs [16]uint16 // 16 so that &15 proves every index in range
	for c, d := range g {
		if d == 0 {
			continue
		}
		bit := uint16(1) << uint8(d)
		r, col, reg := rowOf[c]&15, columnOf[c]&15, regions[c]&15
		if (rows[r]|cols[col]|regs[reg])&bit != 0 {
			return true
		}
		rows[r] |= bit
		cols[col] |= bit
		regs[reg] |= bit
	}
	return false
}

// checkClashes looks for a digit twice in a house in every entry that
// is still valid, on every core, naming the entry's line in the error.
func (b *builder) checkClashes(lines []int32) {
	entries := b.set.Entries
	inParallel(len(entries), func(lo, hi int) error {
		for i := lo; i < hi; i++ {
			e := &entries[i]
			if e.Err != nil {
				continue
			}
			var table *regionTable // nil: the boxes
			if e.Puzzle.Layout != nil {
				table = b.tables[e.Puzzle.Layout]
			}
			if hasClash(&e.Puzzle.Givens, table) {
				e.Err = lineError(int(lines[i]), e.Puzzle.Validate())
			}
		}
		return nil
	})
}

// minChunk is the fewest puzzles worth a goroutine of their own.
const minChunk = 20_000

// inParallel runs work over [0, n) in contiguous chunks, one a core,
// and returns the error of the earliest chunk that failed, so that
// "the first bad grid" means the same as in a sequential pass.
func inParallel(n int, work func(lo, hi int) error) error {
	workers := min(runtime.GOMAXPROCS(0), n/minChunk)
	if workers <= 1 {
		return work(0, n)
	}
	errs := make([]error, workers)
	chunk := (n + workers - 1) / workers
	var wg sync.WaitGroup
	for w := range workers {
		lo, hi := w*chunk, min(n, (w+1)*chunk)
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = work(lo, hi)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
