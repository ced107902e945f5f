//! `nsl_runtime::run` on the interpreter: inputs bound to parameters,
//! dispatch, printed outputs, and the errors a bad test file gets.

use nsl_runtime::{run, Backend, Error, Options};

fn interp(text: &str, options: &Options) -> Result<String, Error> {
    run("test.slang", text, options, Backend::Interp).map(|o| o.output)
}

#[test]
fn buffers_uniforms_and_groups() {
    let text = "//TEST_INPUT:ubuffer(data=[1 2 3 4 5 6], stride=4):name=input\n\
                //TEST_INPUT:cbuffer(data=[10 2.5]):\n\
                //TEST_INPUT:ubuffer(data=[0 0 0 0 0 0], stride=4):out,name=output\n\
                StructuredBuffer<int> input;\n\
                cbuffer C { int add; float scale; };\n\
                RWStructuredBuffer<float> output;\n\
                [numthreads(2, 1, 1)]\n\
                void computeMain(uint3 id : SV_DispatchThreadID, uint3 g : SV_GroupID) {\n\
                    output[id.x] = (input[id.x] + add) * scale + g.x * 1000;\n\
                }\n";
    // The unnamed cbuffer is the second input: it fills the second
    // parameter (`add`) and, while data remains, `scale`.
    let options = Options { dispatch: Some([3, 1, 1]), output_using_type: true, ..Options::default() };
    let out = interp(text, &options).expect("runs");
    assert_eq!(out, "type: float\n27.500000\n30.000000\n1032.500000\n1035.000000\n2037.500000\n2040.000000\n");
    // Without -output-using-type: hex words.
    let out = interp(text, &Options { dispatch: Some([1, 1, 1]), ..Options::default() }).expect("runs");
    assert_eq!(out, "41DC0000\n41F00000\n0\n0\n0\n0\n");
}

#[test]
fn entry_point_uniforms_and_defines() {
    let text = "//TEST_INPUT:ubuffer(data=[0 0], stride=4):out,name=output\n\
                //TEST_INPUT:uniform(data=[7]):\n\
                RWStructuredBuffer<int> output;\n\
                [numthreads(2, 1, 1)]\n\
                void main(uint i : SV_GroupIndex, uniform int k) { output[i] = k * FACTOR + int(i); }\n";
    let options = Options { defines: vec![("FACTOR".into(), Some("3".into()))], ..Options::default() };
    assert_eq!(interp(text, &options).expect("runs"), "15\n16\n");
}

#[test]
fn setup_errors_name_the_line() {
    let shader = "RWStructuredBuffer<int> output;\n[numthreads(1,1,1)] void computeMain() { output[0] = 1; }\n";
    let cases = [
        ("//TEST_INPUT:ubuffer(data=[0]):out,name=missing\n", "no parameter named 'missing'"),
        ("//TEST_INPUT:uniform(data=[1]):name=output\n", "cannot bind uniform data to 'output'"),
        ("//TEST_INPUT:ubuffer(data=[0]):\n//TEST_INPUT:ubuffer(data=[0]):\n", "line 2: no shader parameter left"),
        ("//TEST_INPUT:ubuffer(data=[1 2\n", "malformed test directive"),
    ];
    for (inputs, want) in cases {
        let err = interp(&format!("{inputs}{shader}"), &Options::default()).expect_err(inputs);
        assert!(matches!(err, Error::Setup(_)) && err.to_string().contains(want), "{inputs}: {err}");
    }
    let err = interp(shader, &Options { entry: Some("other".into()), ..Options::default() }).expect_err("entry");
    assert!(err.to_string().contains("no function found matching entry point name 'other'"), "{err}");
    let err = interp("int f() { return undefined; }\n", &Options::default()).expect_err("compile");
    assert!(matches!(err, Error::Compile(ref d) if d.contains("undefined")), "{err}");
}

#[test]
fn unsupported_programs_and_traps() {
    let barrier = "//TEST_INPUT:ubuffer(data=[0]):out,name=o\nRWStructuredBuffer<int> o;\n\
                   [numthreads(2,1,1)] void computeMain(uint i : SV_GroupIndex) {\n\
                   GroupMemoryBarrierWithGroupSync(); o[0] = 1; }\n";
    assert!(matches!(interp(barrier, &Options::default()), Err(Error::Unsupported(_))));
    let texture = "//TEST_INPUT: Texture2D(size=4):name t\nTexture2D t;\n[numthreads(1,1,1)] void computeMain() {}\n";
    assert!(matches!(interp(texture, &Options::default()), Err(Error::Unsupported(_))));
    let oob = "//TEST_INPUT:ubuffer(data=[0]):out,name=o\nRWStructuredBuffer<int> o;\n\
               [numthreads(2,1,1)] void computeMain(uint i : SV_GroupIndex) { o[i] = 1; }\n";
    let err = interp(oob, &Options::default()).expect_err("out of bounds");
    assert!(err.to_string().contains("thread [1, 0, 0]") && err.to_string().contains("out of bounds"), "{err}");
}

#[test]
fn byte_address_buffers_keep_their_bytes() {
    let text = "//TEST_INPUT:ubuffer(data=[1 2 3], stride=4):out,name=b\n\
                RWByteAddressBuffer b;\n\
                [numthreads(1,1,1)] void computeMain() { b.Store(4, b.Load(0) + b.Load(8)); }\n";
    assert_eq!(interp(text, &Options::default()).expect("runs"), "1\n4\n3\n");
}
