#!/usr/bin/env python3
"""Measures "compiles what slangc compiles" over Slang's suite.

For every test file outside diagnostics/ (files with a //TEST line, not
ignored), one SPIR-V compile command is derived from its first enabled test
line (compute lines: computeMain; SIMPLE/COMPILE lines: their own options with
the target forced to SPIR-V; no usable line: all [shader] entry points). The
real slangc decides which files are valid (its verdicts can be cached in a
JSON file and reused); nslc is then run on the same command. Prints the count
and, per error code, the files nslc refuses; --json writes every verdict.

    python3 tools/measure_valid.py --nslc target/debug/nslc --slangc SLANGC \
        [--slangc-verdicts cache.json] [--filter S] [-j N] [--json out.json]
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
from collections import Counter

SKIP_DIRS = ("diagnostics/", "language-server/", "reflection/", "rewriter/", "serialization/", "wasm/")
# Options of the test harness or of other targets that mean nothing to a SPIR-V compile.
DROP_WITH_VALUE = {"-target", "-o", "-profile-target", "-entry-point-name", "-output-using-type", "-dump-repro"}
DROP_FLAGS = {"-no-codegen", "-line-directive-mode", "-dump-ir", "-verify-debug-serial-ir"}


def test_lines(text):
    for line in text.splitlines():
        m = re.match(r"\s*//TEST(?:\(([^)]*)\))?:([A-Z_]+)(?:\(([^)]*)\))?:?(.*)", line)
        if m:
            yield m.group(1) or "", m.group(2), m.group(4).strip()


def command_for(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    if "//TEST_IGNORE_FILE" in text:
        return None
    lines = list(test_lines(text))
    if not lines:
        return None
    for _cat, kind, args in lines:
        try:
            words = shlex.split(args)
        except ValueError:
            words = args.split()
        if kind in ("COMPARE_COMPUTE", "COMPARE_COMPUTE_EX", "COMPARE_RENDER_COMPUTE", "INTERPRET"):
            out = ["-entry", "computeMain", "-stage", "compute"]
            i = 0
            while i < len(words):
                w = words[i]
                if w in ("-xslang", "-compile-arg") and i + 1 < len(words):
                    out.append(words[i + 1])
                    i += 2
                    continue
                if w in ("-profile", "-capability") and i + 1 < len(words):
                    out += [w, words[i + 1]]
                    i += 2
                    continue
                i += 1
            if kind == "INTERPRET":
                out = out[4:]
            return out
        if kind in ("SIMPLE", "COMPILE", "CROSS_COMPILE", "SIMPLE_LINE"):
            if "-target" in words and any(t in words for t in ("cpp", "exe", "host-callable", "dll", "sharedlib")):
                continue
            out = []
            i = 0
            while i < len(words):
                w = words[i]
                if w in DROP_WITH_VALUE and i + 1 < len(words):
                    i += 2
                    continue
                if w in DROP_FLAGS:
                    i += 1
                    continue
                out.append(w)
                i += 1
            return out
    return []


def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -999, "timeout"


def compile_with(compiler, path, args, is_slangc):
    # slangc cannot write its output to /dev/null (E00004 "cannot write output
    # file"), so each compile writes a scratch file of its own.
    fd, out = tempfile.mkstemp(suffix=".spv", prefix="measure_valid_")
    os.close(fd)
    cmd = [compiler, path, "-target", "spirv", "-O0", "-o", out] + args
    if is_slangc:
        cmd += ["-skip-spirv-validation"]
    try:
        return run(cmd)
    finally:
        os.unlink(out)


def error_code(out):
    m = re.search(r"error\[([A-Z0-9]+)\]", out)
    if m:
        return m.group(1)
    if "panicked" in out:
        return "PANIC"
    return "other"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nslc", required=True)
    ap.add_argument("--slangc", required=True)
    ap.add_argument("--tests", default=os.path.join(os.path.dirname(__file__), "../../shared/slang-tests/tests"))
    ap.add_argument("--slangc-verdicts")
    ap.add_argument("--filter", default="")
    ap.add_argument("-j", type=int, default=os.cpu_count())
    ap.add_argument("--json")
    a = ap.parse_args()
    tests = os.path.abspath(a.tests)
    files = []
    for root, _dirs, names in os.walk(tests):
        for n in names:
            if n.endswith(".slang"):
                rel = os.path.relpath(os.path.join(root, n), tests)
                if rel.startswith(SKIP_DIRS) or a.filter not in rel:
                    continue
                files.append(rel)
    files.sort()
    cache = {}
    if a.slangc_verdicts and os.path.exists(a.slangc_verdicts):
        cache = json.load(open(a.slangc_verdicts))
        cache = {k: v.get("slangc", v) if isinstance(v, dict) else v for k, v in cache.items()}

    def one(rel):
        path = os.path.join(tests, rel)
        args = command_for(path)
        if args is None:
            return rel, None
        ok = cache.get(rel)
        if ok is None:
            ok = compile_with(a.slangc, path, args, True)[0] == 0
        if not ok:
            return rel, {"slangc": False, "args": args}
        rc, out = compile_with(a.nslc, path, args, False)
        res = {"slangc": True, "args": args, "nslc": rc == 0}
        if rc != 0:
            res["code"] = "TIMEOUT" if rc == -999 else error_code(out)
            res["message"] = next((l for l in out.splitlines() if "error" in l), out[:300])[:300]
        return rel, res

    results = {}
    with cf.ThreadPoolExecutor(a.j) as ex:
        for rel, res in ex.map(one, files):
            if res is not None:
                results[rel] = res
    valid = [r for r in results.values() if r["slangc"]]
    ok = [r for r in valid if r["nslc"]]
    codes = Counter(r["code"] for r in valid if not r["nslc"])
    for code, n in codes.most_common():
        print(f"{n:5} {code}")
    print(f"files: {len(results)}; slangc compiles {len(valid)}; nslc compiles {len(ok)} of them")
    if a.json:
        json.dump(results, open(a.json, "w"), indent=1, sort_keys=True)


if __name__ == "__main__":
    sys.exit(main())
