//! Random valid generic programs in the `gen` dialect, as text: the input
//! of `specialize`'s and `lower-existentials`' interpreter-equivalence
//! tests and of the round-trip test.
//!
//! A program has interfaces (`gen.interface`: methods `fn(param<This>,
//! i32) -> (i32)`, and sometimes a `[mutating]` `set` storing into the
//! first field), structs of `i32` fields, conformances (a witness table
//! per struct and interface it conforms to, some with fixed type ids, and
//! an implementation per requirement), generic functions over one type
//! parameter `T` with one or two constraints (dictionary passing: a
//! witness per constraint), and public `main` functions `fn(i32) -> (i32)`.
//! Generic bodies call witness methods (by value and, for `set`, on a
//! variable's address), earlier generics at `T` (passing their witnesses)
//! or at a concrete struct, and pack `T` into an existential with its
//! witness. Mains call generics at concrete types, witness methods on
//! known tables, and methods of existentials (by value and by address),
//! and test them with `is` / `as`. Generics only call earlier ones, so
//! every program terminates; arithmetic wraps, so none traps.

use crate::rng::Rng;
use std::fmt::Write;

/// The size of a generated generic program.
#[derive(Clone, Copy, Debug)]
pub struct GenericConfig {
    pub interfaces: usize,
    pub structs: usize,
    pub generics: usize,
    pub mains: usize,
    /// Steps per function body.
    pub steps: usize,
}

struct Iface {
    name: String,
    methods: usize,
    mutating: bool,
}

struct Struct {
    name: String,
    ty: String,
    fields: usize,
}

struct Generic {
    name: String,
    constraints: Vec<usize>,
}

struct Program {
    ifaces: Vec<Iface>,
    structs: Vec<Struct>,
    /// `conforms[s][i]`.
    conforms: Vec<Vec<bool>>,
    generics: Vec<Generic>,
}

const OPS: [&str; 4] = ["add", "sub", "mul", "xor"];

impl Program {
    fn exist_ty(&self, i: usize) -> String {
        format!("!gen.Existential<struct<{} {{}}>>", self.ifaces[i].name)
    }
    fn witness_ty(&self, i: usize, ty: &str) -> String {
        format!("!gen.Witness<struct<{} {{}}>, {ty}>", self.ifaces[i].name)
    }
    /// Structs conforming to every interface of `constraints`.
    fn satisfying(&self, constraints: &[usize]) -> Vec<usize> {
        (0..self.structs.len()).filter(|&s| constraints.iter().all(|&i| self.conforms[s][i])).collect()
    }
    fn generic_sig(&self, g: &Generic) -> String {
        let mut params: Vec<String> = g.constraints.iter().map(|&i| self.witness_ty(i, "param<T>")).collect();
        params.push("param<T>".into());
        params.push("i32".into());
        format!("fn({}) -> (i32)", params.join(", "))
    }
}

/// One function body being written: fresh names and the accumulator.
struct Body {
    out: String,
    next: usize,
    x: String,
}

impl Body {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }
    fn line(&mut self, s: &str) {
        self.out.push_str("  ");
        self.out.push_str(s);
        self.out.push('\n');
    }
    fn arith(&mut self, rng: &mut Rng) {
        let k = self.fresh("k");
        let v = rng.below(19) as i64 - 9;
        self.line(&format!("{k} = arith.const {{value = {v}}} : i32"));
        let x = self.fresh("x");
        let op = rng.pick(&OPS);
        self.line(&format!("{x} = arith.{op} {}, {k} : i32", self.x));
        self.x = x;
    }
    /// A value of struct `s` built from the accumulator.
    fn construct(&mut self, rng: &mut Rng, p: &Program, s: usize) -> String {
        let st = &p.structs[s];
        let mut fields = vec![self.x.clone()];
        for _ in 1..st.fields {
            let k = self.fresh("k");
            self.line(&format!("{k} = arith.const {{value = {}}} : i32", rng.below(7)));
            fields.push(k);
        }
        let v = self.fresh("s");
        self.line(&format!("{v} = agg.construct {} : {}", fields.join(", "), st.ty));
        v
    }
    fn witness(&mut self, p: &Program, s: usize, i: usize) -> String {
        let w = self.fresh("w");
        let st = &p.structs[s];
        self.line(&format!(
            "{w} = gen.witness {{table = @{}.{}}} : {}",
            st.name,
            p.ifaces[i].name,
            p.witness_ty(i, &st.ty)
        ));
        w
    }
    /// Calls generic `g` at struct `s` on the accumulator.
    fn call_concrete(&mut self, rng: &mut Rng, p: &Program, g: usize, s: usize) {
        let v = self.construct(rng, p, s);
        let mut args: Vec<String> = p.generics[g].constraints.iter().map(|&i| self.witness(p, s, i)).collect();
        args.push(v);
        args.push(self.x.clone());
        let x = self.fresh("x");
        self.line(&format!(
            "{x} = gen.call {} {{callee = @{}, types = [{}]}} : i32",
            args.join(", "),
            p.generics[g].name,
            p.structs[s].ty
        ));
        self.x = x;
    }
}

fn method_name(m: usize) -> String {
    format!("m{m}")
}

/// A random generic program, as textual IR.
pub fn generate_generic(seed: u64, cfg: &GenericConfig) -> String {
    let mut rng = Rng::new(seed);
    let ifaces: Vec<Iface> = (0..cfg.interfaces.max(1))
        .map(|i| Iface { name: format!("I{i}"), methods: 1 + rng.below(2), mutating: rng.chance(50) })
        .collect();
    let structs: Vec<Struct> = (0..cfg.structs.max(1))
        .map(|s| {
            let fields = 1 + rng.below(2);
            let names = ["a", "b"];
            let body: Vec<String> = (0..fields).map(|f| format!("{}: i32", names[f])).collect();
            Struct { name: format!("S{s}"), ty: format!("struct<S{s} {{{}}}>", body.join(", ")), fields }
        })
        .collect();
    let conforms: Vec<Vec<bool>> = (0..structs.len())
        .map(|s| {
            let mut row: Vec<bool> = (0..ifaces.len()).map(|_| rng.chance(60)).collect();
            // Each struct conforms to something; interface s % n has a conforming type.
            row[s % ifaces.len()] = true;
            row
        })
        .collect();
    let generics: Vec<Generic> = (0..cfg.generics)
        .map(|g| {
            let mut constraints = vec![rng.below(ifaces.len())];
            if ifaces.len() > 1 && rng.chance(30) {
                let other = rng.below(ifaces.len());
                if other != constraints[0] {
                    constraints.push(other);
                }
            }
            constraints.sort_unstable();
            Generic { name: format!("g{g}"), constraints }
        })
        .collect();
    let p = Program { ifaces, structs, conforms, generics };
    let mut out = String::new();

    for i in &p.ifaces {
        let mut reqs: Vec<String> =
            (0..i.methods).map(|m| format!("\"{}\", fn(param<This>, i32) -> (i32)", method_name(m))).collect();
        if i.mutating {
            reqs.push("\"set\", fn(ptr<param<This>, function>, i32) -> ()".into());
        }
        let _ = writeln!(out, "gen.interface {{sym = @{}, requirements = [{}]}}", i.name, reqs.join(", "));
    }
    // Conformances: implementations, then tables.
    for (s, st) in p.structs.iter().enumerate() {
        for (i, iface) in p.ifaces.iter().enumerate() {
            if !p.conforms[s][i] {
                continue;
            }
            let mut entries = Vec::new();
            for m in 0..iface.methods {
                let sym = format!("{}.{}.{}", st.name, iface.name, method_name(m));
                let field = rng.below(st.fields);
                let (op1, op2) = (rng.pick(&OPS), rng.pick(&OPS));
                let k = rng.below(9) as i64 - 4;
                let _ = writeln!(
                    out,
                    "func.func {{sym = @{sym}, type = fn({ty}, i32) -> (i32), visibility = \"private\"}} {{\n\
                     ^bb(%this: {ty}, %x: i32):\n  \
                     %f = agg.extract %this {{index = {field}}} : i32\n  \
                     %k = arith.const {{value = {k}}} : i32\n  \
                     %a = arith.{op1} %x, %f : i32\n  \
                     %r = arith.{op2} %a, %k : i32\n  \
                     func.return %r\n}}",
                    ty = st.ty
                );
                entries.push(format!("\"{}\", @{sym}", method_name(m)));
            }
            if iface.mutating {
                let sym = format!("{}.{}.set", st.name, iface.name);
                let _ = writeln!(
                    out,
                    "func.func {{sym = @{sym}, type = fn(ptr<{ty}, function>, i32) -> (), visibility = \"private\"}} {{\n\
                     ^bb(%this: ptr<{ty}, function>, %x: i32):\n  \
                     %p = mem.field_addr %this {{index = 0}} : ptr<i32, function>\n  \
                     mem.store %p, %x\n  \
                     func.return\n}}",
                    ty = st.ty
                );
                entries.push(format!("\"set\", @{sym}"));
            }
            let id = if rng.chance(30) { format!(", id = {}", 10 + s) } else { String::new() };
            let _ = writeln!(
                out,
                "gen.witness_table {{interface = \"{}\", type = {}, entries = [{}]{id}, sym = @{}.{}}}",
                iface.name,
                st.ty,
                entries.join(", "),
                st.name,
                iface.name
            );
        }
    }
    // Generic functions.
    for (g, gen) in p.generics.iter().enumerate() {
        let mut params: Vec<String> =
            gen.constraints.iter().map(|&i| format!("%d{i}: {}", p.witness_ty(i, "param<T>"))).collect();
        params.push("%v0: param<T>".into());
        params.push("%x0: i32".into());
        let _ = writeln!(
            out,
            "func.func {{sym = @{}, type = {}, visibility = \"private\", generic = [param<T>]}} {{\n^bb({}):",
            gen.name,
            p.generic_sig(gen),
            params.join(", ")
        );
        let mut b = Body { out: String::new(), next: 0, x: "%x0".into() };
        let mut v = "%v0".to_string();
        for _ in 0..cfg.steps {
            let c = *rng.pick(&gen.constraints);
            let iface = &p.ifaces[c];
            match rng.below(6) {
                0 => b.arith(&mut rng),
                1 => {
                    let x = b.fresh("x");
                    let m = method_name(rng.below(iface.methods));
                    b.line(&format!("{x} = gen.witness_call %d{c}, {v}, {} {{method = \"{m}\"}} : i32", b.x));
                    b.x = x;
                }
                2 => {
                    // An earlier generic whose constraints this one has.
                    let callable: Vec<usize> = (0..g)
                        .filter(|&j| p.generics[j].constraints.iter().all(|c| gen.constraints.contains(c)))
                        .collect();
                    if callable.is_empty() {
                        b.arith(&mut rng);
                        continue;
                    }
                    let j = *rng.pick(&callable);
                    let mut args: Vec<String> = p.generics[j].constraints.iter().map(|i| format!("%d{i}")).collect();
                    args.push(v.clone());
                    args.push(b.x.clone());
                    let x = b.fresh("x");
                    b.line(&format!(
                        "{x} = gen.call {} {{callee = @{}, types = [param<T>]}} : i32",
                        args.join(", "),
                        p.generics[j].name
                    ));
                    b.x = x;
                }
                3 => {
                    let callable: Vec<(usize, Vec<usize>)> = (0..g)
                        .map(|j| (j, p.satisfying(&p.generics[j].constraints)))
                        .filter(|(_, s)| !s.is_empty())
                        .collect();
                    if callable.is_empty() {
                        b.arith(&mut rng);
                        continue;
                    }
                    let (j, ss) = rng.pick(&callable);
                    let s = *rng.pick(ss);
                    b.call_concrete(&mut rng, &p, *j, s);
                }
                4 => {
                    let e = b.fresh("e");
                    b.line(&format!("{e} = gen.existential_pack {v}, %d{c} : {}", p.exist_ty(c)));
                    let x = b.fresh("x");
                    let m = method_name(rng.below(iface.methods));
                    b.line(&format!("{x} = gen.existential_call {e}, {} {{method = \"{m}\"}} : i32", b.x));
                    b.x = x;
                }
                _ => {
                    // Through a variable of type T, mutated by `set` when there is one.
                    let var = b.fresh("p");
                    b.line(&format!("{var} = mem.var : ptr<param<T>, function>"));
                    b.line(&format!("mem.store {var}, {v}"));
                    if iface.mutating {
                        b.line(&format!("gen.witness_call %d{c}, {var}, {} {{method = \"set\"}}", b.x));
                    }
                    let nv = b.fresh("v");
                    b.line(&format!("{nv} = mem.load {var} : param<T>"));
                    v = nv;
                }
            }
        }
        b.line(&format!("func.return {}", b.x));
        out.push_str(&b.out);
        out.push_str("}\n");
    }
    // Mains.
    for k in 0..cfg.mains.max(1) {
        let _ = writeln!(out, "func.func {{sym = @main{k}, type = fn(i32) -> (i32)}} {{\n^bb(%x0: i32):");
        let mut b = Body { out: String::new(), next: 0, x: "%x0".into() };
        for _ in 0..cfg.steps {
            let s = rng.below(p.structs.len());
            let ifs: Vec<usize> = (0..p.ifaces.len()).filter(|&i| p.conforms[s][i]).collect();
            let i = *rng.pick(&ifs);
            let iface = &p.ifaces[i];
            match rng.below(5) {
                0 => b.arith(&mut rng),
                1 => {
                    let callable: Vec<usize> = (0..p.generics.len())
                        .filter(|&g| p.generics[g].constraints.iter().all(|&c| p.conforms[s][c]))
                        .collect();
                    if callable.is_empty() {
                        b.arith(&mut rng);
                        continue;
                    }
                    let g = *rng.pick(&callable);
                    b.call_concrete(&mut rng, &p, g, s);
                }
                2 => {
                    let v = b.construct(&mut rng, &p, s);
                    let w = b.witness(&p, s, i);
                    let x = b.fresh("x");
                    let m = method_name(rng.below(iface.methods));
                    b.line(&format!("{x} = gen.witness_call {w}, {v}, {} {{method = \"{m}\"}} : i32", b.x));
                    b.x = x;
                }
                3 => {
                    // An existential, by value; then `is` and `as` another struct.
                    let v = b.construct(&mut rng, &p, s);
                    let e = b.fresh("e");
                    b.line(&format!("{e} = gen.existential_pack {v} : {}", p.exist_ty(i)));
                    let x = b.fresh("x");
                    let m = method_name(rng.below(iface.methods));
                    b.line(&format!("{x} = gen.existential_call {e}, {} {{method = \"{m}\"}} : i32", b.x));
                    b.x = x;
                    let t = rng.below(p.structs.len());
                    let tty = p.structs[t].ty.clone();
                    let (id, want, is, one, plus) =
                        (b.fresh("id"), b.fresh("want"), b.fresh("is"), b.fresh("one"), b.fresh("x"));
                    b.line(&format!("{id} = gen.existential_type_id {e} : u32"));
                    b.line(&format!("{want} = gen.type_id {{interface = \"{}\", type = {tty}}} : u32", iface.name));
                    b.line(&format!("{is} = arith.cmp {id}, {want} {{pred = \"eq\"}} : bool"));
                    b.line(&format!("{one} = arith.const {{value = 1000}} : i32"));
                    b.line(&format!("{plus} = arith.add {}, {one} : i32", b.x));
                    let sel = b.fresh("x");
                    b.line(&format!("{sel} = arith.select {is}, {plus}, {} : i32", b.x));
                    let (un, f, sum) = (b.fresh("as"), b.fresh("f"), b.fresh("x"));
                    b.line(&format!("{un} = gen.existential_unpack {e} : {tty}"));
                    b.line(&format!("{f} = agg.extract {un} {{index = 0}} : i32"));
                    b.line(&format!("{sum} = arith.add {sel}, {f} : i32"));
                    b.x = sum;
                }
                _ => {
                    // An existential in a variable, called by address when mutating.
                    let v = b.construct(&mut rng, &p, s);
                    let e = b.fresh("e");
                    b.line(&format!("{e} = gen.existential_pack {v} : {}", p.exist_ty(i)));
                    let var = b.fresh("p");
                    b.line(&format!("{var} = mem.var : ptr<{}, function>", p.exist_ty(i)));
                    b.line(&format!("mem.store {var}, {e}"));
                    if iface.mutating {
                        b.line(&format!("gen.existential_call {var}, {} {{method = \"set\"}}", b.x));
                    }
                    let e2 = b.fresh("e");
                    b.line(&format!("{e2} = mem.load {var} : {}", p.exist_ty(i)));
                    let x = b.fresh("x");
                    b.line(&format!("{x} = gen.existential_call {e2}, {} {{method = \"m0\"}} : i32", b.x));
                    b.x = x;
                }
            }
        }
        b.line(&format!("func.return {}", b.x));
        out.push_str(&b.out);
        out.push_str("}\n");
    }
    out
}
