#!/usr/bin/env python3
"""Makes invalid Slang programs from valid ones and checks that nslc rejects them.

Takes suite files that both slangc and nslc accept (a verdicts JSON such as
measure_valid.py --json writes: path under the suite -> {args, slangc, nslc}),
applies one semantic mutation of a kind users get wrong (undefined names, wrong
argument counts or types, assignments to constants / read-only buffers /
rvalues, return mistakes, missing members, bad swizzles, wrong generic argument
counts, duplicate declarations, break outside a loop, non-boolean conditions,
initializer mismatches, types used as values, ...) and compiles each mutant with
the real slangc and with nslc (the file's args, -target spirv -O0). Mutants
slangc accepts are dropped (they are valid programs). Reports, by mutation kind,
the mutants nslc accepts (the misses), crashes (panics, signals) and how often
the first error code agrees. Text-level mutations on a copy of the source whose
comments, strings and preprocessor lines are blanked; deterministic for a seed.
slangc's verdicts are cached (--cache) so re-runs after a checker fix only run nslc.

    python3 tools/mutate_invalid.py --nslc target/debug/nslc --slangc $SLANGC \
        [--verdicts /work/tmp/valid8.json] [--per-kind 30] [--seed 1] [--kinds a,b] \
        [--cache /tmp/mutants.json] [--out-dir /tmp/mutants] [--json report.json] [-j 2]
"""
import argparse
import concurrent.futures as cf
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
from collections import Counter, defaultdict

KEYWORDS = {
    "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "continue",
    "struct", "class", "interface", "extension", "typedef", "typealias", "namespace", "import", "const",
    "static", "uniform", "in", "out", "inout", "ref", "let", "var", "true", "false", "this", "This",
    "void", "discard", "sizeof", "new", "groupshared", "public", "private", "internal", "where", "func",
    "__generic", "cbuffer", "tbuffer", "enum", "throw", "try", "defer", "export", "extern", "override",
    "associatedtype", "property", "get", "set", "__subscript", "__init", "module", "implementing",
}
SCALARS = r"(?:int|uint|float|half|double|bool|int64_t|uint64_t|int16_t|uint16_t)"
NUMERIC = rf"(?:{SCALARS}(?:[1-4](?:x[1-4])?)?)"
IDENT = r"[A-Za-z_]\w*"


def mask(text):
    """Blanks comments, string/char literals and preprocessor lines (same length, newlines kept)."""
    out = list(text)
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c in " \t":
            i += 1
            continue
        if line_start and c == "#":
            j = i
            while j < n and text[j] != "\n":
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "\n":
                    j += 2
                    continue
                j += 1
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
            continue
        line_start = False
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            for k in range(i + 1, min(j, n)):
                out[k] = " "
            i = j + 1
            continue
        if c == "\n":
            line_start = True
        i += 1
    return "".join(out)


def match_close(m, open_pos):
    """Index of the bracket closing the one at open_pos in masked text m, or -1."""
    pairs = {"{": "}", "(": ")", "[": "]"}
    o = m[open_pos]
    c = pairs[o]
    depth = 0
    for i in range(open_pos, len(m)):
        if m[i] == o:
            depth += 1
        elif m[i] == c:
            depth -= 1
            if depth == 0:
                return i
    return -1


FUNC_RE = re.compile(
    rf"(?m)(?<![\w.])({IDENT}(?:<[^;{{}}()]*?>)?(?:\[\d*\])?)[ \t]+({IDENT})[ \t]*(<[^;{{}}()]*?>)?[ \t]*\(([^;{{}}]*?)\)"
    r"[ \t]*(?:->[^{;]*?)?(?:\s*:\s*SV_\w+)?\s*(?:where[^{;]*?)?\{"
)


class Func:
    def __init__(self, ret, name, generic, params, start, body_open, body_close):
        self.ret, self.name, self.generic, self.params = ret, name, generic, params
        self.start, self.body_open, self.body_close = start, body_open, body_close

    def param_list(self):
        return split_args(self.params) if self.params.strip() else []


def split_args(s):
    """Splits a comma list at depth 0 of (), [], {}, <> (angle brackets only after an identifier)."""
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


class Source:
    def __init__(self, text):
        self.text = text
        self.m = mask(text)
        self.funcs = []
        for fm in FUNC_RE.finditer(self.m):
            ret, name = fm.group(1), fm.group(2)
            if name in KEYWORDS or ret in KEYWORDS - {"void"} or ret in ("return", "else", "new"):
                continue
            open_pos = fm.end() - 1
            close = match_close(self.m, open_pos)
            if close < 0:
                continue
            # A function nested in another's body is a call followed by a block: skip.
            if any(f.body_open < fm.start() < f.body_close for f in self.funcs):
                continue
            self.funcs.append(Func(ret, name, fm.group(3), fm.group(4), fm.start(), open_pos, close))
        self.func_names = Counter(f.name for f in self.funcs)
        self.structs = re.findall(rf"(?<![\w.])struct\s+({IDENT})\s*(?::[^{{;]*)?\{{", self.m)

    def bodies(self):
        return [f for f in self.funcs if f.body_close - f.body_open > 2]

    def in_body(self, pos):
        return any(f.body_open < pos < f.body_close for f in self.funcs)

    def body_of(self, pos):
        for f in self.funcs:
            if f.body_open < pos < f.body_close:
                return f
        return None


def replace(text, start, end, new):
    return text[:start] + new + text[end:]


MUTANT_STRUCT = "struct MutantS_ { int m; };\nstatic MutantS_ mutantS_;\n"


def with_struct(text, src, edits):
    """Applies edits (start, end, new), then puts MutantS_ before the first function."""
    for s, e, new in sorted(edits, reverse=True):
        text = replace(text, s, e, new)
    first = min((f.start for f in src.funcs), default=0)
    line = text.rfind("\n", 0, first) + 1
    # Attributes on the lines before the function stay attached to it.
    while True:
        prev = text.rfind("\n", 0, max(line - 1, 0)) + 1
        if line == 0 or not text[prev:line].strip().startswith("["):
            break
        line = prev
    return text[:line] + MUTANT_STRUCT + text[line:]


def stmt_start(src, f):
    """Position just after a body's opening brace."""
    return f.body_open + 1


LOCAL_RE = re.compile(rf"(?<![\w.,(<])(?:(const|let|var)\s+)?({NUMERIC})\s+({IDENT})\s*=\s*([^;{{}}]+);")


def locals_in(src, f):
    for m in LOCAL_RE.finditer(src.m, f.body_open, f.body_close):
        if m.group(1) or m.group(3) in KEYWORDS:
            continue
        yield m


def calls_in(src, f, names=None):
    for m in re.finditer(rf"(?<![\w.])({IDENT})\s*\(", src.m[: f.body_close]):
        if m.start() <= f.body_open or m.group(1) in KEYWORDS:
            continue
        if names is not None and m.group(1) not in names:
            continue
        close = match_close(src.m, m.end() - 1)
        if close < 0 or close > f.body_close:
            continue
        yield m, m.end() - 1, close


# ---- mutation kinds: each returns a list of (description, new text) candidates ----


def k_undef_var(src):
    out = []
    for f in src.bodies():
        for lm in locals_in(src, f):
            name = lm.group(3)
            for u in re.finditer(rf"(?<![\w.]){re.escape(name)}(?!\w)", src.m[lm.end() : f.body_close]):
                p = lm.end() + u.start()
                out.append((f"use of {name} renamed", replace(src.text, p, p + len(name), name + "Undef")))
                break
    return out


def k_undef_func(src):
    out = []
    for f in src.bodies():
        for m, _o, _c in calls_in(src, f):
            name = m.group(1)
            if name in src.func_names or re.fullmatch(r"[a-z]\w*", name) and not re.fullmatch(NUMERIC, name):
                out.append((f"call of {name} renamed", replace(src.text, m.start(1), m.end(1), name + "Undef")))
    return out


def k_undef_type(src):
    out = []
    for f in src.bodies():
        for lm in locals_in(src, f):
            out.append((f"type {lm.group(2)} renamed", replace(src.text, lm.start(2), lm.end(2), lm.group(2) + "Undef")))
    for s in src.structs:
        for u in re.finditer(rf"(?<![\w.]){re.escape(s)}\s+{IDENT}\s*[;=]", src.m):
            if src.in_body(u.start()):
                out.append((f"struct {s} renamed at a use", replace(src.text, u.start(), u.start() + len(s), s + "Undef")))
    return out


def user_calls(src, unique=True):
    defs = {f.name: f for f in src.funcs if src.func_names[f.name] == 1 or not unique}
    for f in src.bodies():
        for m, o, c in calls_in(src, f, defs):
            callee = defs[m.group(1)]
            if callee.generic or "=" in callee.params:
                continue
            yield f, m, o, c, callee


def k_arg_count(src):
    out = []
    for _f, m, o, c, callee in user_calls(src):
        args = src.text[o + 1 : c]
        n = len(callee.param_list())
        if n == 0:
            out.append((f"extra argument to {m.group(1)}", replace(src.text, o + 1, c, "0")))
            continue
        parts = split_args(src.m[o + 1 : c])
        if len(parts) != n:
            continue
        out.append((f"extra argument to {m.group(1)}", replace(src.text, c, c, ", " + split_args(args)[-1].strip())))
        cut = o + 1 + len(",".join(parts[:-1])) if n > 1 else o + 1
        out.append((f"missing argument to {m.group(1)}", replace(src.text, cut, c, "")))
    return out


def k_arg_type(src):
    out = []
    for _f, m, o, c, callee in user_calls(src):
        ps = callee.param_list()
        parts = split_args(src.m[o + 1 : c])
        if len(parts) != len(ps) or not ps:
            continue
        for i, p in enumerate(ps):
            if re.search(rf"(?<!\w){NUMERIC}\s+{IDENT}\s*$", p.strip()) and not re.search(r"\b(out|inout|ref)\b", p):
                s = o + 1 + sum(len(x) + 1 for x in parts[:i])
                e = s + len(parts[i])
                out.append((f"struct passed for {p.strip()} of {m.group(1)}", with_struct(src.text, src, [(s, e, " mutantS_")])))
                break
    return out


def k_out_arg_rvalue(src):
    out = []
    for _f, m, o, c, callee in user_calls(src):
        ps = callee.param_list()
        parts = split_args(src.m[o + 1 : c])
        if len(parts) != len(ps):
            continue
        for i, p in enumerate(ps):
            if re.search(r"\b(out|inout)\b", p):
                s = o + 1 + sum(len(x) + 1 for x in parts[:i])
                e = s + len(parts[i])
                a = src.text[s:e].strip()
                out.append((f"rvalue for {p.strip()} of {m.group(1)}", replace(src.text, s, e, f" ({a} + {a})")))
                break
    return out


ASSIGN_TO = r"\s*(?:[-+*/%&|^]|<<|>>)?=(?!=)|\s*(?:\+\+|--)"


def k_assign_const(src):
    out = []
    for f in src.bodies():
        for lm in locals_in(src, f):
            name = lm.group(3)
            rest = src.m[lm.end() : f.body_close]
            if re.search(rf"(?<![\w.]){re.escape(name)}(?:{ASSIGN_TO})|(?:\+\+|--){re.escape(name)}(?!\w)", rest):
                out.append((f"local {name} made const", replace(src.text, lm.start(2), lm.start(2), "const ")))
                out.append((f"local {name} made let", replace(src.text, lm.start(2), lm.end(2), "let")))
    for g in re.finditer(rf"(?m)^\s*static\s+const\s+({NUMERIC})\s+({IDENT})\s*=", src.m):
        for f in src.bodies()[:1]:
            out.append((f"static const {g.group(2)} assigned", replace(src.text, f.body_open + 1, f.body_open + 1, f" {g.group(2)} = {g.group(2)};")))
    return out


def k_assign_rvalue(src):
    out = []
    for f in src.bodies():
        for a in re.finditer(rf"(?<=[;{{}}])(\s*)({IDENT})\s*=(?!=)([^;]*);", src.m[: f.body_close]):
            if a.start() < f.body_open or a.group(2) in KEYWORDS:
                continue
            s = a.start(2)
            out.append((f"assignment to ({a.group(2)} + {a.group(2)})", replace(src.text, s, a.end(2), f"({a.group(2)} + {a.group(2)})")))
        for m, _o, c in calls_in(src, f, {g.name for g in src.funcs if g.ret != "void"}):
            if re.match(r"\s*;", src.m[c + 1 :]) and re.search(r"[;{}]\s*$", src.m[: m.start()]):
                out.append((f"assignment to call of {m.group(1)}", replace(src.text, c + 1, c + 1, f" = {src.text[m.start():c + 1]}")))
    return out


def k_assign_readonly(src):
    out = []
    bodies = [f for f in src.bodies() if f.name == "computeMain"] or src.bodies()[:1]
    if not bodies:
        return out
    at = bodies[0].body_open + 1
    for g in re.finditer(rf"(?<![\w.])(StructuredBuffer|Buffer|ByteAddressBuffer|Texture[123]D)\s*(?:<[^;{{}}]*?>)?\s+({IDENT})\s*[;:\[,)]", src.m):
        n = g.group(2)
        if g.group(1) == "ByteAddressBuffer":
            stmt = f" {n}.Store(0, 0u);"
        elif g.group(1).startswith("Texture"):
            continue
        else:
            stmt = f" {n}[0] = {n}[0];"
        out.append((f"write to read-only {g.group(1)} {n}", replace(src.text, at, at, stmt)))
    for g in re.finditer(rf"(?<![\w.])ConstantBuffer\s*<[^;{{}}]*?>\s+({IDENT})\s*[;:]", src.m):
        n = g.group(1)
        fm = re.search(rf"(?<![\w.]){re.escape(n)}\.({IDENT})(?![\w(])", src.m)
        if fm:
            e = f"{n}.{fm.group(1)}"
            out.append((f"write to ConstantBuffer field {e}", replace(src.text, at, at, f" {e} = {e};")))
    for g in re.finditer(r"(?<![\w.])cbuffer\s+\w+\s*(?::[^{]*)?\{", src.m):
        close = match_close(src.m, g.end() - 1)
        fm = re.search(rf"({NUMERIC})\s+({IDENT})\s*[;:]", src.m[g.end() : close])
        if fm:
            e = fm.group(2)
            out.append((f"write to cbuffer field {e}", replace(src.text, at, at, f" {e} = {e};")))
    for g in re.finditer(rf"(?m)^\s*uniform\s+({NUMERIC})\s+({IDENT})\s*;", src.m):
        e = g.group(2)
        out.append((f"write to uniform {e}", replace(src.text, at, at, f" {e} = {e};")))
    return out


RET_RE = re.compile(r"(?<![\w.])return\s+([^;]+);")


def k_return(src):
    out = []
    for f in src.bodies():
        nonvoid = f.ret != "void" and re.fullmatch(rf"{NUMERIC}|{IDENT}", f.ret)
        if nonvoid:
            for r in RET_RE.finditer(src.m, f.body_open, f.body_close):
                if src.body_of(r.start()) is not f:
                    continue
                out.append((f"return without value in {f.name}", replace(src.text, r.start(), r.end(), "return;")))
                if re.fullmatch(NUMERIC, f.ret):
                    out.append((f"struct returned from {f.name}", with_struct(src.text, src, [(r.start(1), r.end(1), "mutantS_")])))
                break
        elif f.ret == "void":
            out.append((f"return 1 in void {f.name}", replace(src.text, f.body_open + 1, f.body_open + 1, " return 1;")))
    return out


def k_bad_member(src):
    out = []
    for f in src.bodies():
        for m in re.finditer(rf"(?<=[\w\])])\.({IDENT})(\s*\()?", src.m[: f.body_close]):
            if m.start() < f.body_open:
                continue
            before = re.search(r"[\w.]*$", src.m[: m.start()]).group(0)
            if re.match(r"\d", before) or re.fullmatch(r"[xyzwrgba]{1,4}", m.group(1)):
                continue
            kind = "method" if m.group(2) else "field"
            out.append((f"{kind} .{m.group(1)} renamed", replace(src.text, m.start(1), m.end(1), m.group(1) + "Nope")))
    return out


def k_swizzle(src):
    out = []
    for f in src.bodies():
        for m in re.finditer(r"(?<=[\w\])])\.([xyzw]{1,4}|[rgba]{1,4})(?!\w)", src.m[: f.body_close]):
            if m.start() < f.body_open:
                continue
            before = re.search(r"[\w.]*$", src.m[: m.start()]).group(0)
            if re.match(r"\d", before):
                continue
            s = m.group(1)
            out.append((f".{s} -> .{s}q", replace(src.text, m.start(1), m.end(1), s + "q")))
            out.append((f".{s} -> 5 components", replace(src.text, m.start(1), m.end(1), (s * 5)[:5])))
            mix = "r" if s[0] in "xyzw" else "x"
            out.append((f".{s} -> mixed sets", replace(src.text, m.start(1), m.end(1), s[0] + mix)))
    return out


def k_generic_args(src):
    out = []
    for m in re.finditer(r"(?<![\w.])(vector|matrix|RWStructuredBuffer|StructuredBuffer|RWBuffer|ConstantBuffer|Array)\s*<", src.m):
        close = src.m.find(">", m.end())
        if close < 0 or ";" in src.m[m.end() : close]:
            continue
        out.append((f"extra generic argument to {m.group(1)}", replace(src.text, close, close, ", int")))
        if m.group(1) in ("RWStructuredBuffer", "StructuredBuffer", "ConstantBuffer", "RWBuffer"):
            out.append((f"no generic argument to {m.group(1)}", replace(src.text, m.end() - 1, close + 1, "<>")))
    for f in src.funcs:
        if not f.generic:
            continue
        nparams = len(split_args(f.generic[1:-1]))
        for g in src.bodies():
            for c in re.finditer(rf"(?<![\w.]){re.escape(f.name)}\s*<([^;{{}}()]*?)>\s*\(", src.m[: g.body_close]):
                if c.start() < g.body_open:
                    continue
                close = c.end(1)
                out.append((f"extra generic argument to {f.name}<{nparams}>", replace(src.text, close, close, ", int")))
    return out


def k_duplicate(src):
    out = []
    for f in src.bodies():
        for lm in locals_in(src, f):
            stmt = src.text[lm.start() : lm.end()]
            out.append((f"local {lm.group(3)} declared twice", replace(src.text, lm.end(), lm.end(), " " + stmt)))
            break
        if not f.generic and f.name != "computeMain" and src.func_names[f.name] == 1 and not src.in_body(f.start):
            line = src.text.rfind("\n", 0, f.start) + 1
            out.append((f"function {f.name} defined twice", src.text[: f.body_close + 1] + "\n" + src.text[line : f.body_close + 1] + src.text[f.body_close + 1 :]))
        ps = f.param_list()
        if len(ps) >= 2:
            names = [re.search(rf"({IDENT})\s*(?::\s*\w+)?\s*(?:=.*)?$", p.strip()) for p in ps]
            if names[0] and names[1]:
                a, b = names[0].group(1), names[1].group(1)
                p0 = src.m.find("(", f.start)
                seg = src.text[p0 : f.body_open]
                seg2 = re.sub(rf"(?<!\w){re.escape(b)}(?!\w)", a, seg, count=1)
                out.append((f"parameter {b} of {f.name} renamed to {a}", src.text[:p0] + seg2 + src.text[f.body_open :]))
    for s in re.finditer(rf"(?<![\w.])struct\s+({IDENT})\s*\{{", src.m):
        close = match_close(src.m, s.end() - 1)
        fm = re.search(rf"(?m)^\s*({NUMERIC})\s+({IDENT})\s*;", src.m[s.end() : close])
        if fm:
            p = s.end() + fm.end()
            out.append((f"field {fm.group(2)} of {s.group(1)} declared twice", replace(src.text, p, p, f" {fm.group(1)} {fm.group(2)};")))
        if not src.in_body(s.start()):
            semi = close + 1 if src.m[close + 1 : close + 2] == ";" else close
            out.append((f"struct {s.group(1)} defined twice", src.text[: semi + 1] + "\n" + src.text[s.start() : semi + 1] + src.text[semi + 1 :]))
    return out


def k_break_outside(src):
    out = []
    for f in src.bodies():
        out.append((f"break in {f.name} outside a loop", replace(src.text, f.body_open + 1, f.body_open + 1, " break;")))
        out.append((f"continue in {f.name} outside a loop", replace(src.text, f.body_open + 1, f.body_open + 1, " continue;")))
    return out


def k_nonbool_cond(src):
    out = []
    for f in src.bodies():
        for m in re.finditer(r"(?<![\w.])(if|while)\s*\(", src.m[: f.body_close]):
            if m.start() < f.body_open:
                continue
            close = match_close(src.m, m.end() - 1)
            out.append((f"struct as {m.group(1)} condition", with_struct(src.text, src, [(m.end(), close, "mutantS_")])))
        for m in re.finditer(r"(?<![\w.])for\s*\(", src.m[: f.body_close]):
            if m.start() < f.body_open:
                continue
            close = match_close(src.m, m.end() - 1)
            parts = src.m[m.end() : close].split(";")
            if len(parts) == 3:
                s = m.end() + len(parts[0]) + 1
                out.append(("struct as for condition", with_struct(src.text, src, [(s, s + len(parts[1]), " mutantS_")])))
    return out


def k_init_mismatch(src):
    out = []
    for f in src.bodies():
        for lm in locals_in(src, f):
            out.append((f"struct initializes {lm.group(2)} {lm.group(3)}", with_struct(src.text, src, [(lm.start(4), lm.end(4), "mutantS_")])))
            out.append((f"{lm.group(2)} {lm.group(3)} initialized to a struct type", with_struct(src.text, src, [(lm.start(2), lm.end(2), "MutantS_")])))
    return out


def k_type_as_value(src):
    out = []
    for f in src.bodies():
        for lm in locals_in(src, f):
            out.append((f"type name {lm.group(2)} as initializer", replace(src.text, lm.start(4), lm.end(4), lm.group(2))))
            if src.structs:
                out.append((f"struct type {src.structs[0]} as initializer", replace(src.text, lm.start(4), lm.end(4), src.structs[0])))
            out.append((f"value {lm.group(3)} as a type", replace(src.text, lm.end(), lm.end(), f" {lm.group(3)} mutantV_ = {lm.group(3)};")))
    return out


def k_call_nonfunc(src):
    out = []
    for f in src.bodies():
        for lm in locals_in(src, f):
            name = lm.group(3)
            for u in re.finditer(rf"(?<![\w.]){re.escape(name)}(?![\w(])", src.m[lm.end() : f.body_close]):
                p = lm.end() + u.end()
                out.append((f"local {name} called", replace(src.text, p, p, "(0)")))
                break
    return out


def k_interface(src):
    out = []
    ifaces = {}
    for i in re.finditer(rf"(?<![\w.])interface\s+({IDENT})[^{{;]*\{{", src.m):
        close = match_close(src.m, i.end() - 1)
        ifaces[i.group(1)] = re.findall(rf"({IDENT})\s*\([^;{{}}]*\)\s*;", src.m[i.end() : close])
    for s in re.finditer(rf"(?<![\w.])struct\s+({IDENT})\s*(?:<[^{{;]*>)?\s*:\s*([^{{;]*)\{{", src.m):
        bases = [b.strip().split("<")[0] for b in s.group(2).split(",")]
        close = match_close(src.m, s.end() - 1)
        for b in bases:
            for meth in ifaces.get(b, []):
                d = re.search(rf"(?<![\w.]){re.escape(meth)}\s*\([^;{{}}]*\)[^;{{]*\{{", src.m[s.end() : close])
                if d:
                    p = s.end() + d.start()
                    out.append((f"{s.group(1)} lacks {b}.{meth}", replace(src.text, p, p + len(meth), meth + "Renamed")))
        if any(b in ifaces for b in bases):
            for b in bases:
                if b in ifaces:
                    i0 = s.start(2) + s.group(2).find(b)
                    out.append((f"{s.group(1)} conforms to undefined interface", replace(src.text, i0, i0 + len(b), b + "Undef")))
                    break
    for f in src.funcs:
        if f.generic and ":" in f.generic:
            g0 = src.m.find(f.generic, f.start)
            new = re.sub(r"\s*:\s*[\w<>, ]+?(?=[,>])", "", f.generic)
            if new != f.generic and g0 >= 0:
                out.append((f"constraint dropped from {f.name}", replace(src.text, g0, g0 + len(f.generic), new)))
    return out


def k_operator(src):
    out = []
    for f in src.bodies():
        for lm in locals_in(src, f):
            out.append((f"struct + {lm.group(3)}", with_struct(src.text, src, [(lm.start(4), lm.end(4), f"mutantS_ + ({src.text[lm.start(4):lm.end(4)]})")])))
            break
    return out


def k_scope(src):
    out = []
    for f in src.bodies():
        for m in re.finditer(rf"(?<![\w.])for\s*\(\s*(?:{NUMERIC})\s+({IDENT})\s*=", src.m[: f.body_close]):
            if m.start() < f.body_open:
                continue
            close = match_close(src.m, src.m.find("(", m.start()))
            rest = src.m[close + 1 :].lstrip()
            if not rest.startswith("{"):
                continue
            b = src.m.find("{", close)
            bc = match_close(src.m, b)
            if bc < 0 or bc > f.body_close:
                continue
            out.append((f"loop variable {m.group(1)} used after the loop", replace(src.text, bc + 1, bc + 1, f" {m.group(1)} = 0;")))
        for m in re.finditer(r"(?<=[;{}])\s*\{", src.m[: f.body_close]):
            if m.start() <= f.body_open:
                continue
            b = m.end() - 1
            bc = match_close(src.m, b)
            lm = LOCAL_RE.search(src.m, b, bc)
            if bc < 0 or bc > f.body_close or not lm or lm.group(1):
                continue
            out.append((f"block local {lm.group(3)} used after its block", replace(src.text, bc + 1, bc + 1, f" {lm.group(3)} = {lm.group(3)};")))
    return out


def k_void_value(src):
    out = []
    voids = {f.name for f in src.funcs if f.ret == "void" and src.func_names[f.name] == 1 and f.name != "computeMain"}
    for f in src.bodies():
        for m, _o, c in calls_in(src, f, voids):
            if re.search(r"[;{}]\s*$", src.m[: m.start()]):
                out.append((f"void call {m.group(1)} used as a value", replace(src.text, m.start(), m.start(), "int mutantV_ = ")))
    return out


def k_syntax(src):
    out = []
    for f in src.bodies():
        semis = [i for i in range(f.body_open, f.body_close) if src.m[i] == ";" and src.m[i - 1] == ")"]
        if semis:
            out.append(("missing semicolon", replace(src.text, semis[0], semis[0] + 1, "")))
            out.append(("missing closing parenthesis", replace(src.text, semis[0] - 1, semis[0], "")))
    return out


KINDS = {
    "undef_var": k_undef_var, "undef_func": k_undef_func, "undef_type": k_undef_type,
    "arg_count": k_arg_count, "arg_type": k_arg_type, "out_arg_rvalue": k_out_arg_rvalue,
    "assign_const": k_assign_const, "assign_rvalue": k_assign_rvalue, "assign_readonly": k_assign_readonly,
    "return": k_return, "bad_member": k_bad_member, "swizzle": k_swizzle, "generic_args": k_generic_args,
    "duplicate": k_duplicate, "break_outside": k_break_outside, "nonbool_cond": k_nonbool_cond,
    "init_mismatch": k_init_mismatch, "type_as_value": k_type_as_value, "call_nonfunc": k_call_nonfunc,
    "interface": k_interface, "operator": k_operator, "scope": k_scope, "void_value": k_void_value,
    "syntax": k_syntax,
}


def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -999, "timeout"


_scratch = tempfile.mkdtemp(prefix="nsl-mutate-")


def compile_with(compiler, path, args, is_slangc):
    spv = os.path.join(_scratch, f"{threading.get_ident()}.spv")
    cmd = [compiler, path, "-target", "spirv", "-O0", "-o", spv] + args
    if is_slangc:
        cmd += ["-skip-spirv-validation"]
    return run(cmd)


def first_code(out):
    m = re.search(r"error\[E?(\d+)\]|error (\d+):", out)
    if m:
        return m.group(1) or m.group(2)
    m = re.search(r"error\[([A-Z]+\d+)\]", out)
    return m.group(1) if m else None


def first_line(out):
    m = re.search(r"(?m)^\S+?:(\d+):\d+: error|--> [^\n]*?:(\d+):\d+|\((\d+)\): error", out)
    return int(m.group(1) or m.group(2) or m.group(3)) if m else None


def crashed(rc, out):
    return "panicked" in out or rc < 0 and rc != -999 or rc > 128 and rc != 255


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nslc", required=True)
    ap.add_argument("--slangc", required=True)
    ap.add_argument("--tests", default=os.path.join(os.path.dirname(__file__), "../../shared/slang-tests/tests"))
    ap.add_argument("--verdicts", default="/work/tmp/valid8.json")
    ap.add_argument("--per-kind", type=int, default=30, help="mutants per kind (before the slangc filter)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--kinds", default="")
    ap.add_argument("--max-bytes", type=int, default=6000, help="skip larger source files")
    ap.add_argument("--cache", default="", help="JSON cache of slangc verdicts by mutant hash")
    ap.add_argument("--out-dir", default="", help="write the kept mutants nslc accepts here")
    ap.add_argument("--json")
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    tests = os.path.abspath(a.tests)
    verdicts = json.load(open(a.verdicts))
    files = sorted(k for k, v in verdicts.items() if v.get("slangc") and v.get("nslc") and "args" in v)
    rng = random.Random(a.seed)
    rng.shuffle(files)
    kinds = [k for k in (a.kinds.split(",") if a.kinds else KINDS)]
    # Deterministic selection: per kind, walk the shuffled files and take one candidate per file.
    mutants = []
    sources = {}
    for kind in kinds:
        got = 0
        for rel in files:
            if got >= a.per_kind:
                break
            path = os.path.join(tests, rel)
            if os.path.getsize(path) > a.max_bytes:
                continue
            if rel not in sources:
                sources[rel] = Source(open(path, encoding="utf-8", errors="replace").read())
            src = sources[rel]
            cands = KINDS[kind](src)
            cands = [c for c in cands if c[1] != src.text]
            if not cands:
                continue
            desc, text = cands[random.Random(f"{a.seed}:{kind}:{rel}").randrange(len(cands))]
            mutants.append({"kind": kind, "file": rel, "desc": desc, "text": text, "args": verdicts[rel]["args"]})
            got += 1
    cache = json.load(open(a.cache)) if a.cache and os.path.exists(a.cache) else {}
    lock = threading.Lock()

    def one(mu):
        h = hashlib.sha1((mu["text"] + "\0" + " ".join(mu["args"])).encode()).hexdigest()[:16]
        mu["hash"] = h
        d = os.path.join(_scratch, h)
        os.makedirs(d, exist_ok=True)
        # The original name in a scratch folder; -I finds the original's includes and imports.
        path = os.path.join(d, os.path.basename(mu["file"]))
        with open(path, "w") as fh:
            fh.write(mu["text"])
        args = mu["args"] + ["-I", os.path.dirname(os.path.join(tests, mu["file"]))]
        with lock:
            sv = cache.get(h)
        if sv is None:
            rc, out = compile_with(a.slangc, path, args, True)
            sv = {"ok": rc == 0, "code": first_code(out), "line": first_line(out)}
            with lock:
                cache[h] = sv
        mu["slangc"] = sv
        if sv["ok"]:
            return mu
        rc, out = compile_with(a.nslc, path, args, False)
        mu["nslc"] = {"ok": rc == 0, "code": first_code(out), "line": first_line(out), "crash": crashed(rc, out),
                      "msg": next((l for l in out.splitlines() if "error" in l or "panicked" in l), "")[:200]}
        return mu

    with cf.ThreadPoolExecutor(a.j) as ex:
        done = list(ex.map(one, mutants))
    if a.cache:
        json.dump(cache, open(a.cache, "w"), indent=0, sort_keys=True)
    kept = [m for m in done if not m["slangc"]["ok"]]
    by = defaultdict(list)
    for m in kept:
        by[m["kind"]].append(m)
    print(f"{'kind':16} {'made':>5} {'slangc-rej':>10} {'nslc-acc':>8} {'crash':>5} {'same-code':>9} {'same-line':>9}")
    tot = Counter()
    for kind in kinds:
        made = sum(1 for m in done if m["kind"] == kind)
        ks = by[kind]
        acc = [m for m in ks if m["nslc"]["ok"]]
        cr = [m for m in ks if m["nslc"]["crash"]]
        same = sum(1 for m in ks if not m["nslc"]["ok"] and m["nslc"]["code"] == m["slangc"]["code"])
        sl = sum(1 for m in ks if not m["nslc"]["ok"] and m["nslc"]["line"] == m["slangc"]["line"])
        print(f"{kind:16} {made:5} {len(ks):10} {len(acc):8} {len(cr):5} {same:9} {sl:9}")
        tot.update(made=made, rej=len(ks), acc=len(acc), crash=len(cr), same=same, line=sl)
    print(f"{'total':16} {tot['made']:5} {tot['rej']:10} {tot['acc']:8} {tot['crash']:5} {tot['same']:9} {tot['line']:9}")
    for m in kept:
        if m["nslc"]["ok"] or m["nslc"]["crash"]:
            tag = "CRASH" if m["nslc"]["crash"] else "accepted"
            print(f"{tag}: [{m['kind']}] {m['file']}: {m['desc']} (slangc E{m['slangc']['code']} line {m['slangc']['line']}) {m['hash']}")
            if a.out_dir:
                os.makedirs(a.out_dir, exist_ok=True)
                with open(os.path.join(a.out_dir, f"{m['kind']}-{m['hash']}.slang"), "w") as fh:
                    fh.write(f"// {m['file']}: {m['desc']}; args: {' '.join(m['args'])}\n" + m["text"])
    if a.json:
        for m in done:
            m.pop("text", None)
        json.dump(done, open(a.json, "w"), indent=1)


if __name__ == "__main__":
    sys.exit(main())
