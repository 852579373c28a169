#!/usr/bin/env python3
"""Side by side: the peer's times (count2.ts's JSON Lines) and Qudoku's (qudoku-variant-bench --fpuzzles's
JSON Lines), puzzle by puzzle in the same order. Prints the counts' agreement, each side's median and 90th
percentile, and the per-puzzle speed-up (peer time / Qudoku time) at the median and the 90th percentile
of the puzzles (the issue's measure: "10x faster per puzzle at the median and at the 90th percentile").

    compare.py /tmp/peer.jsonl /tmp/qudoku.jsonl [--table]
"""
import json
import sys


def percentile(values, share):
    ordered = sorted(values)
    # The nearest-rank percentile: the smallest value with at least `share` of the values at or below it.
    rank = max(1, -(-len(ordered) * share // 100))
    return ordered[int(rank) - 1]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    table = '--table' in sys.argv
    peer = [json.loads(line) for line in open(args[0]) if line.strip()]
    ours = [json.loads(line) for line in open(args[1]) if line.strip()]
    if len(peer) != len(ours):
        sys.exit(f'compare.py: {len(peer)} peer rows, {len(ours)} of ours: not the same puzzles')
    disagree = [(p, o) for p, o in zip(peer, ours) if min(p['count'], 2) != min(o['count'], 2)]
    for p, o in disagree:
        print(f"COUNTS DIFFER: {p['title']}: peer {p['count']}, qudoku {o['count']}")
    speedups = [p['ms'] / max(o['ms'], 1e-6) for p, o in zip(peer, ours)]
    if table:
        print('| puzzle | count | peer ms | qudoku ms | speed-up |')
        print('|---|---:|---:|---:|---:|')
        for p, o, s in zip(peer, ours, speedups):
            print(f"| {p['title']} | {o['count']} | {p['ms']:.2f} | {o['ms']:.3f} | {s:.0f}× |")
    print(f'puzzles              {len(peer)} ({len(disagree)} with different counts)')
    print(f"peer ms              median {percentile([p['ms'] for p in peer], 50):.2f}, 90th percentile {percentile([p['ms'] for p in peer], 90):.2f}")
    print(f"qudoku ms            median {percentile([o['ms'] for o in ours], 50):.3f}, 90th percentile {percentile([o['ms'] for o in ours], 90):.3f}")
    # Per puzzle: the speed-up of the puzzle at the median and at the 10th percentile of speed-ups (the
    # slowest tenth of puzzles relative to the peer), and the ratio of the two sides' 90th percentiles.
    print(f'speed-up per puzzle  median {percentile(speedups, 50):.1f}×, worst tenth from {percentile(speedups, 10):.1f}×, '
          f"90th percentile times {percentile([p['ms'] for p in peer], 90) / max(percentile([o['ms'] for o in ours], 90), 1e-6):.1f}×")
    return 1 if disagree else 0


sys.exit(main())
