package board

import "image/color"

// Role returns the colour role r has on the board in this palette's
// theme, light or dark: the colour a chart of a step's kinds (the search
// strip's guesses and dead ends) shares with the board and the legend.
func (p *Palette) Role(r Role) color.NRGBA { return r.colour(p.dark) }
