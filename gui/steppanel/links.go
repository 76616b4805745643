package steppanel

import (
	"regexp"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The step panel's text is set as runs: a run is a token a line never
// breaks inside ("r4c2<>5", "(7-1)r5c4=", "=>"), its plain text and its
// cell links drawn in one font on one baseline. Fyne's rich text puts a
// hyperlink in the proportional font and a few pixels off the baseline
// of the text around it, and links only one cell name at a time.

// runPiece is a stretch of a run: plain text, or a link to cells.
type runPiece struct {
	text  string
	cells grid.CellSet // the cells the link flashes; empty for plain text
}

// flowJoin is how a run joins the one before it in a flow.
type flowJoin int8

const (
	joinSpace flowJoin = iota // a space before, and the line may break there
	joinKeep                  // a space before, and no break: "=>" and what follows it
	joinTight                 // no space, and the line may break: the links of an AIC
)

// textRun is one token of a flow.
type textRun struct {
	widget.BaseWidget
	pieces []runPiece
	style  fyne.TextStyle
	colour fyne.ThemeColorName // of the plain text
	join   flowJoin
	flash  func(grid.CellSet) // called with a link's cells when it is tapped
}

// newTextRun makes a run of pieces in style, plain text in colour.
func newTextRun(pieces []runPiece, style fyne.TextStyle, colour fyne.ThemeColorName, join flowJoin, flash func(grid.CellSet)) *textRun {
	r := &textRun{pieces: pieces, style: style, colour: colour, join: join, flash: flash}
	r.ExtendBaseWidget(r)
	return r
}

// String is the run's text.
func (r *textRun) String() string {
	var b strings.Builder
	for _, p := range r.pieces {
		b.WriteString(p.text)
	}
	return b.String()
}

// flowJoin is how the run joins the one before it.
func (r *textRun) flowJoin() flowJoin { return r.join }

// CreateRenderer is part of fyne.Widget.
func (r *textRun) CreateRenderer() fyne.WidgetRenderer {
	rr := &textRunRenderer{run: r}
	for _, p := range r.pieces {
		if p.cells.Empty() {
			rr.objects = append(rr.objects, canvas.NewText(p.text, nil))
			continue
		}
		rr.objects = append(rr.objects, newCellLink(p.text, p.cells, r.style, func(cells grid.CellSet) {
			if r.flash != nil {
				r.flash(cells)
			}
		}))
	}
	rr.Refresh()
	return rr
}

type textRunRenderer struct {
	run     *textRun
	objects []fyne.CanvasObject // a canvas.Text or a cellLink per piece
}

func (rr *textRunRenderer) Destroy() {}

func (rr *textRunRenderer) Objects() []fyne.CanvasObject { return rr.objects }

// Layout puts every piece on the same line at the same height, inside
// the inner padding a label has, so that all share one baseline.
func (rr *textRunRenderer) Layout(fyne.Size) {
	th := rr.run.Theme()
	pad := th.Size(theme.SizeNameInnerPadding)
	x := pad
	for _, o := range rr.objects {
		m := o.MinSize()
		o.Move(fyne.NewPos(x, pad))
		o.Resize(m)
		x += m.Width
	}
}

// MinSize is the pieces side by side, with a label's inner padding
// around them.
func (rr *textRunRenderer) MinSize() fyne.Size {
	th := rr.run.Theme()
	pad := th.Size(theme.SizeNameInnerPadding)
	var w, h float32
	for _, o := range rr.objects {
		m := o.MinSize()
		w += m.Width
		h = max(h, m.Height)
	}
	if len(rr.objects) == 0 {
		h = fyne.MeasureText("M", th.Size(theme.SizeNameText), rr.run.style).Height
	}
	return fyne.NewSize(w+2*pad, h+2*pad)
}

// Refresh takes the theme's text size and colours again.
func (rr *textRunRenderer) Refresh() {
	th := rr.run.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	size := th.Size(theme.SizeNameText)
	for _, o := range rr.objects {
		switch o := o.(type) {
		case *canvas.Text:
			o.TextSize = size
			o.TextStyle = rr.run.style
			o.Color = themeColour(th, rr.run.colour, v)
			o.Refresh()
		case *cellLink:
			o.Refresh()
		}
	}
	rr.Layout(rr.run.Size())
}

// cellLink is the name of a cell or of a group of cells, which flashes
// them on the board when tapped. It is underlined while the pointer is
// over it, as a hyperlink is.
type cellLink struct {
	widget.BaseWidget
	text    string
	cells   grid.CellSet
	style   fyne.TextStyle
	onTap   func(grid.CellSet)
	hovered bool
}

func newCellLink(text string, cells grid.CellSet, style fyne.TextStyle, onTap func(grid.CellSet)) *cellLink {
	l := &cellLink{text: text, cells: cells, style: style, onTap: onTap}
	l.ExtendBaseWidget(l)
	return l
}

// Tapped is part of fyne.Tappable.
func (l *cellLink) Tapped(*fyne.PointEvent) {
	if l.onTap != nil {
		l.onTap(l.cells)
	}
}

// Cursor is part of desktop.Cursorable.
func (l *cellLink) Cursor() desktop.Cursor { return desktop.PointerCursor }

// MouseIn is part of desktop.Hoverable.
func (l *cellLink) MouseIn(*desktop.MouseEvent) { l.hovered = true; l.Refresh() }

// MouseMoved is part of desktop.Hoverable.
func (l *cellLink) MouseMoved(*desktop.MouseEvent) {}

// MouseOut is part of desktop.Hoverable.
func (l *cellLink) MouseOut() { l.hovered = false; l.Refresh() }

// CreateRenderer is part of fyne.Widget.
func (l *cellLink) CreateRenderer() fyne.WidgetRenderer {
	r := &cellLinkRenderer{link: l, text: canvas.NewText(l.text, nil), under: canvas.NewRectangle(nil)}
	r.Refresh()
	return r
}

type cellLinkRenderer struct {
	link  *cellLink
	text  *canvas.Text
	under *canvas.Rectangle
}

func (r *cellLinkRenderer) Destroy() {}

func (r *cellLinkRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.text, r.under}
}

// Layout puts the text at the top left, as a plain canvas.Text of the
// run is, and the underline just under its baseline.
func (r *cellLinkRenderer) Layout(fyne.Size) {
	m := r.text.MinSize()
	r.text.Move(fyne.NewPos(0, 0))
	r.text.Resize(m)
	_, base := fyne.CurrentApp().Driver().RenderedTextSize(r.text.Text, r.text.TextSize, r.text.TextStyle, nil)
	r.under.Move(fyne.NewPos(0, base+2))
	r.under.Resize(fyne.NewSize(m.Width, 1))
}

func (r *cellLinkRenderer) MinSize() fyne.Size { return r.text.MinSize() }

func (r *cellLinkRenderer) Refresh() {
	th := r.link.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.text.Text = r.link.text
	r.text.TextSize = th.Size(theme.SizeNameText)
	r.text.TextStyle = r.link.style
	r.text.Color = themeColour(th, colorNameCellLink, v)
	r.under.FillColor = r.text.Color
	r.under.Hidden = !r.link.hovered
	r.text.Refresh()
	r.under.Refresh()
	r.Layout(r.link.Size())
}

// cellGroupName matches the name of a cell (r4c2) or of a group of
// cells in one row or column (r4c89, r45c3, r1346c5): every row named
// with every column named.
var cellGroupName = regexp.MustCompile(`r[1-9]+c[1-9]+`)

// parseCellGroup returns the cells a name matched by cellGroupName
// stands for.
func parseCellGroup(name string) grid.CellSet {
	rows, cols, ok := strings.Cut(strings.TrimPrefix(name, "r"), "c")
	var set grid.CellSet
	if !ok {
		return set
	}
	for _, r := range rows {
		for _, c := range cols {
			if r < '1' || r > '9' || c < '1' || c > '9' {
				continue
			}
			set = set.With(grid.CellAt(int(r-'1'), int(c-'1')))
		}
	}
	return set
}

// linkPieces splits a word into plain text and one link per cell or
// group name.
func linkPieces(word string) []runPiece {
	var pieces []runPiece
	last := 0
	for _, m := range cellGroupName.FindAllStringIndex(word, -1) {
		if m[0] > last {
			pieces = append(pieces, runPiece{text: word[last:m[0]]})
		}
		pieces = append(pieces, runPiece{text: word[m[0]:m[1]], cells: parseCellGroup(word[m[0]:m[1]])})
		last = m[1]
	}
	if last < len(word) || len(pieces) == 0 {
		pieces = append(pieces, runPiece{text: word[last:]})
	}
	return pieces
}

// breakWord splits a word without spaces where a line may break inside
// it: after the "=" or "-" that links two nodes of a chain
// ("(7)r5c6=(7-1)r5c4" breaks after "r5c6="), and after the comma of a
// list of cells ("r3c8,r3c9", "(r5c4,r5c6),r5c2"). The parts joined
// give the word again.
func breakWord(word string) []string {
	nameEnds := map[int]bool{} // the indexes just after a cell name
	for _, m := range cellGroupName.FindAllStringIndex(word, -1) {
		nameEnds[m[1]] = true
	}
	var parts []string
	start := 0
	for i := 1; i+1 < len(word); i++ {
		op, next := word[i], word[i+1]
		if next != '(' && next != 'r' {
			continue
		}
		afterName := nameEnds[i] && (op == '=' || op == '-' || op == ',')
		if afterName || op == ',' && word[i-1] == ')' {
			parts = append(parts, word[start:i+1])
			start = i + 1
		}
	}
	return append(parts, word[start:])
}

// textToken is a token of a line of text and how it joins the one
// before it.
type textToken struct {
	text string
	join flowJoin
}

// lineTokens splits a line into the tokens it may break between: at
// spaces, and inside words where breakWord allows. A "=>" stays with
// what it points to, so that no line ends in one. A branch of a forcing
// chain breaks after its arrows instead, and never inside the reason in
// brackets an inference gives ("(only place in row 3)"); notation and
// plain words may.
func lineTokens(text string, branch bool) []textToken {
	var out []textToken
	keepNext := false
	depth := 0 // brackets open before the word, in a branch
	for _, w := range strings.Fields(text) {
		for i, part := range breakWord(w) {
			tok := textToken{text: part, join: joinSpace}
			switch {
			case i > 0:
				tok.join = joinTight
			case len(out) == 0:
			case keepNext, depth > 0, branch && w == "->":
				tok.join = joinKeep
			}
			out = append(out, tok)
		}
		keepNext = w == "=>" || w == "->" && !branch
		if branch {
			depth = max(depth+strings.Count(w, "(")-strings.Count(w, ")"), 0)
		}
	}
	return out
}

// flowText is the text of a flow of runs, as it was before it was split.
func flowText(f *tokenFlow) string {
	var b strings.Builder
	for i, o := range f.Objects {
		r, ok := o.(*textRun)
		if !ok {
			continue
		}
		if i > 0 && r.join != joinTight {
			b.WriteByte(' ')
		}
		b.WriteString(r.String())
	}
	return b.String()
}

// textFlow lays out tokens as runs in style, every cell name a link
// that flashes its cells; colour gives the plain text's colour of each
// token.
func (p *Panel) textFlow(tokens []textToken, style fyne.TextStyle, colour func(i int) fyne.ThemeColorName) *tokenFlow {
	runs := make([]fyne.CanvasObject, len(tokens))
	for i, tok := range tokens {
		runs[i] = newTextRun(linkPieces(tok.text), style, colour(i), tok.join, p.flashCells)
	}
	if style.Monospace {
		return newMonoFlow(runs...)
	}
	return newTokenFlow(runs...)
}

// flashCells flashes cells on the board, through the one function the
// window gives the panel.
func (p *Panel) flashCells(cells grid.CellSet) {
	if p.OnFlash != nil && !cells.Empty() {
		p.OnFlash(cells)
	}
}

// candidateToken is a token that starts with a candidate made true or
// false, "r4c5=2" or "(r4c5<>2)", group 1 its sign.
var candidateToken = regexp.MustCompile(`^\(?r\d+c\d+(=|<>)\d`)

// truthColours colours each token that names a candidate in the colour
// of its truth on the board: true, false, or, for the premise token
// (-1 for none), the premise's; every other token as base does.
func truthColours(tokens []textToken, premise int, base func(i int) fyne.ThemeColorName) func(i int) fyne.ThemeColorName {
	return func(i int) fyne.ThemeColorName {
		if i < 0 || i >= len(tokens) {
			return base(i)
		}
		m := candidateToken.FindStringSubmatch(tokens[i].text)
		switch {
		case m == nil:
			return base(i)
		case i == premise:
			return ColorNamePremise
		case m[1] == "=":
			return ColorNameTruthOn
		}
		return ColorNameTruthOff
	}
}

// foreground colours every token in the theme's text colour.
func foreground(int) fyne.ThemeColorName { return theme.ColorNameForeground }
