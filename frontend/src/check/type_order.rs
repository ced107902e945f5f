//! The order root type declarations are declared in: a struct whose fields
//! name a struct declared later in the same source unit comes after it, so
//! that forward references between structs resolve; a struct that holds
//! itself by value, directly or through other structs, is slangc's E41001.

#[allow(unused_imports)]
use super::*;

/// How a field's type names another struct: by value (the struct is part
/// of it: a field, an array element) or through a type argument or
/// pointer (`StructuredBuffer<B>`, `B*`), which needs the struct declared
/// but does not make it part of the holder.
#[derive(Copy, Clone, PartialEq)]
enum Edge {
    Value,
    Indirect,
}

impl Checker<'_> {
    /// The root declarations of the current source unit, every struct after
    /// the root structs its fields name (source order otherwise). Reports
    /// E41001 for each cycle of structs held by value.
    pub(super) fn type_decl_order(&mut self) -> Vec<DeclId> {
        let ast = self.user;
        let roots = ast.roots.clone();
        let mut index: FxHashMap<&str, usize> = FxHashMap::default();
        for (i, &d) in roots.iter().enumerate() {
            if let DeclKind::Aggregate {
                kind: AggregateKind::Struct | AggregateKind::Class,
                name,
                generics: None,
                ..
            } = &ast.decl(d).kind
            {
                index.entry(name.name.as_str()).or_insert(i);
            }
            // A type alias or an enum comes before the structs whose fields
            // name it.
            if let DeclKind::TypeAlias { name, generics: None, .. } | DeclKind::Enum { name, .. } = &ast.decl(d).kind {
                index.entry(name.name.as_str()).or_insert(i);
            }
        }
        if index.is_empty() {
            return roots;
        }
        let deps: Vec<Vec<(usize, Edge)>> = roots
            .iter()
            .map(|&d| {
                let mut out = Vec::new();
                if let DeclKind::TypeAlias { ty, generics: None, .. } = &ast.decl(d).kind {
                    type_names(ast, *ty, Edge::Value, &mut |n, e| {
                        if let Some(&j) = index.get(n).filter(|&&j| roots[j] != d) {
                            out.push((j, e));
                        }
                    });
                    return out;
                }
                let DeclKind::Aggregate {
                    kind: AggregateKind::Struct | AggregateKind::Class,
                    generics: None,
                    members,
                    ..
                } = &ast.decl(d).kind
                else {
                    return out;
                };
                for &m in members.iter().flatten() {
                    let md = ast.decl(m);
                    if md.modifiers.has(&ModifierKind::Static) {
                        continue;
                    }
                    if let DeclKind::Var { ty: Some(t), .. } = &md.kind {
                        type_names(ast, *t, Edge::Value, &mut |n, e| {
                            if let Some(&j) = index.get(n) {
                                out.push((j, e));
                            }
                        });
                    }
                }
                out
            })
            .collect();
        let mut state = vec![0u8; roots.len()];
        let mut order = Vec::with_capacity(roots.len());
        let mut cycles = Vec::new();
        for i in 0..roots.len() {
            if state[i] == 0 {
                let mut path = Vec::new();
                visit(i, Edge::Value, &deps, &mut state, &mut path, &mut order, &mut cycles);
            }
        }
        for c in cycles {
            if let Some(name) = ast.decl(roots[c]).name() {
                let msg = format!("type '{}' contains itself by value, through its fields", name.name);
                self.error("E41001", name.span, msg);
            }
        }
        order.into_iter().map(|i| roots[i]).collect()
    }
}

/// Depth-first: `i`'s dependencies, then `i`. A dependency already on the
/// path closes a cycle; one made only of by-value edges is recorded at
/// the struct whose field closes it (where slangc reports it).
fn visit(
    i: usize,
    via: Edge,
    deps: &[Vec<(usize, Edge)>],
    state: &mut [u8],
    path: &mut Vec<(usize, Edge)>,
    order: &mut Vec<usize>,
    cycles: &mut Vec<usize>,
) {
    state[i] = 1;
    path.push((i, via));
    for &(j, e) in &deps[i] {
        match state[j] {
            0 => visit(j, e, deps, state, path, order, cycles),
            1 => {
                let start = path.iter().rposition(|&(k, _)| k == j).unwrap_or(0);
                let by_value = e == Edge::Value && path[start + 1..].iter().all(|&(_, pe)| pe == Edge::Value);
                if by_value && !cycles.contains(&i) {
                    cycles.push(i);
                }
            }
            _ => {}
        }
    }
    path.pop();
    state[i] = 2;
    order.push(i);
}

/// Calls `f` with each simple type name `t` mentions and how.
fn type_names(ast: &crate::ast::Ast, t: TypeId, edge: Edge, f: &mut impl FnMut(&str, Edge)) {
    match &ast.ty(t).kind {
        AstType::Name(n) => f(n, edge),
        AstType::Array { elem, .. } => type_names(ast, *elem, edge, f),
        AstType::Modified { inner, .. } => type_names(ast, *inner, edge, f),
        AstType::Pointer(inner) => type_names(ast, *inner, Edge::Indirect, f),
        AstType::Specialize { args, .. } => {
            for a in args {
                if let TypeOrExpr::Type(a) = a {
                    type_names(ast, *a, Edge::Indirect, f);
                }
            }
        }
        _ => {}
    }
}
