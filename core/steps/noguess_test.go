package steps

import (
	"os"
	"slices"
	"testing"
)

// The puzzles the guided path solves without a guess, pinned: how the
// forcing searches are ordered, bounded or sped up must not lose one (or
// gain one unnoticed). Every puzzle of top95 and top1465, and these four
// of hardest_1106 (#360 by forcing nets, the others with dynamic forcing
// chains).
var hardest1106NoGuess = []int{36, 37, 62, 360}

// top1465Master are the top1465 puzzles whose hardest step is a
// forcing chain or net or a Tridagon (grade Master or above): the ones a
// change to those searches could push to a guess.
var top1465Master = []int{
	0, 1, 2, 6, 29, 47, 51, 61, 66, 68, 76, 88, 112, 124, 129, 131, 134, 180, 181, 186,
	196, 199, 200, 202, 203, 204, 214, 223, 224, 228, 231, 243, 245, 258, 259, 260, 267, 272, 273, 278,
	279, 280, 283, 284, 296, 297, 301, 302, 303, 305, 310, 311, 315, 316, 318, 319, 322, 323, 327, 331,
	332, 337, 342, 344, 345, 348, 349, 350, 351, 353, 355, 356, 358, 359, 360, 361, 363, 366, 368, 370,
	371, 373, 374, 377, 378, 380, 381, 382, 383, 385, 386, 387, 391, 393, 394, 397, 399, 400, 402, 403,
	405, 407, 411, 412, 417, 419, 422, 423, 424, 426, 432, 434, 435, 436, 437, 440, 441, 442, 446, 448,
	455, 458, 459, 461, 463, 464, 471, 472, 473, 476, 477, 478, 479, 482, 484, 489, 490, 492, 494, 496,
	499, 501, 502, 503, 504, 506, 510, 512, 513, 516, 518, 519, 520, 522, 524, 526, 530, 531, 539, 540,
	542, 543, 544, 546, 548, 549, 550, 551, 552, 553, 554, 556, 558, 560, 561, 562, 564, 566, 568, 570,
	571, 572, 573, 574, 575, 576, 577, 582, 584, 585, 586, 587, 588, 590, 591, 593, 594, 599, 608, 610,
	613, 614, 615, 618, 619, 620, 621, 625, 626, 629, 630, 632, 633, 636, 637, 644, 646, 647, 649, 652,
	653, 656, 657, 659, 661, 662, 663, 664, 665, 666, 668, 669, 670, 671, 674, 676, 678, 684, 685, 686,
	689, 690, 691, 694, 695, 699, 702, 703, 704, 705, 706, 709, 712, 714, 717, 718, 722, 724, 725, 727,
	733, 735, 736, 737, 739, 741, 744, 750, 752, 756, 757, 769, 780, 781, 786, 789, 790, 792, 793, 795,
	797, 800, 801, 811, 813, 817, 827, 830, 834, 835, 836, 839, 840, 841, 842, 843, 844, 846, 848, 849,
	853, 855, 856, 857, 858, 860, 863, 866, 868, 871, 872, 874, 878, 880, 883, 884, 886, 887, 891, 892,
	894, 897, 903, 906, 907, 910, 911, 914, 915, 918, 923, 933, 934, 936, 937, 949, 952, 954, 958, 959,
	961, 963, 972, 973, 977, 980, 984, 987, 990, 991, 992, 995, 998, 1003, 1006, 1007, 1015, 1023, 1026, 1029,
	1042, 1043, 1046, 1047, 1051, 1068, 1069, 1071, 1074, 1076, 1077, 1086, 1095, 1098, 1099, 1108, 1116, 1117, 1121, 1126,
	1131, 1136, 1144, 1148, 1158, 1162, 1164, 1180, 1210, 1214, 1219, 1225, 1235, 1250, 1261, 1262, 1265, 1272, 1290, 1292,
	1326, 1330, 1341,
}

// TestNoGuessShares solves puzzles of top95, top1465 and hardest_1106
// and checks that exactly the pinned ones need no guess. By default it
// takes every puzzle of top95 and hardest_1106, and of top1465 every
// fourth Master one and every 25th (about 160 of 1465, a few seconds of
// CPU); NOGUESS_FULL=1 takes all of top1465 (about half a minute of
// CPU), -short a sample of each.
func TestNoGuessShares(t *testing.T) {
	full := os.Getenv("NOGUESS_FULL") != ""
	sets := []struct {
		file    string
		noGuess func(i int) bool
		pick    func(i int) bool
	}{
		{"classic/top95.txt", func(int) bool { return true }, func(i int) bool { return !testing.Short() || i%10 == 0 }},
		{"bench/hardest_1106.txt", func(i int) bool { return slices.Contains(hardest1106NoGuess, i) }, func(i int) bool {
			return !testing.Short() || slices.Contains(hardest1106NoGuess, i) || i < 3
		}},
		{"bench/top1465.txt", func(int) bool { return true }, func(i int) bool {
			switch {
			case full:
				return true
			case testing.Short():
				return i%100 == 0 || slices.Contains(top1465Master[:min(5, len(top1465Master))], i)
			}
			k := slices.Index(top1465Master, i)
			return i%25 == 0 || k >= 0 && k%4 == 0
		}},
	}
	for _, set := range sets {
		checked, without := 0, 0
		for i, p := range readPuzzles(t, set.file) {
			if !set.pick(i) {
				continue
			}
			checked++
			r := Solve(p).Rate()
			if r.Guesses == 0 {
				without++
			}
			switch want := set.noGuess(i); {
			case want && r.Guesses > 0:
				t.Errorf("%s #%d: %d guesses (hardest %s), want none", set.file, i, r.Guesses, r.Hardest)
			case !want && r.Guesses == 0:
				t.Errorf("%s #%d: solved without a guess (hardest %s), which it was not: pin it if that is meant", set.file, i, r.Hardest)
			}
		}
		t.Logf("%s: %d puzzles checked, %d without a guess", set.file, checked, without)
	}
}
