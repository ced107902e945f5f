//! The context: interners, the op registry and the IR arenas.

use crate::attr::{Attr, AttrInterner, AttrKind};
use crate::entity::Arena;
use crate::schema::{Dialect, OpKind, OpSchema, Traits};
use crate::types::{AddressSpace, MatrixLayout, Type, TypeInterner, TypeKind};
use crate::{Block, Loc, Op, Region, Sym, Value};
use lasso::Rodeo;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Where a value is defined.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    Result(Op, u32),
    BlockArg(Block, u32),
}

/// One use of a value: operand `index` of `op`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Use {
    pub op: Op,
    pub index: u32,
}

pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    pub uses: SmallVec<[Use; 2]>,
    /// A name hint for printing (`%x`); never semantic.
    pub name: Option<Sym>,
}

pub struct OpData {
    pub kind: OpKind,
    pub operands: SmallVec<[Value; 3]>,
    pub results: SmallVec<[Value; 1]>,
    pub attrs: SmallVec<[(Sym, Attr); 2]>,
    pub regions: SmallVec<[Region; 1]>,
    pub parent: Option<Block>,
    pub prev: Option<Op>,
    pub next: Option<Op>,
    pub loc: Loc,
    pub erased: bool,
}

#[derive(Default)]
pub struct BlockData {
    pub args: SmallVec<[Value; 2]>,
    pub first: Option<Op>,
    pub last: Option<Op>,
    pub parent: Option<Region>,
}

/// A region holds exactly one block: control flow is structured, so the
/// framework never needs a CFG inside a region.
pub struct RegionData {
    pub block: Block,
    pub parent: Option<Op>,
}

/// Where the builder inserts the next op.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    End(Block),
    Start(Block),
    Before(Op),
    After(Op),
}

/// Owns everything: names, types, attributes, registered ops and the IR.
pub struct Context {
    names: Rodeo,
    types: TypeInterner,
    attrs: AttrInterner,
    schemas: Arena<OpKind, &'static OpSchema>,
    kinds_by_name: FxHashMap<&'static str, OpKind>,
    dialects: Vec<&'static Dialect>,
    pub(crate) ops: Arena<Op, OpData>,
    pub(crate) values: Arena<Value, ValueData>,
    pub(crate) blocks: Arena<Block, BlockData>,
    pub(crate) regions: Arena<Region, RegionData>,
    files: Vec<String>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    pub fn new() -> Context {
        Context {
            names: Rodeo::default(),
            types: TypeInterner::default(),
            attrs: AttrInterner::default(),
            schemas: Arena::default(),
            kinds_by_name: FxHashMap::default(),
            dialects: Vec::new(),
            ops: Arena::default(),
            values: Arena::default(),
            blocks: Arena::default(),
            regions: Arena::default(),
            files: Vec::new(),
        }
    }

    // ----- registry -------------------------------------------------------

    /// Registers every op of a dialect; registering twice is a no-op.
    pub fn register_dialect(&mut self, dialect: &'static Dialect) {
        if self.dialects.iter().any(|d| d.name == dialect.name) {
            return;
        }
        self.dialects.push(dialect);
        for schema in dialect.ops {
            debug_assert!(schema.name.starts_with(dialect.name));
            let kind = self.schemas.push(schema);
            let prev = self.kinds_by_name.insert(schema.name, kind);
            assert!(prev.is_none(), "op {} registered twice", schema.name);
        }
    }
    pub fn dialects(&self) -> &[&'static Dialect] {
        &self.dialects
    }
    pub fn op_kind(&self, name: &str) -> Option<OpKind> {
        self.kinds_by_name.get(name).copied()
    }
    /// The kind of a registered op; panics if the dialect is not registered,
    /// which is a programming error in the caller.
    pub fn kind(&self, name: &str) -> OpKind {
        self.op_kind(name).unwrap_or_else(|| panic!("op {name} is not registered"))
    }
    pub fn schema_of(&self, kind: OpKind) -> &'static OpSchema {
        self.schemas[kind]
    }
    pub fn op_kinds(&self) -> impl Iterator<Item = OpKind> {
        self.schemas.keys()
    }
    pub fn num_op_kinds(&self) -> usize {
        self.schemas.len()
    }

    // ----- names, types, attributes ---------------------------------------

    pub fn sym(&mut self, s: &str) -> Sym {
        Sym(self.names.get_or_intern(s))
    }
    /// Looks a name up without interning it.
    pub fn existing_sym(&self, s: &str) -> Option<Sym> {
        self.names.get(s).map(Sym)
    }
    pub fn str(&self, s: Sym) -> &str {
        self.names.resolve(&s.0)
    }
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        self.types.intern(kind)
    }
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.kind(t)
    }
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attr {
        self.attrs.intern(kind)
    }
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        self.attrs.kind(a)
    }

    pub fn bool_type(&mut self) -> Type {
        self.intern_type(TypeKind::Bool)
    }
    pub fn int_type(&mut self, width: u8, signed: bool) -> Type {
        self.intern_type(TypeKind::Int { width, signed })
    }
    pub fn float_type(&mut self, width: u8) -> Type {
        self.intern_type(TypeKind::Float { width })
    }
    pub fn vector_type(&mut self, elem: Type, len: u8) -> Type {
        self.intern_type(TypeKind::Vector { elem, len })
    }
    /// The vector type of `elem` x `len` if it was already interned (for
    /// read-only callers that cannot intern).
    pub fn vector_type_existing(&self, elem: Type, len: u8) -> Option<Type> {
        self.types.lookup(&TypeKind::Vector { elem, len })
    }
    pub fn matrix_type(&mut self, elem: Type, rows: u8, cols: u8, layout: MatrixLayout) -> Type {
        self.intern_type(TypeKind::Matrix { elem, rows, cols, layout })
    }
    pub fn array_type(&mut self, elem: Type, len: Option<u32>) -> Type {
        self.intern_type(TypeKind::Array { elem, len })
    }
    pub fn ptr_type(&mut self, pointee: Type, space: AddressSpace) -> Type {
        self.intern_type(TypeKind::Ptr { pointee, space })
    }
    pub fn function_type(&mut self, params: Vec<Type>, results: Vec<Type>) -> Type {
        self.intern_type(TypeKind::Function { params, results })
    }

    pub fn int_attr(&mut self, v: i128) -> Attr {
        self.intern_attr(AttrKind::Int(v))
    }
    pub fn float_attr(&mut self, v: f64) -> Attr {
        self.intern_attr(AttrKind::Float(v.to_bits()))
    }
    pub fn bool_attr(&mut self, v: bool) -> Attr {
        self.intern_attr(AttrKind::Bool(v))
    }
    pub fn str_attr(&mut self, s: &str) -> Attr {
        let s = self.sym(s);
        self.intern_attr(AttrKind::Str(s))
    }
    pub fn symbol_attr(&mut self, s: &str) -> Attr {
        let s = self.sym(s);
        self.intern_attr(AttrKind::Symbol(s))
    }
    pub fn type_attr(&mut self, t: Type) -> Attr {
        self.intern_attr(AttrKind::Type(t))
    }
    pub fn array_attr(&mut self, items: Vec<Attr>) -> Attr {
        self.intern_attr(AttrKind::Array(items))
    }

    /// The element type of a vector or matrix, or the type itself.
    pub fn scalar_of(&self, t: Type) -> Type {
        match *self.type_kind(t) {
            TypeKind::Vector { elem, .. } | TypeKind::Matrix { elem, .. } => elem,
            _ => t,
        }
    }
    pub fn is_scalar(&self, t: Type) -> bool {
        matches!(
            self.type_kind(t),
            TypeKind::Bool | TypeKind::Int { .. } | TypeKind::Float { .. } | TypeKind::MiniFloat(_)
        )
    }

    // ----- source files for locations -------------------------------------

    /// Registers a file name for [`Loc`]s; returns its id (starting at 1).
    pub fn add_file(&mut self, name: &str) -> u32 {
        if let Some(i) = self.files.iter().position(|f| f == name) {
            return i as u32 + 1;
        }
        self.files.push(name.to_string());
        self.files.len() as u32
    }
    pub fn file_name(&self, id: u32) -> Option<&str> {
        id.checked_sub(1).and_then(|i| self.files.get(i as usize)).map(String::as_str)
    }

    // ----- IR construction ------------------------------------------------

    /// Creates a detached op. Each region gets an empty entry block.
    pub fn create_op(
        &mut self,
        kind: OpKind,
        operands: &[Value],
        result_types: &[Type],
        attrs: &[(Sym, Attr)],
        num_regions: usize,
        loc: Loc,
    ) -> Op {
        let op = self.ops.push(OpData {
            kind,
            operands: SmallVec::from_slice(operands),
            results: SmallVec::new(),
            attrs: SmallVec::from_slice(attrs),
            regions: SmallVec::new(),
            parent: None,
            prev: None,
            next: None,
            loc,
            erased: false,
        });
        for (i, &v) in operands.iter().enumerate() {
            self.values[v].uses.push(Use { op, index: i as u32 });
        }
        for (i, &ty) in result_types.iter().enumerate() {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::Result(op, i as u32),
                uses: SmallVec::new(),
                name: None,
            });
            self.ops[op].results.push(v);
        }
        for _ in 0..num_regions {
            self.add_region(op);
        }
        op
    }

    /// Appends a new region (with an empty entry block) to `op`.
    pub fn add_region(&mut self, op: Op) -> Block {
        let block = self.blocks.push(BlockData::default());
        let region = self.regions.push(RegionData { block, parent: Some(op) });
        self.blocks[block].parent = Some(region);
        self.ops[op].regions.push(region);
        block
    }

    pub fn add_block_arg(&mut self, block: Block, ty: Type) -> Value {
        let index = self.blocks[block].args.len() as u32;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg(block, index),
            uses: SmallVec::new(),
            name: None,
        });
        self.blocks[block].args.push(v);
        v
    }

    /// Appends a result of type `ty` to `op` and returns it. The existing
    /// results and their uses are untouched, so a pass can widen an op in
    /// place (mem2reg adds results to `cf.if` and `cf.loop`); keeping the
    /// op valid (e.g. giving its terminators matching operands) is the
    /// caller's job.
    pub fn add_result(&mut self, op: Op, ty: Type) -> Value {
        let index = self.ops[op].results.len() as u32;
        let v = self.values.push(ValueData { ty, def: ValueDef::Result(op, index), uses: SmallVec::new(), name: None });
        self.ops[op].results.push(v);
        v
    }

    /// Removes result `index` of `op`; it must be unused. Later results
    /// shift down. (Keeping the op valid is the caller's job.)
    pub fn remove_result(&mut self, op: Op, index: usize) {
        let removed = self.ops[op].results.remove(index);
        debug_assert!(self.values[removed].uses.is_empty());
        for i in index..self.ops[op].results.len() {
            let r = self.ops[op].results[i];
            self.values[r].def = ValueDef::Result(op, i as u32);
        }
    }

    /// Appends `v` as the last operand of `op`.
    pub fn add_operand(&mut self, op: Op, v: Value) {
        let index = self.ops[op].operands.len() as u32;
        self.ops[op].operands.push(v);
        self.values[v].uses.push(Use { op, index });
    }

    /// Removes the last block arguments beyond `keep`; they must be unused.
    pub fn truncate_block_args(&mut self, block: Block, keep: usize) {
        debug_assert!(self.blocks[block].args[keep..].iter().all(|&a| self.values[a].uses.is_empty()));
        self.blocks[block].args.truncate(keep);
    }

    /// Removes block argument `index`; it must be unused. Later arguments shift down.
    pub fn remove_block_arg(&mut self, block: Block, index: usize) {
        let removed = self.blocks[block].args.remove(index);
        debug_assert!(self.values[removed].uses.is_empty());
        for (i, &a) in self.blocks[block].args.iter().enumerate().skip(index) {
            self.values[a].def = ValueDef::BlockArg(block, i as u32);
        }
    }

    /// Links a detached op in at `ip`.
    pub fn insert_op(&mut self, op: Op, ip: InsertPoint) {
        debug_assert!(self.ops[op].parent.is_none(), "op already attached");
        let (block, prev, next) = match ip {
            InsertPoint::End(b) => (b, self.blocks[b].last, None),
            InsertPoint::Start(b) => (b, None, self.blocks[b].first),
            InsertPoint::Before(o) => (self.ops[o].parent.expect("anchor detached"), self.ops[o].prev, Some(o)),
            InsertPoint::After(o) => (self.ops[o].parent.expect("anchor detached"), Some(o), self.ops[o].next),
        };
        let d = &mut self.ops[op];
        d.parent = Some(block);
        d.prev = prev;
        d.next = next;
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op),
            None => self.blocks[block].last = Some(op),
        }
    }

    /// Unlinks an op from its block, keeping it (and its uses) alive.
    pub fn detach_op(&mut self, op: Op) {
        let Some(block) = self.ops[op].parent else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
        let d = &mut self.ops[op];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Detaches and deletes an op and everything nested in it. Its results
    /// must be unused outside of it.
    pub fn erase_op(&mut self, op: Op) {
        self.detach_op(op);
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            let operands = std::mem::take(&mut self.ops[o].operands);
            for (i, v) in operands.into_iter().enumerate() {
                self.remove_use(v, Use { op: o, index: i as u32 });
            }
            self.ops[o].erased = true;
            for r in self.ops[o].regions.clone() {
                let b = self.regions[r].block;
                let mut cur = self.blocks[b].first;
                while let Some(c) = cur {
                    stack.push(c);
                    cur = self.ops[c].next;
                }
            }
        }
    }

    fn remove_use(&mut self, v: Value, u: Use) {
        let uses = &mut self.values[v].uses;
        if let Some(p) = uses.iter().position(|&x| x == u) {
            uses.swap_remove(p);
        }
    }

    pub fn set_operand(&mut self, op: Op, index: usize, v: Value) {
        let old = self.ops[op].operands[index];
        if old == v {
            return;
        }
        let u = Use { op, index: index as u32 };
        self.remove_use(old, u);
        self.ops[op].operands[index] = v;
        self.values[v].uses.push(u);
    }

    /// Replaces the operand list of `op`.
    pub fn set_operands(&mut self, op: Op, operands: &[Value]) {
        let old = std::mem::take(&mut self.ops[op].operands);
        for (i, v) in old.into_iter().enumerate() {
            self.remove_use(v, Use { op, index: i as u32 });
        }
        for (i, &v) in operands.iter().enumerate() {
            self.values[v].uses.push(Use { op, index: i as u32 });
        }
        self.ops[op].operands = SmallVec::from_slice(operands);
    }

    /// Redirects every use of `old` to `new`.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        if old == new {
            return;
        }
        let uses = std::mem::take(&mut self.values[old].uses);
        for u in &uses {
            self.ops[u.op].operands[u.index as usize] = new;
        }
        self.values[new].uses.extend(uses);
    }

    pub fn set_attr(&mut self, op: Op, name: Sym, value: Attr) {
        let attrs = &mut self.ops[op].attrs;
        match attrs.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => attrs.push((name, value)),
        }
    }

    /// Removes attribute `name` from `op` (nothing if it has none).
    pub fn remove_attr(&mut self, op: Op, name: Sym) {
        self.ops[op].attrs.retain(|(n, _)| *n != name);
    }

    /// Gives a value another type, in place; the caller keeps every op
    /// that defines or uses it valid (a pass that rewrites types module-wide,
    /// such as resolving matrix layouts).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }

    pub fn set_value_name(&mut self, v: Value, name: Option<Sym>) {
        self.values[v].name = name;
    }

    pub fn set_loc(&mut self, op: Op, loc: Loc) {
        self.ops[op].loc = loc;
    }

    // ----- IR queries -------------------------------------------------------

    pub fn op_data(&self, op: Op) -> &OpData {
        &self.ops[op]
    }
    pub fn op_kind_of(&self, op: Op) -> OpKind {
        self.ops[op].kind
    }
    pub fn schema(&self, op: Op) -> &'static OpSchema {
        self.schemas[self.ops[op].kind]
    }
    pub fn op_name(&self, op: Op) -> &'static str {
        self.schema(op).name
    }
    pub fn is(&self, op: Op, kind: OpKind) -> bool {
        self.ops[op].kind == kind
    }
    pub fn has_trait(&self, op: Op, t: Traits) -> bool {
        self.schema(op).traits.contains(t)
    }
    pub fn operands(&self, op: Op) -> &[Value] {
        &self.ops[op].operands
    }
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.ops[op].operands[i]
    }
    pub fn results(&self, op: Op) -> &[Value] {
        &self.ops[op].results
    }
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.ops[op].results[i]
    }
    pub fn regions(&self, op: Op) -> &[Region] {
        &self.ops[op].regions
    }
    pub fn region_block(&self, r: Region) -> Block {
        self.regions[r].block
    }
    /// The entry block of region `i` of `op`.
    pub fn body(&self, op: Op, i: usize) -> Block {
        self.regions[self.ops[op].regions[i]].block
    }
    pub fn region_parent(&self, r: Region) -> Option<Op> {
        self.regions[r].parent
    }
    pub fn attrs(&self, op: Op) -> &[(Sym, Attr)] {
        &self.ops[op].attrs
    }
    /// The attribute named `name`, if the op carries it.
    pub fn attr(&self, op: Op, name: &str) -> Option<Attr> {
        let s = self.existing_sym(name)?;
        self.ops[op].attrs.iter().find(|(n, _)| *n == s).map(|&(_, a)| a)
    }
    pub fn attr_int(&self, op: Op, name: &str) -> Option<i128> {
        match self.attr_kind(self.attr(op, name)?) {
            AttrKind::Int(v) => Some(*v),
            _ => None,
        }
    }
    pub fn attr_symbol(&self, op: Op, name: &str) -> Option<Sym> {
        match self.attr_kind(self.attr(op, name)?) {
            AttrKind::Symbol(s) | AttrKind::Str(s) => Some(*s),
            _ => None,
        }
    }
    pub fn attr_str(&self, op: Op, name: &str) -> Option<&str> {
        self.attr_symbol(op, name).map(|s| self.str(s))
    }
    pub fn attr_type(&self, op: Op, name: &str) -> Option<Type> {
        match self.attr_kind(self.attr(op, name)?) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
    pub fn loc(&self, op: Op) -> Loc {
        self.ops[op].loc
    }
    pub fn is_erased(&self, op: Op) -> bool {
        self.ops[op].erased
    }
    pub fn parent_block(&self, op: Op) -> Option<Block> {
        self.ops[op].parent
    }
    /// The op whose region contains `op`.
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        let b = self.ops[op].parent?;
        self.block_parent_op(b)
    }
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        self.regions[self.blocks[b].parent?].parent
    }
    pub fn block_args(&self, b: Block) -> &[Value] {
        &self.blocks[b].args
    }
    pub fn first_op(&self, b: Block) -> Option<Op> {
        self.blocks[b].first
    }
    pub fn last_op(&self, b: Block) -> Option<Op> {
        self.blocks[b].last
    }
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.ops[op].next
    }
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.ops[op].prev
    }
    /// The ops of a block, in order, collected so the caller may mutate.
    pub fn block_ops(&self, b: Block) -> Vec<Op> {
        let mut out = Vec::new();
        let mut cur = self.blocks[b].first;
        while let Some(o) = cur {
            out.push(o);
            cur = self.ops[o].next;
        }
        out
    }
    /// Iterates a block's ops without allocating; do not mutate meanwhile.
    pub fn iter_block(&self, b: Block) -> impl Iterator<Item = Op> + '_ {
        std::iter::successors(self.blocks[b].first, move |&o| self.ops[o].next)
    }

    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.values[v].def {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::BlockArg(..) => None,
        }
    }
    pub fn uses(&self, v: Value) -> &[Use] {
        &self.values[v].uses
    }
    pub fn has_uses(&self, v: Value) -> bool {
        !self.values[v].uses.is_empty()
    }
    pub fn value_name(&self, v: Value) -> Option<Sym> {
        self.values[v].name
    }
    pub fn result_types(&self, op: Op) -> SmallVec<[Type; 2]> {
        self.ops[op].results.iter().map(|&v| self.values[v].ty).collect()
    }

    /// Is `op` (transitively) nested inside `ancestor`?
    pub fn is_ancestor(&self, ancestor: Op, mut op: Op) -> bool {
        while let Some(p) = self.parent_op(op) {
            if p == ancestor {
                return true;
            }
            op = p;
        }
        false
    }

    /// Every op nested in `root` (not `root` itself), in pre-order.
    pub fn nested_ops(&self, root: Op) -> Vec<Op> {
        let mut out = Vec::new();
        self.walk_nested(root, &mut |o| out.push(o));
        out
    }

    /// Calls `f` on every op nested in `root`, pre-order.
    pub fn walk_nested(&self, root: Op, f: &mut dyn FnMut(Op)) {
        let mut stack: Vec<Op> = Vec::new();
        let push_regions = |op: Op, stack: &mut Vec<Op>| {
            for &r in self.ops[op].regions.iter().rev() {
                let b = self.regions[r].block;
                let start = stack.len();
                stack.extend(self.iter_block(b));
                stack[start..].reverse();
            }
        };
        push_regions(root, &mut stack);
        while let Some(o) = stack.pop() {
            f(o);
            push_regions(o, &mut stack);
        }
    }

    /// Total number of live ops nested in `root`, `root` included.
    pub fn count_ops(&self, root: Op) -> usize {
        let mut n = 1;
        self.walk_nested(root, &mut |_| n += 1);
        n
    }

    /// Number of op slots ever allocated (for side tables).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }
}

/// Symbol lookup within one symbol table op (e.g. a module).
#[derive(Default)]
pub struct SymbolTable {
    map: FxHashMap<Sym, Op>,
}

impl SymbolTable {
    /// Indexes the symbols defined directly in `table`'s first region.
    pub fn build(ctx: &Context, table: Op) -> SymbolTable {
        let mut map = FxHashMap::default();
        if let Some(&r) = ctx.regions(table).first() {
            for op in ctx.iter_block(ctx.region_block(r)) {
                if ctx.has_trait(op, Traits::SYMBOL) {
                    if let Some(name) = ctx.attr_symbol(op, "sym") {
                        map.entry(name).or_insert(op);
                    }
                }
            }
        }
        SymbolTable { map }
    }
    pub fn lookup(&self, name: Sym) -> Option<Op> {
        self.map.get(&name).copied()
    }
    pub fn insert(&mut self, name: Sym, op: Op) {
        self.map.insert(name, op);
    }
    pub fn remove(&mut self, name: Sym) {
        self.map.remove(&name);
    }
}

/// The symbol table op that encloses `op` (its nearest SYMBOL_TABLE ancestor).
pub fn enclosing_symbol_table(ctx: &Context, mut op: Op) -> Option<Op> {
    while let Some(p) = ctx.parent_op(op) {
        if ctx.has_trait(p, Traits::SYMBOL_TABLE) {
            return Some(p);
        }
        op = p;
    }
    None
}
