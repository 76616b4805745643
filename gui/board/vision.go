package board

import (
	"image/color"
	"math"
)

// oklab converts an opaque sRGB colour given as linear RGB to OKLab.
func oklab(lin [3]float64) [3]float64 {
	l := math.Cbrt(0.4122214708*lin[0] + 0.5363325363*lin[1] + 0.0514459929*lin[2])
	m := math.Cbrt(0.2119034982*lin[0] + 0.6806995451*lin[1] + 0.1073969566*lin[2])
	s := math.Cbrt(0.0883024619*lin[0] + 0.2817188376*lin[1] + 0.6299787005*lin[2])
	return [3]float64{
		0.2104542553*l + 0.7936177850*m - 0.0040720468*s,
		1.9779984951*l - 2.4285922050*m + 0.4505937099*s,
		0.0259040371*l + 0.7827717662*m - 0.8086757660*s,
	}
}

// Colour-vision simulation matrices on linear RGB, severity 1.0
// (Machado, Oliveira and Fernandes 2009).
var visions = []struct {
	name string
	m    [9]float64
}{
	{"normal", [9]float64{1, 0, 0, 0, 1, 0, 0, 0, 1}},
	{"protanopia", [9]float64{0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998}},
	{"deuteranopia", [9]float64{0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881}},
	{"tritanopia", [9]float64{1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900}},
}

// seenAs returns c in OKLab as a person with the given vision sees it.
func seenAs(m [9]float64, c color.NRGBA) [3]float64 {
	in := [3]float64{linearChannel(c.R), linearChannel(c.G), linearChannel(c.B)}
	clamp := func(x float64) float64 { return math.Max(0, math.Min(1, x)) }
	return oklab([3]float64{
		clamp(m[0]*in[0] + m[1]*in[1] + m[2]*in[2]),
		clamp(m[3]*in[0] + m[4]*in[1] + m[5]*in[2]),
		clamp(m[6]*in[0] + m[7]*in[1] + m[8]*in[2]),
	})
}

// labDistance is the distance of two OKLab colours.
func labDistance(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// seenApart is how far apart two colours look to the person who tells
// them apart least: the smallest OKLab distance over normal vision and
// the three simulated dichromacies.
func seenApart(a, b color.NRGBA) float64 {
	d := math.Inf(1)
	for _, v := range visions {
		d = math.Min(d, labDistance(seenAs(v.m, a), seenAs(v.m, b)))
	}
	return d
}
