package steps

import (
	"math/bits"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Where logic runs out, the path runs the forcing searches at every stuck
// position, and a stuck position differs from the one before it by a few
// candidates (most forcing steps remove one). A branch is a function of
// the base position's candidates it looks at, and of nothing else: so a
// branch whose reads miss every candidate removed since it ran would run
// again exactly as it did, to the same literals at the same depths and
// for the same reasons. branchMemo keeps each premise's branch with what
// it read, and the search takes it over instead of running it again;
// every proof, count and step stays the one the search would make.

// branchReads is what a run read of the base position: every candidate
// of cells, and digit d's candidates in digit[d].
type branchReads struct {
	cells grid.CellSet
	digit [10]grid.CellSet
}

// misses reports whether none of the removed candidates (removed[d]: the
// cells that lost d) is one the run read.
func (r *branchReads) misses(removed *[10]grid.CellSet, any grid.CellSet) bool {
	if !any.And(r.cells).Empty() {
		return false
	}
	for d := 1; d <= 9; d++ {
		if !removed[d].And(r.digit[d]).Empty() {
			return false
		}
	}
	return true
}

// branchResult is one premise's branch as the search keeps it.
type branchResult struct {
	on, off           litSet
	onDepth, offDepth [numLits]uint8
	bad               bool
	badDepth          int
	reads             branchReads
	// links holds the counts of links the choice of the shortest proof
	// made on the branch run afresh (as countLinks runs it, which for the
	// dynamic search is not the resumed run above): countReads is what
	// that run read, and counted whether it is kept.
	counted    bool
	countReads branchReads
	links      []linkMemo
}

// linkMemo is the links of a branch to one conclusion.
type linkMemo struct {
	lit   int16
	on    bool
	links int
}

// branchMemo keeps one kind of search's branches (chains, nets or
// dynamic chains) over the position it last ran on.
type branchMemo struct {
	layout *grid.Layout
	base   [grid.NumCells]Digits
	// valid marks the premises whose result holds for base; resumed, for
	// the dynamic search, those taken up from a net branch.
	valid   litSet
	resumed litSet
	res     [numLits]*branchResult
}

// update moves the memo to s and drops every branch a removed candidate
// may have changed; a position that is not base with candidates removed
// drops them all.
func (m *branchMemo) update(s *State) {
	var removed [10]grid.CellSet
	var any grid.CellSet
	subset := m.layout == s.Layout
	for c := grid.Cell(0); c < grid.NumCells && subset; c++ {
		was, now := m.base[c], s.Candidates[c]
		if now&^was != 0 {
			subset = false
		}
		if gone := uint16(was &^ now); gone != 0 {
			any = any.With(c)
			for ; gone != 0; gone &= gone - 1 {
				d := bits.TrailingZeros16(gone)
				removed[d] = removed[d].With(c)
			}
		}
	}
	m.layout, m.base = s.Layout, s.Candidates
	if !subset {
		m.valid = litSet{}
		return
	}
	if any.Empty() {
		return
	}
	for w := range litWords {
		for x := m.valid[w]; x != 0; x &= x - 1 {
			l := int16(w*64 + bits.TrailingZeros64(x))
			r := m.res[l]
			c, d := grid.Cell(l/9), l%9+1
			if !s.Candidates[c].Has(int8(d)) || !r.reads.misses(&removed, any) {
				m.valid[w] &^= 1 << uint(l&63)
				continue
			}
			if r.counted && !r.countReads.misses(&removed, any) {
				r.counted, r.links = false, r.links[:0]
			}
		}
	}
}

// has returns the kept branch of premise l, if it holds.
func (m *branchMemo) has(l int16, resumed bool) *branchResult {
	if !m.valid.has(l) || m.resumed.has(l) != resumed {
		return nil
	}
	return m.res[l]
}

// keep records branch i of fs, just run with premise l, as the branch of l.
func (m *branchMemo) keep(fs *forcingSearch, i int, l int16, resumed bool) {
	r := m.res[l]
	if r == nil {
		r = new(branchResult)
		m.res[l] = r
	}
	r.on, r.off = fs.on[i], fs.off[i]
	r.onDepth, r.offDepth = fs.onDepth[i], fs.offDepth[i]
	r.bad, r.badDepth = fs.bad[i], fs.badDepth[i]
	r.reads = fs.p.reads
	r.counted, r.links = false, r.links[:0]
	m.valid.add(l)
	if resumed {
		m.resumed.add(l)
	} else {
		m.resumed[l>>6] &^= 1 << uint(l&63)
	}
}

// take sets branch i of fs to the kept branch r.
func (fs *forcingSearch) take(i int, r *branchResult) {
	fs.on[i], fs.off[i] = r.on, r.off
	fs.onDepth[i], fs.offDepth[i] = r.onDepth, r.offDepth
	fs.bad[i], fs.badDepth[i] = r.bad, r.badDepth
}

// countedLinks returns the links of premise l's branch to (lit, on) as a
// count on the branch run afresh found them, if kept.
func (m *branchMemo) countedLinks(l, lit int16, on bool) (int, bool) {
	if m == nil || !m.valid.has(l) {
		return 0, false
	}
	r := m.res[l]
	if !r.counted {
		return 0, false
	}
	for _, x := range r.links {
		if x.lit == lit && x.on == on {
			return x.links, true
		}
	}
	return 0, false
}

// keepLinks records the links of premise l's branch, run afresh with
// reads, to (lit, on).
func (m *branchMemo) keepLinks(l, lit int16, on bool, links int, reads *branchReads) {
	if m == nil || !m.valid.has(l) {
		return
	}
	r := m.res[l]
	if !r.counted {
		r.counted, r.countReads, r.links = true, *reads, r.links[:0]
	}
	r.links = append(r.links, linkMemo{lit, on, links})
}

// branchMemos are the memos of the three searches the default path runs
// (chains, nets, dynamic chains), kept out of forcingPool so that a
// garbage collection does not drop them: a path takes them for each
// search and gives them back, so a path run alone always finds its own.
type branchMemos struct {
	kind [3]branchMemo
}

var memoStore struct {
	sync.Mutex
	free []*branchMemos
}

// maxMemos bounds the memos kept for paths run side by side.
const maxMemos = 4

// branchMemoOff, set by tests, runs every branch afresh: the paths must
// be the same either way.
var branchMemoOff bool

// takeMemo returns a memo for the search (net, dynamic) over s: one whose
// position s lies within, if there is one.
func takeMemo(s *State, net, dynamic bool) (*branchMemos, *branchMemo) {
	k := b2i(net) + b2i(dynamic)
	memoStore.Lock()
	defer memoStore.Unlock()
	pick := len(memoStore.free) - 1
	for i, ms := range memoStore.free {
		if ms.kind[k].within(s) {
			pick = i
			break
		}
	}
	if pick < 0 {
		ms := new(branchMemos)
		return ms, &ms.kind[k]
	}
	ms := memoStore.free[pick]
	memoStore.free = append(memoStore.free[:pick], memoStore.free[pick+1:]...)
	return ms, &ms.kind[k]
}

// giveMemo returns a memo taken by takeMemo.
func giveMemo(ms *branchMemos) {
	memoStore.Lock()
	defer memoStore.Unlock()
	if len(memoStore.free) < maxMemos {
		memoStore.free = append(memoStore.free, ms)
	}
}

// within reports whether s is the memo's position with candidates removed.
func (m *branchMemo) within(s *State) bool {
	if m.layout != s.Layout {
		return false
	}
	for c := range s.Candidates {
		if s.Candidates[c]&^m.base[c] != 0 {
			return false
		}
	}
	return true
}

// dropAbsent drops the branches of premises that are not candidates of s.
func (m *branchMemo) dropAbsent(s *State) {
	for w := range litWords {
		for x := m.valid[w]; x != 0; x &= x - 1 {
			l := int16(w*64 + bits.TrailingZeros64(x))
			if !s.Candidates[l/9].Has(int8(l%9 + 1)) {
				m.valid[w] &^= 1 << uint(l&63)
			}
		}
	}
}

// memoCounts sets, from the memo, the links of every proof of users
// (indexes into prs) that assumes premise l, and reports whether it
// could: otherwise the branch is run and counted.
func (fs *forcingSearch) memoCounts(l int16, users []int, prs []forcingProof) bool {
	if fs.memo == nil {
		return false
	}
	for _, i := range users {
		if _, ok := fs.memo.countedLinks(l, prs[i].lit, prs[i].on); !ok {
			return false
		}
	}
	for _, i := range users {
		n, _ := fs.memo.countedLinks(l, prs[i].lit, prs[i].on)
		prs[i].links += n
	}
	return true
}

// at reports whether the memo's position is s.
func (m *branchMemo) at(s *State) bool {
	return m.layout == s.Layout && m.base == s.Candidates
}
