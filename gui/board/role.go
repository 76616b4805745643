package board

import (
	"fmt"
	"image/color"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Role is the part a candidate, cell or house plays in a step; each role
// has one colour on the board and in the legend.
type Role int8

// The roles of a step, in the order the legend lists them.
const (
	RolePattern       Role = iota // candidates that make the technique work
	RoleElimination               // candidates the step removes
	RolePlacement                 // digits the step places
	RoleFin                       // fin candidates of a finned pattern
	RoleHouse                     // houses the step looks at
	RoleStrongLink                // a strong link of a chain
	RoleWeakLink                  // a weak link of a chain
	RoleGuess                     // a digit the search guesses
	RoleContradiction             // a cell that shows the position is impossible
	RoleBacktrack                 // cells a backtrack undoes
	RoleGroup                     // a group of cells treated as one, such as an almost locked set
	RoleRestricted                // a candidate of a restricted common digit
	RoleLocked                    // where an ALS's strong link lands: a place of the digit locked in the set
	RolePremise                   // what a branch assumes: a square
	RoleTrue                      // a candidate a chain or branch makes true: a filled disc
	RoleFalse                     // a candidate a chain or branch makes false: a ring
	numRoles
)

// Roles returns every role the legend lists, in its order: RoleFalse
// shares RoleTrue's entry, whose picture shows both.
func Roles() []Role {
	out := make([]Role, 0, numRoles)
	for i := Role(0); i < numRoles; i++ {
		if i != RoleFalse {
			out = append(out, i)
		}
	}
	return out
}

// String names the role for the legend.
func (r Role) String() string {
	switch r {
	case RolePattern:
		return "Pattern"
	case RoleElimination:
		return "Eliminated"
	case RolePlacement:
		return "Placed"
	case RoleFin:
		return "Fin"
	case RoleHouse:
		return "House"
	case RoleStrongLink:
		return "Strong link"
	case RoleWeakLink:
		return "Weak link"
	case RoleGuess:
		return "Guess"
	case RoleContradiction:
		return "Contradiction"
	case RoleBacktrack:
		return "Undone"
	case RoleGroup:
		return "Groups A, B, C…"
	case RoleRestricted:
		return "Restricted (RCC)"
	case RoleLocked:
		return "Locked digit (ALS)"
	case RolePremise:
		return "Assumed (premise)"
	case RoleTrue:
		return "Made true / false"
	case RoleFalse:
		return "Made false"
	}
	return "role"
}

// colour returns the role's colour in the light or the dark theme.
func (r Role) colour(dark bool) color.NRGBA {
	p := defaultPalette(dark)
	switch r {
	case RolePattern:
		return p.pattern
	case RoleElimination:
		return p.elimination
	case RolePlacement:
		return p.placement
	case RoleFin:
		return p.fin
	case RoleHouse:
		return p.house
	case RoleStrongLink, RoleWeakLink, RoleLocked:
		return p.link
	case RoleGuess:
		return p.guess
	case RoleContradiction:
		return p.contradiction
	case RoleBacktrack:
		return p.backtrack
	case RoleGroup:
		return p.series[0]
	case RoleRestricted:
		return p.restricted
	case RolePremise:
		return p.premise
	case RoleTrue:
		return p.truthOn
	case RoleFalse:
		return p.truthOff
	}
	return p.text
}

// candidateClass names a candidate's role for an SVG reader.
func (p *boardPainter) candidateClass(c grid.Cell, d int8, role candidateRole) string {
	switch role {
	case candPattern, candLink:
		return "candidate pattern"
	case candFin:
		return "candidate fin"
	case candPlacement:
		return "candidate placement"
	case candGuess:
		return "candidate guess"
	case candElimination:
		return "candidate eliminated"
	case candContextTrue:
		return "candidate context true"
	case candContextFalse:
		return "candidate context false"
	case candVia:
		return "candidate via"
	case candBranchTrue, candBranchFalse, candPremise:
		part := map[candidateRole]string{candBranchTrue: "true", candBranchFalse: "false", candPremise: "premise"}[role]
		if b := p.roles.branchOf[c][d-1]; b > 0 {
			return fmt.Sprintf("candidate branch-%d %s", b, part)
		}
		return "candidate " + part
	}
	return "candidate"
}
