//! The egg language of the IR and constant folding as an egg analysis.
//!
//! The language is derived from the op schemas, not listed: a node is any
//! registered op kind with its result type, attributes and operand
//! classes, so every op that [`is_liftable`] says may enter does, a new
//! pure op included. Everything else is a [`Node::Leaf`]: a value the
//! e-graph does not look into.

use egg::{Analysis, DidMerge, EGraph, Id, Language};
use nsl_ir::interp::{attr_from_value, value_from_attr, Flow, Interpreter, RtValue};
use nsl_ir::{Attr, Context, Loc, Op, OpKind, Sym, Traits, Type, TypeKind, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Attributes of a node, sorted by name (so equal dictionaries hash equal).
pub type AttrList = SmallVec<[(Sym, Attr); 2]>;

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Node {
    /// A pure op: its kind, result type, attributes and operand classes.
    Op { kind: OpKind, ty: Type, attrs: AttrList, args: SmallVec<[Id; 3]> },
    /// A value from outside the lifted ops (block arguments, results of
    /// effectful ops or of ops in other blocks), opaque to the rules.
    Leaf { value: Value, ty: Type },
}

/// What distinguishes nodes before their children are compared.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum NodeKey {
    Op(OpKind),
    Leaf(Value),
}

impl Node {
    pub fn ty(&self) -> Type {
        match self {
            Node::Op { ty, .. } | Node::Leaf { ty, .. } => *ty,
        }
    }
}

impl Language for Node {
    type Discriminant = NodeKey;

    fn discriminant(&self) -> NodeKey {
        match self {
            Node::Op { kind, .. } => NodeKey::Op(*kind),
            Node::Leaf { value, .. } => NodeKey::Leaf(*value),
        }
    }
    fn matches(&self, other: &Self) -> bool {
        match (self, other) {
            (Node::Op { kind, ty, attrs, args }, Node::Op { kind: k, ty: t, attrs: a, args: c }) => {
                kind == k && ty == t && attrs == a && args.len() == c.len()
            }
            (Node::Leaf { value, .. }, Node::Leaf { value: v, .. }) => value == v,
            _ => false,
        }
    }
    fn children(&self) -> &[Id] {
        match self {
            Node::Op { args, .. } => args,
            Node::Leaf { .. } => &[],
        }
    }
    fn children_mut(&mut self) -> &mut [Id] {
        match self {
            Node::Op { args, .. } => args,
            Node::Leaf { .. } => &mut [],
        }
    }
}

/// May this op enter the e-graph? Pure, effect-free, not sensitive to
/// convergence (wave ops, derivatives, implicit-LOD sampling), no regions,
/// one result of a value type (addresses and handles stay where the
/// target's legalization put them).
pub fn is_liftable(ctx: &Context, op: Op) -> bool {
    let schema = ctx.schema(op);
    let effect_free = schema.has(Traits::PURE)
        && !schema.has(Traits::CONVERGENCE_SENSITIVE)
        && !schema.has(Traits::HAS_SIDE_EFFECTS)
        && !schema.has(Traits::READS_MEMORY)
        && !schema.has(Traits::TERMINATOR);
    effect_free
        && ctx.regions(op).is_empty()
        && ctx.results(op).len() == 1
        && is_value_type(ctx, ctx.value_type(ctx.result(op, 0)))
}

/// Scalars, vectors, matrices, and arrays and structs of them.
fn is_value_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::MiniFloat(_) => true,
        TypeKind::Vector { .. } | TypeKind::Matrix { .. } => true,
        TypeKind::Array { elem, len } => len.is_some() && is_value_type(ctx, *elem),
        TypeKind::Struct { fields, .. } => fields.iter().all(|&(_, t)| is_value_type(ctx, t)),
        TypeKind::Ptr { .. } | TypeKind::Function { .. } | TypeKind::Opaque { .. } | TypeKind::Param { .. } => false,
    }
}

/// What the analysis knows of a class: its type and, when every input is
/// known, its constant value (with the attribute that spells it).
#[derive(Debug, Clone)]
pub struct ClassData {
    pub ty: Type,
    pub constant: Option<(RtValue, Attr)>,
}

/// Constant folding with the interpreter's semantics: a node whose
/// operands are constants is evaluated by its schema's `eval` (the function
/// the interpreter and `canonicalize` run), on a scratch op carrying the
/// node's kind, types and attributes. Folds that trap, or whose result has
/// no constant reading back bit for bit, are not made.
///
/// The analysis owns the context while the e-graph lives (egg's analyses
/// are `'static`): rules intern attributes and folding builds scratch ops.
pub struct Fold {
    pub ctx: Context,
    const_kind: OpKind,
    value_sym: Sym,
    /// Detached ops whose results stand for operands of a type in scratch ops.
    placeholders: FxHashMap<Type, Op>,
    pub folds: u64,
    /// Merges of classes with different constants: proof of an unsound
    /// rule, so the block is left as it was.
    pub conflicts: u64,
}

impl Fold {
    /// `const_kind` is `arith.const`'s kind in `ctx`.
    pub fn new(mut ctx: Context, const_kind: OpKind) -> Fold {
        let value_sym = ctx.sym("value");
        Fold { ctx, const_kind, value_sym, placeholders: FxHashMap::default(), folds: 0, conflicts: 0 }
    }

    /// Gives the context back, deleting the scratch ops.
    pub fn into_context(mut self) -> Context {
        for (_, op) in self.placeholders.drain() {
            self.ctx.erase_op(op);
        }
        self.ctx
    }

    /// A node `arith.const {value = attr} : ty`.
    pub fn const_node(&self, ty: Type, attr: Attr) -> Node {
        Node::Op {
            kind: self.const_kind,
            ty,
            attrs: smallvec::smallvec![(self.value_sym, attr)],
            args: SmallVec::new(),
        }
    }

    /// The constant `value` of type `ty` as a class datum, if it has an
    /// attribute that reads back to the same bits.
    pub fn constant(&mut self, value: RtValue, ty: Type) -> Option<(RtValue, Attr)> {
        let attr = attr_from_value(&mut self.ctx, &value, ty)?;
        (value_from_attr(&self.ctx, attr, ty).as_ref() == Some(&value)).then_some((value, attr))
    }

    fn placeholder(&mut self, ty: Type) -> Value {
        let kind = self.const_kind;
        let op =
            *self.placeholders.entry(ty).or_insert_with(|| self.ctx.create_op(kind, &[], &[ty], &[], 0, Loc::UNKNOWN));
        self.ctx.result(op, 0)
    }

    /// Runs the op's `eval` on constant operands.
    fn evaluate(&mut self, kind: OpKind, ty: Type, attrs: &AttrList, args: &[(RtValue, Type)]) -> Option<RtValue> {
        let eval = self.ctx.schema_of(kind).eval?;
        let operands: SmallVec<[Value; 3]> = args.iter().map(|&(_, t)| self.placeholder(t)).collect();
        let op = self.ctx.create_op(kind, &operands, &[ty], attrs, 0, Loc::UNKNOWN);
        let values: SmallVec<[RtValue; 3]> = args.iter().map(|(v, _)| v.clone()).collect();
        let result = eval(&mut Interpreter::without_symbols(&self.ctx), op, &values);
        self.ctx.erase_op(op);
        match result {
            Ok(Flow::Next(mut results)) if results.len() == 1 => results.pop(),
            _ => None,
        }
    }
}

impl Analysis<Node> for Fold {
    type Data = ClassData;

    fn make(egraph: &mut EGraph<Node, Fold>, node: &Node) -> ClassData {
        let ty = node.ty();
        let constant = match node {
            Node::Leaf { value, .. } => {
                let ctx = &egraph.analysis.ctx;
                let def = ctx.defining_op(*value).filter(|&d| ctx.has_trait(d, Traits::CONSTANT_LIKE));
                let attr = def.and_then(|d| ctx.attr(d, "value"));
                attr.and_then(|a| Some((value_from_attr(ctx, a, ty)?, a)))
            }
            Node::Op { kind, attrs, .. } if *kind == egraph.analysis.const_kind => {
                let attr = attrs.first().map(|&(_, a)| a);
                attr.and_then(|a| Some((value_from_attr(&egraph.analysis.ctx, a, ty)?, a)))
            }
            Node::Op { kind, attrs, args, .. } => {
                let inputs: Option<SmallVec<[(RtValue, Type); 3]>> = args
                    .iter()
                    .map(|&c| egraph[c].data.constant.as_ref().map(|(v, _)| (v.clone(), egraph[c].data.ty)))
                    .collect();
                let fold = &mut egraph.analysis;
                let value = inputs.and_then(|inputs| fold.evaluate(*kind, ty, attrs, &inputs));
                value.and_then(|v| fold.constant(v, ty))
            }
        };
        ClassData { ty, constant }
    }

    fn merge(&mut self, a: &mut ClassData, b: ClassData) -> DidMerge {
        match (&a.constant, b.constant) {
            (None, Some(c)) => {
                a.constant = Some(c);
                DidMerge(true, false)
            }
            (Some(_), None) => DidMerge(false, true),
            (Some((x, _)), Some((y, _))) => {
                if *x != y {
                    self.conflicts += 1;
                }
                DidMerge(false, false)
            }
            (None, None) => DidMerge(false, false),
        }
    }

    /// A class with a known value also holds the constant op.
    fn modify(egraph: &mut EGraph<Node, Fold>, id: Id) {
        let data = &egraph[id].data;
        let Some((_, attr)) = data.constant else { return };
        let node = egraph.analysis.const_node(data.ty, attr);
        if egraph[id].nodes.contains(&node) {
            return;
        }
        egraph.analysis.folds += 1;
        let c = egraph.add(node);
        egraph.union(id, c);
    }
}
