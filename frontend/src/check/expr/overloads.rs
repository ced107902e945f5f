//! Overload resolution and constructors: applicable candidates, their ranking, and the emitted call.

#[allow(unused_imports)]
use super::*;

impl Checker<'_> {
    /// Erases the load defining `v` (only it) if nothing uses it: an `out`
    /// argument's value, loaded before overload resolution, is not read
    /// (a mesh shader's outputs cannot be).
    fn erase_dead_load(&mut self, v: nsl_ir::Value) {
        let Some(op) = self.ctx.defining_op(v) else { return };
        if self.ctx.op_name(op) == "mem.load" && !self.ctx.has_uses(v) {
            self.ctx.erase_op(op);
        }
    }

    /// Where a call of `f` has the instance's pointer parameters point: a
    /// `[mutating]` method's `this` into its object's memory, and each
    /// `out`/`inout` argument in memory that other invocations share (a
    /// whole object of the parameter's type) by reference.
    fn pointer_spaces_of_call(
        &self,
        f: usize,
        this: Option<&Place>,
        places: &[Option<Place>],
    ) -> crate::check::lower::PointerSpaces {
        let space_of = |ptr: Value| match *self.ctx.type_kind(self.ctx.value_type(ptr)) {
            TypeKind::Ptr { space, .. } => space,
            _ => nsl_ir::AddressSpace::Function,
        };
        let this = match (this, self.funcs[f].this) {
            (Some(&Place::Mem { ptr, .. }), Some((_, true))) => space_of(ptr),
            _ => nsl_ir::AddressSpace::Function,
        };
        let mut params = Vec::new();
        for (k, p) in self.funcs[f].params.iter().enumerate() {
            if p.dir == Dir::In || self.is_mesh_output_param(f, k) {
                continue;
            }
            if let Some(Some(Place::Mem { ptr, ty, mutable: true })) = places.get(k) {
                let space = space_of(*ptr);
                if *ty == p.ty && crate::check::lower::passed_by_reference(space) {
                    params.push((k, space));
                }
            }
        }
        crate::check::lower::PointerSpaces { this, params }
    }

    /// Is parameter `k` of function `f` declared a mesh shader's output
    /// array (`OutputVertices<T, N>`, `OutputIndices`, `OutputPrimitives`)?
    fn is_mesh_output_param(&self, f: usize, k: usize) -> bool {
        let crate::ast::DeclKind::Func { sig, .. } = &self.func_decl(f).kind else { return false };
        let ast = self.func_ast(f);
        if sig.params.len() != self.funcs[f].params.len() {
            return false;
        }
        let Some(&d) = sig.params.get(k) else { return false };
        match &ast.decl(d).kind {
            crate::ast::DeclKind::Param { ty: Some(t), .. } => super::super::entry::mesh_output_kind(ast, *t).is_some(),
            _ => false,
        }
    }

    /// `float3(1, v.xy)`, `float(i)`, `S(a, b)`: construction by type name.
    pub(in crate::check) fn construct(
        &mut self,
        fx: &mut FnCx,
        ty: Type,
        args: &[ExprId],
        span: Span,
    ) -> CResult<TVal> {
        if self.is_coop(ty) {
            return self.coop_construct(fx, ty, args, span);
        }
        if let Some(inits) = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get("__init")).cloned() {
            // `__init` constructors run on a temporary holding the field
            // defaults (zero where a field has none).
            let tmp = self.new_var(fx, ty, "", span);
            if self.structs.iter().any(|s| s.ty == ty && s.defaults.iter().any(Option::is_some)) {
                let defaults = self.lower_init_list_fields(fx, &[], ty, span)?;
                self.emit(fx, "mem.store", &[tmp, defaults.value], &[], &[], span);
            }
            let place = Place::Mem { ptr: tmp, ty, mutable: true };
            // A hidden constructor is no candidate: as slangc does, the
            // call is then a conversion of its one argument, which fails.
            if let Err(reported) = self.check_member_access(fx, ty, "__init", Some(args.len()), span) {
                if let [a] = args {
                    let v = self.lower_value(fx, *a)?;
                    if v.ty != ty {
                        return Err(self.mismatch(v.ty, ty, span));
                    }
                }
                return Err(reported);
            }
            let label = format!("{}.__init", self.show(ty));
            self.call_overloaded(fx, &label, &inits, Some(place), args, span)?;
            let value = self.emit_value(fx, "mem.load", &[tmp], ty, &[], span);
            return Ok(TVal { value, ty, literal: false });
        }
        // `Optional<S>({a, b})`: the list initializes the payload `S`.
        if let ([a], Some(payload)) = (args, self.optional_payload(ty)) {
            if matches!(self.user.expr(*a).kind, ExprKind::InitList(_)) {
                let v = self.lower_init(fx, *a, Some(payload))?;
                let value = self.convert(fx, v, ty, span, false)?;
                return Ok(TVal { value, ty, literal: false });
            }
        }
        let mut vals = Vec::new();
        for &a in args {
            vals.push(self.lower_value(fx, a)?);
        }
        // `Optional<T>(x)`: `x` wrapped.
        if let [v] = vals[..] {
            if self.optional_payload(ty).is_some() && v.ty != ty {
                let value = self.convert(fx, v, ty, span, false)?;
                return Ok(TVal { value, ty, literal: false });
            }
        }
        // `Array<int, 2>(5, 6)`: one argument per element.
        if let TypeKind::Array { elem, len: Some(n) } = *self.ctx.type_kind(ty) {
            if vals.len() == n as usize && !(n == 1 && vals[0].ty == ty) {
                let mut parts = Vec::new();
                for (k, &v) in vals.iter().enumerate() {
                    parts.push(self.convert(fx, v, elem, self.span(args[k]), false)?);
                }
                let value = self.emit_value(fx, "agg.construct", &parts, ty, &[], span);
                return Ok(TVal { value, ty, literal: false });
            }
        }
        // `RaytracingAccelerationStructure(address)`: the structure at a
        // 64-bit device address.
        if let [v] = vals[..] {
            let is_accel = matches!(self.ctx.type_kind(ty), TypeKind::Opaque { name, params }
                if params.is_empty() && self.ctx.str(*name) == "hl.RaytracingAccelerationStructure");
            if is_accel && matches!(self.ctx.type_kind(v.ty), TypeKind::Int { width: 64, .. }) {
                let u64_ = self.ctx.int_type(64, false);
                let address = self.convert(fx, v, u64_, span, true)?;
                let value = self.emit_value(fx, nsl_dialects::rt::ACCEL_FROM_ADDRESS.name, &[address], ty, &[], span);
                return Ok(TVal { value, ty, literal: false });
            }
        }
        match self.ctx.type_kind(ty).clone() {
            // `E()`: an enum's zero.
            _ if vals.is_empty() && types::enum_tag(self.ctx, ty).is_some() => {
                let value = self.zero(fx, ty, span);
                Ok(TVal { value, ty, literal: false })
            }
            _ if vals.len() == 1 && (self.ctx.is_scalar(ty) || types::enum_tag(self.ctx, ty).is_some())
                || vals.len() == 1 && vals[0].ty == ty
                || vals.len() == 1
                    && (nsl_dialects::hl::descriptor_handle(self.ctx, ty).is_some()
                        || nsl_dialects::hl::descriptor_handle(self.ctx, vals[0].ty).is_some()) =>
            {
                let value = self.convert(fx, vals[0], ty, span, true)?;
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Vector { elem, len } => {
                if let [single] = vals[..] {
                    if self.ctx.is_scalar(single.ty) {
                        let value = self.convert(fx, single, ty, span, true)?;
                        return Ok(TVal { value, ty, literal: false });
                    }
                    // `float2(v3)` is a conversion, which never changes a
                    // vector's length (slangc's E30019 at the argument).
                    if matches!(self.ctx.type_kind(single.ty), TypeKind::Vector { len: n, .. } if *n != len) {
                        return Err(self.mismatch(single.ty, elem, self.span(args[0])));
                    }
                }
                if let Some(value) = self.legacy_three_component_vec4(fx, &vals, ty, span)? {
                    return Ok(TVal { value, ty, literal: false });
                }
                let mut parts = Vec::new();
                let mut count = 0;
                for v in vals {
                    let (n, part_ty) = match self.ctx.type_kind(v.ty).clone() {
                        TypeKind::Vector { len, .. } => (len as usize, self.ctx.vector_type(elem, len)),
                        _ if self.ctx.is_scalar(v.ty) => (1, elem),
                        _ => return Err(self.mismatch(v.ty, elem, span)),
                    };
                    count += n;
                    parts.push(self.convert(fx, v, part_ty, span, true)?);
                }
                if count != len as usize {
                    // No constructor of the vector takes that many
                    // components (slangc: no applicable overload, E39999).
                    let msg = format!("'{}' needs {len} components, got {count}", self.show(ty));
                    return Err(self.error(E_OVERLOAD, span, msg));
                }
                let value = self.emit_value(fx, "vec.construct", &parts, ty, &[], span);
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Matrix { elem, rows, cols, .. } => {
                let row = self.ctx.vector_type(elem, cols);
                let single_shape = match vals[..] {
                    [v] => types::shape(self.ctx, v.ty).map(|(_, s)| s),
                    _ => None,
                };
                let value = if let Some(Shape::Scalar) = single_shape {
                    // `float3x3(x)`: every element is `x`.
                    let x = self.convert(fx, vals[0], elem, span, true)?;
                    let r = self.emit_value(fx, "vec.splat", &[x], row, &[], span);
                    let rs = vec![r; rows as usize];
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else if let Some(Shape::Matrix(r, c)) = single_shape {
                    // Another matrix: its element type converted, its
                    // top-left `rows` x `cols` corner kept.
                    if r < rows || c < cols {
                        let msg =
                            format!("'{}' cannot be made from the smaller '{}'", self.show(ty), self.show(vals[0].ty));
                        return Err(self.error(E_TYPE_MISMATCH, span, msg));
                    }
                    let (src_elem, _) = types::shape(self.ctx, vals[0].ty).expect("matrix");
                    let src_row = self.ctx.vector_type(src_elem, c);
                    let mut rs = Vec::new();
                    for i in 0..rows {
                        let ia = self.ctx.int_attr(i as i128);
                        let full =
                            self.emit_value(fx, "mat.extract_row", &[vals[0].value], src_row, &[("index", ia)], span);
                        let part = if c == cols {
                            full
                        } else {
                            let part_ty = if cols == 1 { src_elem } else { self.ctx.vector_type(src_elem, cols) };
                            let idx: Vec<u32> = (0..u32::from(cols)).collect();
                            self.swizzle(fx, full, &idx, part_ty, span)
                        };
                        let part_ty = if cols == 1 { src_elem } else { self.ctx.vector_type(src_elem, cols) };
                        let part = TVal { value: part, ty: part_ty, literal: false };
                        rs.push(self.convert(fx, part, row, span, true)?);
                    }
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else if vals.len() == 1
                    && matches!(single_shape, Some(Shape::Vector(n)) if u32::from(n) == u32::from(rows) * u32::from(cols))
                {
                    // One vector whose components, in order, fill the rows:
                    // `float2x2(v4)` (Slang takes no mix of scalars and
                    // vectors here).
                    let mut flat = Vec::new();
                    for v in &vals {
                        let (e, shape) = types::shape(self.ctx, v.ty).expect("checked");
                        match shape {
                            Shape::Vector(n) => {
                                for i in 0..n {
                                    let ia = self.ctx.int_attr(i as i128);
                                    let c = self.emit_value(fx, "vec.extract", &[v.value], e, &[("index", ia)], span);
                                    flat.push(TVal { value: c, ty: e, literal: false });
                                }
                            }
                            _ => flat.push(*v),
                        }
                    }
                    let mut rs = Vec::new();
                    for r in 0..rows as usize {
                        let mut comps = Vec::new();
                        for v in &flat[r * cols as usize..(r + 1) * cols as usize] {
                            comps.push(self.convert(fx, *v, elem, span, true)?);
                        }
                        rs.push(self.emit_value(fx, "vec.construct", &comps, row, &[], span));
                    }
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else if vals.len() == rows as usize {
                    let mut rs = Vec::new();
                    for v in vals {
                        rs.push(self.convert(fx, v, row, span, true)?);
                    }
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else if vals.len() == (rows * cols) as usize {
                    let mut rs = Vec::new();
                    for r in 0..rows as usize {
                        let mut comps = Vec::new();
                        for v in &vals[r * cols as usize..(r + 1) * cols as usize] {
                            comps.push(self.convert(fx, *v, elem, span, true)?);
                        }
                        rs.push(self.emit_value(fx, "vec.construct", &comps, row, &[], span));
                    }
                    self.emit_value(fx, "mat.construct", &rs, ty, &[], span)
                } else {
                    // No constructor takes these (slangc's E39999).
                    let msg = format!("'{}' needs {rows} rows or {} scalars", self.show(ty), rows * cols);
                    return Err(self.error(E_OVERLOAD, span, msg));
                };
                Ok(TVal { value, ty, literal: false })
            }
            TypeKind::Struct { fields, .. } => {
                if vals.is_empty() {
                    // `S()`: the fields' initializers (zero for the others).
                    if self.structs.iter().any(|s| s.ty == ty && s.defaults.iter().any(Option::is_some)) {
                        return self.lower_init_list(fx, &[], ty, span);
                    }
                    let value = self.zero(fx, ty, span);
                    return Ok(TVal { value, ty, literal: false });
                }
                // `S(a, b)` with fewer arguments than fields: the rest take
                // their initializers (every one of them must have one).
                let trailing_defaults = vals.len() < fields.len()
                    && self.structs.iter().any(|s| {
                        s.ty == ty
                            && s.defaults.len() == fields.len()
                            && s.defaults[vals.len()..].iter().all(Option::is_some)
                    });
                if trailing_defaults {
                    let mut value = self.lower_init_list(fx, &[], ty, span)?.value;
                    for (i, (v, &(_, ft))) in vals.into_iter().zip(&fields).enumerate() {
                        let part = self.convert(fx, v, ft, span, false)?;
                        let index = self.ctx.int_attr(i as i128);
                        value = self.emit_value(fx, "agg.insert", &[value, part], ty, &[("index", index)], span);
                    }
                    return Ok(TVal { value, ty, literal: false });
                }
                if vals.len() != fields.len() {
                    let msg = format!("'{}' has {} fields, got {} arguments", self.show(ty), fields.len(), vals.len());
                    return Err(self.error(E_OVERLOAD, span, msg));
                }
                let mut parts = Vec::new();
                for (v, &(_, ft)) in vals.into_iter().zip(&fields) {
                    parts.push(self.convert(fx, v, ft, span, false)?);
                }
                let value = self.emit_value(fx, "agg.construct", &parts, ty, &[], span);
                Ok(TVal { value, ty, literal: false })
            }
            // `T()` of a type parameter without an `__init` requirement:
            // slangc default-constructs any type; generic code cannot yet.
            _ if self.ctx.type_has_params(ty) => Err(self.unexpressible(span, "constructing a type parameter")),
            _ => {
                let msg = format!("'{}' cannot be constructed from these arguments", self.show(ty));
                Err(self.error(E_OVERLOAD, span, msg))
            }
        }
    }

    /// Picks the overload with the cheapest conversions and calls it.
    pub(in crate::check) fn call_overloaded(
        &mut self,
        fx: &mut FnCx,
        label: &str,
        candidates: &[usize],
        this: Option<Place>,
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let mut vals = Vec::new();
        let mut places = Vec::new();
        // The call's explicit generic arguments are not those of calls in
        // its arguments (`f<int>(g(x))`): set aside while they lower.
        let explicit = std::mem::take(&mut self.explicit_gargs);
        // `expand e` arguments: `e` once per element of its packs (a bare
        // value pack: its elements).
        let items = self.splice_pack_args(fx, args)?;
        let spliced: Vec<ExprId> = items.iter().map(|&(a, _)| a).collect();
        let args = &spliced[..];
        for (k, &a) in args.iter().enumerate() {
            if let Some(element) = items[k].1 {
                let inner = a;
                let (v, place) = self.at_pack_element(fx, element, |c, fx| -> CResult<(TVal, Option<Place>)> {
                    let place = if c.is_place_expr(fx, inner) { Some(c.lower_place(fx, inner)?) } else { None };
                    let v = match &place {
                        Some(p) => c.load_place(fx, p, c.span(inner))?,
                        None => c.lower_value(fx, inner)?,
                    };
                    Ok((v, place))
                })?;
                vals.push(v);
                places.push(place);
                continue;
            }
            // `f({a, b})`: an initializer list takes the type of the
            // parameter, when every candidate of this arity agrees on it.
            if matches!(self.user.expr(a).kind, ExprKind::InitList(_)) {
                let mut types = candidates.iter().filter_map(|&f| {
                    let info = &self.funcs[f];
                    (info.generic.is_none() && info.intrinsic.is_none() && info.params.len() == args.len())
                        .then(|| info.params[k].ty)
                });
                if let Some(t) = types.next() {
                    if types.all(|u| u == t) {
                        vals.push(self.lower_init(fx, a, Some(t))?);
                        places.push(None);
                        continue;
                    }
                }
                // Generic candidates whose parameters the explicit generic
                // arguments and the arguments before the list determine
                // (`diffPair(a, {1.0})`, `buf.set<2>(i, {a, b})`).
                if let Some(t) = self.generic_list_type(candidates, &vals, &explicit, k, args.len()) {
                    vals.push(self.lower_init(fx, a, Some(t))?);
                    places.push(None);
                    continue;
                }
            }
            // A place argument keeps its place: intrinsics take the address
            // of arguments they pass by reference.
            let place = if self.is_place_expr(fx, a) { Some(self.lower_place(fx, a)?) } else { None };
            vals.push(match &place {
                Some(p) => self.load_place(fx, p, self.span(a))?,
                None => self.lower_value(fx, a)?,
            });
            places.push(place);
        }
        self.explicit_gargs = explicit;
        // A math function of cooperative vectors: element-wise.
        if this.is_none()
            && candidates.iter().all(|&f| self.funcs[f].unit == crate::check::Unit::Core)
            && vals.iter().any(|v| nsl_dialects::coop::vec_info(self.ctx, v.ty).is_some())
        {
            if let Some(r) = self.coop_vec_math(fx, label, candidates, &vals, span)? {
                return Ok(Some(r));
            }
        }
        self.resolve_and_call(fx, label, candidates, this, &vals, &places, args, span)
    }

    /// The type of parameter `k` of every generic candidate of `arity`
    /// parameters instantiated from the arguments before it (`vals`), when
    /// they agree.
    fn generic_list_type(
        &mut self,
        candidates: &[usize],
        vals: &[TVal],
        explicit: &[crate::check::generics::GArg],
        k: usize,
        arity: usize,
    ) -> Option<Type> {
        let mut found = None;
        for &f in candidates {
            let info = &self.funcs[f];
            if info.generic.is_none() || info.intrinsic.is_some() || (vals.is_empty() && explicit.is_empty()) {
                continue;
            }
            let (unit, decl, src) = (info.unit, info.decl, info.src);
            if self.in_src(src, |c| c.declared_param_types(unit, decl).len()) != arity {
                continue;
            }
            let mark = self.diags.list.len();
            let inst = self.infer_gargs(f, vals, explicit).and_then(|g| self.instantiate_func(f, g).ok());
            self.diags.list.truncate(mark);
            let t = self.funcs[inst?].params.get(k)?.ty;
            if found.is_some_and(|u| u != t) {
                return None;
            }
            found = Some(t);
        }
        found
    }

    /// Calls with already-lowered operands (operators: no out arguments).
    /// `S`'s `__init` for the one (already lowered) value `v`, when one
    /// takes it; `None` when none does.
    pub(in crate::check) fn construct_from_value(
        &mut self,
        fx: &mut FnCx,
        ty: Type,
        v: TVal,
        span: Span,
    ) -> CResult<Option<TVal>> {
        let Some(inits) = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.methods.get("__init")).cloned()
        else {
            return Ok(None);
        };
        let takes = |c: &Self, f: usize| c.funcs[f].params.iter().all(|p| p.dir == Dir::In);
        if !inits.iter().any(|&f| takes(self, f) && self.applicable(f, &[v]).is_some()) {
            return Ok(None);
        }
        let tmp = self.new_var(fx, ty, "", span);
        if self.structs.iter().any(|s| s.ty == ty && s.defaults.iter().any(Option::is_some)) {
            let defaults = self.lower_init_list(fx, &[], ty, span)?;
            self.emit(fx, "mem.store", &[tmp, defaults.value], &[], &[], span);
        }
        let place = Place::Mem { ptr: tmp, ty, mutable: true };
        let label = format!("{}.__init", self.show(ty));
        self.resolve_and_call(fx, &label, &inits, Some(place), &[v], &[], &[], span)?;
        let value = self.emit_value(fx, "mem.load", &[tmp], ty, &[], span);
        Ok(Some(TVal { value, ty, literal: false }))
    }

    pub(in crate::check) fn call_with_values(
        &mut self,
        fx: &mut FnCx,
        label: &str,
        candidates: &[usize],
        vals: &[TVal],
        span: Span,
    ) -> CResult<Option<TVal>> {
        self.resolve_and_call(fx, label, candidates, None, vals, &[], &[], span)
    }

    /// Overload resolution over `candidates` for `vals`, then the call.
    /// `places` are the places of the arguments that are places (for
    /// intrinsics' by-reference parameters), `args` the argument
    /// expressions (for out/inout write-back).
    #[allow(clippy::too_many_arguments)]
    pub(in crate::check) fn resolve_and_call(
        &mut self,
        fx: &mut FnCx,
        label: &str,
        candidates: &[usize],
        this: Option<Place>,
        vals: &[TVal],
        places: &[Option<Place>],
        args: &[ExprId],
        span: Span,
    ) -> CResult<Option<TVal>> {
        let mut best: Vec<(u32, usize, Vec<Type>, Option<Type>)> = Vec::new();
        self.unsatisfied_where = None;
        for &f in candidates {
            if let Some((cost, params, ret)) = self.applicable(f, vals) {
                match best.first() {
                    Some((c, ..)) if *c < cost => {}
                    Some((c, ..)) if *c == cost => best.push((cost, f, params, ret)),
                    _ => best = vec![(cost, f, params, ret)],
                }
            }
        }
        // Between equally good candidates a non-generic one wins over
        // generic ones (Slang's rule: the more specialized declaration).
        // A user's declaration shadows an equally good core-module one.
        if best.len() > 1 && best.iter().any(|b| !self.is_core_func(b.1)) {
            best.retain(|b| !self.is_core_func(b.1));
        }
        // A method of a generic extension loses to one declared by the
        // type or a non-generic extension (`extension<let N : int> V<N>`
        // against `extension V<3>`).
        if best.len() > 1 && best.iter().any(|b| !self.blanket_methods.contains(&b.1)) {
            best.retain(|b| !self.blanket_methods.contains(&b.1));
        }
        if best.len() > 1 {
            let concrete: Vec<usize> = (0..best.len()).filter(|&i| self.funcs[best[i].1].generic.is_none()).collect();
            if let [only] = concrete[..] {
                let chosen = best.swap_remove(only);
                best = vec![chosen];
            }
        }
        // Between generic ones, the more constrained wins (`T : IDerived`
        // over `T : IBase` over an unconstrained `T`).
        if best.len() > 1 && best.iter().all(|b| self.funcs[b.1].generic.is_some()) {
            let weights: Vec<usize> = best.iter().map(|b| self.constraint_weight(b.1)).collect();
            let max = weights.iter().copied().max().unwrap_or(0);
            if weights.iter().filter(|&&w| w == max).count() == 1 {
                let i = weights.iter().position(|&w| w == max).expect("a maximum");
                let chosen = best.swap_remove(i);
                best = vec![chosen];
            }
        }
        // Generic candidates whose instances have the same signature (a
        // scalar `T f(T)` and a `vector<T, N> f(vector<T, N>)` at N = 1):
        // the one with fewer generic parameters, the more specialized.
        if best.len() > 1
            && best.iter().all(|b| self.funcs[b.1].generic.is_some() && b.2 == best[0].2 && b.3 == best[0].3)
        {
            let arity = |c: &Self, f: usize| c.funcs[f].generic.as_ref().map_or(0, Vec::len);
            let min = best.iter().map(|b| arity(self, b.1)).min().unwrap_or(0);
            let fewest: Vec<usize> = (0..best.len()).filter(|&i| arity(self, best[i].1) == min).collect();
            if let [only] = fewest[..] {
                let chosen = best.swap_remove(only);
                best = vec![chosen];
            }
        }
        let arg_types: Vec<String> = vals.iter().map(|v| self.show(v.ty)).collect();
        match best.len() {
            0 if matches!(label, "min" | "max") && this.is_none() && self.comparable_struct(vals).is_some() => {
                self.comparable_min_max(fx, label == "max", vals, span).map(Some)
            }
            0 => {
                // slangc reports the failure of the one candidate that got
                // furthest: the only one, or the only one of the call's
                // arity. It checks each argument against its parameter
                // (E30019 at the argument).
                let sole = self.sole_candidate(candidates, vals.len());
                if let Some(f) = sole {
                    // A `constexpr` parameter given a value known only at
                    // run time (slangc's E40013 at the argument).
                    if let Some(k) = self.non_constant_constexpr_argument(f, vals) {
                        let aspan = args.get(k).map_or(span, |&a| self.span(a));
                        return Err(self.error("E40013", aspan, "argument is not a compile-time constant"));
                    }
                    if let Some((k, pty)) = self.first_mismatched_argument(f, vals) {
                        let aspan = args.get(k).map_or(span, |&a| self.span(a));
                        return Err(self.mismatch(vals[k].ty, pty, aspan));
                    }
                    // An `out`/`inout` argument of another type that converts
                    // to the parameter's: the converted value is no l-value
                    // (slangc's E30047 at the argument).
                    if let Some((k, pty)) = self.converted_out_argument(f, vals) {
                        let aspan = args.get(k).map_or(span, |&a| self.span(a));
                        // A concrete value for an interface-typed `out`
                        // parameter has its own code (slangc's E30077).
                        if self.existential_interface(pty).is_some() && self.existential_interface(vals[k].ty).is_none()
                        {
                            let msg = format!(
                                "concrete type passed to interface-typed output parameter: argument {} is of concrete type '{}', but interface-typed output parameters require interface-typed arguments",
                                k + 1,
                                self.show(vals[k].ty)
                            );
                            return Err(self.error("E30077", aspan, msg));
                        }
                        let msg = format!(
                            "argument {} is passed to an 'out' or 'inout' parameter of type '{}': its implicit conversion from '{}' is not an l-value",
                            k + 1,
                            self.show(pty),
                            self.show(vals[k].ty)
                        );
                        return Err(self.error(E_ARG_NOT_LVALUE, aspan, msg));
                    }
                }
                // The one candidate's generic arguments break a `where`
                // clause (`where int(T)`, `where T == int`).
                if let ([_], Some(clause)) = (candidates, self.unsatisfied_where.take()) {
                    self.report_unsatisfied_where(clause, span);
                    return Err(Reported);
                }
                // The one candidate is generic: why it does not specialize.
                if let Some(f) = sole {
                    if let Some(d) = self.explain_generic_call(f, vals, span) {
                        self.diags.push(d);
                        return Err(Reported);
                    }
                }
                let mut d = crate::diag::Diagnostic::error(
                    E_OVERLOAD,
                    span,
                    format!("no overload of '{label}' takes arguments ({})", arg_types.join(", ")),
                );
                for &f in candidates.iter().take(8) {
                    d = d.with_note(format!("candidate: {}", self.signature_text(f)));
                }
                self.diags.push(d);
                Err(Reported)
            }
            1 => {
                let (_, f, params, ret) = best.pop().expect("one");
                self.emit_call(fx, f, this, vals, places, args, &params, ret, span)
            }
            _ => {
                let mut d = crate::diag::Diagnostic::error(
                    E_OVERLOAD,
                    span,
                    format!("ambiguous call to '{label}' with arguments ({})", arg_types.join(", ")),
                );
                for (_, f, ..) in &best {
                    d = d.with_note(format!("candidate: {}", self.signature_text(*f)));
                }
                self.diags.push(d);
                Err(Reported)
            }
        }
    }

    /// A `private` field or method of a struct is visible only to the
    /// struct's own methods; one without `public` in a module (not a
    /// legacy file) only to that module (slangc: E30600).
    pub(in crate::check) fn check_field_access(&mut self, fx: &FnCx, ty: Type, name: &str, span: Span) -> CResult<()> {
        self.check_member_access(fx, ty, name, None, span)
    }

    /// [`Self::check_field_access`] of the members named `name` that can
    /// take `arity` arguments (the constructors a call may choose), or of
    /// all of them.
    pub(in crate::check) fn check_member_access(
        &mut self,
        fx: &FnCx,
        ty: Type,
        name: &str,
        arity: Option<usize>,
        span: Span,
    ) -> CResult<()> {
        let Some(origin) = self.structs.iter().find(|s| s.ty == ty).and_then(|s| s.origin) else { return Ok(()) };
        let ast = self.units[origin.0].ast;
        let DeclKind::Aggregate { members, .. } = &ast.decl(origin.1).kind else { return Ok(()) };
        // Another module's member without `public` is internal to it.
        let there = self.units[origin.0].module;
        let other_module =
            self.units[self.cur_src].module != there && self.modules.get(there).is_some_and(|md| !md.legacy);
        let level = |m: &crate::ast::Modifiers| {
            if m.has(&ModifierKind::Private) {
                Visibility::Private
            } else if other_module && !m.has(&ModifierKind::Public) {
                Visibility::Internal
            } else {
                Visibility::Public
            }
        };
        let field = members.iter().flatten().map(|&m| ast.decl(m)).find_map(|d| match &d.kind {
            DeclKind::Var { name: n, .. } if n.name == name => Some(level(&d.modifiers)),
            _ => None,
        });
        let takes = |sig: &crate::ast::Signature, n: usize| {
            let required = sig
                .params
                .iter()
                .filter(|&&p| !matches!(ast.decl(p).kind, DeclKind::Param { default: Some(_), .. }))
                .count();
            required <= n && n <= sig.params.len()
        };
        // A method: hidden when every declaration of that name in the
        // body is (an overload set with a public member stays callable).
        let methods: Vec<Visibility> = members
            .iter()
            .flatten()
            .map(|&m| ast.decl(m))
            .filter(|d| match &d.kind {
                DeclKind::Func { name: crate::ast::FuncName::Ident(n), .. } => n.name == name,
                // `s[i]` checks its subscripts under this name.
                DeclKind::Subscript { .. } => name == "operator[]",
                DeclKind::Init { sig, .. } => name == "__init" && arity.is_none_or(|n| takes(sig, n)),
                _ => false,
            })
            .map(|d| level(&d.modifiers))
            .collect();
        // Declared only in extensions: private when every such method is.
        // (Constructors only count as written in the body.)
        let methods = if methods.is_empty() && name != "__init" {
            let s = self.structs.iter().position(|s| s.ty == ty);
            let fs = s.and_then(|s| self.structs[s].methods.get(name)).cloned().unwrap_or_default();
            fs.iter()
                .filter(|&&f| self.funcs[f].unit == Unit::User)
                .map(|&f| match self.func_decl(f).modifiers.has(&ModifierKind::Private) {
                    true => Visibility::Private,
                    false => Visibility::Public,
                })
                .collect()
        } else {
            methods
        };
        let mut level = field.unwrap_or_else(|| methods.iter().copied().max().unwrap_or(Visibility::Public));
        // A member that implements a requirement of an interface the
        // struct conforms to is reached through that requirement.
        if level == Visibility::Internal && self.implements_requirement(ty, name) {
            level = Visibility::Public;
        }
        match level {
            Visibility::Public => return Ok(()),
            Visibility::Internal => {
                let msg = format!(
                    "'{name}' is not accessible from the current context: it is not declared public in module '{}'",
                    self.modules[there].name
                );
                return Err(self.error(crate::check::E_NOT_ACCESSIBLE, span, msg));
            }
            Visibility::Private => {}
        }
        // Inside a method (of any instance of the same declaration), or
        // inside a function declared in the struct's body.
        let inside = fx.func.is_some_and(|f| {
            let own = self.funcs[f].this.and_then(|(s, _)| self.structs.get(s)).and_then(|s| s.origin);
            own == Some(origin)
                || self.funcs[f].unit == Unit::User && self.funcs[f].src == origin.0 && {
                    let (outer, inner) = (ast.decl(origin.1).span, ast.decl(self.funcs[f].decl).span);
                    inner.file == outer.file && inner.lo >= outer.lo && inner.hi <= outer.hi
                }
        });
        if inside {
            return Ok(());
        }
        let msg = format!("'{name}' is private to '{}'", self.show(ty));
        Err(self.error(crate::check::E_NOT_ACCESSIBLE, span, msg))
    }

    /// Does a method or property `name` of struct `ty` implement a
    /// requirement of one of its interfaces?
    fn implements_requirement(&self, ty: Type, name: &str) -> bool {
        let Some(s) = self.structs.iter().find(|s| s.ty == ty) else { return false };
        s.conforms.iter().chain(s.conform_refs.iter().map(|r| &r.name)).any(|i| {
            self.interfaces.get(i).is_some_and(|info| {
                info.methods.iter().chain(&info.properties).any(|m| m == name)
                    || name == "operator[]"
                    || name == "__init"
            })
        })
    }

    /// The candidate whose failure slangc reports: the only one, or the
    /// only one that takes `arity` arguments (the others fail slangc's
    /// arity check, the first it makes).
    fn sole_candidate(&self, candidates: &[usize], arity: usize) -> Option<usize> {
        if let [f] = candidates[..] {
            return Some(f);
        }
        let takes = |f: usize| {
            let params = &self.funcs[f].params;
            let required = params.iter().filter(|p| p.default.is_none()).count();
            (required..=params.len()).contains(&arity)
        };
        let mut fit = candidates.iter().copied().filter(|&f| takes(f));
        match (fit.next(), fit.next()) {
            (Some(f), None) => Some(f),
            _ => None,
        }
    }

    /// For a call of the one candidate `f` (not generic, not an intrinsic)
    /// with as many arguments as it takes: the first argument passed by
    /// value that does not convert to its parameter's type, and that type.
    pub(in crate::check) fn first_mismatched_argument(&self, f: usize, vals: &[TVal]) -> Option<(usize, Type)> {
        let info = &self.funcs[f];
        if info.generic.is_some() || info.intrinsic.is_some() {
            return None;
        }
        let required = info.params.iter().filter(|p| p.default.is_none()).count();
        if vals.len() < required || vals.len() > info.params.len() {
            return None;
        }
        info.params.iter().zip(vals).enumerate().find_map(|(k, (p, v))| {
            // The conversions `applicable` allows.
            let converts = v.ty == p.ty
                || types::conversion_cost(self.ctx, v.ty, p.ty, v.literal_int(self.ctx)).is_some()
                || self.inherits(v.ty, p.ty).is_some()
                || self.existential_cost(v.ty, p.ty).is_some()
                || self.optional_cost(v.ty, p.ty).is_some()
                || self.conditional_cost(v.ty, p.ty).is_some();
            (p.dir == Dir::In && !converts).then_some((k, p.ty))
        })
    }

    /// The `lessThan(This) -> bool` method of the struct that both of
    /// `vals` are, when it conforms to `IComparable` (or `IArithmetic`).
    fn comparable_struct(&self, vals: &[TVal]) -> Option<usize> {
        let [a, b] = vals else { return None };
        if a.ty != b.ty {
            return None;
        }
        let st = self.structs.iter().find(|s| s.ty == a.ty)?;
        if !st.conforms.iter().any(|c| c == "IComparable" || c == "IArithmetic") {
            return None;
        }
        st.methods.get("lessThan")?.iter().copied().find(|&f| {
            let info = &self.funcs[f];
            info.generic.is_none()
                && info.this.is_some()
                && info.ret.is_some_and(|r| matches!(self.ctx.type_kind(r), TypeKind::Bool))
                && info.params.len() == 1
                && info.params[0].ty == a.ty
                && info.params[0].dir == Dir::In
        })
    }

    /// The core module's `min`/`max` of two values of a struct conforming
    /// to `IComparable`: `x.lessThan(y) ? x : y` (`? y : x` for `max`).
    fn comparable_min_max(&mut self, fx: &mut FnCx, max: bool, vals: &[TVal], span: Span) -> CResult<TVal> {
        let f = self.comparable_struct(vals).ok_or(Reported)?;
        let (x, y) = (vals[0], vals[1]);
        let tmp = self.new_var(fx, x.ty, "", span);
        self.emit(fx, "mem.store", &[tmp, x.value], &[], &[], span);
        let this = Place::Mem { ptr: tmp, ty: x.ty, mutable: false };
        let bool_ty = self.ctx.bool_type();
        let less = self.emit_call(fx, f, Some(this), &[y], &[None], &[], &[x.ty], Some(bool_ty), span)?;
        let less = less.ok_or(Reported)?;
        let (a, b) = if max { (y, x) } else { (x, y) };
        let value = self.emit_value(fx, "arith.select", &[less.value, a.value, b.value], x.ty, &[], span);
        Ok(TVal { value, ty: x.ty, literal: false })
    }

    /// The first `out`/`inout` argument of non-generic `f` whose type is
    /// not the parameter's but converts to it implicitly, with the
    /// parameter's type.
    fn converted_out_argument(&self, f: usize, vals: &[TVal]) -> Option<(usize, Type)> {
        let info = &self.funcs[f];
        if info.generic.is_some() || info.intrinsic.is_some() {
            return None;
        }
        info.params.iter().zip(vals).enumerate().find_map(|(k, (p, v))| {
            let converts = types::conversion_cost(self.ctx, v.ty, p.ty, v.literal_int(self.ctx)).is_some()
                || self.inherits(v.ty, p.ty).is_some()
                || self.existential_cost(v.ty, p.ty).is_some();
            (p.dir != Dir::In && v.ty != p.ty && converts).then_some((k, p.ty))
        })
    }

    /// How constrained generic function `f` is: each bound counts the
    /// interfaces it implies (itself and those it inherits).
    pub(in crate::check) fn constraint_weight(&self, f: usize) -> usize {
        let mut weight = 0;
        for p in self.funcs[f].generic.iter().flatten() {
            for b in p.bounds.iter().flatten() {
                let mut seen = vec![b.name.clone()];
                let mut i = 0;
                while i < seen.len() {
                    if let Some(info) = self.interfaces.get(&seen[i]) {
                        for base in &info.bases {
                            if !seen.contains(base) {
                                seen.push(base.clone());
                            }
                        }
                    }
                    i += 1;
                }
                weight += seen.len();
            }
        }
        weight
    }

    pub(in crate::check) fn signature_text(&self, f: usize) -> String {
        let info = &self.funcs[f];
        if let Some(intrinsic) = &info.intrinsic {
            return format!("{}{}", info.name, intrinsic.sig.text);
        }
        let ps: Vec<String> = info
            .params
            .iter()
            .map(|p| {
                let dir = match p.dir {
                    Dir::In => "",
                    Dir::Out => "out ",
                    Dir::InOut => "inout ",
                };
                format!("{dir}{}", self.show(p.ty))
            })
            .collect();
        let ret = info.ret.map_or("void".to_string(), |t| self.show(t));
        format!("{ret} {}({})", info.name, ps.join(", "))
    }

    /// Whether `f` is declared without a body and `__intrinsic_op(0)`.
    fn is_identity_intrinsic(&self, f: usize) -> bool {
        let (ast, d) = (self.func_ast(f), self.func_decl(f));
        matches!(d.kind, crate::ast::DeclKind::Func { body: None, .. })
            && d.modifiers.keywords.iter().any(|m| matches!(&m.kind, crate::ast::ModifierKind::Builtin { name, args }
                if name == "__intrinsic_op" && args.len() == 1 && super::literal_int(ast, args[0]).is_some_and(|r| r.is_ok_and(|(n, ..)| n == 0))))
    }

    /// The total conversion cost of calling `f` with `vals`, the parameter
    /// types to convert to and the result type; `None` if not applicable.
    /// The cost of converting `v` to struct `to` through one of its
    /// one-parameter `__init`s marked `__implicit_conversion` (which
    /// `convert` calls): slangc applies them to call arguments too. The
    /// argument must reach the `__init`'s parameter by a built-in
    /// conversion (no chains of user conversions).
    fn implicit_init_cost(&mut self, v: &TVal, to: Type) -> Option<u32> {
        let s = self.structs.iter().position(|s| s.ty == to)?;
        let inits = self.structs[s].methods.get("__init")?.clone();
        let literal = v.literal_int(self.ctx);
        inits
            .into_iter()
            .filter_map(|f| {
                let info = &self.funcs[f];
                if info.generic.is_some() || info.intrinsic.is_some() {
                    return None;
                }
                let [p] = &info.params[..] else { return None };
                if p.dir != Dir::In {
                    return None;
                }
                let pty = p.ty;
                let ast = self.units[info.src].ast;
                // `__implicit_conversion(COST)`: the cost is slangc's.
                let cost = ast.decl(info.decl).modifiers.keywords.iter().find_map(|m| match &m.kind {
                    crate::ast::ModifierKind::Builtin { name, args } if name == "__implicit_conversion" => {
                        Some(match args.first().map(|&e| &ast.expr(e).kind) {
                            Some(crate::ast::ExprKind::Int { value, .. }) => u32::try_from(*value).unwrap_or(1000),
                            _ => 1000,
                        })
                    }
                    _ => None,
                })?;
                // Only from the parameter's own type (slangc chains no
                // built-in conversion before it).
                (types::conversion_cost(self.ctx, v.ty, pty, literal) == Some(0)).then_some(cost)
            })
            .min()
    }

    pub(in crate::check) fn applicable(&mut self, f: usize, vals: &[TVal]) -> Option<(u32, Vec<Type>, Option<Type>)> {
        if let Some(intrinsic) = &self.funcs[f].intrinsic {
            let sig = intrinsic.sig.clone();
            let explicit = self.explicit_gargs.clone();
            return sig.match_args(self.ctx, vals, &explicit);
        }
        let (info_params, ret) = if self.funcs[f].generic.is_some() {
            let explicit = self.explicit_gargs.clone();
            let gargs = self.infer_gargs(f, vals, &explicit)?;
            self.generic_signature(f, &gargs)?
        } else {
            (self.funcs[f].params.clone(), self.funcs[f].ret)
        };
        let required = info_params.iter().filter(|p| p.default.is_none()).count();
        if vals.len() < required || vals.len() > info_params.len() {
            return None;
        }
        let mut cost = 0;
        let params: Vec<(Type, Dir)> = info_params.iter().map(|p| (p.ty, p.dir)).collect();
        for (v, &(pt, dir)) in vals.iter().zip(&params) {
            cost += match dir {
                Dir::In => types::conversion_cost(self.ctx, v.ty, pt, v.literal_int(self.ctx))
                    .or_else(|| self.inherits(v.ty, pt).map(|depth| 100 * depth))
                    .or_else(|| self.existential_cost(v.ty, pt))
                    .or_else(|| self.optional_cost(v.ty, pt))
                    .or_else(|| self.conditional_cost(v.ty, pt))
                    .or_else(|| self.implicit_init_cost(v, pt))?,
                // out/inout arguments must have exactly the parameter type,
                // but for the signedness of integers (slangc converts an
                // `int` l-value to and from an `out uint`).
                Dir::Out | Dir::InOut if v.ty == pt => 0,
                // Slang's cost of an l-value conversion: the conversion's
                // own and 800 more (`kConversionCost_LValueCast`).
                Dir::Out | Dir::InOut => {
                    types::sign_swapped(self.ctx, v.ty, pt).then_some(())?;
                    types::conversion_cost(self.ctx, v.ty, pt, None).unwrap_or(300) + 800
                }
            };
        }
        Some((cost, params.iter().map(|p| p.0).collect(), ret))
    }

    #[allow(clippy::too_many_arguments)]
    pub(in crate::check) fn emit_call(
        &mut self,
        fx: &mut FnCx,
        f: usize,
        this: Option<Place>,
        vals: &[TVal],
        places: &[Option<Place>],
        args: &[ExprId],
        params: &[Type],
        ret: Option<Type>,
        span: Span,
    ) -> CResult<Option<TVal>> {
        self.check_unsupported_intrinsic_call(f, span)?;
        self.note_nodiscard_call(f, span);
        // A body-less `__intrinsic_op(0)` function: its one argument (or
        // `this`) as the result type's bits, as slangc passes operand 0
        // through (`__intrinsic_type` structs' accessors).
        if self.is_identity_intrinsic(f) {
            let v = match (this.as_ref(), vals) {
                (None, [v]) => *v,
                (Some(p), []) => self.load_place(fx, p, span)?,
                _ => return Err(self.error(E_OVERLOAD, span, "__intrinsic_op(0) takes exactly one operand")),
            };
            let Some(ret) = ret else { return Ok(None) };
            // An `__intrinsic_type` struct is its hidden scalar.
            let v = match self.ctx.type_kind(v.ty) {
                TypeKind::Struct { fields, .. }
                    if fields.len() == 1 && self.ctx.str(fields[0].0) == crate::check::decls::INTRINSIC_VALUE_FIELD =>
                {
                    let fty = fields[0].1;
                    let idx = self.ctx.int_attr(0);
                    let value = self.emit_value(fx, "agg.extract", &[v.value], fty, &[("index", idx)], span);
                    TVal { value, ty: fty, literal: false }
                }
                _ => v,
            };
            return self.bit_cast_value(fx, v, ret, span).map(Some);
        }
        if let Some(intrinsic) = self.funcs[f].intrinsic.clone() {
            let name = self.funcs[f].name.clone();
            self.use_function(f, span);
            return self.emit_intrinsic(fx, &name, &intrinsic, vals, places, params, ret, span);
        }
        let f = if self.funcs[f].generic.is_some() {
            let explicit = std::mem::take(&mut self.explicit_gargs);
            let gargs = self.infer_gargs(f, vals, &explicit).ok_or(Reported)?;
            self.instantiate_func(f, gargs)?
        } else {
            f
        };
        // A call of a generic function lowered as generic IR passes a
        // witness per constraint; when a concrete argument has no table
        // (an implementation this lowering cannot find), the call takes
        // the instantiated path instead.
        let mut generic_call = None;
        let f = match self.gen_ir.shims.get(&f).cloned() {
            Some((t, gargs)) => match self.call_witnesses(fx, t, &gargs, span) {
                Some(ws) => {
                    generic_call = Some((t, gargs, ws));
                    f
                }
                None if self.gargs_have_params(&gargs) => {
                    return Err(self.unexpressible(span, "a witness of an inherited or missing conformance"));
                }
                None => self.instantiate_fallback(t, gargs)?,
            },
            None => f,
        };
        let requirement = self.gen_ir.reqs.contains_key(&f);
        // A `[mutating]` method on an object in shared memory works on it
        // there, as a function does on an `out`/`inout` argument there.
        let f = if self.existentials.dispatch.contains_key(&f) || requirement || generic_call.is_some() {
            f
        } else {
            let spaces = self.pointer_spaces_of_call(f, this.as_ref(), places);
            self.instance_for_spaces(f, spaces)?
        };
        let dispatch = self.existentials.dispatch.contains_key(&f);
        let mut operands = Vec::new();
        if dispatch {
            operands.push(self.dispatch_this(fx, f, this.as_ref(), span)?);
        } else if requirement || generic_call.is_some() {
            // Signature-only: the witness call or generic call names the body.
        } else {
            self.funcs[f].needed = true;
            self.use_function(f, span);
        }
        let info_params = self.funcs[f].params.clone();
        if let Some((_, mutating)) = self.funcs[f].this {
            let Some(place) = &this else {
                return Err(self.error(E_UNSUPPORTED, span, "calling a method needs an object"));
            };
            // A struct holding an unsized array is read in place, mutable or not.
            let in_place = self.funcs[f].this.is_some_and(|(s, _)| self.holds_unsized(self.structs[s].ty, 0));
            if mutating {
                self.forbid_mesh_output_read(fx, place, span)?;
                self.forbid_non_copyable_in_param_mutation(fx, f, place, span)?;
                let ptr = match place {
                    Place::Mem { ptr, mutable: true, .. } => *ptr,
                    Place::Mem { ptr, .. } if in_place => *ptr,
                    _ => return Err(self.error("E30050", span, "a [mutating] method needs a mutable object")),
                };
                operands.push(ptr);
            } else {
                let v = self.load_place(fx, place, span)?;
                operands.push(v.value);
            }
        }
        // Copy-in/copy-out for out and inout arguments.
        let mut writebacks = Vec::new();
        // A mesh shader's output array passed on (`OutputVertices<T, N>`
        // parameters) goes by reference: each invocation writes only the
        // elements it names, which a copy-out of the whole array would
        // overwrite. Such a call is inlined (`inline`) before the entry
        // point's outputs become variables.
        let mut by_reference = false;
        for (k, p) in info_params.iter().enumerate() {
            let v = match (vals.get(k), p.default) {
                (Some(v), _) => *v,
                (None, Some(d)) => {
                    // The default is the callee's expression: its generic
                    // arguments and its module's names are in scope.
                    let (env, src) = (self.funcs[f].env.clone(), self.funcs[f].src);
                    let saved = std::mem::replace(&mut self.env, env);
                    let dv = self.in_src(src, |c| c.lower_value(fx, d));
                    self.env = saved;
                    let dv = dv?;
                    TVal { literal: dv.literal, ..dv }
                }
                (None, None) => return Err(self.error(E_OVERLOAD, span, "missing argument")),
            };
            match p.dir {
                Dir::In => operands.push(self.convert(fx, v, p.ty, span, false)?),
                Dir::Out | Dir::InOut => {
                    // The argument was lowered once, as a place, by the caller.
                    let place = match places.get(k).cloned().flatten() {
                        Some(place @ Place::Mem { mutable: false, .. }) => {
                            let aspan = args.get(k).map_or(span, |&a| self.span(a));
                            self.require_mutable_operand(&place, aspan)?;
                            place
                        }
                        Some(place) => place,
                        None => {
                            let aspan = args.get(k).map_or(span, |&a| self.span(a));
                            let msg =
                                format!("argument {} is an 'out' or 'inout' argument: it must be an l-value", k + 1);
                            return Err(self.error(E_ARG_NOT_LVALUE, aspan, msg));
                        }
                    };
                    if p.dir == Dir::Out && self.is_mesh_output_param(f, k) {
                        if let Place::Mem { ptr, ty, mutable: true } = &place {
                            if *ty == p.ty && !dispatch && !requirement && generic_call.is_none() {
                                operands.push(*ptr);
                                by_reference = true;
                                self.erase_dead_load(v.value);
                                continue;
                            }
                        }
                    }
                    // An object in memory other invocations share goes by
                    // reference (the instance's parameter points there).
                    if let Place::Mem { ptr, .. } = &place {
                        let space = self.pointer_spaces.get(&f).map_or(nsl_ir::AddressSpace::Function, |s| s.param(k));
                        if space != nsl_ir::AddressSpace::Function {
                            if p.dir == Dir::InOut {
                                self.forbid_mesh_output_read(fx, &place, span)?;
                            } else {
                                self.erase_dead_load(v.value);
                            }
                            operands.push(*ptr);
                            continue;
                        }
                    }
                    // A ray query or hit object is an opaque handle to
                    // state the target cannot copy (GLSL has no assignment
                    // of them): a local one passed `inout` is passed in
                    // place, which copy-in/copy-out would only mimic.
                    if let Place::Mem { ptr, ty, mutable: true } = &place {
                        let local = self.ctx.ptr_type(p.ty, nsl_ir::AddressSpace::Function);
                        if p.dir == Dir::InOut
                            && *ty == p.ty
                            && self.is_uncopyable_handle(p.ty)
                            && self.ctx.value_type(*ptr) == local
                        {
                            operands.push(*ptr);
                            continue;
                        }
                    }
                    if p.dir == Dir::Out {
                        self.erase_dead_load(v.value);
                    }
                    let tmp = self.new_var(fx, p.ty, "", span);
                    if p.dir == Dir::InOut {
                        self.forbid_mesh_output_read(fx, &place, span)?;
                        let v = self.convert(fx, v, p.ty, span, true)?;
                        self.emit(fx, "mem.store", &[tmp, v], &[], &[], span);
                    }
                    operands.push(tmp);
                    writebacks.push((place, tmp, p.ty));
                }
            }
        }
        // A `throws E` function: its error flag and error variables, which
        // the enclosing `try` reads.
        if let Some(&ety) = self.throw_types.get(&f) {
            let bool_ty = self.ctx.bool_type();
            let flag = self.new_var(fx, bool_ty, "", span);
            let f0 = self.ctx.bool_attr(false);
            let no = self.emit_value(fx, "arith.const", &[], bool_ty, &[("value", f0)], span);
            self.emit(fx, "mem.store", &[flag, no], &[], &[], span);
            let err = self.new_var(fx, ety, "", span);
            operands.push(flag);
            operands.push(err);
            match &mut self.try_call {
                Some(slot @ None) => *slot = Some((flag, err, ety, self.throw_names.get(&f).cloned())),
                _ => {
                    let msg = "the callee may throw an error, and therefore must be called within a 'try' clause";
                    return Err(self.error("E30094", span, msg));
                }
            }
        }
        let results: Vec<Type> = ret.into_iter().collect();
        let o = if dispatch {
            let method = self.dispatch_method_attr(f);
            self.emit(fx, nsl_dialects::gen::EXISTENTIAL_CALL.name, &operands, &results, &[("method", method)], span)
        } else if requirement {
            self.emit_witness_call(fx, f, &operands, &results, span)?
        } else if let Some((t, gargs, ws)) = generic_call {
            self.emit_generic_call(fx, t, &gargs, ws, &operands, &results, span)
        } else {
            let callee = self.ctx.symbol_attr(&self.funcs[f].symbol.clone());
            let mut attrs = vec![("callee", callee)];
            if by_reference {
                attrs.push(("inline", self.ctx.intern_attr(nsl_ir::attr::AttrKind::Unit)));
            }
            self.emit(fx, "func.call", &operands, &results, &attrs, span)
        };
        for (place, tmp, ty) in writebacks {
            let mut v = self.emit_value(fx, "mem.load", &[tmp], ty, &[], span);
            if place.ty() != ty {
                v = self.convert(fx, TVal { value: v, ty, literal: false }, place.ty(), span, true)?;
            }
            self.store_place(fx, &place, v, span)?;
        }
        Ok(ret.map(|ty| TVal { value: self.ctx.result(o, 0), ty, literal: false }))
    }
}

/// How far a struct member is visible, most hidden first: the overload
/// set of a name is as visible as its most visible member.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Visibility {
    Private,
    Internal,
    Public,
}
