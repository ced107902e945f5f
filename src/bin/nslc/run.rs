//! `nslc run FILE.slang`: compiles a compute shader, fills its buffers and
//! uniforms from the file's `//TEST_INPUT` lines, dispatches it and prints
//! the output buffers as Slang's render-test does (one hex word per line,
//! or typed values with `-output-using-type`). With `--render OUT.png` it
//! draws render-test's triangle with `vertexMain` and `fragmentMain` and
//! writes the colour target (RGBA8; `--render OUT.raw`, any name not
//! ending in `.png`: an RGBA32F target's raw little-endian floats); with
//! `-gcompute` it draws and prints the buffers the shaders wrote.
//!
//! Without `--backend` it runs on Vulkan and, when Vulkan cannot run here
//! (no loader, no device, no SPIR-V), on the IR interpreter, saying so on
//! stderr. Exit status: 0 ran; 1 the file does not compile, its inputs do
//! not fit the shader, or the dispatch failed; 3 the chosen backend cannot
//! run this program or cannot run on this machine.

use nanoslang::cli;
use nsl_runtime::vulkan::ColorFormat;
use nsl_runtime::{Backend, Error, Mode, Options, Picture};
use std::process::ExitCode;

/// `nslc run FILE [run options] [compiler options]`: `args` is what follows
/// `run`. The run options are `--backend vulkan|interp|cpp|cuda`,
/// `--output-using-type`, `--compute-dispatch X,Y,Z`, `--spirv FILE.spv`
/// and `--validate`; every `nslc` compiler option (slangc's command line)
/// is accepted too, as the suite runner passes a test's compiler arguments
/// verbatim. Matrices default to row-major here, as in Slang's test runner.
pub fn main(argv: &[String]) -> ExitCode {
    let args = match cli::parse(argv, cli::Mode::Run) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            eprintln!("Usage: nslc run FILE [options...]   (nslc run -h for help)");
            return ExitCode::FAILURE;
        }
    };
    if args.help {
        print!("{}", cli::help(cli::Mode::Run));
        return ExitCode::SUCCESS;
    }
    let input = match args.inputs.as_slice() {
        [one] => one.clone(),
        [] => {
            eprintln!("error[E00021]: no input file (usage: nslc run FILE [options...])");
            return ExitCode::FAILURE;
        }
        [_, second, ..] => {
            eprintln!("error[E00021]: nslc run runs one file; '{second}' is a second one");
            return ExitCode::FAILURE;
        }
    };
    eprint!("{}", args.ignored_warnings());
    let text = match std::fs::read(&input) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            eprintln!("error[E00001]: cannot open file '{input}': {e}");
            return ExitCode::FAILURE;
        }
    };
    let spirv = match &args.spirv {
        None => None,
        Some(path) => match std::fs::read(path) {
            Ok(bytes) if bytes.len() % 4 == 0 => {
                Some(bytes.chunks_exact(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect())
            }
            Ok(_) => {
                eprintln!("error: '{path}' is not SPIR-V (its size is not a multiple of 4)");
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("error[E00001]: cannot open file '{path}': {e}");
                return ExitCode::FAILURE;
            }
        },
    };
    let options = Options {
        entry: args.entry().map(str::to_string),
        output_using_type: args.output_using_type,
        dispatch: args.dispatch,
        defines: args.defines.clone(),
        include_dirs: args.include_dirs.iter().map(Into::into).collect(),
        row_major: args.matrix_layout != Some(nsl_ir::MatrixLayout::ColumnMajor),
        spirv,
        validate: args.validate,
        warnings: args.warnings.clone(),
        unscoped_enum: args.unscoped_enum,
        allow_glsl: args.allow_glsl,
        binding_options: args.binding_options(),
        conformances: args.conformances.clone(),
        mode: match (&args.render, args.gcompute) {
            // A PNG is render-test's RGBA8 image; any other file gets the
            // RGBA32F target's raw floats.
            (Some(path), _) if path.ends_with(".png") => Mode::Draw(ColorFormat::Rgba8),
            (Some(_), _) => Mode::Draw(ColorFormat::Rgba32f),
            (None, true) => Mode::DrawBuffers,
            (None, false) => Mode::Compute,
        },
        draw_offsets: args.render_offsets,
        print_conformances: args.print_conformances,
    };
    let result = match args.backend.as_deref() {
        Some("interp") => nsl_runtime::run(&input, &text, &options, Backend::Interp),
        Some("vulkan") => nsl_runtime::run(&input, &text, &options, Backend::Vulkan),
        Some("cpp") => nsl_runtime::run(&input, &text, &options, Backend::Cpp),
        Some("cuda") => nsl_runtime::run(&input, &text, &options, Backend::Cuda),
        _ => match nsl_runtime::run(&input, &text, &options, Backend::Vulkan) {
            Err(Error::Unavailable(why)) => {
                eprintln!("nslc run: Vulkan is not available ({why}); running on the IR interpreter");
                nsl_runtime::run(&input, &text, &options, Backend::Interp)
            }
            other => other,
        },
    };
    match result {
        Ok(outcome) => {
            eprint!("{}", outcome.warnings);
            print!("{}", outcome.output);
            if let (Some(path), Some(picture)) = (&args.render, &outcome.image) {
                let written = match picture.format {
                    ColorFormat::Rgba8 => write_png(path, picture),
                    ColorFormat::Rgba32f => std::fs::write(path, &picture.rgba).map_err(|e| e.to_string()),
                };
                if let Err(e) = written {
                    eprintln!("error[E00001]: cannot write '{path}': {e}");
                    return ExitCode::FAILURE;
                }
            }
            ExitCode::SUCCESS
        }
        Err(e @ (Error::Unsupported(_) | Error::Unavailable(_))) => {
            eprintln!("{e}");
            ExitCode::from(3)
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Writes `picture` as an 8-bit RGBA PNG.
fn write_png(path: &str, picture: &Picture) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), picture.width, picture.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(&picture.rgba).map_err(|e| e.to_string())
}
