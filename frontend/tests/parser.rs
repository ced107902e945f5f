//! Parser tests: the shape of every construct (through the S-expression
//! dump), the disambiguation rules, error recovery, nesting limits, and
//! the corpus of shaders under `tests/frontend/parse/`.

use nsl_frontend::ast::{self, Ast, DeclKind, ExprKind, StmtKind, TypeKind};
use nsl_frontend::diag::{render_short, Diagnostic, Diagnostics};
use nsl_frontend::lexer;
use nsl_frontend::parser::{self, MAX_DEPTH};
use nsl_frontend::source::SourceMap;

struct Parsed {
    ast: Ast,
    diags: Vec<Diagnostic>,
    sources: SourceMap,
}

fn parse(src: &str) -> Parsed {
    let mut sources = SourceMap::default();
    let file = sources.add("test.slang", src);
    let mut diags = Diagnostics::default();
    let tokens = lexer::lex(file, src, &mut diags);
    assert!(diags.list.is_empty(), "lexer diagnostics for {src:?}");
    let ast = parser::parse(&tokens, &mut diags);
    Parsed { ast, diags: diags.list, sources }
}

fn rendered(p: &Parsed) -> Vec<String> {
    p.diags.iter().map(|d| render_short(&p.sources, d)).collect()
}

/// The dump of a program that must parse without diagnostics.
fn dump(src: &str) -> String {
    let p = parse(src);
    assert!(p.diags.is_empty(), "unexpected diagnostics for {src:?}: {:#?}", rendered(&p));
    ast::dump(&p.ast).trim_end().to_string()
}

/// The statements of a function body, one dump per line.
fn body(src: &str) -> String {
    let p = parse(&format!("void f() {{\n{src}\n}}"));
    assert!(p.diags.is_empty(), "unexpected diagnostics for {src:?}: {:#?}", rendered(&p));
    let DeclKind::Func { body: Some(b), .. } = &p.ast.decl(p.ast.roots[0]).kind else { panic!("no body") };
    let StmtKind::Block(stmts) = &p.ast.stmt(*b).kind else { panic!("body is no block") };
    stmts.iter().map(|&s| ast::dump_stmt(&p.ast, s)).collect::<Vec<_>>().join("\n")
}

/// One expression statement.
fn expr(src: &str) -> String {
    body(&format!("{src};"))
}

/// `line:col code` of each diagnostic.
fn errors(src: &str) -> Vec<String> {
    let p = parse(src);
    p.diags
        .iter()
        .map(|d| {
            let (line, col) = p.sources.file(d.span.file).line_col(d.span.lo);
            format!("{line}:{col} {}", d.code)
        })
        .collect()
}

// ---------------------------------------------------------------------------
// Top-level declarations
// ---------------------------------------------------------------------------

#[test]
fn module_declarations() {
    assert_eq!(
        dump(
            "import a.b;\n__exported import c;\nimport \"lib/x.slang\";\nmodule m;\n__include \"part.slang\";\n\
             __include part2;\nimplementing m;\nusing N.M;\nusing namespace K;"
        ),
        "(import a.b)\n(import __exported c)\n(import \"lib/x.slang\")\n(module m)\n(include \"part.slang\")\n\
         (include part2)\n(implementing m)\n(using N.M)\n(using K)"
    );
}

#[test]
fn namespaces() {
    assert_eq!(
        dump("namespace A { int x; namespace B { void f(); } }\nnamespace C.D { }\nnamespace E::F { };"),
        "(namespace A (var x : int) (namespace B (func f() -> void)))\n(namespace C.D)\n(namespace E.F)"
    );
}

#[test]
fn struct_members() {
    assert_eq!(
        dump(
            "struct S : IFoo, IBar {
                float x = 1, y;
                float3 pos : POSITION;
                static int count;
                static const uint N = 4;
                __init(int a) { x = a; }
                [mutating] void set(float v) { x = v; }
                static S make() { S s; return s; }
                int get() { return 1; }
                struct Inner { int z; }
                typealias F = float;
            };"
        ),
        "(struct S : IFoo, IBar (var x : float = 1) (var y : float) (var pos : float3 : POSITION) \
         (var static count : int) (var static const N : uint = 4) (init(int a) (block (= x a))) \
         (func [mutating] set(float v) -> void (block (= x v))) \
         (func static make() -> S (block (var s : S) (return s))) (func get() -> int (block (return 1))) \
         (struct Inner (var z : int)) (typealias F = float))"
    );
}

#[test]
fn class_and_forward_declaration() {
    assert_eq!(dump("class C { int x; }\nstruct Fwd;"), "(class C (var x : int))\n(struct Fwd;)");
}

#[test]
fn properties() {
    assert_eq!(
        dump(
            "struct S {
                property p : float { get { return x; } set(v) { x = v; } }
                property float q { get; set; }
                property r : int;
                property int s { get() { return 1; } set(int n) {} [mutating] ref; }
            }"
        ),
        "(struct S (property p : float {(get (block (return x))) (set(v) (block (= x v)))}) \
         (property q : float {(get) (set)}) (property r : int) \
         (property s : int {(get (block (return 1))) (set(int n) (block)) (ref [mutating])}))"
    );
}

#[test]
fn subscripts() {
    assert_eq!(
        dump(
            "struct A {
                __subscript(int i) -> float { get; set; }
                __subscript(uint i, uint j) -> int { get { return i + j; } }
                __subscript<T>(T i) -> T;
            }"
        ),
        "(struct A (subscript(int i) -> float {(get) (set)}) \
         (subscript(uint i, uint j) -> int {(get (block (return (+ i j))))}) (subscript<T>(T i) -> T))"
    );
}

#[test]
fn interfaces() {
    assert_eq!(
        dump(
            "interface IFoo : IBase {
                associatedtype A : IBar;
                associatedtype B where B : IBaz;
                static int count();
                property float p { get; }
                __init(float f);
                T g<T : IArithmetic>(T x);
                This twice();
                static const int K;
            }"
        ),
        "(interface IFoo : IBase (associatedtype A : IBar) (associatedtype B where B : IBaz) \
         (func static count() -> int) (property p : float {(get)}) (init(float f)) \
         (func g<T : IArithmetic>(T x) -> T) (func twice() -> This) (var static const K : int))"
    );
}

#[test]
fn enums() {
    assert_eq!(
        dump("enum E { A, B = 3, C, }\nenum class F : uint { X = 1 << 2 }\nenum G : int { };"),
        "(enum E (A) (B = 3) (C))\n(enum class F : uint (X = (<< 1 2)))\n(enum G : int)"
    );
}

#[test]
fn type_aliases() {
    assert_eq!(
        dump("typedef float4 F4;\ntypedef int Arr[4];\ntypealias V = vector<float, 3>;\ntypealias P<T> = Pair<T, T>;"),
        "(typealias F4 = float4)\n(typealias Arr = int[4])\n(typealias V = vector<float, 3>)\n\
         (typealias P<T> = Pair<T, T>)"
    );
}

#[test]
fn value_argument_before_split_shift() {
    // `B<3>>`: the value argument ends at the `>` closing its list.
    assert_eq!(dump("void f(A<2, B<3>> x, C<1 << 2> y) {}"), "(func f(A<2, B<3>> x, C<(<< 1 2)> y) -> void (block))");
}

#[test]
fn coercion_constraints() {
    assert_eq!(
        dump("void f<T, U>(U u) where T(U) implicit where U(T) {}"),
        "(func f<T, U>(U u) -> void where T(U) implicit where U(T) (block))"
    );
}

#[test]
fn interface_conjunctions() {
    assert_eq!(
        dump("typealias IAB = IA & IB;\nstruct S : IA & IB, IC {}\nvoid f<T : IA & IB>(T t) where T : IC & ID {}"),
        "(typealias IAB = IA & IB)\n(struct S : IA, IB, IC)\n\
         (func f<T : IA & IB>(T t) -> void where T : IC, ID (block))"
    );
}

#[test]
fn extensions() {
    assert_eq!(
        dump("extension float : IFoo { float f() { return this; } }\nextension<T : IFoo> Vec<T> : IBar where T : IBaz { }"),
        "(extension float : IFoo (func f() -> float (block (return this))))\n\
         (extension<T : IFoo> Vec<T> : IBar where T : IBaz)"
    );
}

#[test]
fn cbuffers() {
    assert_eq!(
        dump("cbuffer Params : register(b0) { float4x4 m; uint count; };\ntbuffer T { float t; }"),
        "(cbuffer Params : register(b0) (var m : float4x4) (var count : uint))\n(tbuffer T (var t : float))"
    );
}

#[test]
fn global_variables() {
    assert_eq!(
        dump(
            "static const float PI = 3.5;
             groupshared float cache[64];
             uniform float scale;
             extern static const int K;
             RWStructuredBuffer<float> buf : register(u0);
             Texture2D t : register(t1, space2);
             float4 c : packoffset(c0.y);
             [[vk::binding(0, 1)]] StructuredBuffer<uint> s;
             [[vk::binding(2)]] [[vk::image_format(\"rgba8\")]] RWTexture2D<float4> img;
             layout(binding = 3) Buffer<float> b;"
        ),
        "(var static const PI : float = 3.5)\n(var groupshared cache : float[64])\n(var uniform scale : float)\n\
         (var extern static const K : int)\n(var buf : RWStructuredBuffer<float> : register(u0))\n\
         (var t : Texture2D : register(t1, space2))\n(var c : float4 : packoffset(c0.y))\n\
         (var [vk::binding(0, 1)] s : StructuredBuffer<uint>)\n\
         (var [vk::binding(2)] [vk::image_format(\"rgba8\")] img : RWTexture2D<float4>)\n\
         (var layout((= binding 3)) b : Buffer<float>)"
    );
}

#[test]
fn entry_points_and_parameters() {
    assert_eq!(
        dump(
            "[shader(\"compute\")] [numthreads(8, 1, 1)]
             void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {}
             float4 frag(float4 p : SV_Position, in out float q = 1.0, out float r, uniform float4x4 m) : SV_Target;
             void g(inout float a, const int b, float c[4], float, int = 2);"
        ),
        "(func [shader(\"compute\")] [numthreads(8, 1, 1)] main(uint3 id : SV_DispatchThreadID, \
         uint gi : SV_GroupIndex) -> void (block))\n\
         (func frag(float4 p : SV_Position, in out float q = 1.0, out float r, uniform float4x4 m) -> float4 \
         : SV_Target)\n\
         (func g(inout float a, const int b, float[4] c, float, int = 2) -> void)"
    );
}

#[test]
fn access_and_other_modifiers() {
    assert_eq!(
        dump(
            "public int a;\nprivate static void f() {}\ninternal struct S {}\n\
             [ForceInline] [__unsafeForceInlineEarly] inline float g(no_diff float x) { return x; }\n\
             __intrinsic_op(0) __target_intrinsic(hlsl, \"foo($0)\") float h(float x);\n\
             nointerpolation linear float3 n;"
        ),
        "(var public a : int)\n(func private static f() -> void (block))\n(struct internal S)\n\
         (func [ForceInline] [__unsafeForceInlineEarly] inline g(no_diff float x) -> float (block (return x)))\n\
         (func __intrinsic_op(0) __target_intrinsic(hlsl, \"foo($0)\") h(float x) -> float)\n\
         (var nointerpolation linear n : float3)"
    );
}

#[test]
fn soft_modifiers_stay_names() {
    // `linear`, `point`, `sample` are modifiers only before a declaration.
    assert_eq!(
        dump("struct point { float sample; }\npoint p;\nlinear line l;\nvoid f(triangle float3 v[3]) { sample = 1; }"),
        "(struct point (var sample : float))\n(var p : point)\n(var linear l : line)\n\
         (func f(triangle float3[3] v) -> void (block (= sample 1)))"
    );
}

#[test]
fn generic_functions() {
    assert_eq!(
        dump(
            "T f<T : IArithmetic>(T x) where T : IFoo { return x; }
             __generic<T, let N : int> vector<T, N> g(vector<T, N> v);
             void h<T : IFoo = Bar, U, let N : int = 4, uint M, each V, typename W>();
             void k<T>() where T : IA, IB where optional T : IC where T.A == int;"
        ),
        "(func f<T : IArithmetic>(T x) -> T where T : IFoo (block (return x)))\n\
         (func g<T, let N : int>(vector<T, N> v) -> vector<T, N>)\n\
         (func h<T : IFoo = Bar, U, let N : int = 4, let M : uint, each V, W>() -> void)\n\
         (func k<T>() -> void where T : IA, IB where optional T : IC where T.A == int)"
    );
}

#[test]
fn generic_types() {
    assert_eq!(
        dump("struct Arr<T : IFoo, int N = 8> where T : IBar { T items[N]; }\ninterface IBox<T> { T get(); }"),
        "(struct Arr<T : IFoo, let N : int = 8> where T : IBar (var items : T[N]))\n\
         (interface IBox<T> (func get() -> T))"
    );
}

#[test]
fn func_syntax() {
    assert_eq!(
        dump(
            "func add(x: int, y: float = 1.0) -> float { return y; }
             func noResult(a: inout float) {}
             func gen<T : IFoo>(t: T) -> T where T : IBar;
             func operator+(a: A, b: A) -> A;"
        ),
        "(func add(int x, float y = 1.0) -> float (block (return y)))\n\
         (func noResult(inout float a) (block))\n\
         (func gen<T : IFoo>(T t) -> T where T : IBar)\n\
         (func operator+(A a, A b) -> A)"
    );
}

#[test]
fn operator_declarations() {
    assert_eq!(
        dump(
            "C operator*(C a, C b);\nbool operator==(C a, C b);\n__prefix C operator++(C a);\n\
             struct F { float operator()(float x); int operator[](int i); }\nC operator>>(C a, int b);"
        ),
        "(func operator*(C a, C b) -> C)\n(func operator==(C a, C b) -> bool)\n\
         (func __prefix operator++(C a) -> C)\n\
         (struct F (func operator()(float x) -> float) (func operator[](int i) -> int))\n\
         (func operator>>(C a, int b) -> C)"
    );
}

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

#[test]
fn types() {
    assert_eq!(
        dump(
            "float a; float3 b; int2x2 c; vector<float, 3> d; matrix<float, 4, 4> e; Foo<int, 3> f;
             A.B g; A::B h; Outer<T>.Inner i; float[4] j; float[] k; int[2][3] l; float m[4][2];
             int[2][3] n[5][4]; Foo<Bar<int>> o; Foo<N + 1> p; Foo<int[4], 2 * N> q; float* r;"
        ),
        "(var a : float)\n(var b : float3)\n(var c : int2x2)\n(var d : vector<float, 3>)\n\
         (var e : matrix<float, 4, 4>)\n(var f : Foo<int, 3>)\n(var g : A.B)\n(var h : A::B)\n\
         (var i : Outer<T>.Inner)\n(var j : float[4])\n(var k : float[])\n(var l : int[2][3])\n\
         (var m : float[2][4])\n(var n : int[2][3][4][5])\n(var o : Foo<Bar<int>>)\n\
         (var p : Foo<(+ N 1)>)\n(var q : Foo<int[4], (* 2 N)>)\n(var r : float*)"
    );
}

#[test]
fn this_type_and_type_modifiers() {
    assert_eq!(
        dump("interface I { This f(This x); }\nrow_major float4x4 m;\nconst uniform int k;"),
        "(interface I (func f(This x) -> This))\n(var row_major m : float4x4)\n(var const uniform k : int)"
    );
    assert_eq!(expr("x = (const int)y"), "(= x (cast const int y))");
    assert_eq!(expr("x = f<row_major float4x4>(y)"), "(= x (call (<> f row_major float4x4) y))");
}

#[test]
fn array_type_nesting() {
    // `float m[4][2]` is four arrays of two floats; `int[2][3]` is three
    // arrays of two ints.
    let p = parse("float m[4][2];");
    let DeclKind::Var { ty: Some(ty), .. } = &p.ast.decl(p.ast.roots[0]).kind else { panic!() };
    let TypeKind::Array { elem, len: Some(len) } = &p.ast.ty(*ty).kind else { panic!() };
    assert_eq!(ast::dump_expr(&p.ast, *len), "4");
    assert_eq!(ast::dump_type(&p.ast, *elem), "float[2]");
}

// ---------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------

#[test]
fn local_declarations() {
    assert_eq!(
        body(
            "var x = 1; let y : int = 2; float a = 1, b[4]; static const int K = 3;
             vector<float, 3> v; Foo<T> z; A.B c = d; This t; int[2] e; struct L { int q; }
             typealias I = int;"
        ),
        "(var x = 1)\n(let y : int = 2)\n(var a : float = 1) (var b : float[4])\n\
         (var static const K : int = 3)\n(var v : vector<float, 3>)\n(var z : Foo<T>)\n(var c : A.B = d)\n\
         (var t : This)\n(var e : int[2])\n(struct L (var q : int))\n(typealias I = int)"
    );
}

#[test]
fn control_flow() {
    assert_eq!(
        body(
            "if (a) b(); else if (c) d(); else { e(); }
             for (int i = 0; i < 4; i++) { continue; }
             for (i = 0, j = 1; ; i++, j++) break;
             for (;;) {}
             while (x) x--;
             do { x++; } while (x < 4);
             return; return x + 1; discard; ;"
        ),
        "(if a (call b) (if c (call d) (block (call e))))\n\
         (for (var i : int = 0) (< i 4) (post++ i) (block (continue)))\n\
         (for (, (= i 0) (= j 1)) _ (, (post++ i) (post++ j)) (break))\n\
         (for _ _ _ (block))\n(while x (post-- x))\n(do (block (post++ x)) (< x 4))\n\
         (return)\n(return (+ x 1))\n(discard)\n(empty)"
    );
}

#[test]
fn switch_statements() {
    assert_eq!(
        body("switch (x) { case 0: case 1: a(); break; case A.B: { b(); } default: c(); case 2: }"),
        "(switch x (case 0 case 1: (call a) (break)) (case (. A B): (block (call b))) (default: (call c)) (case 2:))"
    );
}

#[test]
fn statement_attributes() {
    assert_eq!(
        body("[unroll] for (;;) {}\n[ForceUnroll] [MaxIters(4)] while (x) {}\n[loop] do {} while (y);\n[branch] if (z) {}"),
        "(for [unroll] _ _ _ (block))\n(while [ForceUnroll] [MaxIters(4)] x (block))\n\
         (do [loop] (block) y)\n(if [branch] z (block))"
    );
}

#[test]
fn target_switch_and_intrinsic_asm() {
    assert_eq!(
        body(
            "__target_switch { case hlsl: __intrinsic_asm \"a\" \"b\"; case glsl: case spirv: return 1; default: return 0; }"
        ),
        "(target_switch (case hlsl: (asm \"ab\")) (case glsl case spirv: (return 1)) (default: (return 0)))"
    );
}

// ---------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------

#[test]
fn precedence() {
    assert_eq!(expr("a + b * c - d / e % f"), "(- (+ a (* b c)) (% (/ d e) f))");
    assert_eq!(expr("a << 1 + 2 < b >> 3"), "(< (<< a (+ 1 2)) (>> b 3))");
    assert_eq!(expr("a == b != c < d"), "(!= (== a b) (< c d))");
    assert_eq!(expr("a & b ^ c | d && e || f"), "(|| (&& (| (^ (& a b) c) d) e) f)");
    assert_eq!(expr("a || b && c | d ^ e & f == g"), "(|| a (&& b (| c (^ d (& e (== f g))))))");
    assert_eq!(expr("a <= b >= c > d"), "(> (>= (<= a b) c) d)");
}

#[test]
fn assignment_and_conditional() {
    assert_eq!(expr("a = b = c + d + e"), "(= a (= b (+ (+ c d) e)))");
    assert_eq!(
        expr("a += b -= c *= d /= e %= f <<= g >>= h &= i |= j ^= k"),
        "(+= a (-= b (*= c (/= d (%= e (<<= f (>>= g (&= h (|= i (^= j k))))))))))"
    );
    assert_eq!(expr("x = c ? a : b"), "(= x (? c a b))");
    assert_eq!(expr("x = c1 ? a : c2 ? b : d"), "(= x (? c1 a (? c2 b d)))");
    assert_eq!(expr("x = c ? y = 1 : z"), "(= x (? c (= y 1) z))");
    assert_eq!(expr("a || b ? c : d"), "(? (|| a b) c d)");
}

#[test]
fn prefix_and_postfix() {
    assert_eq!(expr("x = -a + +b - !c * ~d"), "(= x (- (+ (- a) (+ b)) (* (! c) (~ d))))");
    assert_eq!(expr("++a; --b; c++; d--"), "(pre++ a)\n(pre-- b)\n(post++ c)\n(post-- d)");
    assert_eq!(expr("x = - - a"), "(= x (- (- a)))");
    assert_eq!(expr("x = *p + &q"), "(= x (+ (deref p) (addr q)))");
    assert_eq!(expr("x = a.b.c[i](j)++"), "(= x (post++ (call (index (. (. a b) c) i) j)))");
    assert_eq!(expr("x = A::B::c(1) + p->q"), "(= x (+ (call (:: (:: A B) c) 1) (-> p q)))");
    assert_eq!(expr("x = v.xyz.x"), "(= x (. (. v xyz) x))");
}

#[test]
fn literals() {
    assert_eq!(
        expr("x = f(1, 2u, 0x10, 1.5, 2.0f, 1e3h, true, false, \"s\" \"t\", 'c', this)"),
        // A character literal is the `uint` literal of its code.
        "(= x (call f 1 2u 16 1.5 2.0f 1000.0h true false \"st\" 99u this))"
    );
}

#[test]
fn casts() {
    assert_eq!(expr("x = (float)y"), "(= x (cast float y))");
    assert_eq!(expr("x = (float3)(v)"), "(= x (cast float3 v))");
    assert_eq!(expr("x = (MyType)1"), "(= x (cast MyType 1))");
    assert_eq!(expr("x = (Foo<int>)y"), "(= x (cast Foo<int> y))");
    assert_eq!(expr("x = (A.B)!y"), "(= x (cast A.B (! y)))");
    assert_eq!(expr("x = (float)-y"), "(= x (cast float (- y)))");
    assert_eq!(expr("x = (int2x2)-m"), "(= x (cast int2x2 (- m)))");
    assert_eq!(expr("x = (uint)(float)y"), "(= x (cast uint (cast float y)))");
    // Not casts: the next token continues a binary expression or a postfix.
    assert_eq!(expr("x = (a) - b"), "(= x (- a b))");
    assert_eq!(expr("x = (a).b + (c)[0] + (d)++"), "(= x (+ (+ (. a b) (index c 0)) (post++ d)))");
    assert_eq!(expr("x = (a + b) * c"), "(= x (* (+ a b) c))");
    assert_eq!(expr("x = (a) is T"), "(= x (is a T))");
    // Documented guess: `(f)(x)` is a cast that sema may turn into a call.
    assert_eq!(expr("x = (f)(y)"), "(= x (cast f y))");
}

#[test]
fn is_as_sizeof() {
    assert_eq!(expr("b = x is IFoo && y as IBar"), "(= b (&& (is x IFoo) (as y IBar)))");
    assert_eq!(expr("b = x as Foo<T> == null"), "(= b (== (as x Foo<T>) null))");
    assert_eq!(
        expr("n = sizeof(float4) + alignof(S) + sizeof(x + 1)"),
        "(= n (+ (+ (sizeof float4) (alignof S)) (sizeof (+ x 1))))"
    );
}

#[test]
fn generic_calls() {
    assert_eq!(expr("f<int>(x)"), "(call (<> f int) x)");
    assert_eq!(expr("x = Foo<T>.bar"), "(= x (. (<> Foo T) bar))");
    assert_eq!(expr("x = Foo<T, 3>::bar()"), "(= x (call (:: (<> Foo T 3) bar)))");
    assert_eq!(expr("x = tex.Load<float4>(0)"), "(= x (call (<> (. tex Load) float4) 0))");
    assert_eq!(expr("f(g<Bar<int>>(1))"), "(call f (call (<> g Bar<int>) 1))");
    assert_eq!(expr("f<N + 1, (a > b)>()"), "(call (<> f (+ N 1) (> a b)))");
    assert_eq!(expr("x = vector<float, 3>(1, 2, 3)"), "(= x (call (<> vector float 3) 1 2 3))");
}

#[test]
fn less_than_is_not_generic() {
    assert_eq!(expr("x = a < b"), "(= x (< a b))");
    assert_eq!(expr("x = a < b && c > d"), "(= x (&& (< a b) (> c d)))");
    assert_eq!(expr("x = a < b > c"), "(= x (> (< a b) c))");
    assert_eq!(expr("x = a < b >> c"), "(= x (< a (>> b c)))");
    assert_eq!(expr("if (i < n) x = y > z"), "(if (< i n) (= x (> y z)))");
    assert_eq!(expr("x = a < b ? c : d > e"), "(= x (? (< a b) c (> d e)))");
    // As in C#: a `>` followed by `(` closes generic arguments.
    assert_eq!(expr("f(a < b, c > (d))"), "(call f (call (<> a b c) d))");
}

#[test]
fn declaration_or_expression_statements() {
    assert_eq!(body("a < b > c;"), "(var c : a<b>)");
    // As in C++: `T * p;` declares a pointer (an expression statement of a
    // lone product has no effect); in an expression it is a product.
    assert_eq!(body("a * b;"), "(var b : a*)");
    assert_eq!(body("x = a * b;"), "(= x (* a b))");
    assert_eq!(body("a[i] = b;"), "(= (index a i) b)");
    assert_eq!(body("float(x);"), "(call float x)");
    assert_eq!(body("a.b(c);"), "(call (. a b) c)");
    assert_eq!(body("x.y z;"), "(var z : x.y)");
    assert_eq!(body("f<int>(x);"), "(call (<> f int) x)");
}

#[test]
fn initializer_lists() {
    assert_eq!(body("int a[3] = {1, 2, {3}};"), "(var a : int[3] = {1 2 {3}})");
    assert_eq!(body("S s = {};"), "(var s : S = {})");
    assert_eq!(body("S s = {1, 2,};"), "(var s : S = {1 2})");
}

#[test]
fn comma_operator() {
    assert_eq!(expr("a = 1, b = 2"), "(, (= a 1) (= b 2))");
    assert_eq!(expr("f((a, b), c)"), "(call f (, a b) c)");
}

// ---------------------------------------------------------------------------
// Spans
// ---------------------------------------------------------------------------

#[test]
fn spans_cover_nodes() {
    let src = "void f() { x = a + b * c; }";
    let p = parse(src);
    assert!(p.diags.is_empty());
    let text = |s: nsl_frontend::source::Span| &src[s.lo as usize..s.hi as usize];
    let texts: Vec<&str> = p.ast.exprs.iter().map(|e| text(e.span)).collect();
    assert!(texts.contains(&"a + b * c"), "{texts:?}");
    assert!(texts.contains(&"b * c"));
    assert!(texts.contains(&"x = a + b * c"));
    let func = p.ast.decl(p.ast.roots[0]);
    assert_eq!(text(func.span), src);
    let casted = parse("void f() { y = (float)-x; }");
    let cast = casted.ast.exprs.iter().find(|e| matches!(e.kind, ExprKind::Cast { .. })).unwrap();
    assert_eq!(cast.span.lo, 15);
    assert_eq!(cast.span.hi, 24);
}

// ---------------------------------------------------------------------------
// Errors and recovery
// ---------------------------------------------------------------------------

#[test]
fn five_independent_errors() {
    let src = "struct A { int x }
void f() {
    int y = ;
    y = 3 4;
    foo(1, 2;
}
int g( { }
float h() { x = (a b); }
";
    assert_eq!(errors(src), ["1:18 E20001", "3:13 E20002", "4:11 E20001", "5:13 E20001", "7:8 E20011", "8:20 E20001"]);
}

#[test]
fn five_independent_errors_at_top_level() {
    let src = "int a = ;
struct + { }
void f( { }
typedef int;
float b c;
int ok;
";
    let p = parse(src);
    assert_eq!(errors(src), ["1:9 E20002", "2:8 E20001", "3:9 E20011", "4:12 E20001", "5:9 E20001"]);
    // The declarations after each error are still there.
    assert!(ast::dump(&p.ast).contains("(var ok : int)"));
}

#[test]
fn one_mistake_one_diagnostic() {
    // A missing `)` does not make the body's statements errors.
    assert_eq!(errors("void f() { if (x { y(); z(); } w(); }"), ["1:18 E20001"]);
    // Junk in the middle of an expression.
    assert_eq!(errors("void f() { x = a b c d e; y = 1; }"), ["1:18 E20001"]);
    // A missing `}` swallows the rest of the file, reported once at the end.
    assert_eq!(errors("void f() {\n x = 1;\nvoid g() {}\nstruct S {}\n"), ["5:1 E20015"]);
    // A stray `}` at top level.
    assert_eq!(errors("void f() {} }\nint x;"), ["1:13 E20003"]);
    // Garbage in a parameter list.
    assert_eq!(errors("void f(int a, 3 + 4, float b) {}\nint x;"), ["1:15 E20011"]);
    // A broken statement in a switch.
    assert_eq!(errors("void f() { switch (x) { case 1: y = ; break; default: z(); } }"), ["1:37 E20002"]);
}

#[test]
fn missing_semicolon_points_at_the_token_found() {
    // As slangc: at the next line's first token, at the closing brace.
    let src = "void f() {\n    x = 1\n    y = 2;\n    return\n}\n";
    assert_eq!(errors(src), ["3:5 E20001", "5:1 E20001"]);
    let p = parse(src);
    assert_eq!(p.diags[0].message, "expected `;`, found identifier `y`");
}

#[test]
fn messages_say_what_was_expected_and_found() {
    let p = parse("void f() { return ); }\nstruct S : { }\nvoid g() { x = (); }\nint h(");
    let msgs: Vec<&str> = p.diags.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        msgs,
        [
            "syntax error: expected an expression, found `)`",
            "expected a type, found `{`",
            "invalid empty parentheses expression `()`",
            "expected a type, found end of file",
        ]
    );
    assert_eq!(p.diags[2].code, "E20005");
    assert_eq!(p.diags[3].code, "E20015");
}

#[test]
fn unclosed_bracket_points_at_opener() {
    let p = parse("void f() { x = g(1, 2; }");
    assert_eq!(p.diags.len(), 1);
    let p = parse("void f() { x = (1 + 2; }");
    assert_eq!(p.diags.len(), 1);
    assert_eq!(p.diags[0].labels.len(), 1);
    assert_eq!(p.diags[0].labels[0].0.lo, 15);
}

#[test]
fn misplaced_statements() {
    assert_eq!(errors("void f() { case 1: x(); else y(); }"), ["1:12 E20001", "1:25 E20001"]);
    assert_eq!(errors("if (x) { y(); }\nint z;"), ["1:1 E20001"]);
    // Statements before a switch's first label parse (as in Slang: checked, never run).
    assert!(errors("void f() { switch (x) { y(); case 1: break; } }").is_empty());
}

#[test]
fn spirv_asm_blocks() {
    let p = parse(
        "int f(int a) { return spirv_asm { OpNop; %x : $$int = OpIAdd $a $(a + 1); result = OpCopyObject $$int %x; \
         OpMemoryBarrier Device AcquireRelease | 0x40; OpStore &a -3 }; }",
    );
    assert!(p.diags.is_empty(), "{:?}", p.diags);
    let d = ast::dump(&p.ast);
    assert!(d.contains("(spirv_asm (OpNop) (OpIAdd %x $$int $a $(+ a 1)) (OpCopyObject result $$int %x)"), "{d}");
    assert!(d.contains("(OpMemoryBarrier Device AcquireRelease|64)"), "{d}");
    assert!(d.contains("(OpStore &a -3)"), "{d}");
    // A malformed block is reported once and the rest still parses.
    let p = parse("int f() { return spirv_asm { %x = ; }; }\nint g() { return 1; }");
    assert_eq!(p.diags.len(), 1);
    assert!(ast::dump(&p.ast).contains("(func g() -> int"));
}

#[test]
fn generic_prefix_misuse() {
    assert_eq!(errors("__generic<T> int x;"), ["1:10 E20002"]);
    assert_eq!(errors("__generic<T> void f<U>();"), ["1:20 E20002"]);
}

#[test]
fn errors_keep_the_tree_complete() {
    let p = parse("void f() { x = ; if () {} y = z + ; }");
    let d = ast::dump(&p.ast);
    assert_eq!(d.trim_end(), "(func f() -> void (block (= x <error>) (if <error> (block)) (= y (+ z <error>))))");
}

// ---------------------------------------------------------------------------
// Nesting limits
// ---------------------------------------------------------------------------

fn too_deep(src: &str) -> Vec<&'static str> {
    parse(src).diags.iter().map(|d| d.code).collect()
}

#[test]
fn deep_parentheses() {
    let n = 100_000;
    assert_eq!(too_deep(&format!("void f() {{ x = {}1{}; }}", "(".repeat(n), ")".repeat(n))), ["E20900"]);
    assert_eq!(too_deep(&format!("void f() {{ x = {}1; }}\nint y;", "(".repeat(n))), ["E20900"]);
}

#[test]
fn deep_but_allowed_nesting() {
    let n = (MAX_DEPTH / 2) as usize;
    assert!(too_deep(&format!("void f() {{ x = {}1{}; }}", "(".repeat(n), ")".repeat(n))).is_empty());
}

#[test]
fn long_operator_runs_do_not_recurse() {
    let n = 100_000;
    assert!(too_deep(&format!("void f() {{ x = {}1; }}", "- ".repeat(n))).is_empty());
    assert!(too_deep(&format!("void f() {{ x = {}1; }}", "!".repeat(n))).is_empty());
    assert!(too_deep(&format!("void f() {{ x = {}1; }}", "(float)".repeat(n))).is_empty());
    assert!(too_deep(&format!("void f() {{ x = 1{}; }}", " + 1".repeat(n))).is_empty());
    assert!(too_deep(&format!("void f() {{ x = 1{}; }}", " * a - b".repeat(n))).is_empty());
    assert!(too_deep(&format!("void f() {{ {} 1; }}", "x = ".repeat(n))).is_empty());
    assert!(too_deep(&format!("void f() {{ x = {} 1; }}", "a ? b : ".repeat(n))).is_empty());
    assert!(too_deep(&format!("void f() {{ x = a{}; }}", ".b".repeat(n))).is_empty());
    assert!(too_deep(&format!("void f() {{ x = a{}; }}", "[0]".repeat(n))).is_empty());
    assert!(too_deep(&format!("int{} x;", "[1]".repeat(n))).is_empty());
    assert!(too_deep(&format!("{} float x;", "static ".repeat(n))).is_empty());
    assert!(too_deep(&format!("{} float x;", "linear ".repeat(n))).is_empty());
    assert!(too_deep(&"void f() { x = 1; }\n".repeat(n / 10)).is_empty());
}

#[test]
fn deep_nesting_of_every_kind() {
    let n = 100_000;
    let cases = [
        format!("void f() {}{}", "{".repeat(n), "}".repeat(n)),
        format!("void f() {{ {} x = 1; }}", "if (x) ".repeat(n)),
        format!("void f() {{ x = {} 1 {}; }}", "a ? ".repeat(n), ": b".repeat(n)),
        format!("void f() {{ x = {}1{}; }}", "f<".repeat(n), ">".repeat(n)),
        format!("{}int{} x;", "A<".repeat(n), ">".repeat(n)),
        format!("void f() {{ x = {}0{}; }}", "a[".repeat(n), "]".repeat(n)),
        format!("void f() {{ x = {}0{}; }}", "f(".repeat(n), ")".repeat(n)),
        format!("int x = {}0{};", "{".repeat(n), "}".repeat(n)),
        format!("{}{}", "namespace a { ".repeat(n), "}".repeat(n)),
        format!("{}{}", "struct a { ".repeat(n), "}".repeat(n)),
    ];
    for src in &cases {
        assert_eq!(too_deep(src), ["E20900"], "{}", &src[..60]);
    }
}

// ---------------------------------------------------------------------------
// The corpus
// ---------------------------------------------------------------------------

#[test]
fn corpus_parses_without_diagnostics() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/frontend/parse");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("corpus directory")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "slang"))
        .collect();
    files.sort();
    assert!(files.len() >= 30, "only {} corpus files", files.len());
    for path in files {
        let src = std::fs::read_to_string(&path).expect("readable corpus file");
        let p = parse(&src);
        assert!(p.diags.is_empty(), "{}: {:#?}", path.display(), rendered(&p));
        assert!(!p.ast.roots.is_empty(), "{}: no declarations", path.display());
    }
}
