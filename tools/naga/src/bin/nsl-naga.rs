//! `nsl-naga FILE.wgsl [OUT.spv]`: naga's WGSL front end and validator on
//! FILE (as `naga FILE` does), and with OUT its SPIR-V, written with
//! [`nsl_naga::spirv_options`]. Exit status 0 accepted, 1 rejected or
//! unreadable, 2 wrong arguments.

use std::process::ExitCode;

const USAGE: &str = "usage: nsl-naga FILE.wgsl [OUT.spv]
    Parses and validates FILE.wgsl with naga (the crate, version 30); with
    OUT.spv also writes naga's SPIR-V for it (no loop counters, see
    nsl_naga::spirv_options).";

fn main() -> ExitCode {
    // A panic inside naga is reported as an error (nsl_naga catches it);
    // the default hook's message and backtrace would only repeat it.
    std::panic::set_hook(Box::new(|_| {}));
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let (input, output) = match args.as_slice() {
        [input] => (input, None),
        [input, output] => (input, Some(output)),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let source = match std::fs::read_to_string(input) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("nsl-naga: cannot read {input}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = nsl_naga::check(&source, input).and_then(|checked| match output {
        None => Ok(()),
        Some(output) => {
            let words = nsl_naga::spirv(&checked)?;
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            std::fs::write(output, bytes).map_err(|e| format!("cannot write {output}: {e}"))
        }
    });
    match result {
        Ok(()) => {
            if output.is_none() {
                println!("Validation successful");
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
