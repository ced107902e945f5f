//! Values of a generic interface's type (`ICalculator<float>`, `IFoo<8>`):
//! the existential's interface is the instance's name as shown
//! (`ICalculator<float>`), and `existential::State::refs` maps it back to
//! the interface and its arguments. A requirement's signature is declared
//! with the interface's parameters bound to those arguments, and a struct
//! converts to the instance when it declares that conformance with equal
//! arguments (directly or through interface inheritance).

use super::generics::{GArg, IfaceRef};
use super::{CResult, Checker, Item, Unit};
use crate::source::Span;
use nsl_ir::Type;

impl Checker<'_> {
    /// The name an interface applied to its arguments shows as.
    pub fn iface_display(&self, r: &IfaceRef) -> String {
        if r.args.is_empty() {
            return r.name.clone();
        }
        let shown: Vec<String> = r
            .args
            .iter()
            .map(|a| match a {
                GArg::Type(t) => self.show(*t),
                GArg::Value(v) => v.to_string(),
            })
            .collect();
        format!("{}<{}>", r.name, shown.join(", "))
    }

    /// The interface (and arguments) an existential's interface name
    /// stands for.
    pub fn existential_ref(&self, iface: &str) -> IfaceRef {
        match self.existentials.refs.get(iface) {
            Some(r) => r.clone(),
            None => IfaceRef { name: iface.to_string(), args: Vec::new() },
        }
    }

    /// The name of an interface instance, remembered so that it maps back.
    pub fn register_iface_ref(&mut self, r: IfaceRef) -> String {
        let name = self.iface_display(&r);
        if !r.args.is_empty() {
            self.existentials.refs.entry(name.clone()).or_insert(r);
        }
        name
    }

    /// The type of values of a generic interface's instance (`IFoo<int>`).
    pub fn generic_interface_value_type(&mut self, unit: Unit, t: crate::ast::TypeId, span: Span) -> CResult<Type> {
        let r = match self.iface_ref(unit, t) {
            Some(r) => r?,
            None => return Err(self.error(super::E_UNSUPPORTED, span, "this generic type is not supported yet")),
        };
        let name = self.register_iface_ref(r);
        self.interface_value_type(&name, span)
    }

    /// Does type `t` convert to a value of the existential interface `iface`?
    pub fn conforms_existential(&self, t: Type, iface: &str) -> bool {
        let r = self.existential_ref(iface);
        if r.args.is_empty() {
            return self.conforms(GArg::Type(t), iface);
        }
        self.conforms_to(GArg::Type(t), &r)
    }

    /// The interfaces the existential interface `iface` inherits, itself
    /// first, as existential interface names (generic ones with the
    /// arguments the inheritance applies).
    pub fn existential_closure(&mut self, iface: &str) -> Vec<String> {
        let r = self.existential_ref(iface);
        if r.args.is_empty() {
            return self.interface_closure(iface);
        }
        let refs = self.with_inherited(vec![r]);
        refs.into_iter().map(|r| self.register_iface_ref(r)).collect()
    }

    /// The generic environment of interface instance `iface`: its
    /// parameters bound to its arguments.
    pub fn existential_env(&self, iface: &str) -> super::generics::Env {
        let r = self.existential_ref(iface);
        match self.interfaces.get(&r.name) {
            Some(info) => info.params.iter().map(|p| p.name.clone()).zip(r.args.iter().copied()).collect(),
            None => Vec::new(),
        }
    }

    /// A type named in a `-conformance` option or a `type_conformance`
    /// line: a struct (`Impl`, `Impl<float>`, instantiated when needed) or
    /// a builtin type; `None` when the text names none.
    pub fn type_from_text(&mut self, text: &str, span: Span) -> Option<Type> {
        let text = text.trim();
        let short = |n: &str| n.rsplit(['.', ':']).next().unwrap_or(n).trim().to_string();
        let Some(open) = text.find('<') else {
            let n = short(text);
            if let Some(t) = super::types::scalar_by_name(self.ctx, &n)
                .or_else(|| super::types::vector_or_matrix_by_name(self.ctx, &n))
            {
                return Some(t);
            }
            return match self.items.get(&n) {
                Some(Item::Struct(s)) => Some(self.structs[*s].ty),
                Some(Item::Type(t)) | Some(Item::Enum(t, _)) => Some(*t),
                _ => None,
            };
        };
        let base = short(&text[..open]);
        let args = self.gargs_from_text(text[open..].strip_prefix('<')?.strip_suffix('>')?, span)?;
        match self.items.get(&base).cloned() {
            Some(Item::GenericStruct(src, d)) => self.instantiate_struct(&base, src, d, args, span).ok(),
            _ => None,
        }
    }

    /// An interface named in a `-conformance` option: `IFoo` or `IFoo<int>`,
    /// as its existential interface name.
    pub fn iface_from_text(&mut self, text: &str, span: Span) -> Option<String> {
        let text = text.trim();
        let short = |n: &str| n.rsplit(['.', ':']).next().unwrap_or(n).trim().to_string();
        let Some(open) = text.find('<') else {
            let n = short(text);
            return self.interfaces.contains_key(&n).then_some(n);
        };
        let name = short(&text[..open]);
        let info = self.interfaces.get(&name)?;
        let nparams = info.params.len();
        let args = self.gargs_from_text(text[open..].strip_prefix('<')?.strip_suffix('>')?, span)?;
        (args.len() == nparams).then(|| self.register_iface_ref(IfaceRef { name, args }))
    }

    /// Generic arguments written as text, separated by top-level commas.
    fn gargs_from_text(&mut self, text: &str, span: Span) -> Option<Vec<GArg>> {
        let mut parts = Vec::new();
        let (mut depth, mut start) = (0usize, 0usize);
        for (i, ch) in text.char_indices() {
            match ch {
                '<' => depth += 1,
                '>' => depth = depth.checked_sub(1)?,
                ',' if depth == 0 => {
                    parts.push(&text[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&text[start..]);
        let mut out = Vec::new();
        for p in parts {
            let p = p.trim();
            match p.parse::<i128>() {
                Ok(v) => out.push(GArg::Value(v)),
                Err(_) => out.push(GArg::Type(self.type_from_text(p, span)?)),
            }
        }
        Some(out)
    }
}
