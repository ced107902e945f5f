//! Shrinks a generated [`Program`] while a property holds (a disagreement
//! with slangc persists): greedy passes over the AST that drop checksums,
//! delete statements, splice an `if`'s or a loop's body in its place,
//! replace expressions by a same-typed operand or a zero, and drop unused
//! declarations and functions, until no edit keeps the property.

use crate::slang_gen::{zero, Expr, Program, Scalar, Stmt, Ty, E};

/// Reduces `program` while `interesting` holds; `interesting` is never
/// asked about the program it started from. Stops after `max_tries` calls.
pub fn reduce(program: &Program, max_tries: usize, interesting: &mut dyn FnMut(&Program) -> bool) -> Program {
    let mut cur = program.clone();
    let mut tries = 0;
    // First halves, quarters, … of the checksums and of the main
    // function's statements (declarations stay).
    for list in 0..2 {
        let len = |p: &Program| if list == 0 { p.checksums.len() } else { p.main.len() };
        let mut n = len(&cur) / 2;
        while n >= 1 {
            let mut i = 0;
            while i < len(&cur) {
                let mut c = cur.clone();
                let end = (i + n).min(len(&c));
                if list == 0 {
                    c.checksums.drain(i..end);
                    if c.checksums.is_empty() {
                        break;
                    }
                } else {
                    let kept: Vec<Stmt> = c.main.drain(i..end).filter(|s| matches!(s, Stmt::Decl(..))).collect();
                    c.main.splice(i..i, kept);
                }
                if c == cur || tries >= max_tries {
                    i += n;
                    continue;
                }
                tries += 1;
                if interesting(&c) {
                    cur = c;
                } else {
                    i += n;
                }
            }
            n /= 2;
        }
    }
    loop {
        let mut progress = false;
        for pass in 0..PASSES {
            let mut k = 0;
            while let Some(candidates) = edit(&cur, pass, k) {
                let mut taken = false;
                for c in candidates {
                    if tries >= max_tries {
                        return cur;
                    }
                    if c == cur {
                        continue;
                    }
                    tries += 1;
                    if interesting(&c) {
                        cur = c;
                        taken = true;
                        progress = true;
                        break;
                    }
                }
                // A deletion leaves the next site at the same index.
                if !taken {
                    k += 1;
                }
            }
        }
        if !progress {
            return cur;
        }
    }
}

const PASSES: usize = 6;

/// The candidates of edit site `k` of pass `pass` (`None`: no such site).
fn edit(p: &Program, pass: usize, k: usize) -> Option<Vec<Program>> {
    match pass {
        // Drop checksum k (keep at least one).
        0 => {
            if k >= p.checksums.len() || p.checksums.len() == 1 {
                return None;
            }
            let mut c = p.clone();
            c.checksums.remove(k);
            Some(vec![c])
        }
        // Delete statement k.
        1 => {
            let mut c = p.clone();
            let mut n = k;
            let done = blocks_mut(&mut c, &mut |b, top_of_fn| {
                for i in 0..b.len() {
                    let removable = match &b[i] {
                        Stmt::Decl(..) => false,
                        Stmt::Return(Some(_)) => !(top_of_fn && i + 1 == b.len()),
                        // A function's first assignment of an out parameter
                        // (parameters are `p0`, `p1`, …; nothing else starts with p).
                        Stmt::Assign(Expr { kind: E::Var(n), .. }, "=", _) if top_of_fn && n.starts_with('p') => false,
                        _ => true,
                    };
                    if removable {
                        if n == 0 {
                            b.remove(i);
                            return true;
                        }
                        n -= 1;
                    }
                }
                false
            });
            done.then(|| vec![c])
        }
        // Splice the body of compound statement k in its place.
        2 => {
            let mut c = p.clone();
            let mut n = k;
            let mut found = false;
            let mut alternatives: Vec<Vec<Stmt>> = Vec::new();
            let mut at: Option<(usize, usize)> = None; // (block ordinal, index)
            let mut ordinal = 0;
            blocks_mut(&mut c, &mut |b, _| {
                for (i, s) in b.iter().enumerate() {
                    let bodies: Vec<Vec<Stmt>> = match s {
                        Stmt::If(_, t, e) => vec![t.clone(), e.clone()],
                        // The loop variable stays declared (as 0) for the body.
                        Stmt::For(v, _, body) | Stmt::While(v, _, body) | Stmt::DoWhile(v, _, body)
                            if !has_loop_exit(body) =>
                        {
                            let int = Ty::S(Scalar::I32);
                            let zero = zero(&int).expect("int has a zero");
                            let mut b = vec![Stmt::Decl(v.clone(), int, zero)];
                            b.extend(body.iter().cloned());
                            vec![b]
                        }
                        _ => continue,
                    };
                    if n == 0 {
                        alternatives = bodies;
                        at = Some((ordinal, i));
                        found = true;
                        return true;
                    }
                    n -= 1;
                }
                ordinal += 1;
                false
            });
            if !found {
                return None;
            }
            let (target, index) = at.expect("found");
            let out = alternatives
                .into_iter()
                .map(|body| {
                    let mut c = p.clone();
                    let mut ordinal = 0;
                    blocks_mut(&mut c, &mut |b, _| {
                        if ordinal == target {
                            b.splice(index..index + 1, body.clone());
                            return true;
                        }
                        ordinal += 1;
                        false
                    });
                    c
                })
                .collect();
            Some(out)
        }
        // Replace expression k by a same-typed operand or a zero.
        3 => {
            let mut count = 0;
            let mut found: Option<Vec<Expr>> = None;
            let mut c = p.clone();
            exprs_mut(&mut c, &mut |e| {
                if matches!(e.kind, E::Lit(_) | E::Var(_)) {
                    return false;
                }
                if count == k {
                    let mut options: Vec<Expr> = children(e).into_iter().filter(|x| x.ty == e.ty).collect();
                    if let Some(z) = zero(&e.ty) {
                        if !matches!(&e.kind, E::Construct(a) if a.len() == 1 && matches!(a[0].kind, E::Lit(_))) {
                            options.push(z);
                        }
                    }
                    found = Some(options);
                    return true;
                }
                count += 1;
                false
            });
            let options = found?;
            let out = options
                .into_iter()
                .map(|o| {
                    let mut c = p.clone();
                    let mut count = 0;
                    exprs_mut(&mut c, &mut |e| {
                        if matches!(e.kind, E::Lit(_) | E::Var(_)) {
                            return false;
                        }
                        if count == k {
                            *e = o.clone();
                            return true;
                        }
                        count += 1;
                        false
                    });
                    c
                })
                .collect();
            Some(out)
        }
        // Drop unused declaration k.
        4 => {
            let used = used_names(p);
            let mut c = p.clone();
            let mut n = k;
            let done = blocks_mut(&mut c, &mut |b, _| {
                for i in 0..b.len() {
                    if let Stmt::Decl(name, ..) = &b[i] {
                        if n == 0 {
                            if !used.contains(name) {
                                b.remove(i);
                            }
                            return true;
                        }
                        n -= 1;
                    }
                }
                false
            });
            done.then(|| vec![c])
        }
        // Drop unused function k.
        5 => {
            if k >= p.funcs.len() {
                return None;
            }
            let used = used_names(p);
            let mut c = p.clone();
            if !used.contains(&c.funcs[k].name) {
                c.funcs.remove(k);
            }
            Some(vec![c])
        }
        _ => None,
    }
}

/// A loop body's `break` or `continue` outside nested loops (and, for
/// `break`, switches) would change meaning if the body were spliced out.
fn has_loop_exit(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::Break | Stmt::Continue => true,
        Stmt::If(_, t, e) => has_loop_exit(t) || has_loop_exit(e),
        Stmt::Switch(_, cases) => cases.iter().any(|c| has_continue(&c.body)),
        _ => false,
    })
}

fn has_continue(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::Continue => true,
        Stmt::If(_, t, e) => has_continue(t) || has_continue(e),
        Stmt::Switch(_, cases) => cases.iter().any(|c| has_continue(&c.body)),
        _ => false,
    })
}

fn children(e: &Expr) -> Vec<Expr> {
    match &e.kind {
        E::Lit(_) | E::Var(_) => Vec::new(),
        E::Un(_, a) | E::Cast(a) | E::Swizzle(a, _) | E::Field(a, _) | E::Load(_, a) => vec![(**a).clone()],
        E::Bin(_, a, b) | E::Index(a, b) => vec![(**a).clone(), (**b).clone()],
        E::Ternary(c, a, b) => vec![(**c).clone(), (**a).clone(), (**b).clone()],
        E::Call(_, args) | E::Construct(args) | E::InitList(args) => args.clone(),
    }
}

/// Every statement list, outer before inner; `f` gets whether the list is
/// a function's body. Stops (true) when `f` does.
fn blocks_mut(p: &mut Program, f: &mut dyn FnMut(&mut Vec<Stmt>, bool) -> bool) -> bool {
    for func in &mut p.funcs {
        if walk_block(&mut func.body, true, f) {
            return true;
        }
    }
    walk_block(&mut p.main, false, f)
}

fn walk_block(b: &mut Vec<Stmt>, top: bool, f: &mut dyn FnMut(&mut Vec<Stmt>, bool) -> bool) -> bool {
    if f(b, top) {
        return true;
    }
    for s in b.iter_mut() {
        let stop = match s {
            Stmt::If(_, t, e) => walk_block(t, false, f) || walk_block(e, false, f),
            Stmt::For(_, _, body) | Stmt::While(_, _, body) | Stmt::DoWhile(_, _, body) => walk_block(body, false, f),
            Stmt::Switch(_, cases) => cases.iter_mut().any(|c| walk_block(&mut c.body, false, f)),
            _ => false,
        };
        if stop {
            return true;
        }
    }
    false
}

/// Every rvalue expression, pre-order (lvalues only through their
/// indices). Stops (true) when `f` does.
fn exprs_mut(p: &mut Program, f: &mut dyn FnMut(&mut Expr) -> bool) -> bool {
    for func in &mut p.funcs {
        if func.body.iter_mut().any(|s| stmt_exprs(s, f)) {
            return true;
        }
    }
    if p.main.iter_mut().any(|s| stmt_exprs(s, f)) {
        return true;
    }
    p.checksums.iter_mut().any(|e| expr_walk(e, f))
}

fn stmt_exprs(s: &mut Stmt, f: &mut dyn FnMut(&mut Expr) -> bool) -> bool {
    match s {
        Stmt::Decl(_, _, e) | Stmt::Call(e) | Stmt::Return(Some(e)) => expr_walk(e, f),
        Stmt::Assign(lv, _, v) => lvalue_walk(lv, f) || expr_walk(v, f),
        Stmt::IncDec(lv, _, _) => lvalue_walk(lv, f),
        Stmt::If(c, t, e) => {
            expr_walk(c, f) || t.iter_mut().any(|s| stmt_exprs(s, f)) || e.iter_mut().any(|s| stmt_exprs(s, f))
        }
        Stmt::For(_, _, b) | Stmt::While(_, _, b) | Stmt::DoWhile(_, _, b) => b.iter_mut().any(|s| stmt_exprs(s, f)),
        Stmt::Switch(sel, cases) => {
            expr_walk(sel, f) || cases.iter_mut().any(|c| c.body.iter_mut().any(|s| stmt_exprs(s, f)))
        }
        Stmt::Store(_, i, v) => expr_walk(i, f) || expr_walk(v, f),
        Stmt::Break | Stmt::Continue | Stmt::Return(None) => false,
    }
}

fn lvalue_walk(e: &mut Expr, f: &mut dyn FnMut(&mut Expr) -> bool) -> bool {
    match &mut e.kind {
        E::Index(a, i) => lvalue_walk(a, f) || expr_walk(i, f),
        E::Field(a, _) | E::Swizzle(a, _) => lvalue_walk(a, f),
        _ => false,
    }
}

fn expr_walk(e: &mut Expr, f: &mut dyn FnMut(&mut Expr) -> bool) -> bool {
    if f(e) {
        return true;
    }
    match &mut e.kind {
        E::Lit(_) | E::Var(_) => false,
        // Out arguments are lvalues: calls of user functions keep their
        // variables (they are never replaced, being leaves).
        E::Un(_, a) | E::Cast(a) | E::Swizzle(a, _) | E::Field(a, _) | E::Load(_, a) => expr_walk(a, f),
        E::Bin(_, a, b) | E::Index(a, b) => expr_walk(a, f) || expr_walk(b, f),
        E::Ternary(c, a, b) => expr_walk(c, f) || expr_walk(a, f) || expr_walk(b, f),
        E::Call(_, args) | E::Construct(args) | E::InitList(args) => args.iter_mut().any(|a| expr_walk(a, f)),
    }
}

/// Variable and function names referenced anywhere.
fn used_names(p: &Program) -> std::collections::HashSet<String> {
    let mut c = p.clone();
    let mut names = std::collections::HashSet::new();
    exprs_mut(&mut c, &mut |e| {
        if let E::Var(n) | E::Call(n, _) = &e.kind {
            names.insert(n.clone());
        }
        false
    });
    // Assignment targets count as uses too (the declaration must stay).
    blocks_mut(&mut c, &mut |b, _| {
        for s in b.iter() {
            if let Stmt::Assign(lv, ..) | Stmt::IncDec(lv, ..) = s {
                let mut x: &Expr = lv;
                while let E::Index(a, _) | E::Field(a, _) | E::Swizzle(a, _) = &x.kind {
                    x = a;
                }
                if let E::Var(n) = &x.kind {
                    names.insert(n.clone());
                }
            }
        }
        false
    });
    names
}
