//! The dialects' rewrite rules (`nsl_dialects::rules`), compiled against
//! the context's op kinds into egg rewrites.
//!
//! A rule is one egg `Rewrite` whose searcher reports each class where its
//! lhs matches with all conditions holding, and whose applier matches the
//! class again (the bindings include attributes, which egg's `Subst` cannot
//! carry) and adds each instantiated rhs to it.

use super::lang::{Fold, Node, NodeKey};
use egg::{Applier, EGraph, Id, PatternAst, Rewrite, SearchMatches, Searcher, Subst, Symbol, Var};
use nsl_dialects::rules::{
    check_rule, AttrFn, AttrTerm, AttrTest, Cond, ConstFn, ElemClass, Literal, RewriteRule, RuleFn, Term,
};
use nsl_ir::interp::{f64_to_f16, RtValue};
use nsl_ir::{Attr, Context, OpKind, Sym, Type, TypeKind};
use smallvec::SmallVec;

/// A compiled pattern; variables are slots of a [`Binding`].
#[derive(Clone, Debug)]
enum Pat {
    Var(usize),
    Literal(Literal),
    Computed(ConstFn, usize),
    Op { kind: OpKind, attrs: Vec<(Sym, AttrPat)>, args: Vec<Pat> },
}

#[derive(Clone, Debug)]
enum AttrPat {
    Fixed(Attr),
    Var(usize),
    Call(AttrFn, Vec<usize>),
}

#[derive(Clone, Debug)]
enum CompiledCond {
    Elem(usize, ElemClass),
    SameType(usize, usize),
    Distinct(usize, usize),
    Attrs(AttrTest, Vec<usize>),
}

/// What a variable is bound to: a class or an attribute.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Bound {
    Class(Id),
    Attr(Attr),
}

type Binding = SmallVec<[Option<Bound>; 8]>;

/// Slot 0 is `root`, the matched class.
const ROOT: usize = 0;

#[derive(Debug)]
pub struct CompiledRule {
    root: OpKind,
    lhs: Pat,
    rhs: Pat,
    conds: Vec<CompiledCond>,
    slots: usize,
}

/// Compiles every rule of the given dialects; fast-math rules only when
/// `fast_math`. A malformed rule is an error naming it.
pub fn compile_rules(
    ctx: &mut Context,
    dialects: &[(&'static str, &'static [RewriteRule])],
    fast_math: bool,
) -> Result<Vec<Rewrite<Node, Fold>>, String> {
    let mut rewrites = Vec::new();
    for &(dialect, rules) in dialects {
        for rule in rules {
            if rule.when.iter().any(|c| matches!(c, Cond::FastMath)) && !fast_math {
                continue;
            }
            let compiled = compile(ctx, rule)?;
            let shared = std::sync::Arc::new(compiled);
            let name = format!("{dialect}.{}", rule.name);
            let rewrite = Rewrite::new(name.clone(), RuleSearcher(shared.clone()), RuleApplier(shared))?;
            rewrites.push(rewrite);
        }
    }
    Ok(rewrites)
}

fn compile(ctx: &mut Context, rule: &RewriteRule) -> Result<CompiledRule, String> {
    let (lhs, rhs) = check_rule(ctx, rule)?;
    let mut names = vec!["root".to_string()];
    let lhs = pattern(ctx, rule, &lhs, &mut names)?;
    let rhs = pattern(ctx, rule, &rhs, &mut names)?;
    let slot = |n: &str| names.iter().position(|x| x == n).ok_or_else(|| format!("rule {}: no ?{n}", rule.name));
    let mut conds = Vec::new();
    for cond in rule.when {
        conds.push(match *cond {
            Cond::Elem(v, class) => CompiledCond::Elem(slot(v)?, class),
            Cond::SameType(a, b) => CompiledCond::SameType(slot(a)?, slot(b)?),
            Cond::Distinct(a, b) => CompiledCond::Distinct(slot(a)?, slot(b)?),
            Cond::Attrs(test, vs) => CompiledCond::Attrs(test, vs.iter().map(|v| slot(v)).collect::<Result<_, _>>()?),
            Cond::FastMath => continue,
        });
    }
    let Pat::Op { kind: root, .. } = lhs else { return Err(format!("rule {}: the lhs must be an op", rule.name)) };
    Ok(CompiledRule { root, lhs, rhs, conds, slots: names.len() })
}

fn pattern(ctx: &mut Context, rule: &RewriteRule, term: &Term, names: &mut Vec<String>) -> Result<Pat, String> {
    let mut slot = |n: &str| match names.iter().position(|x| x == n) {
        Some(i) => i,
        None => {
            names.push(n.to_string());
            names.len() - 1
        }
    };
    let function = |name: &str| rule.functions.iter().find(|f| f.name() == name).copied();
    Ok(match term {
        Term::Var(v) => Pat::Var(slot(v)),
        Term::Literal(l) => Pat::Literal(*l),
        Term::Computed(f, v) => match function(f) {
            Some(RuleFn::Const(_, f)) => Pat::Computed(f, slot(v)),
            _ => return Err(format!("rule {}: ${f} is not a constant function", rule.name)),
        },
        Term::Op { name, attrs, args } => {
            let kind = ctx.op_kind(name).ok_or_else(|| format!("rule {}: no op {name}", rule.name))?;
            let mut compiled = Vec::new();
            for (key, a) in attrs {
                let value = match a {
                    AttrTerm::Int(i) => AttrPat::Fixed(ctx.int_attr(*i)),
                    AttrTerm::Str(s) => AttrPat::Fixed(ctx.str_attr(s)),
                    AttrTerm::Var(v) => AttrPat::Var(slot(v)),
                    AttrTerm::Call(f, vs) => match function(f) {
                        Some(RuleFn::Attr(_, f)) => AttrPat::Call(f, vs.iter().map(|v| slot(v)).collect()),
                        _ => return Err(format!("rule {}: ${f} is not an attribute function", rule.name)),
                    },
                };
                compiled.push((ctx.sym(key), value));
            }
            let args = args.iter().map(|a| pattern(ctx, rule, a, names)).collect::<Result<_, _>>()?;
            Pat::Op { kind, attrs: compiled, args }
        }
    })
}

// ----- matching ---------------------------------------------------------------

impl CompiledRule {
    /// Every binding under which the lhs matches class `id` and the
    /// conditions hold.
    fn matches(&self, egraph: &EGraph<Node, Fold>, id: Id) -> Vec<Binding> {
        let mut start: Binding = smallvec::smallvec![None; self.slots];
        start[ROOT] = Some(Bound::Class(egraph.find(id)));
        let mut out = Vec::new();
        match_pat(egraph, &self.lhs, id, start, &mut out);
        out.retain(|b| self.conds.iter().all(|c| holds(egraph, c, b)));
        out
    }
}

fn match_pat(egraph: &EGraph<Node, Fold>, pat: &Pat, id: Id, binding: Binding, out: &mut Vec<Binding>) {
    let id = egraph.find(id);
    match pat {
        Pat::Var(slot) => match binding[*slot] {
            Some(Bound::Class(bound)) if egraph.find(bound) != id => {}
            Some(Bound::Attr(_)) => {}
            Some(Bound::Class(_)) => out.push(binding),
            None => {
                let mut b = binding;
                b[*slot] = Some(Bound::Class(id));
                out.push(b);
            }
        },
        Pat::Literal(lit) => {
            let data = &egraph[id].data;
            let is_it = data.constant.as_ref().is_some_and(|(value, _)| {
                literal_value(&egraph.analysis.ctx, *lit, data.ty).is_some_and(|l| &l == value)
            });
            if is_it {
                out.push(binding);
            }
        }
        Pat::Computed(..) => {}
        Pat::Op { kind, attrs, args } => {
            for node in &egraph[id].nodes {
                let Node::Op { kind: k, attrs: node_attrs, args: children, .. } = node else { continue };
                if k != kind || children.len() != args.len() {
                    continue;
                }
                let Some(bound) = bind_attrs(attrs, node_attrs, binding.clone()) else { continue };
                let mut partial = vec![bound];
                for (p, &child) in args.iter().zip(children) {
                    let mut next = Vec::new();
                    for b in partial {
                        match_pat(egraph, p, child, b, &mut next);
                    }
                    partial = next;
                }
                out.extend(partial);
            }
        }
    }
}

/// Matches attribute patterns against a node's attributes.
fn bind_attrs(pats: &[(Sym, AttrPat)], attrs: &[(Sym, Attr)], mut binding: Binding) -> Option<Binding> {
    for (name, pat) in pats {
        let &(_, attr) = attrs.iter().find(|(n, _)| n == name)?;
        match pat {
            AttrPat::Fixed(a) if *a != attr => return None,
            AttrPat::Var(slot) => match binding[*slot] {
                Some(Bound::Attr(a)) if a != attr => return None,
                Some(Bound::Class(_)) => return None,
                _ => binding[*slot] = Some(Bound::Attr(attr)),
            },
            AttrPat::Fixed(_) | AttrPat::Call(..) => {}
        }
    }
    Some(binding)
}

fn class_type(egraph: &EGraph<Node, Fold>, b: &Binding, slot: usize) -> Option<Type> {
    match b[slot]? {
        Bound::Class(id) => Some(egraph[id].data.ty),
        Bound::Attr(_) => None,
    }
}

fn attr_of(b: &Binding, slot: usize) -> Option<Attr> {
    match b[slot]? {
        Bound::Attr(a) => Some(a),
        Bound::Class(_) => None,
    }
}

fn holds(egraph: &EGraph<Node, Fold>, cond: &CompiledCond, b: &Binding) -> bool {
    let ctx = &egraph.analysis.ctx;
    match cond {
        CompiledCond::Elem(slot, class) => {
            class_type(egraph, b, *slot).is_some_and(|t| elem_is(ctx.type_kind(ctx.scalar_of(t)), *class))
        }
        CompiledCond::SameType(x, y) => {
            let (tx, ty) = (class_type(egraph, b, *x), class_type(egraph, b, *y));
            tx.is_some() && tx == ty
        }
        CompiledCond::Distinct(x, y) => attr_of(b, *x).zip(attr_of(b, *y)).is_some_and(|(a, c)| a != c),
        CompiledCond::Attrs(test, slots) => {
            let attrs: Option<Vec<Attr>> = slots.iter().map(|&s| attr_of(b, s)).collect();
            attrs.is_some_and(|a| test(ctx, &a))
        }
    }
}

fn elem_is(kind: &TypeKind, class: ElemClass) -> bool {
    match (kind, class) {
        (TypeKind::Int { .. }, ElemClass::Int | ElemClass::IntOrBool) => true,
        (TypeKind::Int { signed, .. }, ElemClass::SignedInt | ElemClass::SignedOrFloat) => *signed,
        (TypeKind::Float { .. }, ElemClass::SignedOrFloat) => true,
        (TypeKind::Int { signed, .. }, ElemClass::UnsignedInt) => !*signed,
        (TypeKind::Float { .. }, ElemClass::Float) => true,
        (TypeKind::Bool, ElemClass::Bool | ElemClass::IntOrBool) => true,
        _ => false,
    }
}

/// A literal as a constant of `ty` (splat over vectors and matrices), if
/// it has one there.
pub fn literal_value(ctx: &Context, lit: Literal, ty: Type) -> Option<RtValue> {
    match *ctx.type_kind(ty) {
        TypeKind::Bool => match lit {
            Literal::Int(0) | Literal::Bool(false) => Some(RtValue::Bool(false)),
            Literal::Int(1) | Literal::Bool(true) | Literal::AllOnes => Some(RtValue::Bool(true)),
            _ => None,
        },
        TypeKind::Int { width, .. } => {
            let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
            match lit {
                Literal::Int(i) => Some(RtValue::Int(i as u64 & mask)),
                Literal::AllOnes => Some(RtValue::Int(mask)),
                _ => None,
            }
        }
        TypeKind::Float { width } => match lit {
            Literal::Float(f) => match width {
                16 => Some(RtValue::F16(f64_to_f16(f))).filter(|_| f64_to_f16(f).to_f64().to_bits() == f.to_bits()),
                32 => Some(RtValue::F32(f as f32)).filter(|_| (f as f32 as f64).to_bits() == f.to_bits()),
                _ => Some(RtValue::F64(f)),
            },
            _ => None,
        },
        TypeKind::Vector { elem, len } => {
            let e = literal_value(ctx, lit, elem)?;
            Some(RtValue::Agg(vec![e; len as usize]))
        }
        TypeKind::Matrix { elem, rows, cols, .. } => {
            let e = literal_value(ctx, lit, elem)?;
            Some(RtValue::Agg(vec![RtValue::Agg(vec![e; cols as usize]); rows as usize]))
        }
        _ => None,
    }
}

// ----- applying -----------------------------------------------------------------

/// Adds the rhs under `binding` to the e-graph; `None` when a function or
/// a constant does not apply.
fn instantiate(egraph: &mut EGraph<Node, Fold>, pat: &Pat, ty: Type, binding: &Binding) -> Option<Id> {
    match pat {
        Pat::Var(slot) => match binding[*slot]? {
            Bound::Class(id) => Some(id),
            Bound::Attr(_) => None,
        },
        Pat::Literal(lit) => {
            let value = literal_value(&egraph.analysis.ctx, *lit, ty)?;
            add_constant(egraph, value, ty)
        }
        Pat::Computed(f, slot) => {
            let Some(Bound::Class(id)) = binding[*slot] else { return None };
            let (input, _) = egraph[id].data.constant.clone()?;
            add_constant(egraph, f(&input)?, ty)
        }
        Pat::Op { kind, attrs, args } => {
            let mut node_attrs = SmallVec::new();
            for (name, a) in attrs {
                let attr = match a {
                    AttrPat::Fixed(attr) => *attr,
                    AttrPat::Var(slot) => attr_of(binding, *slot)?,
                    AttrPat::Call(f, slots) => {
                        let inputs: Vec<Attr> = slots.iter().map(|&s| attr_of(binding, s)).collect::<Option<_>>()?;
                        f(&mut egraph.analysis.ctx, &inputs)?
                    }
                };
                node_attrs.push((*name, attr));
            }
            node_attrs.sort_unstable();
            // Operands of the rhs ops have the root's type (rules are written so).
            let children = args.iter().map(|a| instantiate(egraph, a, ty, binding)).collect::<Option<_>>()?;
            Some(egraph.add(Node::Op { kind: *kind, ty, attrs: node_attrs, args: children }))
        }
    }
}

fn add_constant(egraph: &mut EGraph<Node, Fold>, value: RtValue, ty: Type) -> Option<Id> {
    let (_, attr) = egraph.analysis.constant(value, ty)?;
    let node = egraph.analysis.const_node(ty, attr);
    Some(egraph.add(node))
}

struct RuleSearcher(std::sync::Arc<CompiledRule>);
struct RuleApplier(std::sync::Arc<CompiledRule>);

impl Searcher<Node, Fold> for RuleSearcher {
    fn search_eclass_with_limit(
        &self,
        egraph: &EGraph<Node, Fold>,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, Node>> {
        let found = self.0.matches(egraph, eclass).len().min(limit);
        (found > 0).then(|| SearchMatches { eclass, substs: vec![Subst::default(); found], ast: None })
    }

    /// Only the classes holding the rule's root op.
    fn search_with_limit(&self, egraph: &EGraph<Node, Fold>, mut limit: usize) -> Vec<SearchMatches<'_, Node>> {
        let mut out = Vec::new();
        let Some(classes) = egraph.classes_for_op(&NodeKey::Op(self.0.root)) else { return out };
        let mut classes: Vec<Id> = classes.collect();
        classes.sort_unstable();
        for id in classes {
            if limit == 0 {
                break;
            }
            if let Some(m) = self.search_eclass_with_limit(egraph, id, limit) {
                limit -= m.substs.len();
                out.push(m);
            }
        }
        out
    }

    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

impl Applier<Node, Fold> for RuleApplier {
    /// Applies each matched class once: `apply_one` matches it again (the
    /// bindings hold attributes, which a `Subst` cannot) and applies every
    /// binding.
    fn apply_matches(&self, egraph: &mut EGraph<Node, Fold>, matches: &[SearchMatches<Node>], _: Symbol) -> Vec<Id> {
        let mut changed = Vec::new();
        for m in matches {
            changed.extend(self.apply_one(egraph, m.eclass, &Subst::default(), None, Symbol::from("")));
        }
        changed
    }

    fn apply_one(
        &self,
        egraph: &mut EGraph<Node, Fold>,
        eclass: Id,
        _: &Subst,
        _: Option<&PatternAst<Node>>,
        _: Symbol,
    ) -> Vec<Id> {
        let ty = egraph[eclass].data.ty;
        let mut changed = Vec::new();
        for binding in self.0.matches(egraph, eclass) {
            if let Some(new) = instantiate(egraph, &self.0.rhs, ty, &binding) {
                if egraph.union(eclass, new) {
                    changed.push(eclass);
                }
            }
        }
        changed
    }
}
