//! Constants whose initial value depends on itself: a `static const`
//! (global, or member of a struct) whose initializer names itself, directly
//! (`static const int k = k + 1;`) or through other such constants
//! (`a = b; b = a;`), has no value (slangc's E39999 at each constant on
//! the cycle), whether or not the program uses it.

#[allow(unused_imports)]
use super::*;

/// A constant's initial value depends on itself.
pub const E_SELF_DEPENDENT_INIT: &str = "E39999";

/// A constant: its declaration, name, initializer and the name's span.
type Constant = (DeclId, String, ExprId, Span);

impl Checker<'_> {
    pub(super) fn check_static_const_cycles(&mut self) {
        let ast = self.user;
        let constants = |members: &[DeclId]| -> Vec<Constant> {
            members
                .iter()
                .filter_map(|&d| {
                    let decl = ast.decl(d);
                    let DeclKind::Var { name, init: Some(init), .. } = &decl.kind else { return None };
                    let constant =
                        decl.modifiers.has(&ModifierKind::Static) && decl.modifiers.has(&ModifierKind::Const);
                    constant.then(|| (d, name.name.clone(), *init, name.span))
                })
                .collect()
        };
        let globals = constants(&ast.roots);
        let mut scopes: Vec<(Option<String>, Vec<Constant>)> = vec![(None, globals.clone())];
        for &d in &ast.roots {
            if let DeclKind::Aggregate { name, members, .. } = &ast.decl(d).kind {
                let members: Vec<DeclId> = members.iter().flatten().copied().collect();
                let own = constants(&members);
                if !own.is_empty() {
                    scopes.push((Some(name.name.clone()), own));
                }
            }
        }
        for (owner, own) in scopes {
            // Each constant's dependencies among the scope's constants and,
            // for members, the global ones (a member shadows a global).
            let all: Vec<&Constant> = own
                .iter()
                .chain(globals.iter().filter(|g| owner.is_some() && !own.iter().any(|o| o.1 == g.1)))
                .collect();
            let index = |n: &str| all.iter().position(|c| c.1 == n);
            let deps: Vec<Vec<usize>> = all
                .iter()
                .map(|c| {
                    let mut names = Vec::new();
                    value_names(ast, c.2, owner.as_deref(), &mut names);
                    names.iter().filter_map(|n| index(n)).collect()
                })
                .collect();
            for (i, c) in all.iter().enumerate().take(own.len()) {
                if reaches(&deps, i, i) {
                    let msg = format!(
                        "the initial-value expression for variable '{}' depends on the value of the variable itself",
                        c.1
                    );
                    self.error(E_SELF_DEPENDENT_INIT, c.3, msg);
                }
            }
        }
    }
}

/// Whether `to` is reachable from `from` by one step or more.
fn reaches(deps: &[Vec<usize>], from: usize, to: usize) -> bool {
    let mut seen = vec![false; deps.len()];
    let mut stack: Vec<usize> = deps[from].clone();
    while let Some(n) = stack.pop() {
        if n == to {
            return true;
        }
        if !std::mem::replace(&mut seen[n], true) {
            stack.extend(deps[n].iter().copied());
        }
    }
    false
}

/// The names whose values expression `e` reads: plain names, and
/// `Owner.k` / `Owner::k` for members of the struct `owner`. Lambda bodies
/// and `sizeof` operands read no value.
fn value_names(ast: &crate::ast::Ast, e: ExprId, owner: Option<&str>, out: &mut Vec<String>) {
    let go = |x: ExprId, out: &mut Vec<String>| value_names(ast, x, owner, out);
    match &ast.expr(e).kind {
        ExprKind::Name(n) => out.push(n.clone()),
        ExprKind::Member { base, name, .. } => {
            if matches!(&ast.expr(*base).kind, ExprKind::Name(b) if Some(b.as_str()) == owner) {
                out.push(name.name.clone());
            } else {
                go(*base, out);
            }
        }
        ExprKind::Specialize { base, .. } => go(*base, out),
        ExprKind::Call { callee, args } => {
            go(*callee, out);
            for &a in args {
                go(a, out);
            }
        }
        ExprKind::Index { base, index } => {
            go(*base, out);
            go(*index, out);
        }
        ExprKind::Unary { operand, .. }
        | ExprKind::Cast { operand, .. }
        | ExprKind::Is { operand, .. }
        | ExprKind::As { operand, .. } => go(*operand, out),
        ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => {
            go(*lhs, out);
            go(*rhs, out);
        }
        ExprKind::Cond { cond, then, else_ } => {
            go(*cond, out);
            go(*then, out);
            go(*else_, out);
        }
        ExprKind::InitList(items) => {
            for &i in items {
                go(i, out);
            }
        }
        ExprKind::Let { init, .. } => go(*init, out),
        ExprKind::Expand(x) | ExprKind::Each(x) | ExprKind::Try(x) => go(*x, out),
        _ => {}
    }
}
