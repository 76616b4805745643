package steps

import (
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// findXChain finds the shortest chain of one digit that alternates
// conjugate pairs (strong) with cells that see each other (weak), from
// four to sixteen cells, and removes the digit from cells seeing both ends.
func findXChain(s *State) (Step, bool) {
	c, g, ok := findChain(s, xChainMode)
	defer g.release()
	if !ok {
		return Step{}, false
	}
	return chainStep(g, &c, "X-Chain")
}

// findXYChain finds the shortest chain of bivalue cells, each linked to
// the next by a shared digit, that starts and ends on the same digit: one
// end cell holds it, so no cell seeing both ends does.
func findXYChain(s *State) (Step, bool) {
	c, g, ok := findChain(s, xyChainMode)
	defer g.release()
	if !ok {
		return Step{}, false
	}
	return chainStep(g, &c, "XY-Chain")
}

// findAIC finds the shortest Alternating Inference Chain: strong links
// are conjugate pairs (of single cells or of groups within a line–region
// intersection) and bivalue cells, weak links any two nodes of one digit
// that see each other or two digits of one cell. One of the chain's ends
// is true, so a candidate weakly linked to both ends is false: one digit
// in a cell seeing both ends, another digit of the cell when both ends
// are in one cell, or each end's digit in the other end's cell when the
// two ends see each other.
func findAIC(s *State) (Step, bool) {
	c, g, ok := findAICChain(s)
	defer g.release()
	if !ok {
		return Step{}, false
	}
	return chainStep(g, &c, "Alternating Inference Chain")
}

// chainStep turns a found chain into a step. It refuses a chain that
// removes nothing, so that a search bug can never stall the engine.
func chainStep(g *linkGraph, c *chain, technique string) (Step, bool) {
	first, last := int(c.nodes[0]), int(c.nodes[c.n-1])
	st := Step{
		Technique:    technique,
		Kind:         Logic,
		Eliminations: g.targets(first, last),
	}
	if len(st.Eliminations) == 0 {
		return Step{}, false
	}
	for i := 0; i < c.n; i++ {
		n := int(c.nodes[i])
		st.Pattern = append(st.Pattern, g.nodeCandidates(n)...)
		if i == 0 {
			continue
		}
		prev := int(c.nodes[i-1])
		strong := i%2 == 1
		st.Links = append(st.Links, Link{
			From:   Candidate{g.nodeCells(prev).First(), g.nodeDigit(prev)},
			To:     Candidate{g.nodeCells(n).First(), g.nodeDigit(n)},
			Strong: strong,
		})
		if strong {
			st.Houses = appendHouse(st.Houses, g.strongHouse(prev, n))
		}
	}
	if infs := chainInferences(g, c, st.Eliminations); infs != nil {
		st.Inferences, st.Links = infs, inferenceLinks(infs)
	}
	label := technique
	if technique == "Alternating Inference Chain" {
		label = "AIC"
	}
	if technique == "X-Chain" {
		st.Text = fmt.Sprintf("X-Chain: %d %s => %s", g.nodeDigit(first), xChainText(g, c), effects(&st))
	} else {
		st.Text = fmt.Sprintf("%s: %s => %s", label, eurekaText(g, c), effects(&st))
	}
	st.Explanation = chainExplanation(g, first, last, st.Eliminations)
	return st, true
}

// strongHouse returns the house of the strong link from a to b, or -1
// for a link inside a cell.
func (g *linkGraph) strongHouse(a, b int) int {
	for i := uint8(0); i < g.nStrong[a]; i++ {
		if int(g.strong[a][i].to) == b {
			return int(g.strong[a][i].house)
		}
	}
	return -1
}

// xChainText writes a one-digit chain as "r1c1=r1c7-r5c7=r5c2".
func xChainText(g *linkGraph, c *chain) string {
	var b strings.Builder
	for i := 0; i < c.n; i++ {
		if i > 0 {
			b.WriteByte("-="[i%2])
		}
		b.WriteString(nodeName(g.nodeCells(int(c.nodes[i]))))
	}
	return b.String()
}

// eurekaText writes a chain in Eureka notation, the candidates of one cell
// joined in brackets: "(4=7)r2c3-(7)r2c8=(7)r5c8".
func eurekaText(g *linkGraph, c *chain) string {
	var b strings.Builder
	for i := 0; i < c.n; {
		// Gather the run of nodes that share one cell.
		j := i + 1
		for j < c.n && int(c.nodes[i]) < numCands && int(c.nodes[j]) < numCands &&
			c.nodes[j]/9 == c.nodes[i]/9 {
			j++
		}
		cells := g.nodeCells(int(c.nodes[i]))
		if k := g.alsOf(int(c.nodes[i])); k >= 0 {
			// The digits of one almost locked set, named by all its cells.
			for j < c.n && g.alsOf(int(c.nodes[j])) == k {
				j++
			}
			cells = g.alsCells[k]
		}
		if i > 0 {
			b.WriteByte("-="[i%2])
		}
		b.WriteByte('(')
		for k := i; k < j; k++ {
			if k > i {
				b.WriteByte("-="[k%2])
			}
			fmt.Fprint(&b, g.nodeDigit(int(c.nodes[k])))
		}
		b.WriteByte(')')
		b.WriteString(nodeName(cells))
		i = j
	}
	return b.String()
}

// isPhrase says in words that node n is true: "r4c2 is 7", "7 is in r4c2 or r4c3".
func isPhrase(g *linkGraph, n int) string {
	cells := g.nodeCells(n).Cells()
	if len(cells) == 1 {
		return fmt.Sprintf("%v is %d", cells[0], g.nodeDigit(n))
	}
	return fmt.Sprintf("%d is in %s", g.nodeDigit(n), orList(cells))
}

// notPhrase says in words that node n is false.
func notPhrase(g *linkGraph, n int) string {
	cells := g.nodeCells(n).Cells()
	if len(cells) == 1 {
		return fmt.Sprintf("%v is not %d", cells[0], g.nodeDigit(n))
	}
	if len(cells) == 2 {
		return fmt.Sprintf("%d is in neither %v nor %v", g.nodeDigit(n), cells[0], cells[1])
	}
	return fmt.Sprintf("%d is in none of %s", g.nodeDigit(n), cellWords(cells))
}

// orList writes cells as "r1c1 or r1c2" / "r1c1, r1c2 or r1c3".
func orList(cells []grid.Cell) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = c.String()
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// chainExplanation says in plain words why the chain removes its eliminations.
func chainExplanation(g *linkGraph, first, last int, elims []Candidate) string {
	var b strings.Builder
	fmt.Fprintf(&b, "If %s, then, following the chain, %s (each strong link = says at least one of its "+
		"ends is true, each weak link - at most one). So %s or %s. ",
		notPhrase(g, first), isPhrase(g, last), isPhrase(g, first), isPhrase(g, last))
	var cells []grid.Cell
	sameDigit := true
	for _, e := range elims {
		cells = append(cells, e.Cell)
		sameDigit = sameDigit && e.Digit == elims[0].Digit
	}
	if sameDigit && g.nodeDigit(first) == g.nodeDigit(last) {
		fmt.Fprintf(&b, "%s, which %s both, cannot be %d.", cellWords(cells), seeVerb(len(cells)), elims[0].Digit)
		return b.String()
	}
	parts := make([]string, len(elims))
	for i, e := range elims {
		parts[i] = fmt.Sprintf("%v cannot be %d", e.Cell, e.Digit)
	}
	fmt.Fprintf(&b, "Either way %s.", strings.Join(parts, ", and "))
	return b.String()
}

// alsAICName is the technique of an AIC that goes through an almost
// locked set (see alsnodes.go).
const alsAICName = "AIC with ALS"
