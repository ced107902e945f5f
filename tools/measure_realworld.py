#!/usr/bin/env python3
"""Measures nslc on real programs: every .slang file under the given folders
(a project's shader tree, kept outside the repository) that the real slangc
compiles to SPIR-V with all its entry points (`-target spirv -O0`, the
file's folder on the include path) is compiled by nslc the same way.

    python3 tools/measure_realworld.py --nslc target/debug/nslc --slangc SLANGC DIR... [-j N] [--json out.json]
        [-I INCLUDE_DIR]...   (a project's shared headers kept elsewhere, e.g. nvpro_core2 for nvpro-samples)

Prints, per folder, how many files slangc compiles and how many of those nslc
compiles, then nslc's failures grouped by error code.
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import subprocess
import tempfile
import threading
from collections import Counter


_scratch = tempfile.mkdtemp(prefix="nsl-measure-")


def out_path():
    # slangc cannot write to /dev/null: a scratch file per thread.
    return os.path.join(_scratch, f"{threading.get_ident()}.spv")


INCLUDES = []


def compile_with(compiler, path, is_slangc):
    cmd = [compiler, path, "-target", "spirv", "-O0", "-o", out_path(), "-I", os.path.dirname(path)]
    for inc in INCLUDES:
        cmd += ["-I", inc]
    if is_slangc:
        cmd.append("-skip-spirv-validation")
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=120)
        return p.returncode == 0, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return False, "timeout"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nslc", required=True)
    ap.add_argument("--slangc", required=True)
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("-j", type=int, default=os.cpu_count())
    ap.add_argument("--json")
    ap.add_argument("-I", dest="includes", action="append", default=[])
    a = ap.parse_args()
    INCLUDES.extend(os.path.abspath(i) for i in a.includes)
    files = []
    for d in a.dirs:
        for root, _dirs, names in os.walk(d):
            files += [os.path.join(root, n) for n in names if n.endswith(".slang")]
    files.sort()

    def one(path):
        ok, _ = compile_with(a.slangc, path, True)
        if not ok:
            return path, None
        ok, out = compile_with(a.nslc, path, False)
        m = re.search(r"error\[([A-Z0-9]+)\][^\n]*", out)
        return path, {"nslc": ok, "code": None if ok else (m.group(1) if m else "other"),
                      "message": None if ok else (m.group(0) if m else out[:200])}

    results = {}
    with cf.ThreadPoolExecutor(a.j) as ex:
        for path, res in ex.map(one, files):
            if res is not None:
                results[path] = res
    for d in a.dirs:
        mine = [r for p, r in results.items() if p.startswith(d)]
        print(f"{d}: slangc compiles {len(mine)}; nslc {sum(r['nslc'] for r in mine)}")
    for code, n in Counter(r["code"] for r in results.values() if not r["nslc"]).most_common():
        print(f"{n:5} {code}")
    print(f"total: slangc compiles {len(results)}; nslc {sum(r['nslc'] for r in results.values())}")
    if a.json:
        json.dump(results, open(a.json, "w"), indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
