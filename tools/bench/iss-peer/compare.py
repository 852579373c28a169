#!/usr/bin/env python3
"""The side by side of side_by_side.sh: per set and over all puzzles, each solver's median and 90th
percentile (ms), Qudoku's per-puzzle speed-up over each peer (peer ms / Qudoku ms) at the median and
the worst tenth, and the counts' agreement. A puzzle a solver did not finish within the limit counts
as the limit (so its figures are lower bounds, marked with >=).

    compare.py OUT_DIR [--table]
"""
import json
import sys


def percentile(values, share):
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * share // 100))  # nearest rank
    return ordered[int(rank) - 1]


def rows(path):
    return [json.loads(line) for line in open(path) if line.strip()]


def ms(row):
    """(milliseconds, finished): the limit for a puzzle not finished in it."""
    if 'timeout' in row:
        return row['timeout'] * 1000.0, False
    return row['ms'], True


def fmt(value, finished):
    text = f'{value:.1f}' if value >= 1 else f'{value:.3f}'
    return text if finished else '>=' + text


def summary(values):
    """Nearest-rank median and 90th percentile of (ms, finished) pairs, each marked >= when it is an unfinished one."""
    out = []
    for share in (50, 90):
        v = percentile([m for m, _ in values], share)
        finished = all(f for m, f in values if m == v)
        out.append(fmt(v, finished))
    return out


def main():
    out = sys.argv[1]
    table = '--table' in sys.argv
    iss = rows(f'{out}/iss.jsonl')
    qudoku = rows(f'{out}/qudoku.jsonl')
    svs = rows(f'{out}/svs.jsonl')
    assert len(iss) == len(qudoku) == len(svs), 'not the same puzzles'
    status = 0
    for i, q, s in zip(iss, qudoku, svs):
        counts = {c for c in (min(i['count'], 2), min(q['count'], 2), min(s['count'], 2)) if c >= 0}
        if len(counts) > 1:
            print(f"COUNTS DIFFER: {i['title']}: iss {i['count']}, qudoku {q['count']}, svs {s['count']}")
            status = 1
    if table:
        print('| puzzle | count | ISS ms | Qudoku ms | SVS ms | ISS / Qudoku | SVS / Qudoku |')
        print('|---|---:|---:|---:|---:|---:|---:|')
        for i, q, s in zip(iss, qudoku, svs):
            (qm, qf), (sm, sf) = ms(q), ms(s)
            r1 = i['ms'] / qm
            r2 = sm / qm
            r1t = f'{r1:.2f}×' if qf else f'<={r1:.3f}×'
            r2t = (f'{r2:.1f}×' if qf and sf else (f'>={r2:.1f}×' if qf else '?'))
            print(f"| {i['title']} | {i['count']} | {i['ms']:.1f} | {fmt(qm, qf)} | {fmt(sm, sf)} | {r1t} | {r2t} |")
        print()
    print('| set | puzzles | ISS median / p90 ms | Qudoku median / p90 ms | SVS median / p90 ms | Qudoku unfinished | SVS unfinished |')
    print('|---|---:|---:|---:|---:|---:|---:|')
    sets = []
    for i in iss:
        if i['set'] not in sets:
            sets.append(i['set'])
    for name in sets + ['all']:
        pick = [k for k, i in enumerate(iss) if name == 'all' or i['set'] == name]
        im = summary([(iss[k]['ms'], True) for k in pick])
        qm = summary([ms(qudoku[k]) for k in pick])
        sm = summary([ms(svs[k]) for k in pick])
        qu = sum(1 for k in pick if 'timeout' in qudoku[k])
        su = sum(1 for k in pick if 'timeout' in svs[k])
        print(f'| {name} | {len(pick)} | {im[0]} / {im[1]} | {qm[0]} / {qm[1]} | {sm[0]} / {sm[1]} | {qu} | {su} |')
    # Per puzzle speed-ups over the puzzles Qudoku finished (peer / Qudoku; > 1: Qudoku faster).
    done = [k for k in range(len(iss)) if 'timeout' not in qudoku[k]]
    vs_iss = [iss[k]['ms'] / qudoku[k]['ms'] for k in done]
    vs_svs = [ms(svs[k])[0] / qudoku[k]['ms'] for k in done]
    print()
    print(f'per puzzle, over the {len(done)} Qudoku finished: ISS / Qudoku median {percentile(vs_iss, 50):.3f}×, '
          f'worst tenth from {percentile(vs_iss, 10):.4f}×; SVS / Qudoku median {percentile(vs_svs, 50):.1f}×, '
          f'worst tenth from {percentile(vs_svs, 10):.2f}× (SVS times of unfinished puzzles taken as the limit: lower bounds)')
    return status


sys.exit(main())
