package barchart

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestBarChart(t *testing.T) {
	test.NewTempApp(t)
	chart := New("Uses", []Bar{{Label: "Naked Single", Value: 40}, {Label: "X-Wing", Value: 1}})
	if chart.MinSize().Width < barMinLength || chart.MinSize().Height < 2*barRowHeight {
		t.Errorf("chart min size %v", chart.MinSize())
	}
	l := &barLayout{shares: shares([]Bar{{Value: 40}, {Value: 1}, {Value: 0}}, 40)}
	if l.shares[0] != 1 || l.shares[1] != 1.0/40 || l.shares[2] != 0 {
		t.Errorf("shares = %v", l.shares)
	}
}
