//! Generics: functions and structs with type and value parameters,
//! checked against interface constraints, instantiated per distinct set of
//! generic arguments (as C++ templates are, but with every constraint
//! checked at the use site).
//!
//! Why instantiate in the frontend: a generic body is checked with its
//! parameters bound, so method calls through a constrained type parameter
//! resolve to the concrete type's methods, and the IR that comes out is
//! already monomorphic. Unused generic functions are therefore only parsed,
//! not checked, until something instantiates them.

use super::generic_failures::InferFailure;
use super::intrinsics::Bound;
use super::types;
use super::{CResult, Checker, Unit, E_TYPE_MISMATCH, E_UNSUPPORTED};
use crate::ast::{DeclId, DeclKind, GenericParams, TypeId, TypeKind as AstType, TypeOrExpr, WhereClause};
use crate::source::Span;
use nsl_ir::{Type, TypeKind};

/// How many interfaces one conformance may imply (through inheritance).
const MAX_INHERITED: usize = 64;

/// A generic argument: a type or an integer value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GArg {
    Type(Type),
    Value(i128),
    /// A pack bound to an `each` parameter: an index into [`Packs`].
    Pack(u32),
}

/// The packs bound to `each` parameters, interned so that equal packs
/// have one id (instances are keyed by their arguments).
#[derive(Default)]
pub struct Packs {
    list: Vec<Vec<GArg>>,
    ids: rustc_hash::FxHashMap<Vec<GArg>, u32>,
}

/// A generic named with too many or too few arguments (slangc's E30441).
pub(super) const E_GENERIC_ARITY: &str = "E30441";
/// A generic type named without its arguments, which have no defaults
/// (slangc's E30408).
pub(super) const E_GENERIC_WITHOUT_ARGS: &str = "E30408";
/// A value, function or other non-type where a type is expected (slangc's
/// E30060).
pub(super) const E_EXPECTED_TYPE: &str = "E30060";
impl Packs {
    pub fn intern(&mut self, elems: Vec<GArg>) -> GArg {
        if let Some(&id) = self.ids.get(&elems) {
            return GArg::Pack(id);
        }
        let id = self.list.len() as u32;
        self.list.push(elems.clone());
        self.ids.insert(elems, id);
        GArg::Pack(id)
    }
    pub fn get(&self, id: u32) -> &[GArg] {
        &self.list[id as usize]
    }
}

/// Generic parameters in scope while checking an instantiation.
pub type Env = Vec<(String, GArg)>;

/// An interface applied to its generic arguments (`IFoo<int, 2>`; no
/// arguments for a non-generic interface).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IfaceRef {
    pub name: String,
    pub args: Vec<GArg>,
}

/// A constraint on a generic type parameter as written: an interface
/// and its generic arguments (`T : IFoo<U, 3>`), in the declaring unit;
/// the arguments may name the other parameters.
#[derive(Clone, Debug)]
pub struct BoundRef {
    pub name: String,
    pub args: Vec<TypeOrExpr>,
}

/// One generic parameter and its constraints.
#[derive(Clone, Debug)]
pub struct GParam {
    pub name: String,
    /// `None` for a value parameter (`let N : int`).
    pub bounds: Option<Vec<BoundRef>>,
    /// The default argument (`T : ITest = Impl1`), in the declaring unit.
    pub default: Option<TypeOrExpr>,
    pub span: Span,
    /// `where T(U)` / `where T(U) implicit`: the types `T` must be
    /// constructible from (implicitly), in the declaring unit.
    pub coercible_from: Vec<(TypeId, bool)>,
    /// `each T`, `let each N : int`: bound to a pack.
    pub pack: bool,
    /// The other `where` clauses about this parameter.
    pub clauses: Vec<WhereCheck>,
}

/// A `where` clause about one generic parameter `T` beyond its
/// conformances and `T(U)`, checked once `T` is bound (each with the
/// clause's span, in the declaring unit).
#[derive(Clone, Debug)]
pub enum WhereCheck {
    /// `where int(T)` / `where int(T) implicit`: the type can be
    /// constructed (implicitly) from a `T`.
    Constructs { to: TypeId, implicit: bool, span: Span },
    /// `where T == int`.
    Equals { ty: TypeId, span: Span },
    /// `where nonempty(T)`: the pack `T` has an element.
    NonEmpty { span: Span },
    /// `where __hasDiffTypeInfo(T)`: `T` is differentiable.
    Differentiable { span: Span },
    /// `where countof(T) == N`: the pack `T` has `N` elements.
    CountIs { count: crate::ast::ExprId, span: Span },
}

/// Collects the parameters of `<...>` and the constraints of `where` clauses.
pub fn collect_params(unit_ast: &crate::ast::Ast, g: &GenericParams, wheres: &[WhereClause]) -> Vec<GParam> {
    let mut out = Vec::new();
    for &p in &g.params {
        let d = unit_ast.decl(p);
        match &d.kind {
            DeclKind::GenericTypeParam { name, constraint, default, pack } => {
                let mut bounds = Vec::new();
                if let Some(c) = constraint {
                    bounds.extend(bound_refs(unit_ast, *c));
                }
                let default = default.map(TypeOrExpr::Type);
                out.push(GParam {
                    name: name.name.clone(),
                    bounds: Some(bounds),
                    default,
                    span: name.span,
                    coercible_from: Vec::new(),
                    pack: *pack,
                    clauses: Vec::new(),
                });
            }
            DeclKind::GenericValueParam { name, default, pack, .. } => {
                let default = default.map(TypeOrExpr::Expr);
                out.push(GParam {
                    name: name.name.clone(),
                    bounds: None,
                    default,
                    span: name.span,
                    coercible_from: Vec::new(),
                    pack: *pack,
                    clauses: Vec::new(),
                });
            }
            _ => {}
        }
    }
    for w in wheres {
        // `where optional T : IFoo` constrains nothing: code asks `T is IFoo`.
        if w.optional {
            continue;
        }
        let AstType::Name(subject) = &unit_ast.ty(w.subject).kind else { continue };
        let subject_is_param = out.iter().any(|p| &p.name == subject && p.bounds.is_some());
        if let Some((name, check)) = where_check(unit_ast, subject, subject_is_param, w) {
            if let Some(p) = out.iter_mut().find(|p| p.name == name && p.bounds.is_some()) {
                p.clauses.push(check);
                continue;
            }
        }
        if let crate::ast::Constraint::Coercible { from, implicit } = w.constraint {
            if let Some(p) = out.iter_mut().find(|p| &p.name == subject && p.bounds.is_some()) {
                p.coercible_from.push((from, implicit));
            }
        }
        if let crate::ast::Constraint::Conforms(tys) = &w.constraint {
            if let Some(p) = out.iter_mut().find(|p| &p.name == subject) {
                if let Some(b) = p.bounds.as_mut() {
                    for &t in tys {
                        b.extend(bound_refs(unit_ast, t));
                    }
                }
            }
        }
    }
    out
}

/// The parameter a `where` clause of [`WhereCheck`]'s kinds is about, and
/// the check: `int(T)`, `nonempty(T)`, `__hasDiffTypeInfo(T)` (a subject
/// that is no parameter, constructed from one) and `T == U`. `None` for the
/// other clauses (`T : IFoo`, `T(U)` with `T` a parameter).
fn where_check(
    ast: &crate::ast::Ast,
    subject: &str,
    subject_is_param: bool,
    w: &WhereClause,
) -> Option<(String, WhereCheck)> {
    let span = w.span;
    match w.constraint {
        crate::ast::Constraint::Coercible { .. } | crate::ast::Constraint::Conforms(_) if subject_is_param => None,
        crate::ast::Constraint::Equals(_) if !subject_is_param => None,
        crate::ast::Constraint::Coercible { from, implicit } => {
            let AstType::Name(param) = &ast.ty(from).kind else { return None };
            let check = match subject {
                "nonempty" => WhereCheck::NonEmpty { span },
                "__hasDiffTypeInfo" => WhereCheck::Differentiable { span },
                _ => WhereCheck::Constructs { to: w.subject, implicit, span },
            };
            Some((param.clone(), check))
        }
        crate::ast::Constraint::Equals(ty) => Some((subject.to_string(), WhereCheck::Equals { ty, span })),
        crate::ast::Constraint::Conforms(_) => None,
        crate::ast::Constraint::CountIs { pack, count } => {
            let AstType::Name(param) = &ast.ty(pack).kind else { return None };
            Some((param.clone(), WhereCheck::CountIs { count, span }))
        }
    }
}

fn bound_refs(ast: &crate::ast::Ast, t: TypeId) -> Vec<BoundRef> {
    if let AstType::Conjunction(parts) = &ast.ty(t).kind {
        return parts.iter().flat_map(|&p| bound_refs(ast, p)).collect();
    }
    iface_syntax(ast, t).map(|(name, args)| BoundRef { name, args }).into_iter().collect()
}

/// The interface name and generic arguments a type expression spells:
/// `IFoo`, `IFoo<T, 2>`, or a namespace-qualified `ns::IFoo` (namespaces
/// are flat: the last name is the declaration's).
pub fn iface_syntax(ast: &crate::ast::Ast, t: TypeId) -> Option<(String, Vec<TypeOrExpr>)> {
    match &ast.ty(t).kind {
        AstType::Name(n) => Some((n.clone(), Vec::new())),
        AstType::Specialize { base, args } => match &ast.ty(*base).kind {
            AstType::Name(n) => Some((n.clone(), args.clone())),
            AstType::Member { name, .. } => Some((name.name.clone(), args.clone())),
            _ => None,
        },
        AstType::Member { name, .. } => Some((name.name.clone(), Vec::new())),
        _ => None,
    }
}

impl Checker<'_> {
    /// The generic argument bound to `name` in the current environment.
    pub fn env_lookup(&self, name: &str) -> Option<GArg> {
        let found = self.env.iter().rev().find(|(n, _)| n == name).map(|&(_, a)| a);
        // Inside an `expand`, a pack names its current element.
        match (found, self.pack_index) {
            (Some(GArg::Pack(id)), Some(i)) => self.packs.get(id).get(i).copied().or(found),
            _ => found,
        }
    }

    /// Binds generic parameters by matching the declared parameter type
    /// `pat` against an argument type. Only structure is matched here;
    /// conversions are checked once every parameter is bound.
    pub fn unify(
        &mut self,
        unit: Unit,
        params: &[GParam],
        pat: TypeId,
        arg: Type,
        literal: bool,
        out: &mut Vec<Option<(GArg, bool)>>,
    ) {
        let ast = self.ast(unit);
        match (&ast.ty(pat).kind, self.ctx.type_kind(arg).clone()) {
            (AstType::Name(n), _) => {
                if let Some(i) = params.iter().position(|p| &p.name == n && p.bounds.is_some()) {
                    // Several arguments for one parameter: Slang joins
                    // scalar (and vector) types, the higher-ranked element
                    // winning, literals included (`g(h, 1.0)` binds float);
                    // other types bind from the first.
                    let join = |c: &Self, old: Type| -> Option<Type> {
                        let ((oe, os), (ne, ns)) = (super::types::shape(c.ctx, old)?, super::types::shape(c.ctx, arg)?);
                        let (ro, rn) = (super::types::rank(c.ctx, oe)?, super::types::rank(c.ctx, ne)?);
                        (os == ns).then_some(
                            if super::types::arithmetic_order(rn) > super::types::arithmetic_order(ro) {
                                arg
                            } else {
                                old
                            },
                        )
                    };
                    out[i] = match out[i] {
                        Some((GArg::Type(old), old_lit)) => match join(self, old) {
                            Some(t) => Some((GArg::Type(t), old_lit && literal)),
                            None if old_lit && !literal => Some((GArg::Type(arg), literal)),
                            None => out[i],
                        },
                        Some(other) => Some(other),
                        None => Some((GArg::Type(arg), literal)),
                    };
                }
            }
            (AstType::Specialize { base, args }, kind) => {
                let AstType::Name(b) = &ast.ty(*base).kind else { return };
                let parts: Vec<GArg> = match (b.as_str(), kind) {
                    ("vector", TypeKind::Vector { elem, len }) => vec![GArg::Type(elem), GArg::Value(len as i128)],
                    // A scalar is a one-component vector (`float1` is `float`).
                    ("vector", TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. }) => {
                        vec![GArg::Type(arg), GArg::Value(1)]
                    }
                    ("matrix", TypeKind::Matrix { elem, rows, cols, .. }) => {
                        vec![GArg::Type(elem), GArg::Value(rows as i128), GArg::Value(cols as i128)]
                    }
                    ("Array", TypeKind::Array { elem, len: Some(n) }) => vec![GArg::Type(elem), GArg::Value(n as i128)],
                    // `Ptr<T, ...>` against a pointer: `T` is its pointee.
                    ("Ptr", TypeKind::Ptr { pointee, .. }) => vec![GArg::Type(pointee)],
                    // Mesh outputs and tessellation patches are arrays too.
                    (
                        "OutputVertices" | "OutputIndices" | "OutputPrimitives" | "InputPatch" | "OutputPatch",
                        TypeKind::Array { elem, len: Some(n) },
                    ) => vec![GArg::Type(elem), GArg::Value(n as i128)],
                    // `CoopVec<T, N>` and `CoopMat<T, S, M, N, R>` against
                    // cooperative types (their values are in the type's name).
                    ("CoopVec", _) if nsl_dialects::coop::vec_info(self.ctx, arg).is_some() => {
                        let (elem, n) = nsl_dialects::coop::vec_info(self.ctx, arg).expect("checked");
                        vec![GArg::Type(elem), GArg::Value(i128::from(n))]
                    }
                    ("CoopMat", _) if nsl_dialects::coop::mat_info(self.ctx, arg).is_some() => {
                        let m = nsl_dialects::coop::mat_info(self.ctx, arg).expect("checked");
                        let v = |x: u32| GArg::Value(i128::from(x));
                        vec![GArg::Type(m.elem), v(m.scope), v(m.rows), v(m.cols), v(m.usage)]
                    }
                    // A structured buffer with a data layout
                    // (`StructuredBuffer<T, L>`) against one of that buffer:
                    // the layout is its second parameter, the default one
                    // when it has none.
                    (r, TypeKind::Opaque { name, params })
                        if r.ends_with("StructuredBuffer")
                            && args.len() == 2
                            && self.ctx.str(name) == format!("hl.{r}")
                            && nsl_dialects::hl::structured_buffer(self.ctx, arg).is_some() =>
                    {
                        let layout = match params.get(1) {
                            Some(&l) => Some(l),
                            None => self.structs.iter().find(|s| s.name == "DefaultDataLayout").map(|s| s.ty),
                        };
                        let Some(layout) = layout else { return };
                        vec![GArg::Type(params[0]), GArg::Type(layout)]
                    }
                    // `DescriptorHandle<T>` against a handle: `T` is the
                    // resource it designates.
                    ("DescriptorHandle", TypeKind::Opaque { .. })
                        if nsl_dialects::hl::descriptor_handle(self.ctx, arg).is_some() =>
                    {
                        vec![GArg::Type(nsl_dialects::hl::descriptor_handle(self.ctx, arg).expect("matched"))]
                    }
                    // A resource of an element type (`Texture2D<T>`,
                    // `StructuredBuffer<T>`) against one of that resource.
                    (r, TypeKind::Opaque { params, .. })
                        if Self::is_resource_name(r)
                            && self.resource_type(r, params.first().copied()) == Some(arg)
                            && !params.is_empty() =>
                    {
                        params.iter().map(|&t| GArg::Type(t)).collect()
                    }
                    // `IFoo<n>` against a type conforming to `IFoo<3>`
                    // (its declared conformance) or a value of `IFoo<3>`.
                    _ if self.interfaces.contains_key(b.as_str()) => {
                        // A blanket extension may add the conformance
                        // (`extension<S, T : IArray<S>> T : IFoo<S>`).
                        self.realize_extensions(arg);
                        let declared = self
                            .structs
                            .iter()
                            .filter(|s| s.ty == arg)
                            .flat_map(|s| s.conform_refs.iter())
                            .find(|r| r.name == *b)
                            .map(|r| r.args.clone());
                        let held = self
                            .existential_interface(arg)
                            .and_then(|i| self.existentials.refs.get(&i))
                            .filter(|r| r.name == *b)
                            .map(|r| r.args.clone());
                        match declared.or(held) {
                            Some(parts) => parts,
                            None => return,
                        }
                    }
                    _ => match self.struct_instance_of(arg) {
                        Some((name, gargs)) if name == b => gargs.to_vec(),
                        _ => return,
                    },
                };
                // A pack among the pattern's arguments (`Tuple<T>`,
                // `Tuple<int, expand each T>`) takes the parts the others
                // leave.
                let is_pack_arg = |a: &TypeOrExpr| match a {
                    TypeOrExpr::Type(t) => match &ast.ty(*t).kind {
                        AstType::Name(n) => params.iter().any(|p| &p.name == n && p.pack),
                        AstType::Expand(_) => true,
                        _ => false,
                    },
                    TypeOrExpr::Expr(_) => false,
                };
                let pack_at = args.iter().position(is_pack_arg);
                // Several packs that end the pattern (`Tuple<T, expand each
                // A, expand each B>`) share the parts the others leave
                // evenly, as slangc matches them.
                let trailing = pack_at.filter(|&k| args.len() - k > 1 && args[k..].iter().all(is_pack_arg));
                if let Some(k) = trailing.filter(|_| !parts.iter().any(|p| matches!(p, GArg::Pack(_)))) {
                    let packs = args.len() - k;
                    let Some(left) = parts.len().checked_sub(k) else { return };
                    if !left.is_multiple_of(packs) {
                        return;
                    }
                    let n = left / packs;
                    for (j, a) in args[k..].iter().enumerate() {
                        let TypeOrExpr::Type(pt) = *a else { return };
                        let name = match &ast.ty(pt).kind {
                            AstType::Name(n) => Some(n.clone()),
                            AstType::Expand(inner) => match &ast.ty(*inner).kind {
                                AstType::Each(e) => match &ast.ty(*e).kind {
                                    AstType::Name(n) => Some(n.clone()),
                                    _ => None,
                                },
                                _ => None,
                            },
                            _ => None,
                        };
                        let Some(i) = name.and_then(|n| params.iter().position(|p| p.name == n && p.pack)) else {
                            return;
                        };
                        if out[i].is_none() {
                            let at = k + j * n;
                            out[i] = Some((self.packs.intern(parts[at..at + n].to_vec()), literal));
                        }
                    }
                    for (a, part) in args[..k].iter().zip(&parts[..k]) {
                        if let (TypeOrExpr::Type(t), GArg::Type(pt)) = (a, part) {
                            self.unify(unit, params, *t, *pt, literal, out);
                        }
                    }
                    return;
                }
                if let Some(k) = pack_at.filter(|_| !parts.iter().any(|p| matches!(p, GArg::Pack(_)))) {
                    let after = args.len() - k - 1;
                    let Some(n) = parts.len().checked_sub(k + after) else { return };
                    let TypeOrExpr::Type(pt) = args[k] else { return };
                    let pack_name = match &ast.ty(pt).kind {
                        AstType::Name(n) => Some(n.clone()),
                        AstType::Expand(inner) => match &ast.ty(*inner).kind {
                            AstType::Each(e) => match &ast.ty(*e).kind {
                                AstType::Name(n) => Some(n.clone()),
                                _ => None,
                            },
                            _ => None,
                        },
                        _ => None,
                    };
                    let Some(i) = pack_name.and_then(|n| params.iter().position(|p| p.name == n && p.pack)) else {
                        return;
                    };
                    if out[i].is_none() {
                        let elems = parts[k..k + n].to_vec();
                        out[i] = Some((self.packs.intern(elems), literal));
                    }
                    let rest: Vec<(TypeOrExpr, GArg)> = args[..k]
                        .iter()
                        .cloned()
                        .zip(parts[..k].iter().copied())
                        .chain(args[k + 1..].iter().cloned().zip(parts[k + n..].iter().copied()))
                        .collect();
                    for (a, part) in rest {
                        if let (TypeOrExpr::Type(t), GArg::Type(pt)) = (a, part) {
                            self.unify(unit, params, t, pt, literal, out);
                        }
                    }
                    return;
                }
                for (a, part) in args.iter().zip(parts) {
                    match (a, part) {
                        (TypeOrExpr::Type(t), GArg::Pack(id)) => {
                            if let AstType::Name(n) = &ast.ty(*t).kind {
                                if let Some(i) = params.iter().position(|p| &p.name == n && p.pack) {
                                    out[i].get_or_insert((GArg::Pack(id), literal));
                                }
                            }
                        }
                        (TypeOrExpr::Type(t), GArg::Type(pt)) => self.unify(unit, params, *t, pt, literal, out),
                        (TypeOrExpr::Type(t), GArg::Value(v)) => {
                            if let AstType::Name(n) = &ast.ty(*t).kind {
                                if let Some(i) = params.iter().position(|p| &p.name == n && p.bounds.is_none()) {
                                    out[i].get_or_insert((GArg::Value(v), literal));
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
            (AstType::Each(inner), _) => self.unify(unit, params, *inner, arg, literal, out),
            // `T*` against a device pointer binds `T` to its pointee.
            (AstType::Pointer(inner), TypeKind::Ptr { pointee, space }) if space.is_device() => {
                self.unify(unit, params, *inner, pointee, literal, out)
            }
            (AstType::Array { elem, len }, TypeKind::Array { elem: ae, len: al }) => {
                self.unify(unit, params, *elem, ae, literal, out);
                if let (Some(l), Some(n)) = (len, al) {
                    if let crate::ast::ExprKind::Name(name) = &ast.expr(*l).kind {
                        if let Some(i) = params.iter().position(|p| &p.name == name && p.bounds.is_none()) {
                            out[i].get_or_insert((GArg::Value(n as i128), literal));
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// The scalar of a texel type (`ITexelElement`'s `Element`): a
    /// numeric scalar's or a vector's of up to four.
    pub(super) fn texel_element(&self, t: Type) -> Option<Type> {
        match types::shape(self.ctx, t) {
            Some((elem, types::Shape::Scalar | types::Shape::Vector(1..=4)))
                if types::rank(self.ctx, elem).is_some_and(|r| Bound::Arithmetic.accepts(r)) =>
            {
                Some(elem)
            }
            _ => None,
        }
    }

    /// Does `arg` satisfy the interface named `bound`?
    pub fn conforms(&self, arg: GArg, bound: &str) -> bool {
        let GArg::Type(t) = arg else { return false };
        // An enum is an `__EnumType` (and so `ILogical`), and has a
        // default value.
        if types::enum_tag(self.ctx, t).is_some()
            && matches!(bound, "__EnumType" | "ILogical" | "IDefaultInitializable")
            && !self.interfaces.contains_key(bound)
        {
            return true;
        }
        // The core module's `ITexelElement`: arithmetic scalars, vectors
        // of 8-, 16- and 32-bit ones, and two-component 64-bit vectors.
        if bound == "ITexelElement" && !self.interfaces.contains_key(bound) {
            return match types::shape(self.ctx, t) {
                Some((elem, shape)) => match (types::rank(self.ctx, elem), shape) {
                    (Some(types::Rank::Bool) | None, _) => false,
                    (Some(_), types::Shape::Scalar) => true,
                    (Some(types::Rank::Int(64, _) | types::Rank::Float(64)), types::Shape::Vector(n)) => n == 2,
                    (Some(_), types::Shape::Vector(_)) => true,
                    (Some(_), types::Shape::Matrix(..)) => false,
                },
                None => false,
            };
        }
        // The core module's `IOpaqueDescriptor`: the resource types a
        // descriptor handle can designate.
        if bound == "IOpaqueDescriptor" && !self.interfaces.contains_key(bound) {
            return self.is_bindless_resource(t);
        }
        // The core module's cooperative-matrix element interfaces: builtin
        // arithmetic (resp. float) scalars and the mini floats.
        if matches!(bound, "ICoopElement" | "IFloatingPointCoopElement") && !self.interfaces.contains_key(bound) {
            if matches!(self.ctx.type_kind(t), TypeKind::MiniFloat(_)) {
                return true;
            }
            let b = if bound == "ICoopElement" { Bound::Arithmetic } else { Bound::Float };
            return self.ctx.is_scalar(t) && types::rank(self.ctx, t).is_some_and(|r| b.accepts(r));
        }
        // The core module's `IComparable`: every builtin scalar (`bool`
        // through `ILogical`), vector and matrix type, and every enum
        // (`__EnumType : ILogical`); structs declare it (below).
        if bound == "IComparable"
            && !self.interfaces.contains_key(bound)
            && (types::shape(self.ctx, t).is_some() || types::enum_tag(self.ctx, t).is_some())
        {
            return true;
        }
        if let Some(b) = Bound::from_name(bound) {
            return match types::shape(self.ctx, t) {
                // The `__Builtin...Type` bounds and `IAtomicable` are
                // scalars only; the interfaces (`IFloat`...) take vectors
                // and matrices too.
                Some((_, types::Shape::Vector(_) | types::Shape::Matrix(..)))
                    if bound.starts_with("__Builtin") || b == Bound::Atomicable =>
                {
                    false
                }
                Some((elem, _)) => types::rank(self.ctx, elem).is_some_and(|r| b.accepts(r)),
                // A struct declaring the core module's `IArithmetic`.
                None => {
                    bound == "IArithmetic"
                        && self.structs.iter().any(|s| s.ty == t && s.conforms.iter().any(|c| c == bound))
                }
            };
        }
        // A value of interface type conforms to its interface (and bases).
        if let Some(i) = nsl_dialects::hl::existential_interface(self.ctx, t) {
            return i == bound || self.interface_inherits(i, bound);
        }
        // Every struct and value type here has a default value (`(T)0`).
        if bound == "IDefaultInitializable" && !self.interfaces.contains_key(bound) {
            return types::shape(self.ctx, t).is_some() || self.structs.iter().any(|s| s.ty == t);
        }
        if let Some(info) = self.interfaces.get(bound).filter(|i| i.conjunction) {
            return info.bases.iter().all(|b| b != bound && self.conforms(arg, b));
        }
        // Float scalars, vectors, matrices and arrays of them are
        // differentiable without a declaration.
        if bound == "IDifferentiable" && self.is_differentiable_type(t) {
            return true;
        }
        match self.structs.iter().find(|s| s.ty == t) {
            Some(s) => s.conforms.iter().any(|c| c == bound || self.interface_inherits(c, bound)),
            None => false,
        }
    }

    /// Does `arg` satisfy interface `r` with its arguments? A generic
    /// interface is satisfied by a declared conformance with equal
    /// arguments (`struct S : IFoo<int>` conforms to `IFoo<int>` only).
    pub fn conforms_to(&self, arg: GArg, r: &IfaceRef) -> bool {
        if r.args.is_empty() {
            return self.conforms(arg, &r.name);
        }
        let GArg::Type(t) = arg else { return false };
        if self.builtin_array_conforms(t, r) {
            return true;
        }
        // A value of a generic interface's instance (`IFoo<int>`)
        // conforms to that very instance.
        if let Some(i) = nsl_dialects::hl::existential_interface(self.ctx, t) {
            return self.existential_ref(i) == *r;
        }
        self.structs.iter().filter(|s| s.ty == t).any(|s| s.conform_refs.contains(r))
    }

    /// The element of the core module's `IArray<T>` / `IRWArray<T>`
    /// conformances of builtin type `t` (where the program declares no
    /// interface of those names) and whether it is writable (`IRWArray`):
    /// sized arrays and vectors of `T`, matrices of their rows (the element
    /// scalar and the row length), `RWStructuredBuffer<T>`,
    /// `StructuredBuffer<T>` (`IArray` only).
    fn builtin_array_elem(&self, t: Type) -> Option<((Type, Option<u8>), bool)> {
        if self.interfaces.contains_key("IArray") || self.interfaces.contains_key("IRWArray") {
            return None;
        }
        Some(match self.ctx.type_kind(t) {
            TypeKind::Array { elem, len: Some(_) } | TypeKind::Vector { elem, .. } => ((*elem, None), true),
            &TypeKind::Matrix { elem, cols, .. } => ((elem, Some(cols)), true),
            TypeKind::Opaque { name, params } if !params.is_empty() => match self.ctx.str(*name) {
                "hl.RWStructuredBuffer" | "hl.RasterizerOrderedStructuredBuffer" => ((params[0], None), true),
                "hl.StructuredBuffer" => ((params[0], None), false),
                _ => return None,
            },
            _ => return None,
        })
    }

    /// Does builtin type `t` conform to `IArray<E>` / `IRWArray<E>` (`r`)?
    fn builtin_array_conforms(&self, t: Type, r: &IfaceRef) -> bool {
        let Some(((elem, row), writable)) = self.builtin_array_elem(t) else { return false };
        let name_ok = r.name == "IArray" || (r.name == "IRWArray" && writable);
        let [GArg::Type(want)] = r.args[..] else { return false };
        name_ok
            && match row {
                None => want == elem,
                Some(cols) => {
                    matches!(*self.ctx.type_kind(want), TypeKind::Vector { elem: e, len } if e == elem && len == cols)
                }
            }
    }

    /// The `IArray<E>` / `IRWArray<E>` conformances of builtin type `t`.
    pub fn builtin_array_refs(&mut self, t: Type) -> Vec<IfaceRef> {
        let Some(((elem, row), writable)) = self.builtin_array_elem(t) else { return Vec::new() };
        let elem = match row {
            Some(cols) => self.ctx.vector_type(elem, cols),
            None => elem,
        };
        let mut out = vec![IfaceRef { name: "IArray".to_string(), args: vec![GArg::Type(elem)] }];
        if writable {
            out.push(IfaceRef { name: "IRWArray".to_string(), args: vec![GArg::Type(elem)] });
        }
        out
    }

    /// How many levels of struct inheritance separate `from` from its
    /// ancestor `to` (`None` if `to` is not one).
    pub fn inherits(&self, from: Type, to: Type) -> Option<u32> {
        let mut s = self.structs.iter().position(|s| s.ty == from)?;
        for depth in 1..64 {
            let b = self.structs[s].base?;
            if self.structs[b].ty == to {
                return Some(depth);
            }
            s = b;
        }
        None
    }

    pub(super) fn interface_inherits(&self, iface: &str, target: &str) -> bool {
        let mut seen = vec![iface.to_string()];
        let mut i = 0;
        while i < seen.len() {
            if seen[i] == target {
                return true;
            }
            if let Some(info) = self.interfaces.get(&seen[i]) {
                for b in &info.bases {
                    if !seen.contains(b) {
                        seen.push(b.clone());
                    }
                }
            }
            i += 1;
        }
        false
    }

    /// The interface a type expression of `unit` names, with its generic
    /// arguments resolved in the current environment; `None` when it
    /// names no interface (or an interface-like builtin bound).
    pub fn iface_ref(&mut self, unit: Unit, t: TypeId) -> Option<CResult<IfaceRef>> {
        let (name, args) = iface_syntax(self.ast(unit), t)?;
        let params = self.interfaces.get(&name)?.params.clone();
        let span = self.ast(unit).ty(t).span;
        if !arity_fits(&params, args.len()) {
            let msg = format!("interface '{name}' takes {} generic arguments, {} given", params.len(), args.len());
            return Some(Err(self.error(E_TYPE_MISMATCH, span, msg)));
        }
        Some(self.resolve_gargs(unit, &params, &args, span).map(|args| IfaceRef { name, args }))
    }

    /// `refs` and every interface they inherit, with the arguments the
    /// inheritance applies (`IDerived<float> : IBase<float>` when
    /// `interface IDerived<T> : IBase<T>`).
    pub fn with_inherited(&mut self, refs: Vec<IfaceRef>) -> Vec<IfaceRef> {
        let mut out: Vec<IfaceRef> = Vec::new();
        let mut pending: std::collections::VecDeque<IfaceRef> = refs.into();
        while let Some(r) = pending.pop_front() {
            if out.contains(&r) {
                continue;
            }
            // `interface IA<T> : IA<S<T>>` inherits without end.
            if out.len() >= MAX_INHERITED {
                let span = self.interfaces.get(&r.name).map(|i| self.units[i.src].ast.decl(i.decl).span);
                let msg = format!("interface '{}' inherits more than {MAX_INHERITED} interfaces", r.name);
                if let Some(span) = span.filter(|_| !self.diags.list.iter().any(|d| d.message == msg)) {
                    self.error(super::E_TOO_DEEP, span, msg);
                }
                break;
            }
            if let Some(info) = self.interfaces.get(&r.name) {
                let (src, bases) = (info.src, info.base_types.clone());
                let env: Env = info.params.iter().map(|p| p.name.clone()).zip(r.args.iter().copied()).collect();
                let saved = std::mem::replace(&mut self.env, env);
                self.in_src(src, |c| {
                    for b in bases {
                        if let Some(Ok(base)) = c.iface_ref(Unit::User, b) {
                            pending.push_back(base);
                        }
                    }
                });
                self.env = saved;
            }
            out.push(r);
        }
        out
    }

    /// Checks bound arguments against the parameters' constraints, whose
    /// generic arguments are resolved with the parameters bound to `args`
    /// (in the declaring unit, which must be current).
    pub fn check_bounds(&mut self, params: &[GParam], args: &[GArg], span: Span, report: bool) -> bool {
        self.declare_pending_extensions();
        for &a in args {
            if let GArg::Type(t) = a {
                self.realize_extensions(t);
            }
        }
        let env: Env = params.iter().map(|p| p.name.clone()).zip(args.iter().copied()).collect();
        for (p, &a) in params.iter().zip(args) {
            if let Some(clause) = self.unsatisfied_where_clause(p, a, &env) {
                self.unsatisfied_where = Some(clause);
                if report {
                    self.report_unsatisfied_where(clause, span);
                }
                return false;
            }
            // A pack: each element against the parameter's constraints.
            if let GArg::Pack(id) = a {
                let elems = self.packs.get(id).to_vec();
                let mut one = p.clone();
                one.pack = false;
                one.clauses.retain(|c| !matches!(c, WhereCheck::NonEmpty { .. }));
                for e in elems {
                    if !self.check_bounds(std::slice::from_ref(&one), &[e], span, report) {
                        return false;
                    }
                }
                continue;
            }
            if p.pack {
                return false;
            }
            for &(from, implicit) in &p.coercible_from {
                let saved_len = self.env.len();
                self.env.extend(env.iter().cloned());
                let mark = self.diags.list.len();
                let from = self.resolve_type(Unit::User, from);
                self.diags.list.truncate(mark);
                self.env.truncate(saved_len);
                let GArg::Type(to) = a else { return false };
                let ok = from.is_ok_and(|from| self.constructible(to, from, implicit));
                if !ok {
                    if report {
                        let shown = self.show(to);
                        let msg =
                            format!("'{shown}' cannot be constructed as required by generic parameter '{}'", p.name);
                        self.error(E_TYPE_MISMATCH, span, msg);
                    }
                    return false;
                }
            }
            for b in p.bounds.iter().flatten() {
                let (ok, shown_bound) = if b.args.is_empty() {
                    (self.conforms(a, &b.name), b.name.clone())
                } else {
                    let saved_len = self.env.len();
                    self.env.extend(env.iter().cloned());
                    let r = self.bound_ref(b, span);
                    self.env.truncate(saved_len);
                    match r {
                        Some(r) => (self.conforms_to(a, &r), self.show_iface(&r)),
                        None => (false, format!("{}<...>", b.name)),
                    }
                };
                if !ok {
                    // slangc's E38029 (a type argument that breaks its
                    // parameter's interface bound).
                    if report {
                        let shown = self.show_garg(a);
                        let msg = format!(
                            "type argument '{shown}' does not conform to the required interface '{shown_bound}' of generic parameter '{}'",
                            p.name
                        );
                        self.error(super::generic_failures::E_TYPE_ARG_NOT_CONFORMING, span, msg);
                    }
                    return false;
                }
            }
        }
        true
    }

    /// Can a `to` be constructed from a `from` (implicitly: by a
    /// conversion, else also by a cast or a one-parameter `__init`)?
    pub(super) fn constructible(&self, to: Type, from: Type, implicit: bool) -> bool {
        if to == from || types::conversion_cost(self.ctx, from, to, None).is_some() {
            return true;
        }
        if !implicit && types::shape(self.ctx, to).is_some() && types::shape(self.ctx, from).is_some() {
            return true;
        }
        // A one-argument `__init` (marked `__implicit_conversion` for an
        // implicit coercion).
        let inits = self.structs.iter().find(|s| s.ty == to).and_then(|s| s.methods.get("__init"));
        inits.into_iter().flatten().any(|&f| {
            let info = &self.funcs[f];
            let marked = self.units[info.src].ast.decl(info.decl).modifiers.keywords.iter().any(
                |m| matches!(&m.kind, crate::ast::ModifierKind::Builtin { name, .. } if name == "__implicit_conversion"),
            );
            let ps = &info.params;
            (marked || !implicit)
                && ps.first().is_some_and(|p| types::conversion_cost(self.ctx, from, p.ty, None).is_some())
                && ps.iter().skip(1).all(|p| p.default.is_some())
        })
    }

    /// A bound's interface with its arguments resolved in the current
    /// environment (diagnostics about them are not reported: a bound that
    /// does not resolve is not satisfied).
    pub(super) fn bound_ref(&mut self, b: &BoundRef, span: Span) -> Option<IfaceRef> {
        // The core module's `IArray<T>` / `IRWArray<T>` (builtin types'
        // conformances: `builtin_array_conforms`).
        if matches!(b.name.as_str(), "IArray" | "IRWArray") && !self.interfaces.contains_key(&b.name) {
            let [TypeOrExpr::Type(t)] = b.args[..] else { return None };
            let mark = self.diags.list.len();
            let r = self.resolve_type(Unit::User, t);
            self.diags.list.truncate(mark);
            return r.ok().map(|t| IfaceRef { name: b.name.clone(), args: vec![GArg::Type(t)] });
        }
        let params = self.interfaces.get(&b.name)?.params.clone();
        if !arity_fits(&params, b.args.len()) {
            return None;
        }
        let mark = self.diags.list.len();
        let r = self.resolve_gargs(Unit::User, &params, &b.args, span);
        self.diags.list.truncate(mark);
        r.ok().map(|args| IfaceRef { name: b.name.clone(), args })
    }

    /// How an interface with its arguments reads: `IFoo<int, 3>`.
    pub fn show_iface(&self, r: &IfaceRef) -> String {
        if r.args.is_empty() {
            return r.name.clone();
        }
        let args: Vec<String> = r.args.iter().map(|a| self.show_garg(*a)).collect();
        format!("{}<{}>", r.name, args.join(", "))
    }

    /// Resolves explicit generic arguments (`f<int, 3>`).
    pub fn resolve_gargs(
        &mut self,
        unit: Unit,
        params: &[GParam],
        args: &[TypeOrExpr],
        span: Span,
    ) -> CResult<Vec<GArg>> {
        let items = self.expand_arg_items(unit, args, span)?;
        self.resolve_garg_items(unit, params, &items, span)
    }

    fn resolve_garg_items(
        &mut self,
        unit: Unit,
        params: &[GParam],
        args: &[(TypeOrExpr, Option<usize>)],
        span: Span,
    ) -> CResult<Vec<GArg>> {
        // Several pack parameters that end the list share the arguments
        // the others leave evenly (as slangc matches them); elsewhere, how
        // arguments split between them is only clear when each takes one.
        let packs = params.iter().filter(|p| p.pack).count();
        let fixed = params.len() - packs;
        let trailing = params[fixed..].iter().all(|p| p.pack);
        if packs > 1 && trailing && args.len() > fixed && (args.len() - fixed).is_multiple_of(packs) {
            let n = (args.len() - fixed) / packs;
            let mut out = self.resolve_garg_items(unit, &params[..fixed], &args[..fixed], span)?;
            for (k, p) in params[fixed..].iter().enumerate() {
                let mut one = p.clone();
                one.pack = false;
                let at = fixed + k * n;
                let elems = self.resolve_garg_items(unit, &vec![one; n], &args[at..at + n], span)?;
                out.push(self.packs.intern(elems));
            }
            return Ok(out);
        }
        if packs > 1 && args.len() > params.len() {
            let msg = "generic arguments for several type packs are not supported yet unless each pack takes one";
            return Err(self.error(E_UNSUPPORTED, span, msg));
        }
        // A pack parameter takes the arguments left over by the others;
        // when none reaches it, the call's arguments bind it.
        if let Some(k) = params.iter().position(|p| p.pack) {
            let rest = params.len() - 1;
            if args.len() > k && args.len() >= rest {
                let n = args.len() - rest;
                let mut one = params[k].clone();
                one.pack = false;
                let before = self.resolve_garg_items(unit, &params[..k], &args[..k], span)?;
                let elems = self.resolve_garg_items(unit, &vec![one; n], &args[k..k + n], span)?;
                let after = self.resolve_garg_items(unit, &params[k + 1..], &args[k + n..], span)?;
                let mut out = before;
                out.push(self.packs.intern(elems));
                out.extend(after);
                return Ok(out);
            }
        }
        if args.len() > params.len() {
            let msg = format!("{} generic arguments given, {} expected", args.len(), params.len());
            return Err(self.error(super::E_OVERLOAD, span, msg));
        }
        let mut out = Vec::new();
        for (p, (a, at)) in params.iter().zip(args) {
            let saved = self.pack_index;
            if at.is_some() {
                self.pack_index = *at;
            }
            let r = self.resolve_one_garg(unit, p, a, span);
            self.pack_index = saved;
            out.push(r?);
        }
        Ok(out)
    }

    fn resolve_one_garg(&mut self, unit: Unit, p: &GParam, a: &TypeOrExpr, span: Span) -> CResult<GArg> {
        Ok({
            match (p.bounds.is_some(), a) {
                (true, TypeOrExpr::Type(t)) => GArg::Type(self.resolve_type(unit, *t)?),
                (false, TypeOrExpr::Expr(e)) => GArg::Value(self.const_int(unit, *e)?),
                (false, TypeOrExpr::Type(t)) => match self.const_type_arg(unit, *t, span)? {
                    Some(v) => GArg::Value(v),
                    None => return Err(self.error(E_TYPE_MISMATCH, span, "expected a constant generic argument")),
                },
                (true, TypeOrExpr::Expr(e)) if self.pack_element_expr(unit, *e).is_some() => {
                    self.pack_element_expr(unit, *e).expect("checked")
                }
                (true, TypeOrExpr::Expr(_)) => {
                    let msg = format!("expected a type: generic parameter '{}' takes a type, not a value", p.name);
                    return Err(self.error(E_EXPECTED_TYPE, span, msg));
                }
            }
        })
    }

    /// A generic value argument the parser took for a type: a constant's
    /// name, `Color::RED` (an enum case) or `S.k` / `S::k` (a static
    /// constant). `None` when it names no constant.
    pub(super) fn const_type_arg(&mut self, unit: Unit, t: TypeId, span: Span) -> CResult<Option<i128>> {
        match &self.ast(unit).ty(t).kind {
            AstType::Name(n) => {
                let n = n.clone();
                Ok(Some(self.const_name(&n, span)?))
            }
            AstType::Member { base, name, .. } if matches!(&self.ast(unit).ty(*base).kind, AstType::Name(_)) => {
                let AstType::Name(b) = &self.ast(unit).ty(*base).kind else { unreachable!() };
                let case = match self.items.get(b) {
                    Some(super::Item::Enum(_, cases)) => cases.iter().find(|(c, _)| *c == name.name).map(|&(_, v)| v),
                    _ => None,
                };
                let key = format!("{b}.{}", name.name);
                match case {
                    Some(v) => Ok(Some(v)),
                    None if self.items.contains_key(&key) => Ok(Some(self.const_name(&key, span)?)),
                    None => {
                        // `v::M` of a variable (a local, a global constant):
                        // its type's static constant.
                        let local = (unit == Unit::User)
                            .then(|| self.local_types.iter().rev().find_map(|scope| scope.get(b)).copied())
                            .flatten();
                        let var_ty = local.or_else(|| match self.items.get(b) {
                            Some(super::Item::Global(g)) => Some(self.globals[*g].ty),
                            _ => None,
                        });
                        let member = name.name.clone();
                        self.static_const_of(var_ty, &member, span)
                    }
                }
            }
            // `Wrapper<Data<3>>::COUNT`: a static constant of a type.
            AstType::Member { base, name, .. } => {
                let (base, member) = (*base, name.name.clone());
                let mark = self.diags.list.len();
                let ty = self.resolve_type(unit, base).ok();
                self.diags.list.truncate(mark);
                self.static_const_of(ty, &member, span)
            }
            // `a[3]`: an element of a local constant array.
            AstType::Array { elem, len: Some(i) } if unit == Unit::User => {
                let (elem, i) = (*elem, *i);
                let AstType::Name(n) = &self.user.ty(elem).kind else { return Ok(None) };
                let n = n.clone();
                let Some(scope) = self.local_consts.iter().rposition(|scope| scope.contains_key(&n)) else {
                    return Ok(None);
                };
                let index = self.const_int(unit, i)?;
                Ok(match self.local_consts[scope].get(&format!("{n}[{index}]")) {
                    Some(Some((super::consts::CVal::Int(v), _))) => Some(*v),
                    _ => None,
                })
            }
            _ => Ok(None),
        }
    }

    /// The value of static constant `member` of struct type `ty`, if it has one.
    fn static_const_of(&mut self, ty: Option<Type>, member: &str, span: Span) -> CResult<Option<i128>> {
        let key = ty.and_then(|ty| self.structs.iter().find(|s| s.ty == ty)).map(|s| format!("{}.{member}", s.name));
        match key.filter(|k| self.items.contains_key(k)) {
            Some(key) => Ok(Some(self.const_name(&key, span)?)),
            None => Ok(None),
        }
    }

    /// The instance of generic struct `decl` for `args`, created on first use.
    pub fn instantiate_struct(
        &mut self,
        name: &str,
        src: usize,
        decl: DeclId,
        args: Vec<GArg>,
        span: Span,
    ) -> CResult<Type> {
        // A matrix's layout is no part of a differential pair's identity
        // (`DifferentialPair<row_major float3x3>` is `diffPair(m)`'s type).
        let args = if matches!(name, "DifferentialPair" | "DifferentialPtrPair") {
            args.into_iter()
                .map(|a| match a {
                    GArg::Type(t) => GArg::Type(super::types::erase_layouts(self.ctx, t)),
                    other => other,
                })
                .collect()
        } else {
            args
        };
        if let Some(&s) = self.struct_instances.get(&(name.to_string(), args.clone())) {
            return Ok(self.structs[s].ty);
        }
        if self.gargs_have_params(&args) {
            return Err(self.unexpressible(span, "a generic struct applied to a type parameter"));
        }
        self.in_src(src, |c| c.instantiate_struct_here(name, decl, args, span))
    }

    pub(super) fn instantiate_struct_here(
        &mut self,
        name: &str,
        decl: DeclId,
        args: Vec<GArg>,
        span: Span,
    ) -> CResult<Type> {
        let d = self.user.decl(decl);
        let DeclKind::Aggregate { generics: Some(g), where_clauses, .. } = &d.kind else {
            return Err(self.error(E_UNSUPPORTED, span, "not a generic struct"));
        };
        let params = collect_params(self.user, g, where_clauses);
        // A struct nested in a generic struct sees the enclosing instance's parameters.
        let outer_env = self.nested_generic_env(name);
        // Missing trailing arguments take their defaults, which may name
        // the parameters before them.
        let mut args = args;
        while args.len() < params.len() {
            let p = &params[args.len()];
            let Some(default) = p.default else { break };
            let mut env = outer_env.clone();
            env.extend(params.iter().map(|p| p.name.clone()).zip(args.iter().copied()));
            let saved = std::mem::replace(&mut self.env, env);
            let arg = match default {
                TypeOrExpr::Type(t) => self.resolve_type(Unit::User, t).map(GArg::Type),
                TypeOrExpr::Expr(e) => self.const_int(Unit::User, e).map(GArg::Value),
            };
            self.env = saved;
            args.push(arg?);
        }
        // A trailing pack no argument reaches is empty (`Tuple<>`, `S<int>`
        // of `S<T, each U>`).
        if args.len() + 1 == params.len() && params.last().is_some_and(|p| p.pack) {
            args.push(self.packs.intern(Vec::new()));
        }
        if args.len() != params.len() {
            let msg = format!(
                "generic '{name}' expects {} generic argument(s) but {} were provided",
                params.len(),
                args.len()
            );
            return Err(self.error(E_GENERIC_ARITY, span, msg));
        }
        if let Some(&s) = self.struct_instances.get(&(name.to_string(), args.clone())) {
            return Ok(self.structs[s].ty);
        }
        if !self.check_bounds(&params, &args, span, true) {
            return Err(super::Reported);
        }
        let mut env = outer_env;
        env.extend(params.iter().map(|p| p.name.clone()).zip(args.iter().copied()));
        let shown: Vec<String> = args.iter().map(|a| self.show_garg(*a)).collect();
        let inst_name = format!("{name}<{}>", shown.join(", "));
        let saved = std::mem::replace(&mut self.env, env);
        // A nested struct sees its enclosing struct's member types and constants.
        let outer = name
            .rsplit_once('.')
            .map(|(o, _)| o.to_string())
            .filter(|_| self.generic_members.nested.contains_key(name));
        if let Some(o) = &outer {
            let scope = self.structs.iter().find(|s| s.name == *o).map(|s| s.member_types.clone()).unwrap_or_default();
            self.type_scope.push(scope);
            self.generic_members.struct_scope.push(o.clone());
        }
        let result = self.declare_struct(decl, &inst_name);
        if let Ok(s) = result {
            self.record_struct_instance(name.to_string(), args.clone(), s);
            self.declare_struct_members(decl, s);
            let extensions: Vec<(usize, DeclId)> =
                self.generic_extensions.iter().filter(|(n, _, _)| n == name).map(|&(_, src, d)| (src, d)).collect();
            for (src, d) in extensions {
                self.add_generic_extension(s, src, d, &args);
            }
        }
        if outer.is_some() {
            self.generic_members.struct_scope.pop();
            self.type_scope.pop();
        }
        self.env = saved;
        result.map(|s| self.structs[s].ty)
    }
}

impl Checker<'_> {
    /// The declared parameter types of function declaration `d`.
    pub(super) fn declared_param_types(&self, unit: Unit, d: DeclId) -> Vec<Option<TypeId>> {
        let ast = self.ast(unit);
        let sig = match &ast.decl(d).kind {
            DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. } => sig,
            _ => return Vec::new(),
        };
        sig.params
            .iter()
            .map(|&p| match &ast.decl(p).kind {
                DeclKind::Param { ty, .. } => *ty,
                _ => None,
            })
            .collect()
    }

    /// Which parameters of function `d` are `out`, `inout` or `__ref`.
    fn lvalue_params(&self, unit: Unit, d: DeclId) -> Vec<bool> {
        use crate::ast::ModifierKind;
        let ast = self.ast(unit);
        let (DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. }) = &ast.decl(d).kind else { return Vec::new() };
        sig.params
            .iter()
            .map(|&p| {
                let m = &ast.decl(p).modifiers;
                m.has(&ModifierKind::InOut) || m.has(&ModifierKind::Ref) || m.has(&ModifierKind::Out)
            })
            .collect()
    }

    /// Infers the generic arguments of template `f` from explicit
    /// arguments (if any) and the argument types; `None` when some
    /// parameter stays unbound or a constraint fails.
    pub fn infer_gargs(&mut self, f: usize, vals: &[super::expr::TVal], explicit: &[GArg]) -> Option<Vec<GArg>> {
        self.infer_gargs_why(f, vals, explicit, false).ok()
    }

    /// [`Self::infer_gargs`], saying why it fails. With `explain`, two
    /// arguments binding one parameter to values no join reconciles (`A`
    /// and `B` for `T`, 3 and 4 for `N`) are a conflict (slangc's E30442);
    /// otherwise the first binding stands and the call fails later, as it
    /// does in overload resolution.
    pub fn infer_gargs_why(
        &mut self,
        f: usize,
        vals: &[super::expr::TVal],
        explicit: &[GArg],
        explain: bool,
    ) -> Result<Vec<GArg>, InferFailure> {
        let Some(params) = self.funcs[f].generic.clone() else { return Err(InferFailure::Other) };
        let (unit, decl) = (self.funcs[f].unit, self.funcs[f].decl);
        let mut bound: Vec<Option<(GArg, bool)>> = vec![None; params.len()];
        for (i, &a) in explicit.iter().enumerate().take(params.len()) {
            bound[i] = Some((a, false));
        }
        let saved = std::mem::replace(&mut self.env, self.funcs[f].env.clone());
        let saved_index = self.pack_index.take();
        let src = self.funcs[f].src;
        let result = self.in_src(src, |c| {
            let span = c.ast(unit).decl(decl).span;
            let declared = c.declared_param_types(unit, decl);
            if params.iter().any(|p| p.pack) {
                c.infer_packs(unit, &params, &declared, vals, &mut bound).ok_or(InferFailure::Other)?;
            } else {
                for (pt, v) in declared.iter().zip(vals) {
                    if let Some(pt) = *pt {
                        if explain {
                            let mut alone = vec![None; params.len()];
                            c.unify(unit, &params, pt, v.ty, v.literal, &mut alone);
                            let fixed = explicit.len();
                            if let Some(conflict) = c.binding_conflict(&params, &bound, &alone, fixed) {
                                return Err(conflict);
                            }
                        }
                        c.unify(unit, &params, pt, v.ty, v.literal, &mut bound);
                    }
                }
                // An `out`/`inout` argument's type binds a parameter that
                // is its whole type as it is (an l-value is not joined).
                let lvalues = c.lvalue_params(unit, decl);
                for (k, (pt, v)) in declared.iter().zip(vals).enumerate() {
                    let lvalue = lvalues.get(k).copied().unwrap_or(false);
                    let Some(AstType::Name(n)) = pt.map(|pt| &c.ast(unit).ty(pt).kind) else { continue };
                    let Some(i) = params.iter().position(|p| &p.name == n && p.bounds.is_some()) else { continue };
                    if lvalue && i >= explicit.len() {
                        bound[i] = Some((GArg::Type(v.ty), false));
                    }
                }
                // Explicit arguments stay as given (the arguments convert).
                for (i, &a) in explicit.iter().enumerate().take(params.len()) {
                    bound[i] = Some((a, false));
                }
            }
            c.bind_constexpr_args(f, &params, vals, &mut bound);
            c.infer_from_bounds(unit, &params, &mut bound);
            c.bind_defaults(&params, &mut bound);
            if let Some(i) = bound.iter().position(Option::is_none) {
                let unbound = || params.iter().zip(&bound).filter(|(_, b)| b.is_none());
                if unbound().any(|(p, _)| p.bounds.as_ref().is_some_and(|b| !b.is_empty())) {
                    return Err(InferFailure::Other);
                }
                return Err(InferFailure::NotInferred(params[i].name.clone()));
            }
            let mut args: Vec<GArg> = bound.into_iter().flatten().map(|(a, _)| a).collect();
            c.join_float_bounds(&params, &mut args, explicit.len());
            if c.check_bounds(&params, &args, span, false) {
                Ok(args)
            } else {
                Err(c.unconforming_argument(&params, &args).unwrap_or(InferFailure::Other))
            }
        });
        self.env = saved;
        self.pack_index = saved_index;
        result
    }

    /// The index of the first argument of function `f` given to a
    /// `constexpr` parameter that is no constant.
    pub(super) fn non_constant_constexpr_argument(&self, f: usize, vals: &[super::expr::TVal]) -> Option<usize> {
        let ast = self.func_ast(f);
        let (DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. }) = &self.func_decl(f).kind else { return None };
        sig.params.iter().zip(vals).position(|(&p, v)| {
            ast.decl(p).name().is_some_and(|n| n.name.starts_with(crate::ast::CONSTEXPR_ARG))
                && self.ctx.defining_op(v.value).is_none_or(|op| self.ctx.op_name(op) != "arith.const")
        })
    }

    /// A `constexpr` parameter's argument (renamed by the parser, see
    /// [`crate::ast::CONSTEXPR_ARG`]) binds the generic value parameter of
    /// the parameter's name when it is a constant; otherwise that stays
    /// unbound and the call does not resolve.
    fn bind_constexpr_args(
        &self,
        f: usize,
        params: &[GParam],
        vals: &[super::expr::TVal],
        bound: &mut [Option<(GArg, bool)>],
    ) {
        let ast = self.func_ast(f);
        let (DeclKind::Func { sig, .. } | DeclKind::Init { sig, .. }) = &self.func_decl(f).kind else { return };
        for (&p, v) in sig.params.iter().zip(vals) {
            let Some(name) = ast.decl(p).name().and_then(|n| n.name.strip_prefix(crate::ast::CONSTEXPR_ARG)) else {
                continue;
            };
            let Some(i) = params.iter().position(|g| g.name == name && g.bounds.is_none()) else { continue };
            if bound[i].is_some() {
                continue;
            }
            let Some(op) = self.ctx.defining_op(v.value) else { continue };
            if self.ctx.op_name(op) != "arith.const" {
                continue;
            }
            let value = match self.ctx.attr(op, "value").map(|a| self.ctx.attr_kind(a)) {
                Some(nsl_ir::AttrKind::Int(n)) => *n,
                Some(nsl_ir::AttrKind::Bool(b)) => i128::from(*b),
                _ => continue,
            };
            bound[i] = Some((GArg::Value(value), false));
        }
    }

    /// An integer or bool scalar or vector inferred for a parameter bound
    /// by `IDifferentiable`, or such a scalar, vector or matrix inferred for
    /// one bound by a builtin floating-point interface
    /// (`__BuiltinFloatingPointType`, `__BuiltinRealType`, `IFloat`),
    /// becomes the `float` of its shape: the type it converts to that
    /// conforms, as slangc joins an argument's type with the bound
    /// (`diffPair(2)` is a `DifferentialPair<float>`, `acosh(2)` calls
    /// `acosh<float>`). Explicit arguments (the first `explicit`) stay.
    fn join_float_bounds(&mut self, params: &[GParam], args: &mut [GArg], explicit: usize) {
        for (p, a) in params.iter().zip(args.iter_mut()).skip(explicit) {
            let GArg::Type(t) = *a else { continue };
            let bounds = || p.bounds.iter().flatten();
            let differentiable = bounds().any(|b| b.name == "IDifferentiable" && b.args.is_empty());
            let float_bound = bounds().any(|b| {
                b.args.is_empty()
                    && matches!(b.name.as_str(), "__BuiltinFloatingPointType" | "__BuiltinRealType" | "IFloat")
            });
            let Some((elem, shape)) = types::shape(self.ctx, t) else { continue };
            let joins = match shape {
                types::Shape::Scalar | types::Shape::Vector(_) => differentiable || float_bound,
                types::Shape::Matrix(..) => float_bound,
            };
            if joins && matches!(self.ctx.type_kind(elem), TypeKind::Int { .. } | TypeKind::Bool) {
                let f = self.ctx.float_type(32);
                *a = GArg::Type(types::with_shape(self.ctx, f, shape));
            }
        }
    }

    /// Binds the parameters of a variadic template: an `expand` parameter
    /// takes the arguments left over by the others, each element binding
    /// one element of the packs its type names; a pack no argument binds
    /// (and no explicit argument) is empty. `None` when an element binds
    /// nothing.
    /// The element type of a parameter declared `expand X` or with a
    /// bare type pack `T` (`X`, `T`); `None` for other parameters.
    fn expanded_param(ast: &crate::ast::Ast, params: &[GParam], t: TypeId) -> Option<TypeId> {
        match &ast.ty(t).kind {
            AstType::Expand(inner) => Some(*inner),
            AstType::Name(n) if params.iter().any(|p| &p.name == n && p.pack) => Some(t),
            _ => None,
        }
    }

    fn infer_packs(
        &mut self,
        unit: Unit,
        params: &[GParam],
        declared: &[Option<TypeId>],
        vals: &[super::expr::TVal],
        bound: &mut Vec<Option<(GArg, bool)>>,
    ) -> Option<()> {
        let ast = self.ast(unit);
        let expanded: Vec<usize> = (0..declared.len())
            .filter(|&k| declared[k].is_some_and(|t| Self::expanded_param(ast, params, t).is_some()))
            .collect();
        let mut elems: Vec<Option<Vec<GArg>>> = vec![None; params.len()];
        let mut at = 0;
        for (k, pt) in declared.iter().enumerate() {
            let Some(pt) = *pt else {
                at += 1;
                continue;
            };
            let Some(inner) = Self::expanded_param(ast, params, pt) else {
                if let Some(v) = vals.get(at) {
                    self.unify(unit, params, pt, v.ty, v.literal, bound);
                }
                at += 1;
                continue;
            };
            // One `expand` parameter takes what the others leave.
            if expanded.len() != 1 {
                return None;
            }
            let n = vals.len().checked_sub(declared.len() - 1)?;
            let touched: Vec<usize> = (0..params.len()).filter(|&i| params[i].pack && bound[i].is_none()).collect();
            for i in &touched {
                elems[*i].get_or_insert_with(Vec::new);
            }
            for v in &vals[at..at + n] {
                let mut tmp = bound.clone();
                self.unify(unit, params, inner, v.ty, v.literal, &mut tmp);
                for &i in &touched {
                    if let Some((a, _)) = tmp[i] {
                        elems[i].as_mut().expect("started").push(a);
                    }
                }
                for i in 0..params.len() {
                    if !params[i].pack && bound[i].is_none() {
                        bound[i] = tmp[i];
                    }
                }
            }
            let _ = k;
            at += n;
        }
        for i in 0..params.len() {
            if !params[i].pack || bound[i].is_some() {
                continue;
            }
            let list = elems[i].take().unwrap_or_default();
            // Every element must bind each pack the parameter names.
            if !expanded.is_empty() && list.len() != vals.len().saturating_sub(declared.len() - 1) {
                return None;
            }
            bound[i] = Some((self.packs.intern(list), false));
        }
        Some(())
    }

    /// Binds the parameters still unbound that have a default
    /// (`<T, U = T>`), in order: a default may name the parameters before it.
    fn bind_defaults(&mut self, params: &[GParam], bound: &mut [Option<(GArg, bool)>]) {
        for i in 0..params.len() {
            let Some(default) = params[i].default.filter(|_| bound[i].is_none()) else { continue };
            let Some(env) = params[..i]
                .iter()
                .zip(bound.iter())
                .map(|(p, b)| b.map(|(a, _)| (p.name.clone(), a)))
                .collect::<Option<Env>>()
            else {
                return;
            };
            let saved_len = self.env.len();
            self.env.extend(env);
            let mark = self.diags.list.len();
            let arg = match default {
                TypeOrExpr::Type(t) => self.resolve_type(Unit::User, t).map(GArg::Type),
                TypeOrExpr::Expr(e) => self.const_int(Unit::User, e).map(GArg::Value),
            };
            self.diags.list.truncate(mark);
            self.env.truncate(saved_len);
            match arg {
                Ok(a) => bound[i] = Some((a, false)),
                Err(_) => return,
            }
        }
    }

    /// Binds parameters that only appear in other parameters' bounds
    /// (`U` and `n` in `<T : IFoo<U>, U>`, `<let n : int, T : IBar<n>>`)
    /// from the conformance the bound argument's type declares.
    fn infer_from_bounds(&mut self, unit: Unit, params: &[GParam], bound: &mut [Option<(GArg, bool)>]) {
        loop {
            let mut progress = false;
            for (i, p) in params.iter().enumerate() {
                let Some((GArg::Type(t), _)) = bound[i] else { continue };
                for b in p.bounds.iter().flatten() {
                    if b.args.is_empty() {
                        continue;
                    }
                    let builtin = self.builtin_array_refs(t);
                    let candidates: Vec<IfaceRef> = self
                        .structs
                        .iter()
                        .filter(|s| s.ty == t)
                        .flat_map(|s| s.conform_refs.iter())
                        .cloned()
                        .chain(builtin)
                        .filter(|r| r.name == b.name && r.args.len() == b.args.len())
                        .collect();
                    // The first conformance that agrees with what is bound
                    // (`S : IScale<int>, IScale<float>` with `T` = `int`).
                    for found in candidates {
                        let mut out = bound.to_vec();
                        for (a, &part) in b.args.iter().zip(&found.args) {
                            self.unify_garg(unit, params, a, part, &mut out);
                        }
                        let agrees =
                            bound.iter().zip(&out).all(|(x, y)| x.is_none() || x.map(|x| x.0) == y.map(|y| y.0));
                        let resolves = b.args.iter().zip(&found.args).all(|(a, &part)| match a {
                            TypeOrExpr::Type(t) => match &self.ast(unit).ty(*t).kind {
                                AstType::Name(n) => match params.iter().position(|p| &p.name == n) {
                                    Some(i) => out[i].map(|x| x.0) == Some(part),
                                    None => true,
                                },
                                _ => true,
                            },
                            TypeOrExpr::Expr(_) => true,
                        });
                        if agrees && resolves {
                            progress |= out.iter().filter(|x| x.is_some()).count()
                                > bound.iter().filter(|x| x.is_some()).count();
                            bound.clone_from_slice(&out);
                            break;
                        }
                    }
                }
            }
            if !progress {
                return;
            }
        }
    }

    /// Binds parameters by matching one generic argument as written
    /// against a known one.
    fn unify_garg(
        &mut self,
        unit: Unit,
        params: &[GParam],
        pat: &TypeOrExpr,
        arg: GArg,
        out: &mut Vec<Option<(GArg, bool)>>,
    ) {
        match (pat, arg) {
            (TypeOrExpr::Type(t), GArg::Type(at)) => self.unify(unit, params, *t, at, false, out),
            (TypeOrExpr::Type(t), GArg::Value(v)) => {
                if let AstType::Name(n) = &self.ast(unit).ty(*t).kind {
                    if let Some(i) = params.iter().position(|p| &p.name == n && p.bounds.is_none()) {
                        out[i].get_or_insert((GArg::Value(v), false));
                    }
                }
            }
            (TypeOrExpr::Expr(e), GArg::Value(v)) => {
                if let crate::ast::ExprKind::Name(n) = &self.ast(unit).expr(*e).kind {
                    if let Some(i) = params.iter().position(|p| &p.name == n && p.bounds.is_none()) {
                        out[i].get_or_insert((GArg::Value(v), false));
                    }
                }
            }
            _ => {}
        }
    }

    /// The parameters and result of template `f` instantiated with `args`
    /// (the instance is recorded, but its body is lowered only if a call
    /// chooses it).
    pub fn generic_signature(&mut self, f: usize, args: &[GArg]) -> Option<(Vec<super::ParamInfo>, Option<Type>)> {
        let i = self.instantiate_func(f, args.to_vec()).ok()?;
        Some((self.funcs[i].params.clone(), self.funcs[i].ret))
    }
}

impl Checker<'_> {
    /// The type an expression names, if it is a type name (`S`, `T`).
    pub fn type_named_by(&mut self, fx: &super::stmt::FnCx, e: crate::ast::ExprId) -> Option<Type> {
        // `T.Assoc` / `S.Inner`: a member type (an associated type) of a
        // type the base names.
        if let crate::ast::ExprKind::Member { base, name, .. } = &self.user.expr(e).kind {
            let (base, name) = (*base, name.name.clone());
            let b = self.type_named_by(fx, base)?;
            return self.structs.iter().find(|s| s.ty == b).and_then(|s| s.member_types.get(&name).copied());
        }
        if matches!(self.user.expr(e).kind, crate::ast::ExprKind::Specialize { .. }) {
            return self.specialized_type_expr(Unit::User, e).and_then(|r| r.ok());
        }
        // `(each T).X` of a type pack `T` inside an `expand`: the element
        // at hand.
        if let crate::ast::ExprKind::Each(inner) = self.user.expr(e).kind {
            return match self.pack_element_expr(Unit::User, inner) {
                Some(GArg::Type(t)) => Some(t),
                _ => None,
            };
        }
        let crate::ast::ExprKind::Name(n) = &self.user.expr(e).kind else { return None };
        if fx.lookup(n).is_some() {
            return None;
        }
        if let Some(GArg::Type(t)) = self.env_lookup(n) {
            return Some(t);
        }
        // A member type of the struct whose method this is.
        if let Some(&t) = self.type_scope.iter().rev().find_map(|scope| scope.get(n)) {
            return Some(t);
        }
        match self.items.get(n) {
            Some(super::Item::Struct(s)) => Some(self.structs[*s].ty),
            Some(super::Item::Type(t)) => Some(*t),
            // `E.f()`: a static method an extension gives an enum.
            Some(super::Item::Enum(t, _)) => Some(*t),
            Some(_) => None,
            // `float2.f()`: a static method an extension gives a builtin type.
            None => types::scalar_by_name(self.ctx, n).or_else(|| types::vector_or_matrix_by_name(self.ctx, n)),
        }
    }

    /// `S.f(args)` / `T.f(args)`: a static method of a struct type.
    pub fn call_static(
        &mut self,
        fx: &mut super::stmt::FnCx,
        ty: Type,
        name: &str,
        args: &[crate::ast::ExprId],
        span: Span,
    ) -> CResult<Option<super::expr::TVal>> {
        // `T::f(args)` in a generic function called with a value of
        // interface type for `T`: `T` is that value's type, so a static
        // requirement dispatches on the parameter of type `T`.
        if let Some(iface) = self.existential_interface(ty) {
            let param = fx.func.and_then(|f| self.funcs[f].params.iter().find(|p| p.ty == ty)).map(|p| p.name.clone());
            if let Some(param) = param.filter(|p| !p.is_empty()) {
                let this = self.name_place(fx, &param, span)?;
                let ident = crate::ast::Ident { name: name.to_string(), span };
                return self.existential_generic_call(fx, this, &iface, &ident, None, args, span);
            }
        }
        self.realize_extensions(ty);
        let found = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get(name)).cloned();
        let candidates: Vec<usize> =
            found.clone().unwrap_or_default().into_iter().filter(|&f| self.funcs[f].this.is_none()).collect();
        if candidates.is_empty() {
            // `T.AT()`: constructing a member type (an associated type).
            let member = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.member_types.get(name)).copied();
            if let Some(member) = member {
                return self.construct(fx, member, args, span).map(Some);
            }
            // `T.Element(x)`: constructing a texel's scalar.
            if let Some(elem) = self.texel_element(ty).filter(|_| name == "Element") {
                return self.construct(fx, elem, args, span).map(Some);
            }
            // `T.dzero()`, `T.dadd(a, b)` of a differentiable type.
            if let Some(v) = self.differential_static(fx, ty, name, args, span)? {
                return Ok(Some(v));
            }
            // An instance method named through the type: slangc's E30100.
            if found.as_ref().is_some_and(|fs| !fs.is_empty()) {
                let msg = format!("type '{}' cannot be used to refer to non-static member '{name}'", self.show(ty));
                return Err(self.error("E30100", span, msg));
            }
            let msg = format!("'{}' has no static method '{name}'", self.show(ty));
            return Err(self.error(super::E_NO_MEMBER, span, msg));
        }
        let label = format!("{}.{name}", self.show(ty));
        self.call_overloaded(fx, &label, &candidates, None, args, span)
    }

    /// A binary operator on struct operands: the user's `operator<op>`.
    pub fn call_operator(
        &mut self,
        fx: &mut super::stmt::FnCx,
        op: &str,
        vals: &[super::expr::TVal],
        span: Span,
    ) -> CResult<super::expr::TVal> {
        // A struct conforming to `IArithmetic` & co: the core module's
        // generic operators, through its requirement methods.
        if let Some(r) = self.interface_operator(fx, op, vals, span) {
            return r;
        }
        let name = format!("operator{op}");
        let candidates = match self.items.get(&name) {
            Some(super::Item::Funcs(fs)) => fs.clone(),
            _ => {
                let shown: Vec<String> = vals.iter().map(|v| self.show(v.ty)).collect();
                let msg = format!("no operator '{op}' for operands ({})", shown.join(", "));
                return Err(self.error(super::E_OVERLOAD, span, msg));
            }
        };
        match self.call_with_values(fx, &name, &candidates, vals, span)? {
            Some(v) => Ok(v),
            None => Err(self.error(E_TYPE_MISMATCH, span, format!("'{name}' returns void"))),
        }
    }
}

impl Checker<'_> {
    /// Applies to `t` the blanket extensions whose target pattern it
    /// matches and whose constraints it meets, repeatedly, since one
    /// extension's conformance may satisfy another's constraint
    /// (`extension<T : IFoo> T : IBar`, then `extension<T : IBar> T : IBaz`).
    pub fn realize_extensions(&mut self, t: Type) {
        // A type parameter of generic IR has only its constraints' members.
        if self.ctx.type_has_params(t) {
            return;
        }
        if self.blanket_extensions.is_empty() || self.realizing.contains(&t) || self.realizing.len() > 16 {
            return;
        }
        self.realizing.push(t);
        loop {
            let mut progress = false;
            for i in 0..self.blanket_extensions.len() {
                if self.applied_extensions.contains(&(t, i)) {
                    continue;
                }
                let (src, d) = self.blanket_extensions[i];
                let Some(env) = self.in_src(src, |c| c.match_extension(d, t)) else { continue };
                self.applied_extensions.insert((t, i));
                progress = true;
                self.apply_extension(src, d, t, env);
            }
            if !progress {
                break;
            }
        }
        self.realizing.pop();
    }

    /// The generic arguments with which blanket extension `d` (of the
    /// current unit) applies to `t`, if it does.
    fn match_extension(&mut self, d: DeclId, t: Type) -> Option<Env> {
        let DeclKind::Extension { generics: Some(g), target, where_clauses, .. } = &self.user.decl(d).kind else {
            return None;
        };
        let (target, span) = (*target, self.user.decl(d).span);
        // `vector<T, N>` is no scalar, though `vector<T, 1>` resolves to one
        // here: an extension of vectors does not apply to scalars.
        if let crate::ast::TypeKind::Specialize { base, .. } = &self.user.ty(target).kind {
            if matches!(&self.user.ty(*base).kind, crate::ast::TypeKind::Name(n) if n == "vector" && !self.items.contains_key(n))
                && !matches!(self.ctx.type_kind(t), TypeKind::Vector { .. })
            {
                return None;
            }
        }
        let params = collect_params(self.user, g, where_clauses);
        let mut bound = vec![None; params.len()];
        self.unify(Unit::User, &params, target, t, false, &mut bound);
        // A parameter named only in a bound (`extension<T, U : IBuf<T>> U`)
        // from the type's conformance.
        self.infer_from_bounds(Unit::User, &params, &mut bound);
        let args: Vec<GArg> = bound.into_iter().map(|b| b.map(|(a, _)| a)).collect::<Option<_>>()?;
        let env: Env = params.iter().map(|p| p.name.clone()).zip(args.iter().copied()).collect();
        let saved = std::mem::replace(&mut self.env, env.clone());
        let mark = self.diags.list.len();
        let same = self.resolve_type(Unit::User, target).is_ok_and(|r| r == t);
        self.diags.list.truncate(mark);
        self.env = saved;
        (same && self.check_bounds(&params, &args, span, false)).then_some(env)
    }

    /// Declares blanket extension `d`'s conformances, member types and
    /// methods for `t`, with its generic parameters bound by `env`.
    pub(super) fn apply_extension(&mut self, src: usize, d: DeclId, t: Type, env: Env) {
        let s = match self.structs.iter().position(|st| st.ty == t) {
            Some(s) => s,
            None => self.member_table(t),
        };
        self.in_src(src, |c| {
            let DeclKind::Extension { bases, members, .. } = &c.user.decl(d).kind else { return };
            let (bases, members) = (bases.clone(), members.clone());
            let mut env = env;
            env.push(("This".to_string(), GArg::Type(t)));
            let saved = std::mem::replace(&mut c.env, env);
            for m in members {
                if let DeclKind::TypeAlias { name, ty, generics: None } = &c.user.decl(m).kind {
                    let (name, ty) = (name.name.clone(), *ty);
                    if let Ok(mt) = c.resolve_type(Unit::User, ty) {
                        c.structs[s].member_types.insert(name, mt);
                    }
                }
            }
            let conformed: Vec<String> = c.structs[s].conform_refs.iter().map(|r| r.name.clone()).collect();
            c.add_conformances(s, &bases);
            let added: Vec<String> =
                c.structs[s].conform_refs.iter().map(|r| r.name.clone()).filter(|n| !conformed.contains(n)).collect();
            // The type's own methods (and its direct extensions') take
            // precedence over a blanket extension's; the hidden ones are
            // remembered for generic code (see `StructInfo::shadowed`).
            let before = c.structs[s].methods.clone();
            let first = c.funcs.len();
            c.declare_struct_members(d, s);
            c.blanket_methods.extend(first..c.funcs.len());
            for (name, fs) in before {
                let ext: Vec<usize> = c.structs[s]
                    .methods
                    .get(&name)
                    .into_iter()
                    .flatten()
                    .filter(|f| !fs.contains(f))
                    .copied()
                    .collect();
                if !ext.is_empty() && !fs.is_empty() {
                    c.structs[s].shadowed.insert(name.clone(), (ext, added.clone()));
                }
                c.structs[s].methods.insert(name, fs);
            }
            c.env = saved;
        });
    }
}

/// Whether `n` generic arguments may bind `params`: one each, except that a
/// pack parameter (`interface IAcc<each Ts>`) takes any number of them, none
/// included (`resolve_gargs` splits them).
fn arity_fits(params: &[GParam], n: usize) -> bool {
    match params.iter().filter(|p| p.pack).count() {
        0 => n == params.len(),
        packs => n + packs >= params.len(),
    }
}
