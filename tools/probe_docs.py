#!/usr/bin/env python3
"""Probes nanoslang with the code blocks of Slang's documentation.

Reads the Markdown files of a Slang repository (a git dir, read with
`git show HEAD:...`; nothing is copied into this project), extracts the
```hlsl / ```slang / ```csharp blocks of docs/user-guide/*.md (with --all-docs
also docs/language-reference/*.md and docs/*.md), turns each into a program where it is
one, and compiles it with the real slangc and with nslc (+ spirv-val):

  entry    the block has an entry point ([shader(...)] or [numthreads]): as is
  calls    declarations + a compute entry point `probeMain` that calls the
           block's simple top-level functions with zero arguments
  decls    declarations + an empty compute entry point
  stmts    the block as the body of the compute entry point

The first variant slangc accepts is the block's program. Blocks with `...`
(elided code) are skipped. Programs are written under --out (a temp dir by
default). Prints a summary grouped by nslc error code; --json writes every
verdict. Deterministic: files and blocks in order, no timestamps.

    python3 tools/probe_docs.py --repo /work/.mirror/shader-slang+slang/repo \
        --nslc target/debug/nslc --slangc $SLANGC [--json out.json] [--out DIR] [-j N] [--filter S]
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

LANGS = {"hlsl", "slang", "csharp", "c#", "cs"}

PROBE_ENTRY = '\n[shader("compute")]\n[numthreads(1, 1, 1)]\nvoid probeMain(uint3 probeTid : SV_DispatchThreadID)\n{\n%s}\n'

SCALARS = (
    "bool|int|uint|float|half|double|int8_t|int16_t|int64_t|uint8_t|uint16_t|uint64_t|"
    "int32_t|uint32_t|float16_t|float32_t|float64_t"
)
SIMPLE_TYPE = re.compile(r"^(?:%s)(?:[1-4](?:x[1-4])?)?$" % SCALARS)


def git_show(repo, path):
    return subprocess.run(
        ["git", "-C", repo, "show", "HEAD:" + path], capture_output=True, text=True, errors="replace"
    ).stdout


def doc_files(repo, also_docs):
    out = subprocess.run(
        ["git", "-C", repo, "ls-tree", "--name-only", "HEAD", "docs/user-guide/"],
        capture_output=True,
        text=True,
    ).stdout.split()
    files = sorted(f for f in out if f.endswith(".md"))
    if also_docs:
        for folder in ("docs/language-reference/", "docs/"):
            more = subprocess.run(
                ["git", "-C", repo, "ls-tree", "--name-only", "HEAD", folder], capture_output=True, text=True
            ).stdout.split()
            files += sorted(f for f in more if f.endswith(".md"))
    return files


def blocks_of(text):
    """(line number, language, code) of each fenced block with a Slang-ish language."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)```\s*([A-Za-z#+]*)\s*$", lines[i])
        if not m:
            i += 1
            continue
        indent, lang = len(m.group(1)), m.group(2).lower()
        start = i + 1
        j = start
        while j < len(lines) and not re.match(r"^\s*```\s*$", lines[j]):
            j += 1
        body = [l[indent:] if l[:indent].strip() == "" else l for l in lines[start:j]]
        if lang in LANGS:
            yield start + 1, lang, "\n".join(body) + "\n"
        i = j + 1


def skip_reason(code):
    if re.search(r"\.\.\.|…", code):
        return "elided (...)"
    if not code.strip():
        return "empty"
    if re.search(r"^\s*(#include|import|__include)\b", code, re.M):
        return "uses another module"
    return None


def strip_comments(code):
    code = re.sub(r"/\*.*?\*/", " ", code, flags=re.S)
    return re.sub(r"//[^\n]*", "", code)


def entry_args(code):
    """Options that select the block's own entry points, or None when it has none."""
    bare = strip_comments(code)
    if re.search(r"\[\s*shader\s*\(", bare):
        return []
    m = re.search(r"\[\s*numthreads\s*\([^)]*\)\s*\]\s*(?:\[[^\]]*\]\s*)*void\s+(\w+)\s*\(", bare)
    if m:
        return ["-entry", m.group(1), "-stage", "compute"]
    return None


def simple_calls(code):
    """Calls of the block's non-generic top-level functions whose parameters are scalars/vectors/matrices."""
    bare = strip_comments(code)
    calls = []
    depth = 0
    pos = 0
    # Only declarations at brace depth 0 count.
    for m in re.finditer(r"[{}]|^([A-Za-z_][\w]*)\s+([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:\{|$)", bare, re.M):
        tok = m.group(0)
        if tok == "{":
            depth += 1
            continue
        if tok == "}":
            depth -= 1
            continue
        if depth != 0:
            continue
        ret, name, params = m.group(1), m.group(2), m.group(3)
        if tok.rstrip().endswith("{"):
            depth += 1
        if ret in ("return", "struct", "interface", "extension", "namespace", "typedef", "static", "else"):
            continue
        args = []
        ok = True
        for p in [p.strip() for p in params.split(",") if p.strip()]:
            words = p.split("=")[0].split()
            if not words or len(words) < 2:
                ok = False
                break
            mods = words[:-2]
            ty = words[-2]
            if any(w not in ("in", "const") for w in mods) or not SIMPLE_TYPE.match(ty):
                ok = False
                break
            args.append("%s(0)" % ty)
        if ok:
            calls.append("    %s(%s);\n" % (name, ", ".join(args)))
        pos = m.end()
    return calls


def variants(code):
    out = []
    ea = entry_args(code)
    if ea is not None:
        out.append(("entry", code, ea))
        return out
    calls = simple_calls(code)
    if calls:
        out.append(("calls", code + PROBE_ENTRY % "".join(calls), []))
    out.append(("decls", code + PROBE_ENTRY % "", []))
    body = "".join("    " + l + "\n" for l in code.splitlines())
    out.append(("stmts", PROBE_ENTRY % body, []))
    return out


def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -999, "timeout"


def error_of(out):
    m = re.search(r"error\[([A-Z0-9]+)\][^\n]*", out)
    if m:
        return m.group(1), m.group(0)[:300]
    if "panicked" in out:
        return "PANIC", next((l for l in out.splitlines() if "panicked" in l), "")[:300]
    line = next((l for l in out.splitlines() if "error" in l.lower()), out.strip()[:300])
    return "other", line[:300]


def slangc_ok(a, path, args):
    rc, out = run([a.slangc, path, "-target", "spirv", "-O0", "-o", path + ".slangc.spv"] + args)
    return rc == 0, out


def nslc_check(a, path, args):
    spv = path + ".nslc.spv"
    rc, out = run([a.nslc, path, "-target", "spirv", "-O0", "-o", spv] + args)
    if rc != 0:
        code, msg = ("TIMEOUT", "timeout") if rc == -999 else error_of(out)
        return False, code, msg
    rc, out = run(["spirv-val", "--target-env", "vulkan1.3", "--scalar-block-layout", spv])
    if rc != 0:
        return False, "SPIRV-VAL", (out.strip().splitlines() or [""])[0][:300]
    return True, None, None


def probe(a, outdir, key, code):
    reason = skip_reason(code)
    if reason:
        return {"verdict": "skipped", "why": reason}
    vs = variants(code)
    paths = []
    for kind, text, args in vs:
        path = os.path.join(outdir, "%s.%s.slang" % (key, kind))
        with open(path, "w") as f:
            f.write(text)
        paths.append((kind, path, args))
    for kind, path, args in paths:
        ok, _ = slangc_ok(a, path, args)
        if ok:
            nok, code, msg = nslc_check(a, path, args)
            res = {"verdict": "both-ok" if nok else "gap", "variant": kind, "program": os.path.basename(path), "args": args}
            if not nok:
                res.update(code=code, message=msg)
            return res
    # slangc rejects every variant: does nslc accept one?
    for kind, path, args in paths:
        nok, _, _ = nslc_check(a, path, args)
        if nok:
            return {"verdict": "accepts-invalid", "variant": kind, "program": os.path.basename(path), "args": args}
    return {"verdict": "both-reject"}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repo", required=True, help="git dir of a Slang repository")
    ap.add_argument("--nslc", required=True)
    ap.add_argument("--slangc", required=True)
    ap.add_argument("--out", help="folder for the programs (default: a new temp dir)")
    ap.add_argument("--json")
    ap.add_argument("--filter", default="")
    ap.add_argument("--all-docs", action="store_true", help="also docs/language-reference/*.md and docs/*.md")
    ap.add_argument("-j", type=int, default=1)
    a = ap.parse_args()
    a.nslc = os.path.abspath(a.nslc)
    outdir = a.out or tempfile.mkdtemp(prefix="nsl-probe-docs-")
    os.makedirs(outdir, exist_ok=True)

    jobs = []
    for f in doc_files(a.repo, a.all_docs):
        if a.filter not in f:
            continue
        stem = os.path.splitext(os.path.basename(f))[0]
        for n, (line, _lang, code) in enumerate(blocks_of(git_show(a.repo, f))):
            jobs.append(("%s:%d" % (f, line), "%s_%03d" % (stem, n), code))

    results = {}
    with cf.ThreadPoolExecutor(a.j) as ex:
        futs = [(k, ex.submit(probe, a, outdir, key, code)) for k, key, code in jobs]
        for k, fut in futs:
            results[k] = fut.result()

    counts = Counter(r["verdict"] for r in results.values())
    groups = defaultdict(list)
    for k, r in results.items():
        if r["verdict"] == "gap":
            groups[r["code"]].append((k, r))
    print("gaps (slangc ok, nslc rejects) by nslc error code:")
    for code, items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print("%5d %s" % (len(items), code))
        for k, r in items:
            print("        %s [%s] %s" % (k, r["variant"], r["message"]))
    acc = [k for k, r in results.items() if r["verdict"] == "accepts-invalid"]
    if acc:
        print("accepts-invalid (nslc ok, slangc rejects every variant):")
        for k in acc:
            print("        %s [%s]" % (k, results[k]["variant"]))
    print(
        "blocks: %d; skipped %d; both ok %d; gaps %d; accepts-invalid %d; both reject %d"
        % (
            len(results),
            counts["skipped"],
            counts["both-ok"],
            counts["gap"],
            counts["accepts-invalid"],
            counts["both-reject"],
        )
    )
    print("programs under", outdir)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    sys.exit(main())
